import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import * as Card from './Card.tsx';

afterEach(cleanup);

describe('Card', () => {
  it('renders an h3 title by default and another element with asChild', () => {
    render(
      <Card.Root asChild aria-labelledby="t">
        <section>
          <Card.Header>
            <Card.Title id="t">Allergies</Card.Title>
          </Card.Header>
          <Card.Content>None recorded</Card.Content>
        </section>
      </Card.Root>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Allergies' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Allergies' }).dataset.slot).toBe('card');
  });
});
