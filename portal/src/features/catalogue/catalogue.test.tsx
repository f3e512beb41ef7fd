import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ServiceGrid } from '@macao-phr/design-system';
import { ServiceCatalogueTile } from './ServiceCatalogueTile.tsx';
import { CustomSettingsScreen } from './CustomSettingsScreen.tsx';
import { MaintenanceScreen } from './MaintenanceScreen.tsx';
import { BareLayout } from '../../layouts/BareLayout.tsx';
import { WebLayout } from '../../layouts/WebLayout.tsx';
import { AllServiceScreen } from './AllServiceScreen.tsx';
import { CustomServiceScreen } from './CustomServiceScreen.tsx';
import { HomeScreen } from '../home/HomeScreen.tsx';
import { IframePageScreen } from '../pages/IframePageScreen.tsx';
import { $healthTab } from '../health-data/readings/health-tab.ts';
import { VACCINE_TAB_KEY, LINK_TYPE_KEY } from './tile-effects.ts';
import { findRoute } from '../../routes/routes.ts';
import type { RouteEntry } from '../../routes/routes.ts';
import { $homeVariant } from '../../stores/home-variant.ts';
import { fakeApi, findOpenDialog, renderAt, setupI18n } from '../../test/render.tsx';
import { classification, service } from './fixtures.test-support.ts';
import { ResultCode } from '@macao-phr/contract';

const route = (path: string) => findRoute(path) as RouteEntry;
const person = { name: { 'zh-Hant': '陳大文', en: 'CHAN TAI MAN', pt: 'CHAN TAI MAN' }, sexcode: 'M', age: 48, patid: 'MO-1', race: 0, adult: true, birthDate: '1978-04-12' };
const text = { 'zh-Hant': '', en: '', pt: '' };

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
  $homeVariant.set('traditional');
});

function tile(svc: ReturnType<typeof service>, tree: 'mob' | 'web' = 'mob', forceMaintenance = false) {
  return (
    <ServiceGrid aria-label="Services">
      <ServiceCatalogueTile service={svc} tree={tree} patid="MO-1" forceMaintenance={forceMaintenance} />
    </ServiceGrid>
  );
}

