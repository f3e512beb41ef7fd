import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination, pageItems } from './Pagination.tsx';

afterEach(cleanup);

describe('Pagination', () => {
  it('shows first, last and the current page with its siblings', () => {
    expect(pageItems(5, 10, 1)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(1, 3, 1)).toEqual([1, 2, 3]);
    expect(pageItems(3, 10, 1)).toEqual([1, 2, 3, 4, 'gap', 10]);
  });

  it('moves by keyboard and marks the current page', async () => {
    const onValueChange = vi.fn();
    render(<Pagination pageCount={10} onValueChange={onValueChange} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Page 1' }));
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onValueChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
  });

  it('is controlled by value', () => {
    render(<Pagination pageCount={4} value={4} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
  });
});
