import { describe, expect, it } from 'vitest';
import { addressToRemember, afterLoginPath, decideRoute, firstRouteOf, isHomePath } from './route-rules.ts';
import { findRoute, routes } from './routes.ts';

const mobSignedIn = { tree: 'mob', signedIn: true } as const;
const webSignedIn = { tree: 'web', signedIn: true } as const;
const webSignedOut = { tree: 'web', signedIn: false } as const;

describe('route map (docs/product/routes.md)', () => {
  it('registers every mobile, web and top-level path of docs/product/routes.md', () => {
    const expected = [
      '/login', '/mobMaintenance', '/webShareReportImages', '/mobShareReportImages', '/webShareDicom', '/mobShareDicom',
      '/mob/home', '/mob/home/scanPage', '/mob/outpatient/detail', '/mob/analysisReport/detail', '/mob/imagingReport/dicomShare',
      '/mob/assayTrend/fingertipBloodGlucose/add', '/mob/home/notFound', '/mob/sugarRange', '/mob/medications', '/mob/surgicalRecord',
      '/web/home', '/web/expiredPage', '/web/maintenance', '/web/notFound', '/web/appointReminder', '/web/imagesView',
      '/web/vaccineDetail', '/web/outpatientDetail', '/web/assayTrend/fingertipBloodGlucose/add', '/web/pressurePage', '/web/addPressure',
      '/mob/pressurePage', '/mob/addPressure',
    ];
    for (const path of expected) expect(findRoute(path), path).toBeDefined();
    expect(routes.filter((r) => r.tree === 'mob').length).toBeGreaterThanOrEqual(57);
    expect(routes.filter((r) => r.tree === 'web').length).toBeGreaterThanOrEqual(52);
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
  });
});

describe('decideRoute (docs/product/routes.md routing rules)', () => {
  it.each(['/', '/home', '/mob', '/web', '/web/'])('sends the home alias %s to the active home', (path) => {
    expect(decideRoute(path, '', mobSignedIn)).toEqual({ kind: 'redirect', to: '/mob/home' });
    expect(decideRoute(path, '', webSignedIn)).toEqual({ kind: 'redirect', to: '/web/home' });
  });

  it('keeps the query string when redirecting home', () => {
    expect(decideRoute('/', '?lang=en', webSignedIn)).toEqual({ kind: 'redirect', to: '/web/home?lang=en' });
  });

  it('renders a route of the active tree', () => {
    const decision = decideRoute('/web/pressurePage', '', webSignedIn);
    expect(decision).toMatchObject({ kind: 'render', route: { name: 'pressurePage', tree: 'web' } });
  });

  it('redirects a path of the other tree to the same screen in the active tree, query kept', () => {
    expect(decideRoute('/mob/addPressure', '?id=3', webSignedIn)).toEqual({ kind: 'redirect', to: '/web/addPressure?id=3' });
    expect(decideRoute('/mob/outpatient/detail', '', webSignedIn)).toEqual({ kind: 'redirect', to: '/web/outpatientDetail' });
    expect(decideRoute('/web/outpatientDetail', '', mobSignedIn)).toEqual({ kind: 'redirect', to: '/mob/outpatient/detail' });
  });

  it('redirects to the active home when the other tree has no such screen', () => {
    expect(decideRoute('/mob/sugarRange', '', webSignedIn)).toEqual({ kind: 'redirect', to: '/web/home' });
    expect(decideRoute('/web/appointReminder', '', mobSignedIn)).toEqual({ kind: 'redirect', to: '/mob/home' });
  });

  it('uses the app-entry download address when the hook gives one', () => {
    const decision = decideRoute('/mob/home', '', { ...webSignedIn, wrongDeviceAddress: () => 'https://example.org/app' });
    expect(decision).toEqual({ kind: 'redirect', to: 'https://example.org/app' });
  });

  it('sends a signed-out visitor to login remembering the address', () => {
    expect(decideRoute('/web/pressurePage', '?x=1', webSignedOut)).toEqual({ kind: 'login', originalUrl: '/web/pressurePage?x=1' });
  });

  it.each(['/mobMaintenance', '/webShareReportImages', '/mobShareDicom', '/web/expiredPage', '/web/maintenance'])(
    'lets %s through without login',
    (path) => {
      expect(decideRoute(path, '', webSignedOut).kind).toBe('render');
    },
  );

  it('shows login to the signed out and sends the signed in home', () => {
    expect(decideRoute('/login', '', webSignedOut)).toMatchObject({ kind: 'render', route: { name: 'login' } });
    expect(decideRoute('/login', '', mobSignedIn)).toEqual({ kind: 'redirect', to: '/mob/home' });
  });

  it('renders the tree not-found screen for unknown addresses', () => {
    expect(decideRoute('/web/nope', '', webSignedIn)).toMatchObject({ kind: 'render', route: { name: 'notFound', path: '/web/notFound' } });
    expect(decideRoute('/elsewhere', '', mobSignedIn)).toMatchObject({ kind: 'render', route: { path: '/mob/home/notFound' } });
  });
});

describe('firstRouteOf: the screen a visit ends up showing', () => {
  it('follows a home alias, the other tree and the way to sign-in', () => {
    expect(firstRouteOf('/', '?lang=en', mobSignedIn)?.path).toBe('/mob/home');
    expect(firstRouteOf('/mob/addPressure', '?id=3', webSignedIn)?.path).toBe('/web/addPressure');
    expect(firstRouteOf('/', '', webSignedOut)?.name).toBe('login');
    expect(firstRouteOf('/mob/pressurePage', '', webSignedOut)?.name).toBe('login');
    expect(firstRouteOf('/login', '', mobSignedIn)?.path).toBe('/mob/home');
  });

  it('is the route itself when it renders, and nothing when the visit leaves the portal', () => {
    expect(firstRouteOf('/web/pressurePage', '', webSignedIn)?.path).toBe('/web/pressurePage');
    expect(firstRouteOf('/mob/home', '', { ...webSignedIn, wrongDeviceAddress: () => 'https://example.org/app' })).toBeUndefined();
  });
});

describe('after login and session loss (docs/product/states.md, docs/product/result-codes.md)', () => {
  it('returns to the remembered address unless it is a home path', () => {
    expect(afterLoginPath('/web/pressurePage?page=2', 'web')).toBe('/web/pressurePage?page=2');
    expect(afterLoginPath('/', 'mob')).toBe('/mob/home');
    expect(afterLoginPath('/web/home', 'web')).toBe('/web/home');
    expect(afterLoginPath(null, 'mob')).toBe('/mob/home');
    expect(afterLoginPath('/login', 'web')).toBe('/web/home');
  });

  it('remembers no address on login or home paths', () => {
    expect(addressToRemember('/login', '')).toBeNull();
    expect(addressToRemember('/mob/home', '?a=1')).toBeNull();
    expect(addressToRemember('/web/addPressure', '?id=2')).toBe('/web/addPressure?id=2');
  });

  it('knows the home paths', () => {
    for (const p of ['/', '/home', '/mob', '/web', '/mob/home', '/web/home?x=1']) expect(isHomePath(p), p).toBe(true);
    expect(isHomePath('/mob/healthData')).toBe(false);
  });
});
