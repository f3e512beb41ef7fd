/// <reference types="vite/client" />
import { createElement, type ComponentType, type ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nProvider } from 'react-aria-components';
import { composeStories } from '@storybook/react-vite';

/**
 * Every story file's stories, composed (args, the story's own decorators and render) without their play functions,
 * as a page renders them before any script runs. Shared by the server-rendering test (Node) and the hydration
 * test (rendered in Node through Vite, hydrated in Chromium).
 */
type StoryModule = Parameters<typeof composeStories>[0];
export const storyFiles = import.meta.glob<StoryModule>('../../stories/**/*.stories.tsx');

export async function composedStories(file: string): Promise<Array<[string, ComponentType]>> {
  const load = storyFiles[file];
  if (!load) throw new Error(`no story file ${file}`);
  return Object.entries(composeStories(await load()) as Record<string, ComponentType>);
}

/** The element a page renders for a story: in react-aria's locale provider, as an app would. */
export function storyElement(Story: ComponentType): ReactElement {
  return createElement(I18nProvider, { locale: 'en-US', children: createElement(Story) });
}

/** A story's HTML as a server sends it, once every lazily loaded part (a Suspense boundary) has rendered. */
async function serverHtml(element: ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/** Each story of a file rendered to HTML by react-dom's server renderer (`react-dom/static`, in Node). */
export async function renderStoryFile(file: string): Promise<Record<string, string>> {
  const stories = await composedStories(file);
  return Object.fromEntries(await Promise.all(stories.map(async ([name, Story]) => [name, await serverHtml(storyElement(Story))] as const)));
}
