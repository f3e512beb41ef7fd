import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Breadcrumb } from './Breadcrumb.tsx';

afterEach(cleanup);

describe('Breadcrumb', () => {
  it('is a named navigation of links, ending in the current page', async () => {
    render(<Breadcrumb items={[{ label: 'Home', href: '/' }, { label: 'Records', href: '/records' }, { label: 'Blood pressure' }]} />);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.getByText('Blood pressure').getAttribute('aria-current')).toBe('page');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Home' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Records' }));
  });
});
