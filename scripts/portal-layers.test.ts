import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The portal's walls (docs/architecture.md#layers-inside-the-portal) hold: `npm run lint` refuses an import that runs
 * back up the layers, an import circle, and a relative path into another package. Each case plants one import in a
 * file of the portal that does not exist (ESLint's Node API lints the text as that file, with the repository's
 * config) and reads what lint says of it; the rules resolve the planted import against the real tree.
 */
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function lintAs(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

describe('the layers inside the portal', () => {
  it('refuses a feature that imports from app/ (a back arrow)', async () => {
    const messages = await lintAs('portal/src/features/home/planted.ts', "import { preloadScreen } from '../../app/screens.ts';\nexport const planted = preloadScreen;\n");
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^import-x\/no-restricted-paths: .*"\.\.\/\.\.\/app\/screens\.ts".*features\/ imports none of main\.tsx, app\/, layouts\//);
  });

  it('refuses the API client importing a feature', async () => {
    const messages = await lintAs('portal/src/api/planted.ts', "import { signOut } from '../features/auth/sign-out.ts';\nexport const planted = signOut;\n");
    expect(messages).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*api\/ imports none of .*features\//)]);
  });

  it('lets a feature import down the layers: the API client, stores, the route map', async () => {
    const code = [
      "import { api } from '../../api/index.ts';",
      "import { $signedIn } from '../../stores/session.ts';",
      "import { loginPath } from '../../routes/routes.ts';",
      "import { Button } from '@macao-phr/design-system';",
      'export const planted = [api, $signedIn, loginPath, Button];',
      '',
    ].join('\n');
    expect(await lintAs('portal/src/features/home/planted.ts', code)).toEqual([]);
  });

  it('lets the start bundles carry the common texts (feature texts import nothing)', async () => {
    const code = "import { en as common } from '../features/common/i18n/en.ts';\nexport const planted = common;\n";
    expect(await lintAs('portal/src/i18n/planted.ts', code)).toEqual([]);
  });

  it('refuses an import circle', async () => {
    // stores/subject.ts imports stores/session.ts: session importing subject closes a circle, inside one layer.
    const messages = await lintAs('portal/src/stores/session.ts', "import { subjectPatid } from './subject.ts';\nexport const planted = subjectPatid;\n");
    expect(messages).toEqual([expect.stringMatching(/^import-x\/no-cycle: /)]);
  });

  it('refuses a relative path into the design system instead of its package exports', async () => {
    const messages = await lintAs('portal/src/features/home/planted.ts', "import { cn } from '../../../../design-system/src/lib/cn.ts';\nexport const planted = cn;\n");
    expect(messages).toEqual([expect.stringMatching(/^import-x\/no-relative-packages: /)]);
  });
}, 60_000);
