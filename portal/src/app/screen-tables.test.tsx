import { describe, expect, it } from 'vitest';
import { landingScreens } from 'virtual:mhp/landing-screens';
import { screens, type LandingScreenName, type RouteName } from '../routes/manifest.ts';
import { registryScreens } from 'virtual:mhp/registry-screens';
import { isBuilt, loadScreen } from './screen-registry.ts';

const names = Object.keys(screens) as RouteName[];
const isLanding = (name: RouteName): name is LandingScreenName => 'landing' in screens[name];

/** The export the route manifest names for a screen, imported from its module directly. */
async function namedExport(name: RouteName): Promise<unknown> {
  const spec = screens[name];
  const module = (await import(/* @vite-ignore */ `../${spec.module}`)) as Record<string, unknown>;
  return module[spec.export];
}

describe('the screen tables written from the route manifest (portal/build/route-manifest.ts)', () => {
  // One test a screen: each loads its own module (and what it imports), none waits for all the others.
  it.each(names)('load %s, a landing screen from the entry and any other through the registry, as the export the manifest names', async (name) => {
    const loaded = isLanding(name) ? await landingScreens[name]() : await loadScreen(name);
    const expected = await namedExport(name);
    expect(typeof expected).toBe('function');
    expect(loaded.default).toBe(expected);
  });

  it("hold the landing screens in the entry's table and every other in the registry, and count every screen as built", () => {
    const landing = names.filter(isLanding);
    expect(new Set(Object.keys(landingScreens))).toEqual(new Set(landing));
    expect(new Set(Object.keys(registryScreens))).toEqual(new Set(names.filter((name) => !isLanding(name))));
    expect(landing).toEqual(expect.arrayContaining(['login', 'home', 'easyHome', 'traditionalHome', 'maintenance', 'mobMaintenance', 'webShareReportImages', 'mobShareReportImages']));
    expect(names.filter((name) => !isBuilt(name))).toEqual([]);
  });
});
