import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { renderAt } from '../../test/render.tsx';
import { queries } from '../../api/index.ts';
import { $token } from '../../stores/session.ts';
import { actFor, actForSelf } from '../../stores/subject.ts';
import { useLoaded, useSideLoad } from './loaded.tsx';
import { usePaged } from './paged.tsx';
import { paths } from '@macao-phr/contract';

/**
 * The loading hooks over the query cache (api/query.ts), with a server the test answers by hand, to see what shows
 * while a call is still running.
 */
type Pending = { url: string; body: unknown; answer: (data: unknown) => Promise<void>; fail: () => Promise<void> };
let pending: Pending[] = [];

function server() {
  pending = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      const settle = async (settleWith: () => void) => {
        await act(async () => {
          settleWith();
          await new Promise((done) => setTimeout(done, 0));
        });
      };
      pending.push({
        url,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
        answer: (data) => settle(() => resolve(new Response(JSON.stringify({ resultCode: '000000', resultMsg: 'ok', data }), { headers: { 'Content-Type': 'application/json' } }))),
        fail: () => settle(() => reject(new TypeError('offline'))),
      });
    }),
  );
}

/** The call the server has waiting, the last one sent. */
function last(): Pending {
  const call = pending.at(-1);
  if (call === undefined) throw new Error('no call was sent');
  return call;
}

function Loaded({ id = 1 }: { id?: number }) {
  const { data } = useLoaded(queries.read(paths.labReportDetail, { id }));
  return <p>{data === null ? 'loading' : data === 'failed' ? 'failed' : `data ${String(data)}`}</p>;
}

function Side() {
  const value = useSideLoad(queries.read(paths.noticeUnread, {}));
  return <p>{value === null ? 'none' : `side ${String(value)}`}</p>;
}

function Paged() {
  const { state } = usePaged<string>((pageNum) => queries.read(paths.labReportList, { page: { pageNum, pageSize: 10 } }) as never);
  return <p>{`${state.status} ${state.rows.join(',')}`}</p>;
}

// The cache takes an answer younger than a second as it is (a screen drawn twice asks once): the clock moves by hand.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
const later = () => vi.setSystemTime(Date.now() + 2000);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  actForSelf();
  $token.set(undefined);
});

