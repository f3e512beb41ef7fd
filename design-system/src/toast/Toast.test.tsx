import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as Toast from './Toast.tsx';

afterEach(cleanup);

describe('Toast', () => {
  it('renders title, description and variant, and reports dismissal', async () => {
    const onOpenChange = vi.fn();
    render(
      <Toast.Provider>
        <Toast.Root open onOpenChange={onOpenChange} variant="success" title="Saved" description="Your reading was added." />
        <Toast.Viewport />
      </Toast.Provider>,
    );
    const title = screen.getByText('Saved');
    expect(screen.getByText('Your reading was added.')).toBeTruthy();
    expect(title.closest('[data-slot="toast"]')?.getAttribute('data-variant')).toBe('success');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
