import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NumberField } from './NumberField.tsx';

afterEach(cleanup);

describe('NumberField', () => {
  it('reports the typed value as a number on blur', async () => {
    const onChange = vi.fn();
    render(<NumberField label="Weight" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Weight' });
    await userEvent.type(input, '72.5');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(72.5);
  });

  it('steps with the buttons and clamps to maxValue', async () => {
    const onChange = vi.fn();
    render(<NumberField label="Doses" defaultValue={2} maxValue={3} step={1} onChange={onChange} incrementLabel="More" />);
    const more = screen.getByRole('button', { name: /More/ });
    await userEvent.click(more);
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect((more as HTMLButtonElement).disabled).toBe(true);
  });

  it('steps with the arrow keys', async () => {
    const onChange = vi.fn();
    render(<NumberField label="Doses" defaultValue={5} minValue={0} onChange={onChange} />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Doses' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith(4);
  });

  it('shows the error message when invalid', () => {
    render(<NumberField label="Weight" isInvalid errorMessage="Between 1 and 500 kg" />);
    expect(screen.getByText('Between 1 and 500 kg')).toBeTruthy();
  });
});

describe('NumberField stepper names', () => {
  it('falls back to react-aria translated names naming the field', () => {
    render(<NumberField label="Weight" />);
    expect(screen.getByRole('button', { name: /Increase.*Weight|Weight.*Increase/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Decrease.*Weight|Weight.*Decrease/ })).toBeTruthy();
  });
});
