// @vitest-environment node
/// <reference types="vite/client" />
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nProvider } from 'react-aria-components';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';

/**
 * design-system/README.md "Server rendering": every block renders with react-dom/server, in Node with no DOM. Each
 * story file's stories are composed (args, the story's own decorators and render) and rendered to a string
 * without their play functions, as a server renders a page before any script runs.
 */
type StoryModule = Parameters<typeof composeStories>[0];
const files = import.meta.glob<StoryModule>('../../stories/**/*.stories.tsx');

describe('every story renders on a server', () => {
  it('runs without a DOM', () => {
    expect(typeof document).toBe('undefined');
  });
  for (const [file, load] of Object.entries(files)) {
    const name = file.replace('../../stories/', '');
    it(name, async () => {
      const stories = Object.entries(composeStories(await load()) as Record<string, ComponentType>);
      expect(stories.length).toBeGreaterThan(0);
      for (const [storyName, Story] of stories) {
        let html = '';
        expect(() => {
          html = renderToString(createElement(I18nProvider, { locale: 'en-US', children: createElement(Story) }));
        }, `${name} ${storyName}`).not.toThrow();
        expect(html.length, `${name} ${storyName} renders markup`).toBeGreaterThan(0);
      }
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
