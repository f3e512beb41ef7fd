import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NavBar } from './NavBar.tsx';

afterEach(cleanup);

describe('NavBar', () => {
  it('shows the title as the page heading and calls onBack', async () => {
    const onBack = vi.fn();
    render(<NavBar title="Lab reports" onBack={onBack} backLabel="Home" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Lab reports' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('has no back button without onBack', () => {
    render(<NavBar title="Home" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
