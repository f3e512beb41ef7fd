import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from './TextField.tsx';

afterEach(cleanup);

describe('TextField', () => {
  it('labels the input and links the description', () => {
    render(<TextField label="Full name" description="As on your ID card" />);
    const input = screen.getByRole('textbox', { name: 'Full name' });
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('As on your ID card').id).toBe(input.getAttribute('aria-describedby')?.split(' ')[0]);
  });

  it('reports typed values', async () => {
    const onChange = vi.fn();
    render(<TextField label="Full name" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ana');
    expect(onChange).toHaveBeenLastCalledWith('Ana');
  });

  it('marks the input invalid and shows the error message', () => {
    render(<TextField label="Email" isInvalid errorMessage="Enter a valid email" />);
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a valid email')).toBeTruthy();
  });

  it('marks a required field required', () => {
    render(<TextField label="Email" isRequired />);
    expect(screen.getByRole('textbox', { name: /Email/ }).hasAttribute('required')).toBe(true);
  });
});
