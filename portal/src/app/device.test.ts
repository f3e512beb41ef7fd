import { describe, expect, it } from 'vitest';
import { detectTree } from './device.ts';

const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36';

describe('detectTree (docs/product/routes.md: only the device type tree is active)', () => {
  it('reads the user agent', () => {
    expect(detectTree({ search: '', stored: null, userAgent: iphone, hasAppBridge: false })).toBe('mob');
    expect(detectTree({ search: '', stored: null, userAgent: desktop, hasAppBridge: false })).toBe('web');
  });
  it('treats the app webview as mobile', () => {
    expect(detectTree({ search: '', stored: null, userAgent: desktop, hasAppBridge: true })).toBe('mob');
    expect(detectTree({ search: '', stored: null, userAgent: `${desktop} MacaoHealthApp/2.1`, hasAppBridge: false })).toBe('mob');
  });
  it('lets ?terminal override, then the stored override', () => {
    expect(detectTree({ search: '?terminal=web', stored: 'mob', userAgent: iphone, hasAppBridge: false })).toBe('web');
    expect(detectTree({ search: '', stored: 'mob', userAgent: desktop, hasAppBridge: false })).toBe('mob');
    expect(detectTree({ search: '?terminal=tv', stored: null, userAgent: desktop, hasAppBridge: false })).toBe('web');
  });
});
