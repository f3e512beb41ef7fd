import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ReadingBadge } from './ReadingBadge.tsx';

afterEach(cleanup);

describe('ReadingBadge', () => {
  it('says the level in words with the English default and the reading colour pair', () => {
    render(<ReadingBadge level="high" />);
    const badge = screen.getByText('High').parentElement;
    expect(badge?.dataset.level).toBe('high');
    expect(badge?.dataset.variant).toBe('reading-high');
    expect(badge?.className).toContain('bg-reading-high');
  });

  it('takes translated labels per level', () => {
    render(<ReadingBadge level="low" labels={{ low: '偏低' }} />);
    expect(screen.getByText('偏低')).toBeTruthy();
  });

  it('keeps the decorative glyph out of the accessible text', () => {
    const { container } = render(<ReadingBadge level="borderline" />);
    const glyph = container.querySelector('[aria-hidden="true"]');
    expect(glyph?.textContent).toBe('!');
    expect(screen.getByText('Borderline')).toBeTruthy();
  });

  it('lets children replace the label and passes other props to the root', () => {
    render(<ReadingBadge level="normal" id="bp" className="ml-2">120/80 mmHg</ReadingBadge>);
    const badge = screen.getByText('120/80 mmHg').parentElement;
    expect(badge?.id).toBe('bp');
    expect(badge?.className).toContain('ml-2');
  });
});
