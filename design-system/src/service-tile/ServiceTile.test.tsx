import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ServiceGrid, ServiceTile } from './index.ts';

afterEach(cleanup);

describe('ServiceTile and ServiceGrid', () => {
  it('lists tiles as links or buttons and presses them by keyboard', async () => {
    const onClick = vi.fn();
    render(
      <ServiceGrid aria-label="Services">
        <ServiceTile name="Appointments" href="/appointments" picture={<img alt="" src="a.svg" />} />
        <ServiceTile name="Vaccinations" onClick={onClick} />
      </ServiceGrid>,
    );
    expect(screen.getByRole('list', { name: 'Services' }).dataset.variant).toBe('compact');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Appointments' }).getAttribute('href')).toBe('/appointments');
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Vaccinations' })).toBe(document.activeElement);
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('shows a maintenance badge, read with the name, on a still-pressable tile', async () => {
    const onClick = vi.fn();
    render(<ServiceTile name="Lab reports" status="maintenance" maintenanceLabel="維護中" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Lab reports 維護中' });
    expect(button.closest('li')?.dataset.status).toBe('maintenance');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('takes a disabled tile out of use: no href, button disabled', async () => {
    const onClick = vi.fn();
    render(
      <ServiceGrid aria-label="Services">
        <ServiceTile name="Records" href="/records" status="disabled" />
        <ServiceTile name="Reports" onClick={onClick} status="disabled" />
      </ServiceGrid>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Records').closest('a')?.getAttribute('aria-disabled')).toBe('true');
    const button = screen.getByRole('button', { name: 'Reports' });
    expect(button).toHaveProperty('disabled', true);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('marks a loading tile busy and speaks its loading label instead of a name', () => {
    render(<ServiceTile name="Records" href="/records" status="loading" loadingLabel="Cargando" />);
    expect(screen.queryByText('Records')).toBeNull();
    expect(screen.getByText('Cargando').closest('[aria-busy]')).not.toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('echoes the card variant and keeps a consumer class', () => {
    render(<ServiceTile name="Records" description="All your records" variant="card" className="col-span-2" />);
    const item = screen.getByRole('listitem');
    expect(item.dataset.variant).toBe('card');
    expect(item.className).toContain('col-span-2');
    expect(screen.getByText('All your records')).toBeTruthy();
  });

  it('puts the info button beside the link, not inside it, and opens details without following the tile', async () => {
    const onDetails = vi.fn();
    const onClick = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <ServiceGrid aria-label="Services" variant="card">
        <ServiceTile name="Records" description="All your records" variant="card" href="/records" onClick={onClick} onDetails={onDetails} detailsLabel="Details of Records" />
        <ServiceTile name="Reports" href="/reports" status="disabled" onDetails={onDetails} detailsLabel="Details of Reports" />
      </ServiceGrid>,
    );
    const details = screen.getByRole('button', { name: 'Details of Records' });
    expect(details.closest('a')).toBeNull();
    expect(details.closest('li')).toBe(screen.getByRole('link', { name: /^Records/ }).closest('li'));
    // A disabled tile offers nothing, its details included.
    expect(screen.queryByRole('button', { name: 'Details of Reports' })).toBeNull();
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(details);
    await userEvent.keyboard('{Enter}');
    expect(onDetails).toHaveBeenCalledOnce();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('has no info button unless onDetails is given', () => {
    render(<ServiceTile name="Records" href="/records" detailsLabel="Details of Records" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
