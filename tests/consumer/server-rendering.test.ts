// @vitest-environment node
/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { renderStoryFile, storyFiles } from './stories-render.ts';

/**
 * design-system/README.md "Server rendering": every block renders with react-dom/server, in Node with no DOM. Each
 * story file's stories are composed and rendered to a string without their play functions, as a server renders a
 * page before any script runs. (tests/consumer/hydration.browser.test.ts hydrates the same HTML in Chromium.)
 */
describe('every story renders on a server', () => {
  it('runs without a DOM', () => {
    expect(typeof document).toBe('undefined');
  });
  for (const file of Object.keys(storyFiles)) {
    const name = file.replace('../../stories/', '');
    it(name, async () => {
      const html = await renderStoryFile(file);
      expect(Object.keys(html).length).toBeGreaterThan(0);
      for (const [story, markup] of Object.entries(html)) expect(markup.length, `${name} ${story} renders markup`).toBeGreaterThan(0);
    });
  }
});

/**
 * A Next.js App Router page is a server component: it may import a block only if the block's module says
 * 'use client' wherever it holds state, effects or context (hooks, Radix, react-aria, recharts) or makes its own
 * event handlers. The library build keeps each module's directive in dist (one output file per module).
 */
describe("'use client' where a block needs the browser", () => {
  const sources = import.meta.glob<string>(['../../design-system/src/**/*.tsx', '!**/*.test.tsx'], { query: '?raw', import: 'default', eager: true });
  const needsClient = /\buse[A-Z]\w*\(|createContext|from 'radix-ui'|from 'react-aria-components'|from 'recharts'|\bon[A-Z]\w*=\{\(/;
  it('finds the component sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(30);
  });
  it('every module with state, effects, context or its own handlers starts with the directive', () => {
    const missing = Object.entries(sources)
      .filter(([, code]) => needsClient.test(code) && !code.startsWith("'use client';"))
      .map(([file]) => file.replace('../../design-system/src/', ''));
    expect(missing).toEqual([]);
  });
});
