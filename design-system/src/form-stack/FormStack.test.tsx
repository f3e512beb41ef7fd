import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { FormStack } from './FormStack.tsx';

afterEach(cleanup);

describe('FormStack', () => {
  it('is a form without the browser bubbles, one column at the narrow width, submitting to its handler', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const ref = createRef<HTMLFormElement>();
    render(
      <FormStack ref={ref} aria-label="Blood pressure" onSubmit={onSubmit}>
        <input name="pulse" required />
        <button type="submit">Save</button>
      </FormStack>,
    );
    const form = screen.getByRole('form', { name: 'Blood pressure' });
    expect(form).toBe(ref.current);
    expect((form as HTMLFormElement).noValidate).toBe(true);
    expect(form.dataset.width).toBe('narrow');
    expect(form.className).toContain('flex-col');
    expect(form.className).toContain('max-w-xl');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.submit(form);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('says an error about the whole form first, as an alert', () => {
    render(
      <FormStack aria-label="Sign in" width="full" error="The service is busy, please try again">
        <input name="username" aria-label="User name" />
      </FormStack>,
    );
    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(form.dataset.width).toBe('full');
    expect(form.className).not.toContain('max-w');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('The service is busy, please try again');
    expect(form.firstElementChild?.contains(alert)).toBe(true);
  });

  it('leaves the browser validation on when asked, and shows no alert for an empty error', () => {
    render(
      <FormStack aria-label="Search" width="wide" noValidate={false} error="">
        <input name="q" aria-label="Query" />
      </FormStack>,
    );
    const form = screen.getByRole('form', { name: 'Search' }) as HTMLFormElement;
    expect(form.noValidate).toBe(false);
    expect(form.className).toContain('max-w-2xl');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
