import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { EmptyState } from './EmptyState.tsx';

afterEach(cleanup);

describe('EmptyState', () => {
  it('renders the heading at the requested level, the description and the action', () => {
    render(<EmptyState headingLevel={3} title="No reports yet" description="Reports appear here." action={<button type="button">Upload</button>} />);
    expect(screen.getByRole('heading', { level: 3, name: 'No reports yet' })).toBeTruthy();
    expect(screen.getByText('Reports appear here.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeTruthy();
  });
});
