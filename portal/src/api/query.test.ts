import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client.ts';
import { testEffects } from '../test/api-effects.ts';
import { PREFETCH_KEPT_MS, createQueryCache } from './query.ts';
import { mapRead, readOf } from '../features/common/reads.ts';
import { paths } from '@macao-phr/contract';

function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

const ok = (data: unknown) => jsonResponse({ resultCode: '000000', resultMsg: 'ok', data });

/** A cache over a client whose server the test answers: `respond` gets each call's address and body. */
function setup(respond: (url: string, body: unknown, signal: AbortSignal | undefined) => Promise<Response>) {
  const calls: { url: string; body: unknown; signal: AbortSignal | undefined }[] = [];
  let who = 'self';
  const effects = testEffects((url, init) => {
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const signal = init?.signal ?? undefined;
    calls.push({ url: String(url), body, signal });
    return respond(String(url), body, signal);
  });
  // The cache's clock, moved by the test: an answer is taken as it is for a second (a screen drawn twice asks once).
  let clock = 1_000_000;
  const queries = createQueryCache(createApiClient(effects), () => who, () => clock);
  return { queries, calls, showError: effects.showError, actFor: (person: string) => (who = person), later: (ms = 2000) => (clock += ms) };
}

/** An answer the test gives by hand. */
function deferred() {
  let resolve: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((res) => (resolve = res));
  return { promise, resolve };
}

const page = { page: { pageNum: 1, pageSize: 10 } };

describe('the query cache: keys', () => {
  it('keeps an answer per endpoint, body and person: peek shows it, another body or person has none', async () => {
    const { queries, calls, actFor } = setup(async (_url, body) => ok({ rows: [JSON.stringify(body)], total: 1 }));
    expect(queries.read(paths.labReportList, page).peek()).toBeUndefined();
    await queries.read(paths.labReportList, page).fetch();
    expect(queries.read(paths.labReportList, page).peek()).toEqual({ rows: [JSON.stringify(page)], total: 1 });
    expect(queries.read(paths.labReportList, { page: { pageNum: 2, pageSize: 10 } }).peek()).toBeUndefined();
    expect(queries.read(paths.visitList, page).peek()).toBeUndefined();
    actFor('MO-1000004');
    expect(queries.read(paths.labReportList, page).peek()).toBeUndefined();
    expect(queries.read(paths.labReportList, page).key).not.toBe(JSON.stringify(['labReportList', page, 'self']));
    expect(calls).toHaveLength(1);
  });

  it('asks again on every fetch (stale-while-revalidate) once its answer is a second old, or older than `fresh`', async () => {
    let n = 0;
    const { queries, calls, later } = setup(async () => ok({ n: ++n }));
    await queries.read(paths.personalInfo, {}).fetch();
    // Drawn twice in a row: asked once.
    await expect(queries.read(paths.personalInfo, {}).fetch()).resolves.toEqual({ n: 1 });
    expect(calls).toHaveLength(1);
    later();
    await expect(queries.read(paths.personalInfo, {}).fetch()).resolves.toEqual({ n: 2 });
    later(60_000);
    await expect(queries.read(paths.personalInfo, {}, { fresh: Number.POSITIVE_INFINITY }).fetch()).resolves.toEqual({ n: 2 });
    expect(calls).toHaveLength(2);
  });

  it('two fetches of one read while it is on its way make one call', async () => {
    const answer = deferred();
    const { queries, calls } = setup(() => answer.promise);
    const a = queries.read(paths.noticeUnread, {}).fetch();
    const b = queries.read(paths.noticeUnread, {}).fetch();
    answer.resolve(ok({ unread: 3 }));
    await expect(a).resolves.toEqual({ unread: 3 });
    await expect(b).resolves.toEqual({ unread: 3 });
    expect(calls).toHaveLength(1);
  });
});

