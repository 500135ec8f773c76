import { runInThisContext } from 'node:vm';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { NewPracticeLogEntry, PracticeLogEntry } from '@handyq/domain/schemas';
import { sessionUserSchema } from '@handyq/domain/schemas';
import { createLocalApi } from '@handyq/demo/local-api';
import { createLocalStore } from '@handyq/demo/local-store';
import { journalRun, journaledRuns, useSession, useToastStore } from '../index';
import type * as serverEntry from '../server';
import type * as logEntry from './index';

// The outbox against the demo's local API (the API's schemas and rules, kept in memory): jsdom
// has no IndexedDB and no fetch, so IndexedDB is fake-indexeddb, and fetch answers from the
// local API, or fails as a dropped network does while `offline` is set. The browser behaviour
// end to end (two runs offline, then online, seen live from another context) is the e2e suite's.

// Node's own fetch, Response and AbortController (jsdom's AbortSignal is not one fetch accepts),
// and structuredClone for fake-indexeddb.
const host = runInThisContext('globalThis') as typeof globalThis;
/** Node's Request, taking a path as a page does (relative to the page's address). */
class PageRequest extends host.Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, location.href) : input, init);
  }
}
Object.assign(globalThis, {
  Request: PageRequest,
  Response: host.Response,
  Headers: host.Headers,
  AbortController: host.AbortController,
  AbortSignal: host.AbortSignal,
  structuredClone: host.structuredClone,
});
// fake-indexeddb reads structuredClone as it loads: after the line above.
beforeAll(async () => {
  const { indexedDB, IDBKeyRange } = await import('fake-indexeddb');
  Object.assign(globalThis, { indexedDB, IDBKeyRange });
});

const memory = new Map<string, string>();
const server = createLocalApi(
  createLocalStore(
    { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v) },
    { delayMs: 0 },
  ),
);
let offline = false;
/** Overrides the server's answer to the next requests (a busy server), when set. */
let busy: { status: number; retryAfter?: string } | undefined;
/** Refuses each new entry (a POST) with this answer, when set: an API that does not take it yet. */
let refuse: { status: number; message: string } | undefined;
const requests: string[] = [];

globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(input, init);
  const url = new URL(request.url);
  if (offline) throw new TypeError('Failed to fetch');
  requests.push(`${request.method} ${url.pathname}`);
  if (refuse && request.method === 'POST' && url.pathname === '/api/practiceLog') {
    return Response.json({ statusCode: refuse.status, message: refuse.message }, { status: refuse.status });
  }
  if (busy) {
    return new Response(JSON.stringify({ statusCode: busy.status, error: 'Busy', message: 'Slow down' }), {
      status: busy.status,
      headers: {
        'Content-Type': 'application/json',
        ...(busy.retryAfter ? { 'Retry-After': busy.retryAfter } : {}),
      },
    });
  }
  const text = await request.text();
  const res = await server.handle({
    method: request.method,
    path: url.pathname.slice('/api/'.length),
    query: url.searchParams,
    body: text ? JSON.parse(text) : undefined,
    token: request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? null,
  });
  const empty = res.status === 204 || res.body === undefined;
  return new Response(empty ? null : JSON.stringify(res.body), {
    status: res.status,
    headers: { ...(empty ? {} : { 'Content-Type': 'application/json' }), ...res.headers },
  });
};

let log: typeof logEntry;
let client: typeof serverEntry;

beforeAll(async () => {
  client = await import('../server');
  log = await import('./index');
});

let n = 0;
/** A new demo account, logged in on this "device". */
async function logInNew(): Promise<string> {
  n += 1;
  const body = await client.api
    .post('auth/signup', { json: { fullname: `Runner ${n}`, email: `runner${n}@example.com` } })
    .json<{ user: unknown; token: string }>();
  const user = sessionUserSchema.parse(body.user);
  useSession.getState().login(user, body.token);
  return user._id;
}

const holdOn = (startedAt = Date.now() - 60_000): NewPracticeLogEntry => ({
  _id: crypto.randomUUID(),
  tool: 'holdOn',
  favoriteName: 'Wall holds',
  sets: [{ planned: 30, done: 28 }],
  startedAt,
  endedAt: startedAt + 45_000,
});

const serverEntries = () => client.api.get('practiceLog').json<PracticeLogEntry[]>();

beforeEach(async () => {
  offline = false;
  busy = undefined;
  refuse = undefined;
  requests.length = 0;
  await logInNew();
  await log.practiceLog.syncNow();
});
afterEach(() => {
  offline = false;
  busy = undefined;
  refuse = undefined;
  jest.restoreAllMocks();
});

