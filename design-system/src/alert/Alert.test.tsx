import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { Alert } from './Alert.tsx';

afterEach(cleanup);

describe('Alert', () => {
  it('says an error assertively: role alert, danger colours, the words as its whole text', () => {
    render(<Alert variant="error">Incorrect user name or password</Alert>);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Incorrect user name or password');
    const root = alert.closest('[data-slot="alert"]') as HTMLElement;
    expect(root.dataset.variant).toBe('error');
    expect(root.className).toContain('border-danger');
    expect(root.className).toContain('text-danger');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says info and success politely, and takes another live role when asked', () => {
    render(
      <>
        <Alert>Your session ended</Alert>
        <Alert variant="success">Code sent</Alert>
        <Alert role="alert">Nobody can sign in right now</Alert>
        <Alert variant="error" role="note">
          Open since this morning
        </Alert>
      </>,
    );
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual(['Your session ended', 'Code sent']);
    expect(screen.getByRole('alert').textContent).toBe('Nobody can sign in right now');
    expect(screen.getByRole('note').textContent).toBe('Open since this morning');
    expect((screen.getByText('Code sent').closest('[data-slot="alert"]') as HTMLElement).className).toContain('border-success');
    expect((screen.getByText('Your session ended').closest('[data-slot="alert"]') as HTMLElement).dataset.variant).toBe('info');
  });

  it('reads the title and the words in the live region, and keeps the action out of it', () => {
    render(
      <Alert variant="error" title="Sign-in failed" action={<button type="button">Try again</button>}>
        The sign-in page did not answer
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Sign-in failedThe sign-in page did not answer');
    expect(within(alert).queryByRole('button')).toBeNull();
    const button = screen.getByRole('button', { name: 'Try again' });
    expect(alert.closest('[data-slot="alert"]')?.contains(button)).toBe(true);
    // With a title the words are in the page's text colour; the title keeps the variant's.
    expect((screen.getByText('The sign-in page did not answer') as HTMLElement).className).toContain('text-text');
  });

  it('passes the ref, attributes and classes to its root', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <Alert ref={ref} data-no-sign-in="" className="mt-4">
        Closed
      </Alert>,
    );
    expect(ref.current?.dataset.slot).toBe('alert');
    expect(ref.current?.hasAttribute('data-no-sign-in')).toBe(true);
    expect(ref.current?.className).toContain('mt-4');
  });
});
