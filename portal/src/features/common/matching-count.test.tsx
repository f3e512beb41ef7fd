import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MatchingCount } from './matching-count.tsx';

afterEach(cleanup);

describe('MatchingCount', () => {
  it('holds its line with a no-break space until the count is known, then says it in a status region', () => {
    const { rerender } = render(<MatchingCount id="types-note" text={null} />);
    const line = screen.getByRole('status');
    expect(line.id).toBe('types-note');
    expect(line.textContent).toBe('\u00a0');
    rerender(<MatchingCount id="types-note" text="35 visits" />);
    // The same element: the region announces the change instead of appearing.
    expect(screen.getByRole('status')).toBe(line);
    expect(line.textContent).toBe('35 visits');
    rerender(<MatchingCount id="types-note" text={null} />);
    expect(line.textContent).toBe('\u00a0');
  });
});
