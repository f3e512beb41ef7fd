import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { Skeleton } from './Skeleton.tsx';

afterEach(cleanup);

describe('Skeleton', () => {
  it('is hidden from assistive technology and echoes its shape', () => {
    const { container } = render(<Skeleton shape="circle" />);
    const node = container.firstElementChild as HTMLElement;
    expect(node.getAttribute('aria-hidden')).toBe('true');
    expect(node.dataset.shape).toBe('circle');
  });
});
