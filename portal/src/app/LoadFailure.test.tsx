import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { lazyWithTexts } from '../i18n/index.ts';
import { setupI18n } from '../test/render.tsx';
import { LoadFailureBoundary } from './LoadFailure.tsx';
import { ConnectionNotice } from './ConnectionNotice.tsx';

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(cleanup);

function Part() {
  return <p>The part itself</p>;
}

describe('a part whose code fails to load', () => {
  it('says what went wrong with a "Try again" that loads the part again and draws it', async () => {
    let calls = 0;
    const Lazy = lazyWithTexts(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('The part failed to start')) : Promise.resolve({ default: Part });
    });
    render(
      <LoadFailureBoundary>
        <Suspense fallback={<p>loading</p>}>
          <Lazy />
        </Suspense>
      </LoadFailureBoundary>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This page could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The part itself')).toBeTruthy();
    expect(calls).toBe(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a quiet boundary draws nothing, and tries again when its key changes', async () => {
    let calls = 0;
    const Lazy = lazyWithTexts(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve({ default: Part });
    });
    const tree = (key: number) => (
      <div data-testid="host">
        <LoadFailureBoundary quiet resetKey={key}>
          <Suspense fallback={null}>
            <Lazy />
          </Suspense>
        </LoadFailureBoundary>
      </div>
    );
    const { rerender } = render(tree(1));
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByTestId('host').textContent).toBe('');
    expect(calls).toBe(1);
    rerender(tree(2));
    expect(await screen.findByText('The part itself')).toBeTruthy();
  });
});

describe('the connection notice', () => {
  it('says when the device goes offline and when it is back', () => {
    render(<ConnectionNotice />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(status.textContent).toBe('You are offline. What you open next needs the connection.');
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(status.textContent).toBe('You are back online.');
  });
});
