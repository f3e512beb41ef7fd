import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { renderAt } from '../../test/render.tsx';
import { $token } from '../../stores/session.ts';
import { actFor, actForSelf } from '../../stores/subject.ts';
import { useLoaded, useSideLoad } from './loaded.tsx';
import { usePaged } from './paged.tsx';
import { clearCache } from './cache.ts';

/** A load the test answers by hand, to see what shows while it is still running. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

let next = deferred<string>();
const load = () => next.promise;

function Loaded() {
  const { data } = useLoaded(load);
  return <p>{data === null ? 'loading' : data === 'failed' ? 'failed' : `data ${data}`}</p>;
}

function Side() {
  const value = useSideLoad(load);
  return <p>{value === null ? 'none' : `side ${value}`}</p>;
}

let nextPage = deferred<{ rows: string[]; total: number }>();
const loadPage = () => nextPage.promise;
function Paged() {
  const { state } = usePaged(loadPage, 'k');
  return <p>{`${state.status} ${state.rows.join(',')}`}</p>;
}

async function answer<T>(d: { resolve: (v: T) => void }, value: T) {
  await act(async () => {
    d.resolve(value);
    await Promise.resolve();
  });
}

afterEach(() => {
  cleanup();
  clearCache();
  actForSelf();
});

describe('stale-while-revalidate in the loading hooks', () => {
  it('useLoaded: a screen opened again shows its last data at once, then the fresh data; a failed refresh keeps it', async () => {
    next = deferred();
    renderAt(<Loaded />, '/mob/analysisReportList');
    expect(screen.getByText('loading')).toBeTruthy();
    await answer(next, 'one');
    expect(screen.getByText('data one')).toBeTruthy();
    cleanup();

    next = deferred();
    renderAt(<Loaded />, '/mob/analysisReportList');
    expect(screen.getByText('data one')).toBeTruthy();
    await answer(next, 'two');
    expect(screen.getByText('data two')).toBeTruthy();
    cleanup();

    next = deferred();
    renderAt(<Loaded />, '/mob/analysisReportList');
    expect(screen.getByText('data two')).toBeTruthy();
    await act(async () => {
      next.reject(new Error('offline'));
      await Promise.resolve();
    });
    expect(screen.getByText('data two')).toBeTruthy();
  });

  it('keeps each address apart: another record (query) or screen starts empty', async () => {
    next = deferred();
    renderAt(<Loaded />, '/mob/analysisReport/detail', 'id=1');
    await answer(next, 'report 1');
    cleanup();
    next = deferred();
    renderAt(<Loaded />, '/mob/analysisReport/detail', 'id=2');
    expect(screen.getByText('loading')).toBeTruthy();
  });

  it('forgets everything at sign-out or sign-in and when a guardian switches to a ward', async () => {
    next = deferred();
    renderAt(<Loaded />, '/mob/home');
    await answer(next, 'mine');
    cleanup();
    act(() => $token.set('another-session'));
    next = deferred();
    renderAt(<Loaded />, '/mob/home');
    expect(screen.getByText('loading')).toBeTruthy();
    await answer(next, 'mine again');
    cleanup();

    act(() => actFor({ patid: 'MO-1000004', name: { 'zh-Hant': '小明', en: 'Ming', pt: 'Ming' } }));
    next = deferred();
    renderAt(<Loaded />, '/mob/home');
    expect(screen.getByText('loading')).toBeTruthy();
  });

  it('useSideLoad and usePaged show their last figure and first page at once', async () => {
    next = deferred();
    renderAt(<Side />, '/web/outpatient');
    expect(screen.getByText('none')).toBeTruthy();
    await answer(next, '7');
    cleanup();
    next = deferred();
    renderAt(<Side />, '/web/outpatient');
    expect(screen.getByText('side 7')).toBeTruthy();
    cleanup();

    nextPage = deferred();
    renderAt(<Paged />, '/web/outpatient');
    expect(screen.getByText('loading')).toBeTruthy();
    await answer(nextPage, { rows: ['a', 'b'], total: 2 });
    expect(screen.getByText('ready a,b')).toBeTruthy();
    cleanup();
    nextPage = deferred();
    renderAt(<Paged />, '/web/outpatient');
    expect(screen.getByText('loading a,b')).toBeTruthy();
    await answer(nextPage, { rows: ['c'], total: 1 });
    expect(screen.getByText('ready c')).toBeTruthy();
  });
});
