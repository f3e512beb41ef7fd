import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Badge } from './Badge.tsx';

afterEach(cleanup);

describe('Badge', () => {
  it('echoes the reading variant and uses its semantic colour pair', () => {
    render(<Badge variant="reading-high">High</Badge>);
    const badge = screen.getByText('High');
    expect(badge.dataset.variant).toBe('reading-high');
    expect(badge.className).toContain('bg-reading-high');
    expect(badge.className).toContain('text-reading-high-foreground');
  });
});