describe('the practice log outbox', () => {
  it('keeps runs made offline, lists them as unsent, and sends each exactly once when online', async () => {
    const unsent = renderHook(() => log.useUnsentEntries());
    offline = true;
    const first = holdOn(Date.now() - 600_000);
    const second = holdOn(Date.now() - 300_000);
    await act(() => log.practiceLog.add(first));
    await act(() => log.practiceLog.add(second));
    await act(() => log.practiceLog.syncNow());
    await waitFor(() => expect(unsent.result.current.map((e) => e._id)).toEqual([second._id, first._id]));
    expect(unsent.result.current.every((e) => e.unsent)).toBe(true);

    offline = false;
    // Sends from several places at once (the 'online' event, a reconnect, a second call): one flight.
    await act(() => Promise.all([log.practiceLog.syncNow(), log.sendUnsent(), log.practiceLog.syncNow()]));
    await waitFor(() => expect(unsent.result.current).toEqual([]));
    expect(requests.filter((r) => r === 'POST /api/practiceLog')).toHaveLength(2);
    expect((await serverEntries()).map((e) => e._id).sort()).toEqual([first._id, second._id].sort());
    unsent.unmount();
  });

  it('takes the same id once, and refuses what is not an entry', async () => {
    const entry = holdOn();
    offline = true;
    await log.practiceLog.add(entry);
    await log.practiceLog.add(entry);
    const userId = useSession.getState().user!._id;
    expect(await log.unsentCount(userId)).toBe(1);
    await expect(log.practiceLog.add({ ...entry, _id: 'not-a-uuid' })).rejects.toThrow(/_id/);
    await expect(log.practiceLog.add({ ...holdOn(), endedAt: 0 } as NewPracticeLogEntry)).rejects.toThrow(
      'A run cannot end before it starts',
    );
  });

  it('edits and removes an unsent entry on the device: only the result is sent', async () => {
    offline = true;
    const kept = holdOn();
    const dropped = holdOn();
    await log.practiceLog.add(kept);
    await log.practiceLog.add(dropped);
    await log.practiceLog.edit(kept._id, { note: 'Felt light', rating: 4 });
    await log.practiceLog.remove(dropped._id);
    offline = false;
    await log.practiceLog.syncNow();
    const stored = await serverEntries();
    expect(stored.map((e) => [e._id, e.note, e.rating])).toEqual([[kept._id, 'Felt light', 4]]);
    expect(requests.some((r) => r.startsWith('DELETE'))).toBe(false);
  });

  it('queues an edit and a delete of a sent entry while offline, never losing them', async () => {
    const edited = holdOn();
    const deleted = holdOn();
    await log.practiceLog.add(edited);
    await log.practiceLog.add(deleted);
    await log.practiceLog.syncNow();
    expect(await serverEntries()).toHaveLength(2);

    offline = true;
    const pending = renderHook(() => log.usePendingChanges());
    await act(() => log.practiceLog.edit(edited._id, { rating: 5 }));
    await act(() => log.practiceLog.edit(edited._id, { note: 'Best one' }));
    await act(() => log.practiceLog.remove(deleted._id));
    await act(() => log.practiceLog.syncNow());
    await waitFor(() => expect([...pending.result.current.removed]).toEqual([deleted._id]));
    expect(pending.result.current.edited.get(edited._id)).toEqual({ rating: 5, note: 'Best one' });
    // what logging out now would say: two changes to sent sessions, and one new session
    await log.practiceLog.add(holdOn());
    const userId = useSession.getState().user!._id;
    expect(await log.unsentSummary(userId)).toEqual({ sessions: 1, changes: 2 });

    offline = false;
    await act(() => log.practiceLog.syncNow());
    const stored = await serverEntries();
    // the deleted one gone, the edited one changed, the new one there
    expect(stored).toHaveLength(2);
    expect(stored.find((e) => e._id === edited._id)).toMatchObject({ note: 'Best one', rating: 5 });
    expect(stored.some((e) => e._id === deleted._id)).toBe(false);
    expect(await log.unsentSummary(userId)).toEqual({ sessions: 0, changes: 0 });
    await waitFor(() => expect(pending.result.current.removed.size).toBe(0));
    pending.unmount();
  });

  it('drops a change the server will never take, saying what; keeps one it asks to wait for', async () => {
    await log.practiceLog.edit(crypto.randomUUID(), { note: 'No such entry' });
    await log.practiceLog.syncNow();
    const userId = useSession.getState().user!._id;
    expect(await log.unsentCount(userId)).toBe(0);
    expect(useToastStore.getState().toast).toMatchObject({
      type: 'error',
      txt: log.PRACTICE_LOG_DEVICE_MESSAGES.changeDropped,
    });

    busy = { status: 429, retryAfter: '60' };
    await log.practiceLog.add(holdOn());
    const outcome = await log.sendUnsent();
    expect(outcome.left).toBe(1);
    expect(outcome.error).toBe(log.PRACTICE_LOG_DEVICE_MESSAGES.later);
    busy = undefined;
    expect((await log.sendUnsent()).left).toBe(0);
  });

  it('keeps a run the server refuses for a reason it may drop: told once, the rest sent, sent after an update', async () => {
    const userId = useSession.getState().user!._id;
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    refuse = { status: 400, message: 'tool: Invalid option' };
    const newer = holdOn(Date.now() - 120_000);
    await log.practiceLog.add(newer);
    await log.practiceLog.syncNow();
    expect(await log.unsentCount(userId)).toBe(1);
    expect(useToastStore.getState().toast).toMatchObject({
      type: 'error',
      txt: log.PRACTICE_LOG_DEVICE_MESSAGES.held,
    });
    const unsent = renderHook(() => log.useUnsentEntries());
    await waitFor(() => expect(unsent.result.current).toMatchObject([{ _id: newer._id, held: true }]));

    // the runs after it still go; it is not asked again in this load of the app, nor told again
    refuse = undefined;
    useToastStore.setState({ toast: null });
    const later = holdOn();
    await log.practiceLog.add(later);
    await log.practiceLog.syncNow();
    expect((await serverEntries()).map((e) => e._id)).toEqual([later._id]);
    expect(requests.filter((r) => r === 'POST /api/practiceLog')).toHaveLength(2);
    expect(await log.unsentCount(userId)).toBe(1);

    // an hour on (an API updated while the app stayed open; a new load of the app sends at once)
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 61 * 60_000);
    await log.practiceLog.syncNow();
    expect(await log.unsentCount(userId)).toBe(0);
    expect((await serverEntries()).map((e) => e._id).sort()).toEqual([newer._id, later._id].sort());
    expect(useToastStore.getState().toast).toBeNull();
    unsent.unmount();
  });

  it('keeps each user’s entries under their id: logging out and in again sends them', async () => {
    const first = useSession.getState().user!;
    const token = localStorage.getItem('loginToken')!;
    offline = true;
    await log.practiceLog.add(holdOn());
    expect(await log.unsentCount(first._id)).toBe(1);

    useSession.getState().logout();
    const other = await (async () => {
      offline = false;
      return logInNew();
    })();
    await log.practiceLog.syncNow();
    // Another user on this device sends nothing of the first one's.
    expect(await serverEntries()).toEqual([]);
    expect(await log.unsentCount(first._id)).toBe(1);
    expect(await log.unsentCount(other)).toBe(0);

    useSession.getState().logout();
    useSession.getState().login(first, token);
    await waitFor(async () => expect(await log.unsentCount(first._id)).toBe(0));
    expect(await serverEntries()).toHaveLength(1);
  });

  it('keeps a run the page wrote down and was left before keeping, once the log loads for that user', async () => {
    const me = useSession.getState().user!;
    const token = localStorage.getItem('loginToken')!;
    useSession.getState().logout();
    // the page ended a run, wrote it down, and was reloaded before the outbox had it
    const left = holdOn();
    journalRun(me._id, left._id, JSON.parse(JSON.stringify(left)));
    expect(await log.unsentCount(me._id)).toBe(0);
    // the next page's log, for that user: kept, sent, struck off
    useSession.getState().login(me, token);
    // (a ceiling, not a speed: the first keep loads the entry check's code, slow on a busy machine)
    await waitFor(async () => expect((await serverEntries()).map((e) => e._id)).toEqual([left._id]), {
      timeout: 30_000,
    });
    expect(journaledRuns(me._id)).toEqual([]);
  });

  it('does not log a visitor’s run', async () => {
    useSession.getState().logout();
    await log.practiceLog.add(holdOn());
    const { result } = renderHook(() => log.usePracticeLogAccess());
    expect(result.current).toBe('visitor');
    expect(requests.filter((r) => r.startsWith('POST /api/practiceLog'))).toEqual([]);
  });

  it('lets a logged-in user log in trial mode, offline too once the answer was had', async () => {
    const { result } = renderHook(() => log.usePracticeLogAccess());
    await waitFor(() => expect(result.current).toBe('allowed'));
    offline = true;
    const again = renderHook(() => log.usePracticeLogAccess());
    expect(again.result.current).toBe('allowed');
  });

  it('keeps a stored record this build cannot read, unsent, and sends the others', async () => {
    const userId = useSession.getState().user!._id;
    // a run a newer kit logged, with a tool this build's schema does not know
    const newer = { ...holdOn(), tool: 'aToolToCome' };
    await new Promise<void>((resolve, reject) => {
      const req = indexedDB.open('handyq-practice-log', 1);
      req.onsuccess = () => {
        const tx = req.result.transaction('outbox', 'readwrite');
        tx.objectStore('outbox').put({
          userId,
          id: newer._id,
          queuedAt: Date.now(),
          rev: 0,
          tried: false,
          op: 'create',
          entry: newer,
        });
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      };
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const known = holdOn();
    await log.practiceLog.add(known);
    await log.practiceLog.syncNow();
    expect((await serverEntries()).map((e) => e._id)).toEqual([known._id]);
    expect(await log.unsentCount(userId)).toBe(1);
    await log.practiceLog.syncNow();
    expect(await log.unsentCount(userId)).toBe(1);
    expect(requests.filter((r) => r === 'POST /api/practiceLog')).toHaveLength(1);
    expect(warn).toHaveBeenCalled();
  });
});
