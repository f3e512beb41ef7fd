import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { QuickLinkSorter } from './QuickLinkSorter.tsx';

afterEach(cleanup);

const options = ['Appointments', 'Records', 'Vaccinations', 'Payments', 'Family'].map((name) => ({
  id: name.toLowerCase(),
  label: name,
  textValue: name,
}));

function chosenNames() {
  const grid = screen.getByRole('grid', { name: 'My quick links' });
  return within(grid).getAllByRole('row').map((row) => row.textContent?.replace('Remove', ''));
}

describe('QuickLinkSorter', () => {
  it('shows the chosen links in order, each with a drag handle and a remove button', () => {
    render(<QuickLinkSorter options={options} defaultValue={['records', 'appointments', 'payments']} />);
    expect(chosenNames()).toEqual(['Records', 'Appointments', 'Payments']);
    expect(screen.getByRole('button', { name: 'Move Records' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Records' })).toBeTruthy();
  });

  it('adds by keyboard and announces it; a chosen link shows as added, not as an Add that is refused', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(<QuickLinkSorter options={options} defaultValue={['records', 'appointments', 'payments']} onValueChange={onValueChange} />);
    expect(screen.queryByRole('button', { name: 'Add Records' })).toBeNull();
    const records = screen.getByRole('button', { name: 'Added Records' }) as HTMLButtonElement;
    expect(records.disabled).toBe(true);
    expect(records.textContent).toBe('Added');
    screen.getByRole('button', { name: 'Add Family' }).focus();
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith(['records', 'appointments', 'payments', 'family']);
    expect(screen.getByRole('status').textContent).toBe('Family added, 4 quick links');
    expect((screen.getByRole('button', { name: 'Added Family' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(records);
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).toBe('');
    // Removing it offers Add again.
    await user.click(screen.getByRole('button', { name: 'Remove Records' }));
    expect((screen.getByRole('button', { name: 'Add Records' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('counts from the latest order after an add (rows are cached by react-aria)', async () => {
    const user = userEvent.setup();
    render(<QuickLinkSorter options={options} defaultValue={['records', 'appointments', 'payments']} />);
    await user.click(screen.getByRole('button', { name: 'Add Family' }));
    await user.click(screen.getByRole('button', { name: 'Remove Records' }));
    expect(screen.getByRole('status').textContent).toBe('Records removed, 3 quick links');
    expect(chosenNames()).toEqual(['Appointments', 'Payments', 'Family']);
  });

  it('keeps at least min and at most max links', async () => {
    const user = userEvent.setup();
    render(
      <QuickLinkSorter
        options={options}
        defaultValue={['records', 'appointments']}
        min={2}
        max={3}
        messages={{ tooFew: (n) => `min ${n}`, tooMany: (n) => `max ${n}` }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Remove Records' }));
    expect(screen.getByRole('alert').textContent).toBe('min 2');
    expect(chosenNames()).toHaveLength(2);
    expect(screen.queryByText('max 3')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Family' }));
    // At the limit every Add left is disabled and described by the visible note that says why.
    const note = screen.getByText('max 3');
    for (const name of ['Add Payments', 'Add Vaccinations']) {
      const button = screen.getByRole('button', { name }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(button.getAttribute('aria-describedby')).toBe(note.id);
    }
    await user.click(screen.getByRole('button', { name: 'Add Payments' }));
    expect(chosenNames()).toEqual(['Records', 'Appointments', 'Family']);
    // Below the limit again: Add works and the note goes.
    await user.click(screen.getByRole('button', { name: 'Remove Family' }));
    expect(screen.queryByText('max 3')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Payments' }).getAttribute('aria-describedby')).toBeNull();
    expect((screen.getByRole('button', { name: 'Add Payments' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('defaults to 3 to 11 and the English messages', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 12 }, (_, i) => ({ id: `s${i}`, label: `S${i}`, textValue: `S${i}` }));
    const { unmount } = render(<QuickLinkSorter options={many} defaultValue={many.slice(0, 11).map((o) => o.id)} />);
    expect((screen.getByRole('button', { name: 'Add S11' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('You can have at most 11 quick links')).toBeTruthy();
    unmount();
    render(<QuickLinkSorter options={options} defaultValue={['records', 'appointments', 'payments']} />);
    await user.click(screen.getByRole('button', { name: 'Remove Payments' }));
    expect(screen.getByRole('alert').textContent).toBe('Keep at least 3 quick links');
  });

  it('is controlled by value: the parent decides', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [ids, setIds] = useState<readonly string[]>(['records', 'appointments', 'payments', 'family']);
      return <QuickLinkSorter options={options} value={ids} onValueChange={(next) => setIds(next.filter((id) => id !== 'vaccinations'))} />;
    }
    render(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Remove Family' }));
    expect(chosenNames()).toEqual(['Records', 'Appointments', 'Payments']);
    await user.click(screen.getByRole('button', { name: 'Add Vaccinations' }));
    expect(chosenNames()).toEqual(['Records', 'Appointments', 'Payments']);
  });

  it('names both lists by their visible headings, at the level asked for', () => {
    render(
      <QuickLinkSorter
        options={options}
        defaultValue={['records', 'appointments', 'payments']}
        headingLevel={3}
        messages={{ chosenLabel: '我的捷徑', availableLabel: '所有服務' }}
      />,
    );
    const chosenHeading = screen.getByRole('heading', { level: 3, name: '我的捷徑' });
    const availableHeading = screen.getByRole('heading', { level: 3, name: '所有服務' });
    const grid = screen.getByRole('grid', { name: '我的捷徑' });
    const list = screen.getByRole('list', { name: '所有服務' });
    expect(grid.getAttribute('aria-labelledby')).toBe(chosenHeading.id);
    expect(list.getAttribute('aria-labelledby')).toBe(availableHeading.id);
    expect(within(list).getAllByRole('listitem')).toHaveLength(options.length);
  });
});