describe('ServiceCatalogueTile (docs/product/routes.md behaviour 4)', () => {
  it('routes in the app for attribute 1, switching the health tab, the vaccine tab and linkType, and records click_service', async () => {
    const api = fakeApi({ '/behavior/recordBehavior': () => ({ data: null }) });
    vi.stubGlobal('fetch', api.fetch);
    $healthTab.set('trend');
    const svc = service(7, { serviceUrl: { 'zh-Hant': '/mob/healthData', en: '/mob/healthData', pt: '/mob/healthData' } });
    const { location } = renderAt(tile(svc), '/mob/home');
    const link = screen.getByRole('link', { name: 'Service 7' });
    expect(link.getAttribute('href')).toBe('/mob/healthData');
    await userEvent.click(link);
    await waitFor(() => expect(location.history.at(-1)).toBe('/mob/healthData'));
    expect($healthTab.get()).toBe('health');
    expect(sessionStorage.getItem(VACCINE_TAB_KEY)).toBe('2');
    expect(sessionStorage.getItem(LINK_TYPE_KEY)).toBe('home');
    await waitFor(() => expect(api.calls.map((c) => c.url)).toContain('/api/behavior/recordBehavior'));
    expect(api.calls[0]?.body).toMatchObject({ behaviorType: 'click_service', serviceId: 7, serviceNameEn: 'Service 7', orgCode: 'SS', terminal: 'mobile' });
  });

  it('the details sheet takes focus and gives it back to the details button, closed with Escape or Close', async () => {
    const api = fakeApi({ '/behavior/recordBehavior': () => ({ data: null }) });
    vi.stubGlobal('fetch', api.fetch);
    const description = { 'zh-Hant': '預約門診。', en: 'Book a consultation at a health centre.', pt: 'Marcar uma consulta.' };
    renderAt(
      <ServiceGrid aria-label="Services">
        <ServiceCatalogueTile service={service(7, { serviceDescription: description, orgCode: 'KWH' })} tree="mob" patid="MO-1" />
      </ServiceGrid>,
      '/mob/home',
    );
    const user = userEvent.setup();
    const details = screen.getByRole('button', { name: 'Details of Service 7' });
    for (const close of ['{Escape}', 'Close']) {
      details.focus();
      await user.keyboard('{Enter}');
      const sheet = await findOpenDialog('dialog', { name: 'Service 7' });
      await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
      if (close === 'Close') await user.click(within(sheet).getByRole('button', { name: 'Close' }));
      else await user.keyboard(close);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(details));
    }
  });

  it('opens the details of a service with a description in a sheet, records click_details, and opens the service from there', async () => {
    const api = fakeApi({ '/behavior/recordBehavior': () => ({ data: null }) });
    vi.stubGlobal('fetch', api.fetch);
    const description = { 'zh-Hant': '預約門診。', en: 'Book a consultation at a health centre.', pt: 'Marcar uma consulta.' };
    const { location } = renderAt(
      <ServiceGrid aria-label="Services">
        <ServiceCatalogueTile service={service(7, { serviceDescription: description, orgCode: 'KWH' })} tree="web" patid="MO-1" />
        <ServiceCatalogueTile service={service(8)} tree="web" patid="MO-1" />
      </ServiceGrid>,
      '/web/home',
    );
    // Only a service with a description offers details.
    expect(screen.queryByRole('button', { name: 'Details of Service 8' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Details of Service 7' }));
    const sheet = await findOpenDialog('dialog', { name: 'Service 7' });
    expect(within(sheet).getByText('Book a consultation at a health centre.')).toBeTruthy();
    expect(within(sheet).getByText('Kiang Wu Hospital')).toBeTruthy();
    await waitFor(() => expect(api.calls.some((c) => c.url.endsWith('/behavior/recordBehavior'))).toBe(true));
    expect(api.calls[0]?.body).toEqual({
      behaviorType: 'click_details',
      behaviorName: '查看服務詳情',
      behaviorNameEn: 'Service details viewed',
      behaviorNamePt: 'Detalhes do serviço vistos',
      serviceId: 7,
      serviceName: '服務7',
      serviceNameEn: 'Service 7',
      serviceNamePt: 'Serviço 7',
      orgCode: 'KWH',
      orgName: '鏡湖醫院',
      orgNameEn: 'Kiang Wu Hospital',
      terminal: 'web',
    });
    // Opening the service from the sheet does what the tile does, and counts as click_service.
    await userEvent.click(within(sheet).getByRole('link', { name: 'Open the service' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/web/s7'));
    await waitFor(() => expect(api.calls.map((c) => c.body)).toContainEqual(expect.objectContaining({ behaviorType: 'click_service', serviceId: 7 })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends a service in maintenance to the maintenance page with its encoded name and content id, badged', () => {
    renderAt(tile(service(3, { serviceStatus: 3, serviceMaintenanceContent: 'c-1' })), '/mob/home');
    const link = screen.getByRole('link', { name: /Service 3.*Maintenance/ });
    expect(link.getAttribute('href')).toBe('/mobMaintenance?name=Service%203&contentId=c-1');
  });

  it('shows a forced maintenance tile (maintenance home) as maintenance even when available', () => {
    renderAt(tile(service(4, { serviceMaintenanceContent: 'c-4' }), 'web', true), '/web/maintenance');
    expect(screen.getByRole('link', { name: /Service 4.*Maintenance/ }).getAttribute('href')).toBe('/web/maintenance?name=Service%204&contentId=c-4');
  });

  it('leads a service without a link (or with an unsafe one) to notFound', () => {
    const none = service(5, { serviceUrl: text });
    const unsafe = service(6, { serviceAttribute: 2, serviceUrl: { 'zh-Hant': 'javascript:alert(1)', en: 'JaVaScRiPt:alert(1)', pt: 'javascript:alert(1)' } });
    renderAt(
      <ServiceGrid aria-label="Services">
        <ServiceCatalogueTile service={none} tree="mob" patid={null} />
        <ServiceCatalogueTile service={unsafe} tree="mob" patid={null} />
      </ServiceGrid>,
      '/mob/home',
    );
    expect(screen.getByRole('link', { name: 'Service 5' }).getAttribute('href')).toBe('/mob/home/notFound');
    expect(screen.getByRole('link', { name: 'Service 6' }).getAttribute('href')).toBe('/mob/home/notFound');
  });

  it('opens an attribute 3 service in a new window on the web with the patient id', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/behavior/recordBehavior': () => ({ data: null }) }).fetch);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const url = 'https://booking.example.mo/start';
    renderAt(tile(service(8, { serviceAttribute: 3, webServiceUrl: { 'zh-Hant': url, en: url, pt: url } }), 'web'), '/web/home');
    await userEvent.click(screen.getByRole('link', { name: 'Service 8' }));
    expect(open).toHaveBeenCalledWith('https://booking.example.mo/start?patid=MO-1', '_blank', 'noopener,noreferrer');
  });
});

describe('HomeScreen', () => {
  const home = {
    commonServices: [service(1), service(2), service(3)].map((s, i) => ({ serviceId: s.serviceId, sort: i, serviceInfo: s })),
    referralServices: [service(9)],
    isDefault: false,
  };
  const banner = { messageId: 41, bannerName: '疫苗', bannerNameEn: 'Vaccines', bannerNamePt: 'Vacinas', bannerPic: { 'zh-Hant': '/b.png', en: '/b.png', pt: '/b.png' }, bannerAlt: { 'zh-Hant': '疫苗瓶', en: 'A vaccine vial', pt: 'Um frasco de vacina' }, linkUrl: { 'zh-Hant': '/web/vaccine', en: '/web/vaccine', pt: '/web/vaccine' }, sort: 1 };
  const handlers = {
    '/personalInformation/detail': () => ({ data: person }),
    '/manageServiceInfo/commonReferralService': () => ({ data: home }),
    '/manageMessageInfo/list': () => ({ data: [banner] }),
    '/thirdPartApi/getBookingCount': () => ({ data: { count: 2, bookingUrls: { 'zh-Hant': 'https://b.example.mo', en: 'https://b.example.mo', pt: 'https://b.example.mo' } } }),
    '/behavior/recordBehavior': () => ({ data: null }),
  };

  /** The fake API, with the call whose address holds `path` answered only once `release` is called. */
  function holdCall(path: string) {
    const api = fakeApi(handlers);
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes(path)) await held;
      return api.fetch(input, init);
    });
    return { api, release };
  }

  it('shows the quick links in order, recommended services, the booking count, and records a banner click (web)', async () => {
    const api = fakeApi(handlers);
    vi.stubGlobal('fetch', api.fetch);
    // happy-dom never intersects: the lower part of home then loads at once, as in a browser without the observer.
    vi.stubGlobal('IntersectionObserver', undefined);
    renderAt(<HomeScreen route={route('/web/home')} />, '/web/home');
    const quick = await screen.findByRole('list', { name: 'Common services' });
    await waitFor(() => expect(within(quick).getAllByRole('link').map((a) => a.textContent)).toEqual(['Service 1', 'Service 2', 'Service 3']));
    expect(within(await screen.findByRole('list', { name: 'Recommended services' })).getByRole('link', { name: 'Service 9' })).toBeTruthy();
    expect((await screen.findByTestId('booking-count')).textContent).toBe('2 upcoming bookings');
    expect(api.calls.find((c) => c.url.includes('commonReferralService'))?.url).toContain('terminal=web');
    const bannerLink = await screen.findByRole('link', { name: 'Vaccines' });
    // The banner picture says what it shows in the language; the link is named by the caption and described by the picture.
    const picture = within(bannerLink).getByRole('img', { name: 'A vaccine vial' });
    expect(bannerLink.getAttribute('aria-describedby')).toBe(picture.id);
    expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['640', '280']);
    bannerLink.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(bannerLink);
    await waitFor(() => expect(api.calls.some((c) => c.url.endsWith('/behavior/recordBehavior'))).toBe(true));
    expect(api.calls.find((c) => c.url.endsWith('/behavior/recordBehavior'))?.body).toMatchObject({ behaviorType: 'click_banner_web', messageId: 41 });
  });

  it('shows the first banner’s picture the page named (in its language) while the banner list is on its way', async () => {
    const { release } = holdCall('/manageMessageInfo/list');
    vi.stubGlobal('IntersectionObserver', undefined);
    const link = (language: string, href: string) => {
      const element = document.createElement('link');
      Object.assign(element, { rel: 'preload', as: 'image', href });
      element.setAttribute('data-first-banner', language);
      return document.head.appendChild(element);
    };
    // Only the picture named for the page's language (English here) stands in.
    const links = [link('pt', '/primeira.png'), link('en', '/first.png')];
    try {
      const { container } = renderAt(<HomeScreen route={route('/mob/home')} />, '/mob/home');
      await screen.findByRole('list', { name: 'Common services' });
      const standIn = container.querySelector('img[data-slot="first-banner-picture"]');
      expect(standIn?.getAttribute('src')).toBe('/first.png');
      // No words yet: its alt text and caption come with the list.
      expect(standIn?.getAttribute('alt')).toBe('');
      expect([standIn?.getAttribute('width'), standIn?.getAttribute('height')]).toEqual(['640', '280']);
      expect(screen.queryByRole('link', { name: 'Vaccines' })).toBeNull();
      release();
      expect(await screen.findByRole('link', { name: 'Vaccines' })).toBeTruthy();
      expect(container.querySelector('img[data-slot="first-banner-picture"]')).toBeNull();
    } finally {
      for (const l of links) l.remove();
    }
  });

  it('keeps the stand-in picture until the browser reports it drawn, then shows the banners', async () => {
    const api = fakeApi(handlers);
    vi.stubGlobal('fetch', api.fetch);
    vi.stubGlobal('IntersectionObserver', undefined);
    // A browser with Element Timing: the test reports the stand-in's picture drawn when it chooses.
    const observers: ((entries: { identifier: string }[]) => void)[] = [];
    class FakeObserver {
      static readonly supportedEntryTypes = ['element'];
      private readonly callback: (list: { getEntries: () => { identifier: string }[] }) => void;
      constructor(callback: (list: { getEntries: () => { identifier: string }[] }) => void) {
        this.callback = callback;
      }
      observe() {
        observers.push((entries) => this.callback({ getEntries: () => entries }));
      }
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const element = document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'preload', as: 'image', href: '/first.png' }));
    element.setAttribute('data-first-banner', 'en');
    try {
      const { container } = renderAt(<HomeScreen route={route('/mob/home')} />, '/mob/home');
      await waitFor(() => expect(api.calls.some((c) => c.url.includes('/manageMessageInfo/list'))).toBe(true));
      await screen.findByRole('list', { name: 'Common services' });
      // The list has answered, but the stand-in's picture has not been drawn yet.
      expect(container.querySelector('img[data-slot="first-banner-picture"]')?.getAttribute('elementtiming')).toBeTruthy();
      expect(screen.queryByRole('link', { name: 'Vaccines' })).toBeNull();
      // Another picture drawn changes nothing; the stand-in's own does.
      act(() => observers.forEach((report) => report([{ identifier: 'something-else' }])));
      expect(screen.queryByRole('link', { name: 'Vaccines' })).toBeNull();
      const identifier = container.querySelector('img[data-slot="first-banner-picture"]')?.getAttribute('elementtiming') ?? '';
      act(() => observers.forEach((report) => report([{ identifier }])));
      expect(await screen.findByRole('link', { name: 'Vaccines' })).toBeTruthy();
      expect(container.querySelector('img[data-slot="first-banner-picture"]')).toBeNull();
    } finally {
      element.remove();
    }
  });

  it('keeps the placeholder box when the page named no first banner picture in its language', async () => {
    vi.stubGlobal('fetch', async () => new Promise<Response>(() => undefined));
    vi.stubGlobal('IntersectionObserver', undefined);
    const element = document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'preload', as: 'image', href: '/primeira.png' }));
    element.setAttribute('data-first-banner', 'pt');
    try {
      const { container } = renderAt(<HomeScreen route={route('/mob/home')} />, '/mob/home');
      await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).not.toBeNull());
      expect(container.querySelector('img')).toBeNull();
    } finally {
      element.remove();
    }
  });

  it('holds the booking card’s place until the card comes, so the foot of the home does not move', async () => {
    const { api, release } = holdCall('/thirdPartApi/getBookingCount');
    // Out of view: the card's place is held, nothing is asked for and nothing is busy.
    const observed: Element[] = [];
    vi.stubGlobal('IntersectionObserver', class {
      observe(element: Element) {
        observed.push(element);
      }
      disconnect() {}
    });
    const outOfView = renderAt(<HomeScreen route={route('/mob/home')} />, '/mob/home');
    await screen.findByRole('list', { name: 'Common services' });
    const waiting = screen.getByRole('region', { name: 'My bookings' });
    expect(waiting.getAttribute('aria-busy')).toBeNull();
    expect(observed.some((element) => element.contains(waiting))).toBe(true);
    expect(api.calls.some((c) => c.url.includes('getBookingCount'))).toBe(false);
    outOfView.unmount();

    // In view: the same card, busy while its count is on its way, then the count.
    vi.stubGlobal('IntersectionObserver', undefined);
    renderAt(<HomeScreen route={route('/mob/home')} />, '/mob/home');
    await waitFor(() => expect(screen.getByRole('region', { name: 'My bookings' }).getAttribute('aria-busy')).toBe('true'));
    expect(screen.queryByTestId('booking-count')).toBeNull();
    release();
    expect((await screen.findByTestId('booking-count')).textContent).toBe('2 upcoming bookings');
    expect(screen.getByRole('region', { name: 'My bookings' }).getAttribute('aria-busy')).toBeNull();
  });

  it('the easy home shows large quick links and leaves banners and bookings out', async () => {
    const api = fakeApi(handlers);
    vi.stubGlobal('fetch', api.fetch);
    $homeVariant.set('easy');
    renderAt(<HomeScreen route={route('/mob/home')} />, '/mob/home');
    const quick = await screen.findByRole('list', { name: 'Common services' });
    await waitFor(() => expect(within(quick).getAllByRole('link')).toHaveLength(3));
    expect(quick.dataset.variant).toBe('card');
    expect(api.calls.some((c) => c.url.includes('manageMessageInfo') || c.url.includes('getBookingCount'))).toBe(false);
    expect(screen.queryByRole('link', { name: 'Vaccines' })).toBeNull();
  });
});

