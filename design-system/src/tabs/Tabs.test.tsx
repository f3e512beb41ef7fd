import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as Tabs from './Tabs.tsx';

afterEach(cleanup);

function Example({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs.Root defaultValue="a" onValueChange={onValueChange}>
      <Tabs.List aria-label="Sections">
        <Tabs.Trigger value="a">Alpha</Tabs.Trigger>
        <Tabs.Trigger value="b">Beta</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="a">Alpha panel</Tabs.Content>
      <Tabs.Content value="b">Beta panel</Tabs.Content>
    </Tabs.Root>
  );
}

describe('Tabs', () => {
  it('shows the panel of the selected tab', async () => {
    render(<Example />);
    expect(screen.getByRole('tabpanel').textContent).toBe('Alpha panel');
    await userEvent.click(screen.getByRole('tab', { name: 'Beta' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Beta panel');
  });

  it('moves selection with the arrow keys', async () => {
    const onValueChange = vi.fn();
    render(<Example onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Alpha' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Beta' }));
    expect(onValueChange).toHaveBeenLastCalledWith('b');
  });
});
