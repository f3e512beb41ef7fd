import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { routes } from './src/routes/routes.ts';
import { chunkGroups, screens, type RouteName } from './src/routes/manifest.ts';
import { chunkGroupProblems, screenModule, screenTables } from './build/route-manifest.ts';
import { reactAriaLocales } from '@macao-phr/design-system/react-aria-locales';

/**
 * pdf.js 5's `build/pdf.mjs` ends by copying every export onto `globalThis.pdfjsLib` (and a test helper
 * onto `globalThis._pdfjsTestingUtils`), for its viewer's classic scripts. Nothing here reads them (the
 * PDF viewer imports the module), but those assignments keep the whole library alive: the annotation
 * layer, XFA and parts of the editor could not be tree-shaken. Dropping them takes about 9 KiB gzip off
 * the lazy PDF chunk (docs/architecture.md#budgets: at most 110 KiB). Lines are kept, so source positions stay valid.
 */
function pdfjsWithoutGlobals(): Plugin {
  const globals = [/\nglobalThis\.pdfjsLib = \{\n[^}]*\n\};\n/, /\n {2}globalThis\._pdfjsTestingUtils = \{\n[^}]*\n {2}\};\n/];
  return {
    name: 'mhp:pdfjs-without-globals',
    apply: 'build',
    transform: {
      filter: { id: /pdfjs-dist[\\/]build[\\/]pdf\.mjs$/ },
      handler(code) {
        let lean = code;
        for (const pattern of globals) {
          const found = pattern.exec(lean);
          // A new pdf.js that no longer matches fails the build here rather than the budget silently later.
          if (found === null) this.error(`pdfjs-dist/build/pdf.mjs no longer has ${String(pattern)}: update pdfjsWithoutGlobals`);
          lean = lean.replace(pattern, (text) => '\n'.repeat(text.split('\n').length - 1));
        }
        return { code: lean, map: null };
      },
    },
  };
}

/** The chunk of React, React DOM and the scheduler (its group below). */
const REACT_CHUNK = 'react';

/**
 * Chrome's explicit compile hint (V8's `//# allFunctionsCalledOnLoad` magic comment, Chrome 136 and later; a plain
 * comment to every other browser) as the first line of the entry and of React's chunk: every function in them is
 * compiled on a background thread while the file streams in, instead of on the main thread the first time each is
 * called during the first render. Only those two, whose code nearly all runs on every first paint (docs/performance.md);
 * added last.
 */
function compileHints(): Plugin {
  const hint = '//# allFunctionsCalledOnLoad\n';
  return {
    name: 'mhp:compile-hints',
    apply: 'build',
    enforce: 'post',
    // After Vite's own additions (its preload helper goes on top of the entry). The file names are hashed before this
    // hook: the same chunk always gets the same hint, so a name still stands for one content.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !(chunk.isEntry || chunk.name === REACT_CHUNK)) continue;
          chunk.code = hint + chunk.code;
          // One more line at the top: the source map's lines move down by one.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          // With `build.sourcemap` on, the map is already an asset of its own by now: move its lines down too.
          const mapAsset = bundle[`${chunk.fileName}.map`];
          if (mapAsset?.type === 'asset' && typeof mapAsset.source === 'string') {
            const map = JSON.parse(mapAsset.source) as { mappings: string };
            map.mappings = `;${map.mappings}`;
            mapAsset.source = JSON.stringify(map);
          }
        }
      },
    },
  };
}

/** Text formats worth compressing; pictures and fonts in woff2 are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|wasm|ttf|otf)$/;

/**
 * Brotli (`.br`) and gzip (`.gz`) copies beside every text file of the build, made once at the highest
 * quality, which the server hands out by the browser's Accept-Encoding (server/src/ops/portal-static.ts,
 * @fastify/static preCompressed) instead of compressing each request. Files under 1 KiB are left alone: the
 * server sends them as they are (compressing them would save less than the headers cost).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'mhp:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle(error?: Error) {
      // A failed build has nothing to compress (and maybe no folder): leave its own error as the one reported.
      if (error !== undefined || !existsSync(outDir)) return;
      const files = await readdir(outDir, { recursive: true });
      for (const file of files) {
        if (!COMPRESSIBLE.test(file)) continue;
        const full = path.join(outDir, file);
        const bytes = await readFile(full);
        if (bytes.length < 1024) continue;
        await writeFile(`${full}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
        await writeFile(`${full}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/** What the server reads to add a page's preloads to index.html (server/src/ops/portal-static.ts). */