describe('AllServiceScreen', () => {
  it('lists each non-empty category under the category bar', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        '/manageServiceInfo/getServiceList': () => ({ data: [classification(1, 'appointment', [service(1)]), classification(2, 'other', []), classification(3, 'healthRecord', [service(2), service(3)])] }),
        '/personalInformation/detail': () => ({ data: person }),
      }).fetch,
    );
    renderAt(<AllServiceScreen route={route('/mob/allService')} />, '/mob/allService');
    const bar = await screen.findByRole('navigation', { name: 'Service categories' });
    expect(within(bar).getAllByRole('link').map((a) => a.textContent)).toEqual(['Category appointment', 'Category healthRecord']);
    expect(within(screen.getByRole('list', { name: 'Category healthRecord' })).getAllByRole('link')).toHaveLength(2);
  });
});

describe('CustomServiceScreen (docs/product/entities.md custom service: services plus notices)', () => {
  const home = { commonServices: [service(4), service(2), service(6)].map((s, i) => ({ serviceId: s.serviceId, sort: i, serviceInfo: s })), referralServices: [service(9)], isDefault: false };
  const notice = (id: number, en: string) => ({
    messageId: id,
    title: { 'zh-Hant': `通告${id}`, en: `Notice ${id}`, pt: `Aviso ${id}` },
    content: { 'zh-Hant': '內容', en, pt: 'Conteúdo' },
    publishedAt: '2026-11-20T02:00:00Z',
  });

  it("lists the resident's common services in their order, links to editing them, and shows the notices", async () => {
    const api = fakeApi({
      '/manageServiceInfo/commonReferralService': () => ({ data: home }),
      '/manageServiceInfo/getMessageList': () => ({ data: [notice(2, 'Clinics close early on Friday.'), notice(1, 'New vaccination slots.')] }),
      '/personalInformation/detail': () => ({ data: person }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAt(<CustomServiceScreen route={route('/mob/customService')} />, '/mob/customService');
    const mine = await screen.findByRole('list', { name: 'My common services' });
    await waitFor(() => expect(within(mine).getAllByRole('link').map((a) => a.textContent)).toEqual(['Service 4', 'Service 2', 'Service 6']));
    expect(screen.getByRole('link', { name: 'Edit common services' }).getAttribute('href')).toBe('/mob/customSettings');
    const notices = await screen.findAllByRole('heading', { level: 3 });
    expect(notices.map((h) => h.textContent)).toEqual(['Notice 2', 'Notice 1']);
    expect(screen.getByText('Clinics close early on Friday.')).toBeTruthy();
    expect(api.calls.find((c) => c.url.includes('commonReferralService'))?.url).toContain('terminal=mobile');
  });

  it('says when there are no notices, and offers a retry when the services fail', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      fakeApi({
        '/manageServiceInfo/commonReferralService': () => (fail ? { resultCode: '999999', resultMsg: 'Down', data: null } : { data: home }),
        '/manageServiceInfo/getMessageList': () => ({ data: [] }),
      }).fetch,
    );
    renderAt(<CustomServiceScreen route={route('/web/customService')} />, '/web/customService');
    expect(await screen.findByText('There are no notices.')).toBeTruthy();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('link', { name: 'Service 4' })).toBeTruthy();
  });

  it('says when the notices fail (not that there are none) and loads them again on retry, services untouched', async () => {
    let fail = true;
    const api = fakeApi({
      '/manageServiceInfo/commonReferralService': () => ({ data: home }),
      '/manageServiceInfo/getMessageList': () => (fail ? { resultCode: '999999', resultMsg: 'Down', data: null } : { data: [notice(3, 'Back again.')] }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAt(<CustomServiceScreen route={route('/web/customService')} />, '/web/customService');
    const notices = screen.getByRole('heading', { level: 2, name: 'Notices' }).closest('section') as HTMLElement;
    expect(await within(notices).findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(within(notices).queryByText('There are no notices.')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Service 4' })).toBeTruthy();
    const homeCalls = api.calls.filter((c) => c.url.includes('commonReferralService')).length;
    fail = false;
    await userEvent.click(within(notices).getByRole('button', { name: 'Try again' }));
    expect(await within(notices).findByText('Back again.')).toBeTruthy();
    expect(api.calls.filter((c) => c.url.includes('commonReferralService')).length).toBe(homeCalls);
  });
});

describe('CustomSettingsScreen (docs/product/validation.md quick links)', () => {
  const all = Array.from({ length: 13 }, (_, i) => service(i + 1));
  function setup() {
    const api = fakeApi({
      '/manageServiceInfo/getServiceList': () => ({ data: [classification(1, 'appointment', all)] }),
      '/manageServiceInfo/commonReferralService': () => ({
        data: { commonServices: all.slice(0, 10).map((s, i) => ({ serviceId: s.serviceId, sort: i, serviceInfo: s })), referralServices: [], isDefault: false },
      }),
      '/manageServiceInfo/getDefaultCommonService': () => ({ data: [all[4], all[2], all[0]].map((s, i) => ({ serviceId: s!.serviceId, sort: i, serviceInfo: s })) }),
      '/userCustomConfig/saveConfig': (body) => ({ data: body }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAt(<CustomSettingsScreen route={route('/web/customSettings')} />, '/web/customSettings');
    return api;
  }

  it('shows chosen services as added, disables Add at 11 with the reason, and saves the order', async () => {
    const api = setup();
    // A chosen service offers no Add that could only be refused.
    const added = (await screen.findByRole('button', { name: 'Added Service 2' })) as HTMLButtonElement;
    expect(added.disabled).toBe(true);
    expect(added.textContent).toBe('Added');
    expect(screen.queryByRole('button', { name: 'Add Service 2' })).toBeNull();
    await userEvent.click(added);
    expect(screen.getByTestId('quick-link-count').textContent).toBe('10 of at most 11 chosen');
    expect(screen.queryByText('You can have at most 11 common services')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add Service 11' }));
    expect(screen.getByTestId('quick-link-count').textContent).toBe('11 of at most 11 chosen');
    expect((screen.getByRole('button', { name: 'Added Service 11' }) as HTMLButtonElement).disabled).toBe(true);
    // At the limit the Adds left are disabled and described by the visible note.
    const note = await screen.findByText('You can have at most 11 common services');
    for (const name of ['Add Service 12', 'Add Service 13']) {
      const button = screen.getByRole('button', { name }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(button.getAttribute('aria-describedby')).toBe(note.id);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Add Service 12' }));
    expect(screen.getByTestId('quick-link-count').textContent).toBe('11 of at most 11 chosen');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.some((c) => c.url.endsWith('/userCustomConfig/saveConfig'))).toBe(true));
    expect(api.calls.find((c) => c.url.endsWith('/userCustomConfig/saveConfig'))?.body).toEqual({ serviceIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] });
  });

  it('restores the defaults from getDefaultCommonService', async () => {
    const api = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Restore the default services' }));
    await waitFor(() => expect(screen.getByTestId('quick-link-count').textContent).toBe('3 of at most 11 chosen'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.find((c) => c.url.endsWith('/userCustomConfig/saveConfig'))?.body).toEqual({ serviceIds: [5, 3, 1] }));
  });
});

describe('MaintenanceScreen', () => {
  /** The screen in the frame it has in the app, whose h1 is the page's title. */
  const framed = (path: '/mobMaintenance' | '/web/maintenance') => {
    const Frame = path === '/web/maintenance' ? WebLayout : BareLayout;
    return (
      <Frame route={route(path)}>
        <MaintenanceScreen route={route(path)} />
      </Frame>
    );
  };

  it('shows the service notice fetched by its content id, without a token', async () => {
    const api = fakeApi({
      '/manageServiceContent/detail': () => ({ data: { contentId: 'c-1', title: { 'zh-Hant': '維護', en: 'Upgrade', pt: 'Atualização' }, content: { 'zh-Hant': '稍後', en: 'Back on Monday.', pt: 'Segunda.' }, updatedAt: '2026-11-20T02:00:00Z' } }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAt(framed('/mobMaintenance'), '/mobMaintenance', 'name=Lab%20reports&contentId=c-1');
    expect(await screen.findByText('Back on Monday.')).toBeTruthy();
    // The notice's title is the page's one heading, an h1, shown once.
    await waitFor(() => expect(screen.getAllByRole('heading', { name: 'Upgrade' })).toHaveLength(1));
    expect(screen.getByRole('heading', { level: 1, name: 'Upgrade' })).toBeTruthy();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getAllByText('Upgrade')).toHaveLength(1);
    expect(screen.queryByText('Lab reports')).toBeNull();
    expect(api.calls[0]?.body).toEqual({ contentId: 'c-1' });
    expect(api.calls[0]?.headers['Authorization']).toBeUndefined();
  });

  it('never shows the text of its address: an unknown content id gets the neutral notice', async () => {
    const api = fakeApi({ '/manageServiceContent/detail': () => ({ resultCode: ResultCode.NOT_FOUND, resultMsg: 'not found', data: null }) });
    vi.stubGlobal('fetch', api.fetch);
    const lie = 'Your account is locked. Call +853 0000 0000';
    renderAt(framed('/mobMaintenance'), '/mobMaintenance', `name=${encodeURIComponent(lie)}&contentId=nope`);
    expect(await screen.findByText('This service is being maintained. Please try again later.')).toBeTruthy();
    expect(screen.getAllByRole('heading', { name: 'Service under maintenance' })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Service under maintenance' })).toBeTruthy();
    expect(screen.getAllByText('Service under maintenance')).toHaveLength(1);
    expect(document.body.textContent).not.toContain('locked');
  });

  it('the maintenance home says when the catalogue fails and asks again on retry', async () => {
    let fail = true;
    const api = fakeApi({
      '/manageServiceInfo/getServiceList': () => (fail ? { resultCode: '999999', resultMsg: 'Down', data: null } : { data: [classification(3, 'healthRecord', [service(1)])] }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAt(framed('/mobMaintenance'), '/mobMaintenance');
    expect(await screen.findByText('The information could not be loaded.')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Service 1.*Maintenance/ })).toBeTruthy();
    expect(screen.queryByText('The information could not be loaded.')).toBeNull();
    expect(api.calls.filter((c) => c.url.endsWith('/manageServiceInfo/getServiceList'))).toHaveLength(2);
  });

  it('a name without any content id shows the neutral notice and asks nothing', async () => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api.fetch);
    renderAt(framed('/web/maintenance'), '/web/maintenance', 'name=Call%20me');
    expect(await screen.findByRole('heading', { level: 1, name: 'Service under maintenance' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { name: /maintenance/ })).toHaveLength(1);
    expect(document.body.textContent).not.toContain('Call me');
    expect(api.calls.filter((c) => c.url.endsWith('/manageServiceContent/detail'))).toEqual([]);
  });
});

describe('IframePageScreen (docs/product/validation.md safe links)', () => {
  it('frames a safe address and refuses a script scheme with a translated message', () => {
    const { unmount } = renderAt(<IframePageScreen route={route('/mob/iframePage')} />, '/mob/iframePage', `url=${encodeURIComponent('https://www.ssm.gov.mo/')}&title=SSM`);
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe('https://www.ssm.gov.mo/');
    unmount();
    renderAt(<IframePageScreen route={route('/mob/iframePage')} />, '/mob/iframePage', `url=${encodeURIComponent('jAvAsCrIpT:alert(1)')}`);
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('heading', { name: 'This address cannot be opened' })).toBeTruthy();
  });

  it('frames only the government’s own sites and never shows the address’s title', () => {
    const { unmount } = renderAt(<IframePageScreen route={route('/mob/iframePage')} />, '/mob/iframePage', `url=${encodeURIComponent('https://evil.example/login')}&title=Health%20Bureau`);
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('heading', { name: 'This address cannot be opened' })).toBeTruthy();
    unmount();
    renderAt(<IframePageScreen route={route('/mob/iframePage')} />, '/mob/iframePage', `url=${encodeURIComponent('https://eservice.ssm.gov.mo/x')}&title=${encodeURIComponent('Your account is locked')}`);
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe('https://eservice.ssm.gov.mo/x');
    expect(document.body.textContent).not.toContain('Your account is locked');
    expect(screen.getByText('Content from eservice.ssm.gov.mo')).toBeTruthy();
  });
});
