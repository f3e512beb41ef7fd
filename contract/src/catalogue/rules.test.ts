import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MALE_ONLY_SERVICE_KEYS } from './constants.ts';
import {
  addQuickLink,
  maintenanceAddress,
  moveQuickLink,
  parseMaintenanceQuery,
  quickLinksError,
  removeQuickLink,
  serviceName,
  tileAction,
  visibleServices,
  type TileContext,
} from './rules.ts';
import { behaviourEventSchema, quickLinksSchema, saveConfigRequestSchema, serviceSchema, type Service } from './schemas.ts';
import { fieldErrors } from '../validation.ts';

const text = (s: string) => ({ 'zh-Hant': s, en: s, pt: s });

function service(overrides: Partial<Service> = {}): Service {
  return {
    serviceId: 1,
    classificationId: 1,
    serviceKey: '/home/yyqk',
    servicePic: '/api/assets/catalogue/service-1.svg',
    serviceNameTraditional: '預約情況',
    serviceNameEnglish: 'My appointments',
    serviceNamePortuguese: 'As minhas marcações',
    serviceAttribute: 1,
    serviceStatus: 2,
    serviceUrl: text('/mob/vaccine'),
    webServiceUrl: text('/web/vaccine'),
    serviceMaintenanceContent: null,
    contentUrl: text(''),
    serviceDescription: text(''),
    bgColor: 'brand-50',
    isMain: false,
    autoServicePage: false,
    releaseTerminal: [1, 2],
    showSex: 'ALL',
    specialService: null,
    orgCode: 'SS',
    sort: 1,
    ...overrides,
  };
}

const mobile: TileContext = { lang: 'zh-Hant', terminal: 'mobile', patid: 'P0001', linkMode: false };
const web: TileContext = { ...mobile, terminal: 'web' };

describe('visibleServices (docs/product/roles.md)', () => {
  const all = service({ serviceId: 1, showSex: 'ALL' });
  const empty = service({ serviceId: 2, showSex: '' });
  const women = service({ serviceId: 3, showSex: 'F' });
  const men = service({ serviceId: 4, showSex: 'M' });
  const maleOnlyByKey = service({ serviceId: 5, showSex: 'ALL', serviceKey: MALE_ONLY_SERVICE_KEYS[0] as string });
  const maleOnlyByKey2 = service({ serviceId: 6, showSex: '', serviceKey: MALE_ONLY_SERVICE_KEYS[1] as string });
  const webOnly = service({ serviceId: 7, releaseTerminal: [2] });
  const mobileOnly = service({ serviceId: 8, releaseTerminal: [1] });
  const nowhere = service({ serviceId: 9, releaseTerminal: [] });
  const list = [all, empty, women, men, maleOnlyByKey, maleOnlyByKey2, webOnly, mobileOnly, nowhere];
  const ids = (xs: Service[]) => xs.map((s) => s.serviceId);

  it('shows showSex ALL, empty and the resident’s own sex code; the male-only services only to men', () => {
    expect(ids(visibleServices(list, { sex: 'M', terminal: 'mobile' }))).toEqual([1, 2, 4, 5, 6, 8]);
    expect(ids(visibleServices(list, { sex: 'F', terminal: 'mobile' }))).toEqual([1, 2, 3, 8]);
    expect(ids(visibleServices(list, { sex: null, terminal: 'mobile' }))).toEqual([1, 2, 8]);
  });

  it('filters by terminal (releaseTerminal 1 mobile, 2 web)', () => {
    expect(ids(visibleServices(list, { sex: 'F', terminal: 'web' }))).toEqual([1, 2, 3, 7]);
  });

  it('never shows a male-only service to a non-male resident, whatever its showSex (generated)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MALE_ONLY_SERVICE_KEYS),
        fc.constantFrom('M' as const, 'F' as const, 'ALL' as const, '' as const),
        fc.constantFrom('F', 'X', '', null),
        fc.constantFrom('mobile' as const, 'web' as const),
        (serviceKey, showSex, sex, terminal) => {
          expect(visibleServices([service({ serviceKey, showSex })], { sex, terminal })).toEqual([]);
        },
      ),
    );
  });
});