export interface RoutePreloads {
  /** For every route path with a built screen: the files its first paint needs besides the entry, in load order. */
  readonly routes: Record<string, readonly string[]>;
  /** Each language's message bundle. */
  readonly languages: Record<string, string>;
  /** For a route whose screen shows a feature's texts: that feature's bundle in each language (loaded by the page's language only). */
  readonly routeTexts: Record<string, Record<string, readonly string[]>>;
}

/**
 * `route-preloads.json` beside index.html (docs/performance.md "Preloads"): for every route, the screen's chunk and
 * every chunk it imports statically (the screen registry's too, for the screens found through it), each
 * language's message bundle, and, per language, the feature texts those chunks load (features/x/messages.ts).
 * Without it, the browser learns of them only once the entry has run (and, for most screens, once the registry has
 * run too): two round trips in a row before a record list can ask for its data.
 * The server adds them to index.html as `<link rel="modulepreload">`, so they load beside the entry.
 *
 * The screens are the route manifest's (src/routes/manifest.ts), the same that the two screen tables load
 * (build/route-manifest.ts). The build fails when a screen's module is in no chunk, when a screen's first paint loads
 * another set of shared chunk groups than the manifest names for it, or when a group the manifest names makes no chunk.
 */
function routePreloads(): Plugin {
  let root = '';
  const src = (file: string) => path.join(root, 'src', file);
  return {
    name: 'mhp:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      if (entry === undefined) this.error('route preloads: no entry chunk');
      // index.html names the entry and its static imports already.
      const inHtml = new Set([entry.fileName, ...entry.imports]);
      const chunkOf = (module: string) => chunks.find((c) => c.facadeModuleId === module) ?? chunks.find((c) => c.moduleIds.includes(module));
      const withImports = (chunk: Rolldown.OutputChunk, into: string[]) => {
        const visit = (file: string) => {
          if (inHtml.has(file) || into.includes(file)) return;
          const c = bundle[file];
          if (c?.type !== 'chunk') return;
          // Dependencies first: the order in which they run.
          c.imports.forEach(visit);
          into.push(file);
        };
        visit(chunk.fileName);
        return into;
      };
      const registry = chunkOf(src('app/screen-registry.ts'));
      if (registry === undefined) this.error('route preloads: no chunk holds the screen registry');
      const out: Record<string, string[]> = {};
      const routeTexts: Record<string, Record<string, string[]>> = {};
      // A feature's texts in one language: features/<feature>/i18n/<language>.ts, loaded by its messages.ts.
      const textsOf = (files: readonly string[]) => {
        const byLanguage: Record<string, string[]> = {};
        for (const file of files) {
          for (const loaded of (bundle[file] as Rolldown.OutputChunk | undefined)?.dynamicImports ?? []) {
            const id = (bundle[loaded] as Rolldown.OutputChunk | undefined)?.facadeModuleId?.split(path.sep).join('/') ?? '';
            const language = /\/portal\/src\/features\/.+\/i18n\/(zh-Hant|en|pt)\.ts$/.exec(id)?.[1];
            if (language !== undefined) (byLanguage[language] ??= []).push(`/${loaded}`);
          }
        }
        return byLanguage;
      };
      const firstPaints = new Map<RouteName, string[]>();
      for (const name of Object.keys(screens) as RouteName[]) {
        const module = screenModule(name);
        const chunk = chunkOf(module);
        if (chunk === undefined) this.error(`route preloads: the screen of ${name} (${module}) is in no chunk`);
        const files = withImports(chunk, 'landing' in screens[name] ? [] : withImports(registry, []));
        firstPaints.set(name, files.map((f) => (bundle[f] as Rolldown.OutputChunk).name));
        const texts = textsOf(files);
        for (const route of routes.filter((r) => r.name === name)) {
          out[route.path] = files.map((f) => `/${f}`);
          if (Object.keys(texts).length > 0) routeTexts[route.path] = texts;
        }
      }
      // The shared chunk groups each first paint loads are the ones the route manifest names for its screen.
      const problems = chunkGroupProblems(chunks.map((c) => c.name), firstPaints);
      if (problems.length > 0) this.error(`route preloads: ${problems.join('; ')}`);
      const languages: Record<string, string> = {};
      for (const language of ['zh-Hant', 'en', 'pt']) {
        const chunk = chunkOf(src(`i18n/${language}.ts`));
        if (chunk === undefined) this.error(`route preloads: no chunk holds the ${language} messages`);
        languages[language] = `/${chunk.fileName}`;
      }
      const preloads: RoutePreloads = { routes: out, languages, routeTexts };
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(preloads) });
    },
  };
}

