import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';

/**
 * docs/design-system.md: "exports are side-effect free, so a consumer importing one block gets only that block".
 * A consumer bundle is built with Vite (as another health portal would), and the distinctive
 * `data-slot` names of every component folder tell which blocks ended up in it.
 */
const root = path.resolve(import.meta.dirname, '../..');
const srcDir = path.join(root, 'design-system/src');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** component folder -> the data-slot names its source renders */
const slotsByFolder = new Map<string, string[]>(
  readdirSync(srcDir)
    .filter((name) => statSync(path.join(srcDir, name)).isDirectory() && name !== 'lib')
    .map((folder) => {
      const source = filesUnder(path.join(srcDir, folder))
        .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
        .map((f) => readFileSync(f, 'utf8'))
        .join('\n');
      return [folder, [...new Set([...source.matchAll(/data-slot="([a-z-]+)"/g)].map((m) => m[1]!))]];
    }),
);

async function bundle(fixture: string): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    root,
    build: {
      write: false,
      minify: true,
      lib: { entry: path.join(import.meta.dirname, 'fixtures', fixture), formats: ['es'], fileName: 'consumer' },
      rolldownOptions: { external: ['react', 'react-dom', 'react/jsx-runtime'] },
    },
  })) as Rolldown.RolldownOutput[];
  return output.flatMap((o) => o.output).map((chunk) => ('code' in chunk ? chunk.code : '')).join('\n');
}

/** The compiled JSX prop, not the bare word: `list-item` is also a Tailwind class. */
const present = (code: string, slot: string) => new RegExp(`"data-slot"\\s*:\\s*"${slot}"`).test(code);

describe('a consumer of the design system', () => {
  it('that imports every block gets every block of the main entry (the slot names are a working probe)', async () => {
    const code = await bundle('every-block.ts');
    for (const folder of ['button', 'dialog', 'tabs', 'toast', 'list', 'nav-bar']) {
      for (const slot of slotsByFolder.get(folder) ?? []) expect(present(code, slot), `${folder}: ${slot}`).toBe(true);
    }
  }, 120_000);

  it('that imports only Button gets no other block, no chart and a small bundle', async () => {
    const code = await bundle('only-button.ts');
    expect(present(code, 'button')).toBe(true);
    const leaked = [...slotsByFolder]
      .filter(([folder]) => folder !== 'button')
      .flatMap(([folder, slots]) => slots.filter((s) => s !== 'button' && present(code, s)).map((s) => `${folder}:${s}`));
    expect(leaked).toEqual([]);
    expect(code).not.toMatch(/recharts|pdfjs/i);
    // Button + cva + clsx (and Radix's Slot); react is the consumer's own. No class merger: cn() does not merge.
    expect(code).not.toMatch(/tailwind-merge|twMerge|classGroups/);
    expect(gzipSync(code).length).toBeLessThan(20 * 1024);
  }, 120_000);
});
