import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderAt } from '../../test/render.tsx';
import { $token } from '../../stores/session.ts';
import { usePaged } from './paged.tsx';
import { clearCache } from './cache.ts';
import { defaultOrgPeriodFilter, startEarlyListCalls } from './org-period-filter.tsx';
import { todayInMacao } from './period-range.ts';
import { actFor, actForSelf } from '../../stores/subject.ts';

afterEach(() => {
  cleanup();
  clearCache();
  $token.set(undefined);
  actForSelf();
  window.history.replaceState(null, '', '/');
});

type Page = { rows: string[]; total: number };

describe('a first page that has arrived before the list renders', () => {
  it('is drawn at once and not asked for again; another filter is', async () => {
    const fetchPage = vi.fn(async (): Promise<Page> => ({ rows: ['again'], total: 1 }));
    let change = (_key: string) => undefined as void;
    function List() {
      const [key, setKey] = useState('opening');
      change = setKey;
      const { state } = usePaged(fetchPage, key, 'append', key === 'opening' ? { rows: ['early'], total: 1 } : undefined);
      return <p>{`${state.status} ${state.rows.join(',')}`}</p>;
    }
    renderAt(<List />, '/mob/analysisReportList');
    expect(screen.getByText('ready early')).toBeTruthy();
    await act(async () => Promise.resolve());
    expect(fetchPage).not.toHaveBeenCalled();
    await act(async () => change('other'));
    expect(await screen.findByText('ready again')).toBeTruthy();
    expect(fetchPage).toHaveBeenCalledOnce();
  });
});

describe('startEarlyListCalls', () => {
  const page: Page = { rows: ['r'], total: 1 };
  const opening = JSON.stringify(defaultOrgPeriodFilter());

  it('asks with the opening filter (2017/01/01 to today) at the list’s own address, signed in; hands the page out once arrived', async () => {
    $token.set('tok');
    window.history.replaceState(null, '', '/web/analysisReportList');
    const start = vi.fn(async () => page);
    const early = startEarlyListCalls('analysisReportList', start);
    expect(start).toHaveBeenCalledWith({ selectTime: { start: '2017-01-01', end: todayInMacao() } });
    expect(early.firstPage(opening)).toBeUndefined();
    await act(async () => Promise.resolve());
    expect(early.firstPage(opening)).toBe(page);
    // Another filter, or another resident signed in since: nothing.
    expect(early.firstPage(JSON.stringify({ selectTime: { start: '2020-01-01' } }))).toBeUndefined();
    $token.set('another');
    expect(early.firstPage(opening)).toBeUndefined();
  });

  it('hands nothing out once a guardian acts for a ward: the page holds the guardian’s own records', async () => {
    $token.set('tok');
    window.history.replaceState(null, '', '/mob/analysisReportList');
    const early = startEarlyListCalls('analysisReportList', async () => page);
    await act(async () => Promise.resolve());
    expect(early.firstPage(opening)).toBe(page);
    actFor({ patid: 'ward-1', name: { 'zh-Hant': '小明', en: 'Ming', pt: 'Ming' } });
    expect(early.firstPage(opening)).toBeUndefined();
  });

  it('asks nothing on another page (a link preloading the list) or signed out', () => {
    const start = vi.fn(async () => page);
    $token.set('tok');
    window.history.replaceState(null, '', '/mob/home');
    expect(startEarlyListCalls('analysisReportList', start).firstPage(opening)).toBeUndefined();
    $token.set(undefined);
    window.history.replaceState(null, '', '/mob/analysisReportList');
    startEarlyListCalls('analysisReportList', start);
    expect(start).not.toHaveBeenCalled();
  });
});