/**
 * The shared chunk groups are the route manifest's (`chunkGroups` in src/routes/manifest.ts, which says why each
 * gathers what it does; docs/performance.md "Fewer requests"): a module is named there by its path from the
 * repository, a folder by a path ending in `/`.
 */
const moduleIn = (parts: readonly string[]) => (id: string) => {
  const file = id.split(path.sep).join('/');
  return parts.some((part) => file.includes(`/${part}`));
};

/**
 * What the dev server (and `vite preview`) forwards to the reference server (MHP_API_URL, which `npm run dev`
 * sets): the API, and the demo identity provider (server/src/routes/identity-provider.ts), which the portal's
 * sign-in button sends the browser to (docs/product/sign-in.md). The Host header is passed on unchanged
 * (no changeOrigin): the server takes the portal's origin from it (ownOrigin, server/src/auth/sign-in-settings.ts)
 * and refuses redirect addresses and signed page addresses on any other origin.
 */
const apiTarget = process.env.MHP_API_URL ?? 'http://localhost:8080';
const apiProxy = { '/api': { target: apiTarget }, '/idp/': { target: apiTarget } };

/**
 * The portal build (docs/architecture.md#portal and docs/architecture.md#budgets): every screen is a lazy chunk, loaded
 * through the two screen tables written from the route manifest (src/routes/manifest.ts, build/route-manifest.ts),
 * each language's messages are their own chunk, and the dev server forwards /api and /idp to the reference
 * server so the portal runs against it unchanged.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // react-aria's built-in labels only in the locales the portal speaks (design-system/src/lib/react-aria-locales.ts):
  // the right script and wording for Macao, and 3 of its 34 languages in the date field's and select's chunks.
  plugins: [optimizeLocales.vite({ locales: [...reactAriaLocales] }), react(), tailwindcss(), screenTables(), pdfjsWithoutGlobals(), routePreloads(), compileHints(), precompress()],
  resolve: {
    // wouter imports useSyncExternalStore through the React 17 shim, which with React 19 only hands back
    // React's own: take it from React and leave the shim's code out of the entry chunk.
    alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' }],
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Budgets are measured on gzip output by `npm run bench`; this keeps the report honest meanwhile.
    reportCompressedSize: true,
    chunkSizeWarningLimit: 200,
    // No modulepreload polyfill on every first paint: browsers without <link rel=modulepreload> (Safari before
    // 17) still load a screen's chunks, on demand, just without the head start.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The contract's schemas are built at module level (`export const x = z.object(...)`), beside constants and
      // helpers that screens import without validating anything. Marked pure, a schema nobody uses is dropped, and
      // zod with it (25 KiB gzip): the lab report list imported the organisation table and got zod too.
      treeshake: { manualPureFunctions: ['z'] },
      optimization: { inlineConst: { mode: 'all', pass: 1 } },
      // React itself (React DOM, the scheduler) is a chunk of its own beside the entry: it changes with a React
      // upgrade only, so a resident's browser keeps it across the portal's releases, and a first paint fetches it and
      // the entry side by side (two connections' worth instead of one: 0.2 s off a record list's simulated LCP,
      // docs/performance.md). Everything else the entry imports statically loads on every first paint anyway: keep
      // it in the entry chunk rather than letting Rolldown cut it into a dozen small common chunks that the lazy
      // screens share (each an extra request and a separately gzipped file; about 8 KiB gzip more on home). The lazy
      // screens' shared code goes into the few groups of the route manifest (surface, basics, catalogue, records).
      output: {
        codeSplitting: {
          groups: [
            { name: REACT_CHUNK, test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 11 },
            { name: 'initial', tags: ['$initial'], priority: 10 },
            ...Object.entries(chunkGroups).map(([name, group]) => ({ name, test: moduleIn(group.modules), priority: group.priority })),
          ],
        },
      },
    },
  },
});
