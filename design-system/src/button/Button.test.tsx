import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button.tsx';

afterEach(cleanup);

describe('Button', () => {
  it('echoes its variant and size as data attributes for styling and tests', () => {
    render(<Button variant="danger" size="lg">Delete</Button>);
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button.dataset.variant).toBe('danger');
    expect(button.dataset.size).toBe('lg');
  });

  it('defaults to a primary, medium, non-submitting button', () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.dataset.variant).toBe('primary');
    expect(button.dataset.size).toBe('md');
    expect(button.getAttribute('type')).toBe('button');
  });

  it('calls onClick and keeps a consumer class alongside its own', async () => {
    const onClick = vi.fn();
    render(<Button className="w-full" onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
    expect(button.className).toContain('w-full');
    expect(button.className).toContain('bg-primary');
  });

  it('blocks presses and reports busy while loading', async () => {
    const onClick = vi.fn();
    render(<Button loading onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('renders its child instead of a button with asChild', () => {
    render(<Button asChild variant="secondary"><a href="/records">Records</a></Button>);
    const link = screen.getByRole('link', { name: 'Records' });
    expect(link.dataset.variant).toBe('secondary');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('passes the ref to the DOM button', () => {
    let node: HTMLButtonElement | null = null;
    render(<Button ref={(el) => { node = el; }}>Save</Button>);
    expect(node).toBeInstanceOf(HTMLButtonElement);
  });
});