describe('tileAction (docs/product/routes.md behaviour 4)', () => {
  it('attribute 1, status 2: in-app route with vaccine tab 2 and linkType home', () => {
    expect(tileAction(service(), mobile)).toEqual({ kind: 'route', path: '/mob/vaccine', healthTab: null, vaccineTab: '2', linkType: 'home' });
    expect(tileAction(service(), web)).toMatchObject({ kind: 'route', path: '/web/vaccine' });
  });

  it('switches the health tab to health for the health data page', () => {
    const s = service({ serviceUrl: text('/mob/healthData'), webServiceUrl: text('/web/healthData') });
    expect(tileAction(s, mobile)).toMatchObject({ kind: 'route', path: '/mob/healthData', healthTab: 'health' });
    expect(tileAction(s, web)).toMatchObject({ kind: 'route', path: '/web/healthData', healthTab: 'health' });
  });

  it('uses the address of the language', () => {
    const s = service({ serviceAttribute: 2, serviceUrl: { 'zh-Hant': 'https://a.example/zh', en: 'https://a.example/en', pt: 'https://a.example/pt' } });
    expect(tileAction(s, { ...mobile, lang: 'pt' })).toEqual({ kind: 'external', url: 'https://a.example/pt', opener: 'native' });
  });

  it('attribute 2: external link, native opener on mobile, new window on web', () => {
    const s = service({ serviceAttribute: 2, serviceUrl: text('https://www.ssm.gov.mo/m'), webServiceUrl: text('https://www.ssm.gov.mo/w') });
    expect(tileAction(s, mobile)).toEqual({ kind: 'external', url: 'https://www.ssm.gov.mo/m', opener: 'native' });
    expect(tileAction(s, web)).toEqual({ kind: 'external', url: 'https://www.ssm.gov.mo/w', opener: 'newWindow' });
  });

  it('attribute 3: the patient id is passed (encoded), keeping an existing query and fragment', () => {
    const s = service({ serviceAttribute: 3, serviceUrl: text('https://e.example/book?lang=zh#form') });
    expect(tileAction(s, { ...mobile, patid: 'M/12 3' })).toEqual({ kind: 'external', url: 'https://e.example/book?lang=zh&patid=M%2F12%203#form', opener: 'native' });
    expect(tileAction(service({ serviceAttribute: 3, serviceUrl: text('https://e.example/book') }), mobile)).toMatchObject({ url: 'https://e.example/book?patid=P0001' });
    expect(tileAction(s, { ...mobile, patid: null })).toEqual({ kind: 'notFound', path: '/mob/home/notFound' });
  });

  it('status 3: the maintenance address with encoded name and content id', () => {
    const s = service({ serviceStatus: 3, serviceMaintenanceContent: 'mc 1&x', serviceNameEnglish: 'Lab & imaging' });
    const action = tileAction(s, { ...mobile, lang: 'en' });
    expect(action).toEqual({ kind: 'maintenance', path: '/mobMaintenance?name=Lab%20%26%20imaging&contentId=mc%201%26x', contentId: 'mc 1&x' });
    expect(tileAction(s, web)).toMatchObject({ kind: 'maintenance', path: `/web/maintenance?name=${encodeURIComponent('預約情況')}&contentId=mc%201%26x` });
    if (action.kind !== 'maintenance') throw new Error('expected maintenance');
    expect(parseMaintenanceQuery(action.path.split('?')[1] ?? '')).toEqual({ name: 'Lab & imaging', contentId: 'mc 1&x' });
  });

  it('maintenance address round-trips any name and content id (generated)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), fc.constantFrom('mobile' as const, 'web' as const), (name, contentId, terminal) => {
        const address = maintenanceAddress(name, contentId, terminal);
        expect(parseMaintenanceQuery(address.slice(address.indexOf('?')))).toEqual({ name, contentId });
      }),
    );
  });

  it('no link, or an unsafe one, leads to notFound', () => {
    expect(tileAction(service({ serviceUrl: text('') }), mobile)).toEqual({ kind: 'notFound', path: '/mob/home/notFound' });
    expect(tileAction(service({ webServiceUrl: text('  ') }), web)).toEqual({ kind: 'notFound', path: '/web/notFound' });
    expect(tileAction(service({ serviceAttribute: 2, serviceUrl: text('javascript:alert(1)') }), mobile)).toEqual({ kind: 'notFound', path: '/mob/home/notFound' });
    expect(tileAction(service({ serviceUrl: text('//evil.example') }), mobile)).toEqual({ kind: 'notFound', path: '/mob/home/notFound' });
  });

  it('status 3 without a content id still goes to the maintenance page (its neutral notice), never notFound', () => {
    expect(tileAction(service({ serviceStatus: 3, serviceMaintenanceContent: null }), mobile)).toEqual({
      kind: 'maintenance',
      path: `/mobMaintenance?name=${encodeURIComponent('預約情況')}&contentId=`,
      contentId: '',
    });
  });

  it('special services: vaccination book (PDF preview in link mode) and queue-ticket scan', () => {
    const book = service({ specialService: 'vaccinationBook', serviceUrl: text('') });
    expect(tileAction(book, mobile)).toEqual({ kind: 'vaccinationBook', preview: 'open' });
    expect(tileAction(book, { ...mobile, linkMode: true })).toEqual({ kind: 'vaccinationBook', preview: 'pdf' });
    expect(tileAction(service({ specialService: 'queueTicketScan' }), mobile)).toEqual({ kind: 'queueTicketScan', transferPath: '/mob/transScanPage' });
    // Maintenance wins over the special behaviour.
    expect(tileAction({ ...book, serviceStatus: 3, serviceMaintenanceContent: 'c1' }, mobile)).toMatchObject({ kind: 'maintenance' });
  });

  it('an attribute-1 service never yields a route that is not an in-app path (generated)', () => {
    fc.assert(
      fc.property(fc.string(), (url) => {
        const action = tileAction(service({ serviceUrl: text(url) }), mobile);
        if (action.kind === 'route') expect(action.path.startsWith('/') && !action.path.startsWith('//')).toBe(true);
        if (action.kind === 'external') expect(/^https?:\/\//i.test(action.url)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('names by language', () => {
    expect(serviceName(service(), 'en')).toBe('My appointments');
    expect(serviceName(service(), 'pt')).toBe('As minhas marcações');
    expect(serviceName(service(), 'zh-Hant')).toBe('預約情況');
  });
});

describe('quick links (docs/product/validation.md)', () => {
  it('3 to 11 distinct ids; the messages come in three languages', () => {
    expect(quickLinksSchema.safeParse([1, 2, 3]).success).toBe(true);
    expect(quickLinksSchema.safeParse([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]).success).toBe(true);
    const twelve = saveConfigRequestSchema.safeParse({ serviceIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] });
    const two = saveConfigRequestSchema.safeParse({ serviceIds: [1, 2] });
    const dup = saveConfigRequestSchema.safeParse({ serviceIds: [1, 2, 2, 3] });
    if (twelve.success || two.success || dup.success) throw new Error('expected refusals');
    expect(fieldErrors(twelve.error, 'en')).toEqual({ serviceIds: ['Choose from 3 to 11 quick links'] });
    expect(fieldErrors(two.error, 'zh-Hant')).toEqual({ serviceIds: ['請選擇3至11個快捷服務'] });
    expect(fieldErrors(dup.error, 'en')).toEqual({ serviceIds: ['Service already exists'] });
    expect(fieldErrors(dup.error, 'zh-Hant')).toEqual({ serviceIds: ['服務已存在'] });
    expect(fieldErrors(dup.error, 'pt')).toEqual({ serviceIds: ['O serviço já existe'] });
    expect(saveConfigRequestSchema.safeParse({ serviceIds: [1, 2, 0] }).success).toBe(false);
    expect(saveConfigRequestSchema.safeParse({ serviceIds: [1, 2, 2 ** 40] }).success).toBe(false);
  });

  it('schema and quickLinksError agree (generated)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 15 }), { maxLength: 14 }), (ids) => {
        expect(quickLinksSchema.safeParse(ids).success).toBe(quickLinksError(ids) === null);
      }),
    );
  });

  it('add refuses a duplicate and a 12th; remove refuses going under 3; move keeps every id', () => {
    expect(addQuickLink([1, 2, 3], 2)).toEqual({ ok: false, error: 'quickLinks.duplicate' });
    expect(addQuickLink([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 12)).toEqual({ ok: false, error: 'quickLinks.count' });
    expect(addQuickLink([1, 2, 3], 4)).toEqual({ ok: true, ids: [1, 2, 3, 4] });
    expect(removeQuickLink([1, 2, 3], 2)).toEqual({ ok: false, error: 'quickLinks.count' });
    expect(removeQuickLink([1, 2, 3, 4], 2)).toEqual({ ok: true, ids: [1, 3, 4] });
    expect(moveQuickLink([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moveQuickLink([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 99 }), { minLength: 1, maxLength: 11 }), fc.nat(12), fc.nat(12), (ids, from, to) => {
        expect([...moveQuickLink(ids, from, to)].sort()).toEqual([...ids].sort());
      }),
    );
  });
});

describe('schemas', () => {
  it('a service round-trips', () => {
    expect(serviceSchema.parse(service())).toEqual(service());
  });

  it('behaviour events need a service id, banner clicks a message id', () => {
    expect(behaviourEventSchema.safeParse({ behaviorType: 'click_service', serviceId: 3 }).success).toBe(true);
    expect(behaviourEventSchema.safeParse({ behaviorType: 'click_service' }).success).toBe(false);
    expect(behaviourEventSchema.safeParse({ behaviorType: 'click_banner_app', messageId: 1 }).success).toBe(true);
    expect(behaviourEventSchema.safeParse({ behaviorType: 'click_banner_web', serviceId: 1 }).success).toBe(false);
    expect(behaviourEventSchema.safeParse({ behaviorType: 'hack', serviceId: 1 }).success).toBe(false);
  });
});
