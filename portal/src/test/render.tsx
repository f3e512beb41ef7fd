import type { ReactElement } from 'react';
import { afterEach, expect } from 'vitest';
import { render, screen, waitFor, type ByRoleOptions } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import i18next from 'i18next';
import { messages } from '../i18n/en.ts';
import { useTestStorageEngine as memoryStorageEngine } from '@nanostores/persistent';
import { storedLanguage } from '../stores/language.ts';
import type { Language } from '../stores/language.ts';
import { messages as zhHant } from '../i18n/zh-Hant.ts';
import { messages as pt } from '../i18n/pt.ts';
import { queries } from '../api/index.ts';
import { loadFeatureMessages } from '../i18n/index.ts';

// Each test is a session of its own: a screen must not show what another test loaded (the query cache, api/query.ts).
afterEach(() => queries.clear());

// happy-dom's localStorage refuses `delete` of a missing key (browsers allow it); persisted stores use memory here.
memoryStorageEngine();

const bundles = { en: messages, 'zh-Hant': zhHant, pt } as const;

/** One i18next for the DOM tests, in English unless a test asks otherwise (STYLE 9: one shared render). */
export async function setupI18n(language: Language = 'en'): Promise<void> {
  // The language store and i18next agree in the app (main.tsx); keep them agreeing here.
  storedLanguage.set(language);
  // The portal reloads to change language; here the texts of the features imported so far must be there in it first
  // (before the first initialisation too: they are added when it happens).
  await loadFeatureMessages(language);
  if (!i18next.isInitialized) {
    await i18next.init({
      lng: language,
      resources: { [language]: { translation: bundles[language] } },
      interpolation: { escapeValue: false },
    });
  } else {
    i18next.addResourceBundle(language, 'translation', bundles[language], true, true);
    await i18next.changeLanguage(language);
  }
}

/** The pointer-events value an element gets from itself or its nearest ancestor that sets one (as user-event reads it). */
function pointerEventsOf(element: Element): string | undefined {
  for (let node: Element | null = element; node !== null; node = node.parentElement) {
    const value = getComputedStyle(node).pointerEvents;
    if (value !== '' && value !== 'inherit' && value !== 'unset') return value;
  }
  return undefined;
}

/**
 * A modal dialog (or alert dialog) once it takes pointer input. As a Radix dialog opens, it turns pointer events off on
 * the page's body in an effect and back on for itself in the render that effect asks for; a click that comes between
 * the two is refused by user-event as a click on a disabled page. A test that clicks inside the dialog finds it here.
 */
export async function findOpenDialog(role: 'dialog' | 'alertdialog', options?: ByRoleOptions): Promise<HTMLElement> {
  const dialog = await screen.findByRole(role, options);
  await waitFor(() => expect(pointerEventsOf(dialog)).not.toBe('none'));
  return dialog;
}

/** Renders with a memory router at `path` (with `search`), returning the router's navigation record. */
export function renderAt(ui: ReactElement, path: string, search = '') {
  const location = memoryLocation({ path: search === '' ? path : `${path}?${search}`, record: true });
  const result = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      {ui}
    </Router>,
  );
  return { ...result, location };
}

export interface FakeCall {
  readonly url: string;
  readonly body: unknown;
  readonly headers: Record<string, string>;
}

/** A fetch that answers by API path with envelope data; records what was sent. */
export function fakeApi(handlers: Record<string, (body: unknown) => { resultCode?: string; resultMsg?: string; data: unknown }>) {
  const calls: FakeCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ url, body, headers: (init?.headers ?? {}) as Record<string, string> });
    const path = url.replace(/^\/api/, '').split('?')[0] ?? '';
    const handler = handlers[path];
    const answer = handler === undefined ? { resultCode: '200005', resultMsg: 'No such service', data: null } : handler(body);
    return new Response(JSON.stringify({ resultCode: answer.resultCode ?? '000000', resultMsg: answer.resultMsg ?? 'ok', data: answer.data }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetch, calls };
}
