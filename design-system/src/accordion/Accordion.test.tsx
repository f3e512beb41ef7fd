import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as Accordion from './Accordion.tsx';

afterEach(cleanup);

function Example(props: { onValueChange?: (value: string) => void }) {
  return (
    <Accordion.Root type="single" collapsible onValueChange={props.onValueChange}>
      <Accordion.Item value="a"><Accordion.Trigger>Allergies</Accordion.Trigger><Accordion.Content>None recorded</Accordion.Content></Accordion.Item>
      <Accordion.Item value="b"><Accordion.Trigger>Medicines</Accordion.Trigger><Accordion.Content>Two current</Accordion.Content></Accordion.Item>
    </Accordion.Root>
  );
}

describe('Accordion', () => {
  it('opens a section by keyboard and moves between headers with arrows', async () => {
    const onValueChange = vi.fn();
    render(<Example onValueChange={onValueChange} />);
    const allergies = screen.getByRole('button', { name: 'Allergies' });
    expect(allergies.getAttribute('aria-expanded')).toBe('false');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(allergies.getAttribute('aria-expanded')).toBe('true');
    expect(onValueChange).toHaveBeenLastCalledWith('a');
    expect(screen.getByText('None recorded')).toBeTruthy();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Medicines' }));
  });

  it('holds each button in a heading of level 3, or of the level it is given (one below the heading it sits under)', () => {
    render(
      <Accordion.Root type="multiple">
        <Accordion.Item value="a"><Accordion.Trigger>Allergies</Accordion.Trigger><Accordion.Content>None</Accordion.Content></Accordion.Item>
        <Accordion.Item value="b"><Accordion.Trigger headingLevel={2}>Medicines</Accordion.Trigger><Accordion.Content>Two</Accordion.Content></Accordion.Item>
      </Accordion.Root>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Allergies' }).contains(screen.getByRole('button', { name: 'Allergies' }))).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: 'Medicines' }).contains(screen.getByRole('button', { name: 'Medicines' }))).toBe(true);
  });
});