describe('the query cache: prefetch (a route asks before its screen renders)', () => {
  it('the screen’s first fetch takes the prefetched answer, once; the next one asks the server', async () => {
    const { queries, calls, later } = setup(async () => ok({ rows: [1], total: 1 }));
    queries.read(paths.labReportList, page, { toastOnError: false }).prefetch();
    await expect(queries.read(paths.labReportList, page).fetch()).resolves.toEqual({ rows: [1], total: 1 });
    expect(calls).toHaveLength(1);
    await vi.waitFor(() => expect(queries.read(paths.labReportList, page).peek()).toEqual({ rows: [1], total: 1 }));
    later();
    await queries.read(paths.labReportList, page).fetch();
    expect(calls).toHaveLength(2);
    // Prefetching what is on its way, or prefetched and not taken, asks nothing more.
    queries.read(paths.visitList, page).prefetch();
    queries.read(paths.visitList, page).prefetch();
    await vi.waitFor(() => expect(queries.read(paths.visitList, page).peek()).toBeDefined());
    queries.read(paths.visitList, page).prefetch();
    expect(calls).toHaveLength(3);
  });

  it('a prefetched answer older than PREFETCH_KEPT_MS is not taken', async () => {
    const { queries, calls, later } = setup(async () => ok(null));
    queries.read(paths.commonReferralService, { terminal: 'mobile' }).prefetch();
    await vi.waitFor(() => expect(queries.read(paths.commonReferralService, { terminal: 'mobile' }).peek()).toBeNull());
    later(PREFETCH_KEPT_MS + 1);
    await queries.read(paths.commonReferralService, { terminal: 'mobile' }).fetch();
    expect(calls).toHaveLength(2);
  });

  it('a waiter’s abort ends its wait, not a prefetched call; without a prefetch the call ends a moment after the last waiter left', async () => {
    const answer = deferred();
    const { queries, calls } = setup(() => answer.promise);
    queries.read(paths.noticeUnread, {}).prefetch();
    const controller = new AbortController();
    const waiting = queries.read(paths.noticeUnread, {}).fetch(controller.signal);
    controller.abort(new DOMException('left', 'AbortError'));
    await expect(waiting).rejects.toThrow('left');
    expect(calls[0]?.signal?.aborted).toBe(false);
    answer.resolve(ok({ unread: 1 }));
    await expect(queries.read(paths.noticeUnread, {}).fetch()).resolves.toEqual({ unread: 1 });

    const never = setup((_url, _body, signal) => new Promise<Response>((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason))));
    const left = new AbortController();
    const alone = never.queries.read(paths.noticeUnread, {}).fetch(left.signal);
    left.abort(new DOMException('left', 'AbortError'));
    await expect(alone).rejects.toThrow('left');
    expect(never.calls[0]?.signal?.aborted).toBe(false);
    await vi.waitFor(() => expect(never.calls[0]?.signal?.aborted).toBe(true), { timeout: 3000 });
  });

  it('a screen that leaves and draws again at once (its filter settling, an effect run twice) takes up its call: one call', async () => {
    const answer = deferred();
    const { queries, calls } = setup(() => answer.promise);
    const first = new AbortController();
    const left = queries.read(paths.noticeUnread, {}).fetch(first.signal);
    first.abort(new DOMException('left', 'AbortError'));
    await expect(left).rejects.toThrow('left');
    const again = queries.read(paths.noticeUnread, {}).fetch(new AbortController().signal);
    answer.resolve(ok({ unread: 2 }));
    await expect(again).resolves.toEqual({ unread: 2 });
    expect(calls).toHaveLength(1);
  });

  it('an answer that comes after its screen left is kept for the next fetch (once); a call aborted by then is asked anew', async () => {
    const answer = deferred();
    const { queries, calls } = setup(() => answer.promise);
    const first = new AbortController();
    const left = queries.read(paths.noticeUnread, {}).fetch(first.signal);
    first.abort(new DOMException('left', 'AbortError'));
    await expect(left).rejects.toThrow('left');
    answer.resolve(ok({ unread: 5 }));
    await vi.waitFor(() => expect(queries.read(paths.noticeUnread, {}).peek()).toEqual({ unread: 5 }));
    await expect(queries.read(paths.noticeUnread, {}).fetch()).resolves.toEqual({ unread: 5 });
    expect(calls).toHaveLength(1);

    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const never = setup((_url, _body, signal) => new Promise<Response>((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason))));
      const gone = new AbortController();
      void never.queries.read(paths.noticeUnread, {}).fetch(gone.signal).catch(() => undefined);
      gone.abort(new DOMException('left', 'AbortError'));
      vi.advanceTimersByTime(1000);
      expect(never.calls[0]?.signal?.aborted).toBe(true);
      // Aborted, its failure not back yet: not joined, asked anew.
      void never.queries.read(paths.noticeUnread, {}).fetch(new AbortController().signal).catch(() => undefined);
      expect(never.calls).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failure reaches every waiter; a business failure is toasted once, unless the read says not to', async () => {
    const refused = () => Promise.resolve(jsonResponse({ resultCode: '200004', resultMsg: 'Not found', data: null }));
    const quiet = setup(refused);
    await expect(quiet.queries.read(paths.noticeUnread, {}, { toastOnError: false }).fetch()).rejects.toMatchObject({ kind: 'result' });
    expect(quiet.showError).not.toHaveBeenCalled();
    const loud = setup(refused);
    const one = loud.queries.read(paths.noticeUnread, {}).fetch();
    const two = loud.queries.read(paths.noticeUnread, {}).fetch();
    await expect(one).rejects.toMatchObject({ kind: 'result' });
    await expect(two).rejects.toMatchObject({ kind: 'result' });
    expect(loud.showError).toHaveBeenCalledExactlyOnceWith('Not found');
    // Nothing kept: the next fetch asks again.
    expect(loud.queries.read(paths.noticeUnread, {}).peek()).toBeUndefined();
  });
});

