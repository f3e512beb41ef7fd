import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type DataTableColumn } from './DataTable.tsx';

afterEach(cleanup);

interface Reading { id: string; date: string; systolic: number; note: string }
const rows: Reading[] = [
  { id: 'a', date: '2026-03-02', systolic: 128, note: 'Morning' },
  { id: 'b', date: '2026-03-01', systolic: 141, note: 'Evening' },
  { id: 'c', date: '2026-03-03', systolic: 9, note: 'After run' },
];
const columns: DataTableColumn<Reading>[] = [
  { key: 'date', header: 'Date', cell: (r) => r.date, sortValue: (r) => r.date },
  { key: 'systolic', header: 'Systolic', cell: (r) => r.systolic, sortValue: (r) => r.systolic, align: 'end' },
  { key: 'note', header: 'Note', cell: (r) => r.note },
];
const firstColumn = () => screen.getAllByRole('rowheader').map((c) => c.textContent);

describe('DataTable', () => {
  it('is named by its caption and keeps the given order until sorted', () => {
    render(<DataTable caption="Blood pressure" columns={columns} rows={rows} rowKey={(r) => r.id} />);
    expect(screen.getByRole('table', { name: 'Blood pressure' })).toBeTruthy();
    expect(firstColumn()).toEqual(['2026-03-02', '2026-03-01', '2026-03-03']);
    expect(screen.getByRole('columnheader', { name: 'Date' }).getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'Note' }).hasAttribute('aria-sort')).toBe(false);
  });

  it('sorts by keyboard, ascending then descending, numbers as numbers, and says so with aria-sort', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    render(<DataTable caption="Blood pressure" columns={columns} rows={rows} rowKey={(r) => r.id} onSortChange={onSortChange} />);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Systolic' }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('columnheader', { name: 'Systolic' }).getAttribute('aria-sort')).toBe('ascending');
    expect(firstColumn()).toEqual(['2026-03-03', '2026-03-02', '2026-03-01']);
    await user.keyboard(' ');
    expect(screen.getByRole('columnheader', { name: 'Systolic' }).getAttribute('aria-sort')).toBe('descending');
    expect(firstColumn()).toEqual(['2026-03-01', '2026-03-02', '2026-03-03']);
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'systolic', direction: 'descending' });
  });

  it('leaves the order to the caller with manual sorting', async () => {
    const onSortChange = vi.fn();
    render(<DataTable caption="BP" columns={columns} rows={rows} rowKey={(r) => r.id} sorting="manual" sort={null} onSortChange={onSortChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Date' }));
    expect(onSortChange).toHaveBeenCalledWith({ column: 'date', direction: 'ascending' });
    expect(firstColumn()).toEqual(['2026-03-02', '2026-03-01', '2026-03-03']);
  });

  it('shows the empty text across all columns', () => {
    render(<DataTable caption="BP" columns={columns} rows={[]} rowKey={(r) => r.id} emptyLabel="沒有紀錄" />);
    const cell = screen.getByRole('cell', { name: '沒有紀錄' });
    expect(cell.getAttribute('colspan')).toBe('3');
  });

  it('marks itself busy with placeholder rows hidden from screen readers while loading', () => {
    render(<DataTable caption="BP" columns={columns} rows={rows} rowKey={(r) => r.id} state="loading" loadingRows={3} />);
    const table = screen.getByRole('table', { name: 'BP Loading' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(within(table).queryAllByRole('rowheader')).toHaveLength(0);
    expect(table.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(3);
  });
});
