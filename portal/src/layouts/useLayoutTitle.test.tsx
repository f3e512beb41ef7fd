import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import { App } from '../app/App.tsx';
import { setTree } from '../stores/device.ts';
import { $token, clearSession } from '../stores/session.ts';
import { renderAt, setupI18n } from '../test/render.tsx';

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(() => {
  cleanup();
  clearSession();
  Reflect.deleteProperty(window, 'mhpBridge');
});

describe('layout title through the host bridge (docs/product/routes.md)', () => {
  it('sets document.title in a browser without loading the bridge', async () => {
    setTree('web');
    $token.set('tok');
    renderAt(<App />, '/web/vaccine');
    await waitFor(() => expect(document.title).toBe('Vaccination records - Macao Health Record'));
  });

  it("also gives the app's webview the title when it injected window.mhpBridge", async () => {
    const setTitle = vi.fn();
    Object.defineProperty(window, 'mhpBridge', { value: { setTitle }, configurable: true });
    setTree('mob');
    $token.set('tok');
    renderAt(<App />, '/mob/vaccine');
    await waitFor(() => expect(setTitle).toHaveBeenCalledWith('Vaccination records - Macao Health Record'));
    expect(document.title).toBe('Vaccination records - Macao Health Record');
  });
});