describe('the query cache: invalidation and clearing', () => {
  it('invalidate forgets every answer of the endpoints named, and an answer on its way then is not kept', async () => {
    const answer = deferred();
    let slow = false;
    const { queries, later } = setup(async (url) => (slow ? answer.promise : ok({ url })));
    await queries.read(paths.bloodPressureList, page).fetch();
    await queries.read(paths.bloodPressureList, { page: { pageNum: 2, pageSize: 10 } }).fetch();
    await queries.read(paths.trendGroups, {}).fetch();
    await queries.read(paths.visitList, page).fetch();
    queries.invalidate(paths.bloodPressureList, paths.trendGroups);
    expect(queries.read(paths.bloodPressureList, page).peek()).toBeUndefined();
    expect(queries.read(paths.bloodPressureList, { page: { pageNum: 2, pageSize: 10 } }).peek()).toBeUndefined();
    expect(queries.read(paths.trendGroups, {}).peek()).toBeUndefined();
    expect(queries.read(paths.visitList, page).peek()).toBeDefined();

    slow = true;
    later();
    const old = queries.read(paths.visitList, page).fetch();
    queries.clear();
    answer.resolve(ok({ url: 'before' }));
    await expect(old).resolves.toEqual({ url: 'before' });
    expect(queries.read(paths.visitList, page).peek()).toBeUndefined();
  });

  it('mapRead and readOf: the same key and answer passed through, a known value without a call', async () => {
    const { queries, calls } = setup(async () => ok({ unread: 4 }));
    const read = mapRead(queries.read(paths.noticeUnread, {}), (a) => a.unread);
    expect(read.key).toBe(queries.read(paths.noticeUnread, {}).key);
    await expect(read.fetch()).resolves.toBe(4);
    expect(read.peek()).toBe(4);
    await expect(readOf(0).fetch()).resolves.toBe(0);
    expect(readOf(0).peek()).toBe(0);
    expect(calls).toHaveLength(1);
  });
});
