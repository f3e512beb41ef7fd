import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeSwitch } from './ThemeSwitch.tsx';

afterEach(() => {
  cleanup();
  delete document.documentElement.dataset.theme;
});

describe('ThemeSwitch', () => {
  it('sets data-theme on <html> by default and moves between themes with the arrow keys', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ThemeSwitch onValueChange={onValueChange} />);
    expect(document.documentElement.dataset.theme).toBe('light');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Light' }));
    await user.keyboard('{ArrowRight}');
    expect(onValueChange).toHaveBeenLastCalledWith('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    await user.keyboard('{ArrowRight}');
    expect(document.documentElement.dataset.theme).toBe('contrast');
    expect((screen.getByRole('radio', { name: 'High contrast' }) as HTMLInputElement).checked).toBe(true);
  });

  it('themes a given target and follows a controlled value', async () => {
    const target = document.createElement('div');
    const onValueChange = vi.fn();
    const { rerender } = render(<ThemeSwitch target={target} value="dark" onValueChange={onValueChange} themeLabels={{ contrast: '高對比' }} />);
    expect(target.dataset.theme).toBe('dark');
    await userEvent.click(screen.getByRole('radio', { name: '高對比' }));
    expect(onValueChange).toHaveBeenCalledWith('contrast');
    expect(target.dataset.theme).toBe('dark');
    rerender(<ThemeSwitch target={target} value="contrast" />);
    expect(target.dataset.theme).toBe('contrast');
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });
});
