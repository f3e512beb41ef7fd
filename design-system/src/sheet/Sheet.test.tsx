import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Sheet, SheetClose } from './Sheet.tsx';

afterEach(cleanup);

function Example({ onApply = () => undefined }: { onApply?: () => void }) {
  return (
    <Sheet
      trigger={<button type="button">Filters</button>}
      title="Filter the list"
      description="Choose what to show."
      closeLabel="Close filters"
      footer={
        <SheetClose>
          <button type="button" onClick={onApply}>Apply</button>
        </SheetClose>
      }
    >
      <label>
        Name
        <input />
      </label>
    </Sheet>
  );
}

describe('Sheet', () => {
  it('opens as a dialog named by its title and described by its description', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = screen.getByRole('dialog', { name: 'Filter the list' });
    expect(sheet.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(sheet.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Choose what to show.');
    expect(sheet.contains(document.activeElement)).toBe(true);
  });

  it('keeps Tab inside, closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Filters' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const sheet = screen.getByRole('dialog');
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(sheet.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes from the labelled close button and from a footer action', async () => {
    const onApply = vi.fn();
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<Example onApply={onApply} />);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(screen.getByRole('button', { name: 'Close filters' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<Sheet open onOpenChange={onOpenChange} title="Details" wide="center" />);
    expect(screen.getByRole('dialog', { name: 'Details' }).getAttribute('data-wide')).toBe('center');
    expect(screen.getByRole('dialog').hasAttribute('aria-describedby')).toBe(false);
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('returns focus to the control that opened a controlled sheet without a trigger', async () => {
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Details
          </button>
          <Sheet open={open} onOpenChange={setOpen} title="Service details" closeLabel="Close details">
            <p>About the service</p>
          </Sheet>
        </>
      );
    }
    render(<Controlled />);
    const opener = screen.getByRole('button', { name: 'Details' });
    await userEvent.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Service details' })).toBeTruthy();
    expect(document.activeElement).not.toBe(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
