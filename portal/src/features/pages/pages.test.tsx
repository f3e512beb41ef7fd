import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MiddlePageScreen } from './MiddlePageScreen.tsx';
import { SsmPageScreen } from './SsmPageScreen.tsx';
import { AppointReminderScreen } from './AppointReminderScreen.tsx';
import { NotFoundScreen } from './NotFoundScreen.tsx';
import { findRoute } from '../../routes/routes.ts';
import type { RouteEntry } from '../../routes/routes.ts';
import { fakeApi, renderAt, setupI18n } from '../../test/render.tsx';
import { classification, service } from '../catalogue/fixtures.test-support.ts';

const route = (path: string) => findRoute(path) as RouteEntry;
const person = { name: { 'zh-Hant': '陳大文', en: 'CHAN TAI MAN', pt: 'CHAN TAI MAN' }, sexcode: 'M', age: 48, patid: 'MO-1', race: 0, adult: true, birthDate: '1978-04-12' };

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('MiddlePageScreen (docs/product/routes.md middlePage)', () => {
  const at = (search: string) => renderAt(<MiddlePageScreen route={route('/mob/middlePage')} />, '/mob/middlePage', search);

  it('follows an in-app path at once, replacing the hand-off page', async () => {
    const { location } = at(`url=${encodeURIComponent('/mob/vaccine')}&name=Vaccines`);
    await waitFor(() => expect(location.history.at(-1)).toBe('/mob/vaccine'));
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('opens another site only after the resident confirms, through the page opener', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { location } = at(`url=${encodeURIComponent('https://www.ssm.gov.mo/')}&name=${encodeURIComponent('Health Bureau')}`);
    expect(screen.getByText('You are leaving the portal for Health Bureau.')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://www.ssm.gov.mo/', '_blank', 'noopener,noreferrer'));
    expect(location.history).toEqual(['/mob/middlePage?url=https%3A%2F%2Fwww.ssm.gov.mo%2F&name=Health%20Bureau']);
  });

  it('names no site when the name is missing', () => {
    at(`url=${encodeURIComponent('https://www.ssm.gov.mo/')}`);
    expect(screen.getByText('You are leaving the portal for another website.')).toBeTruthy();
  });

  it('refuses a script address and a missing one with translated messages, opening nothing', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { unmount, location } = at(`url=${encodeURIComponent('JaVaScRiPt:alert(1)')}`);
    expect(screen.getByRole('heading', { name: 'This address cannot be opened' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(location.history).toHaveLength(1);
    unmount();
    at('name=Nothing');
    expect(screen.getByRole('heading', { name: 'No address was given' })).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });
});

describe('NotFoundScreen (docs/product/routes.md notFound)', () => {
  it('names its ways out as a landmark: home and all services of the same tree', () => {
    renderAt(<NotFoundScreen route={route('/mob/home/notFound')} />, '/mob/home/notFound');
    const next = screen.getByRole('navigation', { name: 'Where to go next' });
    expect(within(next).getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/mob/home');
    expect(within(next).getByRole('link', { name: 'See all services' }).getAttribute('href')).toBe('/mob/allService');
  });
});

describe('SsmPageScreen (docs/product/routes.md ssmPage)', () => {
  it('shows only the services of the health services (SS) from every category, as links', async () => {
    const api = fakeApi({
      '/manageServiceInfo/getServiceList': () => ({
        data: [
          classification(1, 'appointment', [service(1), service(2, { orgCode: 'KWH' })]),
          classification(2, 'healthRecord', [service(3), service(4, { orgCode: 'UH' })]),
        ],
      }),
      '/personalInformation/detail': () => ({ data: person }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAt(<SsmPageScreen route={route('/web/ssmPage')} />, '/web/ssmPage');
    const grid = await screen.findByRole('list', { name: 'Health services' });
    await waitFor(() => expect(within(grid).getAllByRole('link').map((a) => a.textContent)).toEqual(['Service 1', 'Service 3']));
    expect(within(grid).getByRole('link', { name: 'Service 3' }).getAttribute('href')).toBe('/web/s3');
    expect(api.calls.find((c) => c.url.endsWith('/manageServiceInfo/getServiceList'))?.body).toEqual({ terminal: 'web' });
  });

  it('says so when the catalogue has no such service', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/manageServiceInfo/getServiceList': () => ({ data: [classification(1, 'appointment', [service(2, { orgCode: 'KWH' })])] }) }).fetch);
    renderAt(<SsmPageScreen route={route('/mob/ssmPage')} />, '/mob/ssmPage');
    expect(await screen.findByText('No services are available at the moment.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('offers a retry when the catalogue fails, and shows the services once it answers', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      fakeApi({
        '/manageServiceInfo/getServiceList': () => (fail ? { resultCode: '999999', resultMsg: 'Down', data: null } : { data: [classification(1, 'appointment', [service(5)])] }),
      }).fetch,
    );
    renderAt(<SsmPageScreen route={route('/mob/ssmPage')} />, '/mob/ssmPage');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('link', { name: 'Service 5' })).toBeTruthy();
  });
});

describe('AppointReminderScreen (docs/product/routes.md appointReminder, docs/product/entities.md booking)', () => {
  const urls = { 'zh-Hant': 'https://booking.example.mo/zh', en: 'https://booking.example.mo/en', pt: 'https://booking.example.mo/pt' };

  it('shows the number of bookings and the booking site of the current language in a new window', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/thirdPartApi/getBookingCount': () => ({ data: { count: 3, bookingUrls: urls } }) }).fetch);
    renderAt(<AppointReminderScreen route={route('/web/appointReminder')} />, '/web/appointReminder');
    expect((await screen.findByTestId('booking-count')).textContent).toBe('You have 3 bookings.');
    const link = screen.getByRole('link', { name: 'See and manage my bookings' });
    expect(link.getAttribute('href')).toBe('https://booking.example.mo/en');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('says there are none, and leaves out an unsafe booking address', async () => {
    const unsafe = { 'zh-Hant': 'javascript:alert(1)', en: 'javascript:alert(1)', pt: 'javascript:alert(1)' };
    vi.stubGlobal('fetch', fakeApi({ '/thirdPartApi/getBookingCount': () => ({ data: { count: 0, bookingUrls: unsafe } }) }).fetch);
    renderAt(<AppointReminderScreen route={route('/web/appointReminder')} />, '/web/appointReminder');
    expect((await screen.findByTestId('booking-count')).textContent).toBe('You have no bookings.');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('offers a retry when the count cannot be fetched', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      fakeApi({ '/thirdPartApi/getBookingCount': () => (fail ? { resultCode: '999999', resultMsg: 'Down', data: null } : { data: { count: 1, bookingUrls: urls } }) }).fetch,
    );
    renderAt(<AppointReminderScreen route={route('/web/appointReminder')} />, '/web/appointReminder');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await userEvent.click(retry);
    expect((await screen.findByTestId('booking-count')).textContent).toBe('You have 1 booking.');
  });
});
