import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as List from './List.tsx';

afterEach(cleanup);

describe('List', () => {
  it('makes rows interactive only when given onClick or href', async () => {
    const onClick = vi.fn();
    render(
      <List.Root aria-label="Records">
        <List.Item title="Blood test" description="2026-10-01" onClick={onClick} />
        <List.Item title="X-ray" href="/records/2" />
        <List.Item title="Height" trailing="172 cm" />
      </List.Root>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: /Blood test/ }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: /X-ray/ }).getAttribute('href')).toBe('/records/2');
    expect(screen.getByText('172 cm').closest('a,button')).toBeNull();
  });
});
