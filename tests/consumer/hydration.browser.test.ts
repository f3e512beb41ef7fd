/// <reference types="vite/client" />
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands } from 'vitest/browser';
import { composedStories, storyElement, storyFiles } from './stories-render.ts';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Renders a story file's stories with react-dom/server in Node (vitest.config.ts), returning each one's HTML. */
    renderStoriesOnServer: (file: string) => Promise<Record<string, string>>;
  }
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * The server's HTML of every story (rendered in Node), put in the page and hydrated in Chromium with hydrateRoot:
 * React reports a mismatch between the server's markup and the browser's first render as a recoverable error and
 * on the console; neither may happen.
 */
describe('every story hydrates the server HTML without a mismatch', () => {
  afterEach(() => vi.restoreAllMocks());
  for (const file of Object.keys(storyFiles)) {
    const name = file.replace('../../stories/', '');
    it(name, async () => {
      const html = await commands.renderStoriesOnServer(file);
      const stories = await composedStories(file);
      expect(stories.map(([story]) => story).sort()).toEqual(Object.keys(html).sort());
      const problems: string[] = [];
      const record = (kind: string) => (...args: unknown[]) => {
        problems.push(`${kind}: ${args.map(String).join(' ')}`);
      };
      vi.spyOn(console, 'error').mockImplementation(record('console.error'));
      vi.spyOn(console, 'warn').mockImplementation(record('console.warn'));
      for (const [story, Story] of stories) {
        const container = document.createElement('div');
        container.innerHTML = html[story]!;
        document.body.append(container);
        let root: ReturnType<typeof hydrateRoot> | undefined;
        await act(async () => {
          root = hydrateRoot(container, storyElement(Story), {
            onRecoverableError: (error) => problems.push(`${story}: recoverable error: ${String(error)}`),
          });
        });
        expect(problems.filter((p) => /hydrat|did not match|recoverable/i.test(p)), `${name} ${story}`).toEqual([]);
        act(() => root?.unmount());
        container.remove();
      }
    });
  }
});
