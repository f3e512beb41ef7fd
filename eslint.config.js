// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

/** STYLE 10: no literal user-visible strings in portal code, attributes included. */
const noLiteralUiText = [
  { selector: 'JSXText[value=/[A-Za-z\\u4e00-\\u9fff]/]', message: 'Visible text comes from i18n (t()), not a literal.' },
  {
    selector: 'JSXAttribute[name.name=/^(aria-label|aria-description|title|placeholder|alt|label)$/] > Literal[value=/[A-Za-z\\u4e00-\\u9fff]/]',
    message: 'Accessible names and labels come from i18n (t()), not a literal.',
  },
];
/** docs/architecture.md#packages: colours live in tokens/ only. */
const noLiteralColour = {
  selector: 'Literal[value=/#[0-9a-fA-F]{3,8}\\b|\\brgba?\\(|\\bhsla?\\(|\\boklch\\(/]',
  message: 'Colours come from tokens (semantic utilities or CSS variables), never literals.',
};

/**
 * docs/architecture.md#layers-inside-the-portal: the portal's folders in layers, top first. A module imports from its
 * own layer and the layers below it, never from one above: an import that runs back up fails lint. A layer of several
 * folders lets them import each other.
 */
const portalLayers = [
  { name: 'main.tsx', globs: ['main.{ts,tsx}'] },
  { name: 'app/', globs: ['app/**'] },
  { name: 'layouts/', globs: ['layouts/**'] },
  { name: 'features/', globs: ['features/**'] },
  { name: 'api/', globs: ['api/**'] },
  { name: 'i18n/, hooks/, platform/', globs: ['i18n/**', 'hooks/**', 'platform/**'] },
  { name: 'stores/', globs: ['stores/**'] },
  { name: 'routes/', globs: ['routes/**'] },
];
const portalSrc = path.join(import.meta.dirname, 'portal/src');
const inPortal = (globs) => globs.map((glob) => path.join(portalSrc, glob));
/** The one arrow that only looks like it runs up: the start bundles (i18n/<language>.ts) carry the common and home texts, which import nothing. */
const featureTexts = inPortal(['features/*/i18n/*.ts']);
const portalLayerZones = portalLayers.slice(1).map((layer, index) => {
  const above = portalLayers.slice(0, index + 1);
  return {
    target: inPortal(layer.globs),
    from: inPortal(above.flatMap((l) => l.globs)),
    except: layer.globs.includes('i18n/**') ? featureTexts : [],
    message: `Imports run down the portal's layers (docs/architecture.md#layers-inside-the-portal): ${layer.name} imports none of ${above.map((l) => l.name).join(', ')}.`,
  };
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**', '**/dist/**', '**/.tsbuild/**', '**/storybook-static/**', 'data/**',
      'tests/test-results/**', 'tests/playwright-report/**', '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Named exports only (STYLE 12).' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['design-system/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.*'],
    rules: {
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Named exports only (STYLE 12).' }, noLiteralColour],
    },
  },
  {
    files: ['portal/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.*'],
    rules: {
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Named exports only (STYLE 12).' }, noLiteralColour, ...noLiteralUiText],
    },
  },
  {
    // contract/src/z.ts sets zod up for browsers (no eval) before any schema is built: schemas take zod from there.
    files: ['contract/src/**/*.ts'],
    ignores: ['contract/src/z.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: "Import { z } from contract/src/z.ts (it sets zod up for browsers)." }] }] },
  },
  {
    // A lazily loaded part of a screen may bring a feature's texts, which load beside it: it waits for them
    // (portal/src/i18n/index.ts lazyWithTexts) rather than drawing their keys.
    files: ['portal/src/**/*.{ts,tsx}'],
    ignores: ['portal/src/i18n/index.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'react', importNames: ['lazy'], message: 'Use lazyWithTexts from portal/src/i18n/index.ts.' }] }] },
  },
  {
    // The portal's walls (docs/architecture.md#layers-inside-the-portal): imports run down the layers; no import circle,
    // lazy ones included; another package only through its package name and exports, never a relative path into it.
    files: ['portal/src/**/*.{ts,tsx}', 'portal/build/**/*.ts', 'portal/vite.config.ts'],
    ignores: ['**/*.test.*', 'portal/src/test/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      // no-cycle reads the modules an import names: with the TypeScript parser.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: portalLayerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-relative-packages': 'error',
    },
  },
  {
    // Tool configs and stories are loaded by tools that require a default export.
    files: ['**/*.config.{ts,js}', '.size-limit.js', 'stories/**/*.{ts,tsx}', 'tests/playwright.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
