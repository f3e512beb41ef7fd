import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, tileAction, type Service, type Terminal } from '@macao-phr/contract';
import { findRoute } from '../../routes/routes.ts';

/** The seeded catalogue as the server stores it (server/seed/catalogue.json). */
interface SeedService {
  id: number;
  name: Record<string, string>;
  attribute: Service['serviceAttribute'];
  status: Service['serviceStatus'];
  mobileUrl: Service['serviceUrl'];
  webUrl: Service['webServiceUrl'];
  maintenanceContentId: string | null;
  releaseTerminal: number[];
  specialService: Service['specialService'];
}
interface Seed {
  services: SeedService[];
  contents: { contentId: string; kind: string }[];
}

const seed = JSON.parse(readFileSync(new URL('../../../../server/seed/catalogue.json', import.meta.url), 'utf8')) as Seed;
const terminals: [Terminal, number, 'mob' | 'web'][] = [
  ['mobile', 1, 'mob'],
  ['web', 2, 'web'],
];

/**
 * docs/product/routes.md behaviour 4: no catalogue tile leads to the not-found page. Every seeded service, on every terminal it is
 * released to, in every language, for a signed-in resident (with a patient id) and in link mode.
 */
describe('every tile of the seeded catalogue', () => {
  for (const s of seed.services) {
    for (const [terminal, code, tree] of terminals) {
      if (!s.releaseTerminal.includes(code)) continue;
      it(`${s.name.en} (${terminal}) leads to a page that exists`, () => {
        for (const lang of LANGUAGES) {
          for (const linkMode of [false, true]) {
            const action = tileAction(
              {
                serviceAttribute: s.attribute,
                serviceStatus: s.status,
                serviceUrl: s.mobileUrl,
                webServiceUrl: s.webUrl,
                serviceMaintenanceContent: s.maintenanceContentId,
                specialService: s.specialService,
                serviceNameTraditional: s.name['zh-Hant'] ?? '',
                serviceNameEnglish: s.name.en ?? '',
                serviceNamePortuguese: s.name.pt ?? '',
              },
              { lang, terminal, patid: 'P0001', linkMode },
            );
            expect(action.kind, `${s.name.en} in ${lang}`).not.toBe('notFound');
            if (action.kind === 'route') {
              const route = findRoute(action.path.split(/[?#]/)[0] ?? '');
              expect(route?.name, action.path).toBeDefined();
              expect(route?.name).not.toBe('notFound');
              expect(route?.tree).toBe(tree);
            }
            if (action.kind === 'maintenance') {
              // Its notice exists, so the page shows it rather than the neutral one.
              expect(seed.contents.filter((c) => c.kind === 'maintenance').map((c) => c.contentId)).toContain(action.contentId);
            }
          }
        }
      });
    }
  }
});