describe('stale-while-revalidate in the loading hooks', () => {
  it('useLoaded: a screen opened again shows its last data at once, then the fresh data; a failed refresh keeps it', async () => {
    server();
    renderAt(<Loaded />, '/mob/analysisReport/detail', 'id=1');
    expect(screen.getByText('loading')).toBeTruthy();
    await last().answer('one');
    expect(screen.getByText('data one')).toBeTruthy();
    cleanup();
    later();

    renderAt(<Loaded />, '/mob/analysisReport/detail', 'id=1');
    expect(screen.getByText('data one')).toBeTruthy();
    await last().answer('two');
    expect(screen.getByText('data two')).toBeTruthy();
    cleanup();
    later();

    renderAt(<Loaded />, '/mob/analysisReport/detail', 'id=1');
    expect(screen.getByText('data two')).toBeTruthy();
    await last().fail();
    expect(screen.getByText('data two')).toBeTruthy();
    expect(pending).toHaveLength(3);
  });

  it('keeps each call apart by its body: another record starts empty', async () => {
    server();
    renderAt(<Loaded id={1} />, '/mob/analysisReport/detail', 'id=1');
    await last().answer('report 1');
    cleanup();
    renderAt(<Loaded id={2} />, '/mob/analysisReport/detail', 'id=2');
    expect(screen.getByText('loading')).toBeTruthy();
    expect(last().body).toEqual({ id: 2 });
  });

  it('forgets everything at sign-out or sign-in and when a guardian switches to a ward', async () => {
    server();
    renderAt(<Loaded />, '/mob/analysisReport/detail', 'id=1');
    await last().answer('mine');
    cleanup();
    act(() => $token.set('another-session'));
    renderAt(<Loaded />, '/mob/analysisReport/detail', 'id=1');
    expect(screen.getByText('loading')).toBeTruthy();
    await last().answer('mine again');
    cleanup();

    act(() => actFor({ patid: 'MO-1000004', name: { 'zh-Hant': '小明', en: 'Ming', pt: 'Ming' } }));
    renderAt(<Loaded />, '/mob/analysisReport/detail', 'id=1');
    expect(screen.getByText('loading')).toBeTruthy();
  });

  it('never shows the guardian’s own answer for the ward, even one that arrives after the switch', async () => {
    server();
    renderAt(<Loaded />, '/mob/analysisReport/detail', 'id=1');
    const guardians = last();
    cleanup();
    act(() => actFor({ patid: 'MO-1000004', name: { 'zh-Hant': '小明', en: 'Ming', pt: 'Ming' } }));
    await guardians.answer('the guardian’s');
    renderAt(<Loaded />, '/mob/analysisReport/detail', 'id=1');
    expect(screen.getByText('loading')).toBeTruthy();
    await last().answer('the ward’s');
    expect(screen.getByText('data the ward’s')).toBeTruthy();
  });

  it('useSideLoad and usePaged show their last figure and first page at once', async () => {
    server();
    renderAt(<Side />, '/web/outpatient');
    expect(screen.getByText('none')).toBeTruthy();
    await last().answer(7);
    cleanup();
    later();
    renderAt(<Side />, '/web/outpatient');
    expect(screen.getByText('side 7')).toBeTruthy();
    cleanup();

    renderAt(<Paged />, '/web/outpatient');
    expect(screen.getByText('loading')).toBeTruthy();
    await last().answer({ rows: ['a', 'b'], total: 2 });
    expect(screen.getByText('ready a,b')).toBeTruthy();
    cleanup();
    later();
    renderAt(<Paged />, '/web/outpatient');
    expect(screen.getByText('loading a,b')).toBeTruthy();
    await last().answer({ rows: ['c'], total: 1 });
    expect(screen.getByText('ready c')).toBeTruthy();
  });

  it('after a change invalidates the list, it is not shown from before: it loads afresh', async () => {
    server();
    renderAt(<Paged />, '/web/outpatient');
    await last().answer({ rows: ['a'], total: 1 });
    cleanup();
    queries.invalidate(paths.labReportList);
    renderAt(<Paged />, '/web/outpatient');
    expect(screen.getByText('loading')).toBeTruthy();
    await last().answer({ rows: ['a', 'new'], total: 2 });
    expect(screen.getByText('ready a,new')).toBeTruthy();
  });

  it('a first page the route prefetched is drawn at once and asked for once; another page asks', async () => {
    server();
    queries.read(paths.labReportList, { page: { pageNum: 1, pageSize: 10 } }).prefetch();
    expect(pending).toHaveLength(1);
    await last().answer({ rows: ['early'], total: 11 });
    renderAt(<Paged />, '/mob/analysisReportList');
    expect(screen.getByText('loading early')).toBeTruthy();
    await act(async () => Promise.resolve());
    expect(screen.getByText('ready early')).toBeTruthy();
    expect(pending).toHaveLength(1);
  });

  it('a screen drawn again within a second of its answer takes it as it is; later it asks again', async () => {
    server();
    renderAt(<Loaded />, '/mob/analysisReport/detail', 'id=1');
    await last().answer('one');
    cleanup();
    renderAt(<Loaded />, '/mob/analysisReport/detail', 'id=1');
    await act(async () => Promise.resolve());
    expect(screen.getByText('data one')).toBeTruthy();
    expect(pending).toHaveLength(1);
    cleanup();
    later();
    renderAt(<Loaded />, '/mob/analysisReport/detail', 'id=1');
    expect(pending).toHaveLength(2);
  });
});
