import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Select } from './Select.tsx';

beforeAll(() => {
  // Radix Select uses pointer capture and scrollIntoView, which happy-dom leaves out.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});
afterEach(cleanup);

const options = [
  { value: 'view', label: 'Viewed' },
  { value: 'download', label: 'Downloaded' },
  { value: 'share', label: 'Shared', disabled: true },
  { value: 'change', label: 'Changed' },
];

function Controlled({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <Select
      label="Action"
      placeholder="All actions"
      options={options}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('Select', () => {
  it('is a combobox named by its visible label, showing the placeholder', () => {
    render(<Select label="Action" placeholder="All actions" options={options} />);
    const trigger = screen.getByRole('combobox', { name: 'Action' });
    expect(trigger.textContent).toContain('All actions');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens with the keyboard, moves with arrows, skips disabled options and chooses with Enter', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Controlled onChange={onChange} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Action' }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeTruthy();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    // 'Shared' is disabled, so the second ArrowDown lands on 'Changed'.
    expect(screen.getByRole('option', { name: 'Shared' }).getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('change');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Action' }).textContent).toContain('Changed');
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Action' }));
  });

  it('jumps to an option by typing its first letters and leaves the value alone on Escape', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Controlled onChange={onChange} />);
    screen.getByRole('combobox').focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('dow');
    expect(document.activeElement?.textContent).toBe('Downloaded');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('combobox'));
  });

  it('links the error and description and marks the field invalid and required', () => {
    render(
      <Select label="Relationship" options={options} isRequired isInvalid errorMessage="Choose a relationship" description="As on the ID card" />,
    );
    const trigger = screen.getByRole('combobox', { name: /Relationship/ });
    expect(trigger.getAttribute('aria-invalid')).toBe('true');
    expect(trigger.getAttribute('aria-required')).toBe('true');
    const described = (trigger.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['As on the ID card', 'Choose a relationship']);
  });

  it('cannot be opened when disabled, loading or empty, and says why', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Select label="Clinic" options={options} isDisabled />);
    await user.click(screen.getByRole('combobox'));
    expect(screen.queryByRole('listbox')).toBeNull();
    rerender(<Select label="Clinic" options={[]} isLoading loadingLabel="Loading clinics" />);
    expect(screen.getByRole('combobox').textContent).toContain('Loading clinics');
    expect(screen.getByRole('combobox').getAttribute('aria-busy')).toBe('true');
    rerender(<Select label="Clinic" options={[]} emptyLabel="No clinics yet" />);
    expect(screen.getByRole('combobox').textContent).toContain('No clinics yet');
    expect((screen.getByRole('combobox') as HTMLButtonElement).disabled).toBe(true);
  });
});
