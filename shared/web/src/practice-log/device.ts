import type { NewPracticeLogEntry, PracticeLogFields, UpdatePracticeLogEntry } from '@handyq/domain/schemas';
import { OFFLINE_MESSAGE, getToken, journaledRuns, realtime, runKept, toast, useSession } from '@handyq/web';
import { queryClient } from '@handyq/web/server';
import { accessNow } from './access';
import { practiceLogKeys } from './keys';
import { changeRecord, countOf, allOf } from './outbox-db';
import { OUTBOX_CAP, mergePatch, type OutboxRecord } from './outbox-record';
import { refreshOutboxState } from './outbox-state';
import { sendRecord } from './send-record';

/** The schemas (with zod) load with the first change made here, not with the module. */
const loadSchemas = () => import('@handyq/domain/schemas');

export interface PracticeLogDevice {
  /** Keeps a run: written on the device, then sent when online. Ignored when not `allowed`. */
  add(entry: NewPracticeLogEntry): Promise<void>;
  /** A note and/or rating, now or later (sent or still in the outbox). */
  edit(id: string, patch: UpdatePracticeLogEntry): Promise<void>;
  /** 'Not now' on a run's end screen, or Delete on the log page: gone here and on the server. */
  remove(id: string): Promise<void>;
  /** Sends what the outbox holds for the logged-in user (also done on login, online and load). */
  syncNow(): Promise<void>;
}

/** What a send left behind: how many records still wait, and why the last one stopped. */
export interface SyncOutcome {
  left: number;
  /** The reason sending stopped or a record was refused (offline, the server's message). */
  error?: string;
}

export const PRACTICE_LOG_DEVICE_MESSAGES = {
  full: `This device already holds ${OUTBOX_CAP} practice log changes that are not sent yet. Connect to the internet to send them, then try again.`,
  notKept: 'This session could not be kept on this device, and sending it failed. Please try again.',
  later: 'The server is busy; unsent practice log entries will be sent again shortly.',
  loggedOut: 'Log in again to send the practice log entries kept on this device.',
  held: 'The server could not take a practice log entry yet. It stays on this device and is sent again after the next update.',
  changeDropped: 'A note or rating was not saved: its session was deleted from your PracticeLog.',
} as const;

const CHANNEL = 'handyq-practice-log';
/** One tab at a time sends (Web Locks); the others wait their turn and then find nothing left. */
const LOCK = 'handyq-practice-log-outbox';
/** Passes over the outbox in one send: more only while the last one moved something. */
const MAX_PASSES = 5;
const RETRY_MIN_MS = 5_000;
const RETRY_MAX_MS = 5 * 60_000;
/**
 * This load of the app. A record the server held back is sent again from the next load (an
 * updated kit or shell comes with one) or, for an API updated while the app stays open, this
 * long after it was held.
 */
const THIS_LOAD = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
const HELD_RETRY_MS = 60 * 60_000;

/** Held back by the server in this load of the app, not long ago: not sent again yet. */
const waitsForUpdate = (r: OutboxRecord) =>
  r.held !== undefined && r.held.load === THIS_LOAD && Date.now() - r.held.at < HELD_RETRY_MS;

/** Tells the other tabs of this device that the outbox changed (and whether the server did). */
const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : undefined;

/** The outbox changed here: the hooks read it again, and so do the other tabs. */
function changedHere(serverToo: boolean): void {
  if (serverToo) void queryClient.invalidateQueries({ queryKey: practiceLogKeys.all });
  void refreshOutboxState();
  channel?.postMessage({ serverToo });
}

const currentUserId = (): string | null => useSession.getState().user?._id ?? null;

/** Marks a record as possibly on the server, before its request goes out. */
const markTried = (r: OutboxRecord) =>
  changeRecord(r.userId, r.id, (now) => (now && !now.tried ? { ...now, tried: true } : undefined));

/**
 * The record was sent as `sent` was: drop it, unless it changed meanwhile. A session edited
 * while its POST was on its way becomes an update of its note and rating; a newer change waits
 * for the next pass.
 */
const settle = (sent: OutboxRecord) =>
  changeRecord(sent.userId, sent.id, (now) => {
    if (!now || now.rev === sent.rev) return null;
    if (sent.op === 'create' && now.op === 'create') {
      const { note, rating } = now.entry;
      const { userId, id, queuedAt, rev } = now;
      return { userId, id, queuedAt, rev, tried: true, op: 'update', patch: { note, rating } };
    }
    return undefined;
  });

let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryDelay = RETRY_MIN_MS;

function retryLater(afterMs?: number): void {
  clearTimeout(retryTimer);
  const delay = Math.min(afterMs ?? retryDelay, RETRY_MAX_MS);
  retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
  retryTimer = setTimeout(() => void sendUnsent(), delay);
}

/** One send of the user's outbox, oldest first, while this tab holds the lock. */
async function flush(userId: string): Promise<SyncOutcome> {
  const token = getToken();
  if (!token) return { left: await countOf(userId) };
  let error: string | undefined;
  let serverChanged = false;
  let heldBack = false;
  let stopped = false;
  for (let pass = 0; pass < MAX_PASSES && !stopped; pass++) {
    let moved = false;
    for (const record of await allOf(userId)) {
      // Never send one user's entries with another's login (a logout or login meanwhile).
      if (currentUserId() !== userId || getToken() !== token) {
        stopped = true;
        break;
      }
      if (waitsForUpdate(record)) continue;
      if (record.op === 'create' && !record.tried) await markTried(record);
      const outcome = await sendRecord(record, token);
      if (outcome.kind === 'sent') {
        await settle(record);
        moved = serverChanged = true;
      } else if (outcome.kind === 'held') {
        // Kept, and the ones after it still go: told once, whatever later loads find.
        await changeRecord(userId, record.id, (now) =>
          now ? { ...now, held: { at: Date.now(), load: THIS_LOAD } } : undefined,
        );
        console.warn(`A practice log entry was held back by the server: ${outcome.message}`);
        if (!record.held) toast.error(PRACTICE_LOG_DEVICE_MESSAGES.held);
        error = PRACTICE_LOG_DEVICE_MESSAGES.held;
        heldBack = true;
      } else if (outcome.kind === 'gone') {
        // It can never be accepted: keeping it would only fail again.
        await changeRecord(userId, record.id, () => null);
        toast.error(PRACTICE_LOG_DEVICE_MESSAGES.changeDropped);
        error = PRACTICE_LOG_DEVICE_MESSAGES.changeDropped;
        moved = serverChanged = true;
      } else {
        stopped = true;
        if (outcome.kind === 'offline') {
          error = OFFLINE_MESSAGE;
          // No answer although the browser is online (a timeout, a flaky network): try again
          // later; offline, the 'online' event sends.
          if (navigator.onLine) retryLater();
        } else if (outcome.kind === 'later') {
          error = PRACTICE_LOG_DEVICE_MESSAGES.later;
          retryLater(outcome.retryAfterMs);
        } else {
          error = PRACTICE_LOG_DEVICE_MESSAGES.loggedOut;
        }
        break;
      }
    }
    if (!moved) break;
  }
  if (!stopped) retryDelay = RETRY_MIN_MS;
  if (serverChanged || heldBack) changedHere(serverChanged);
  return { left: await countOf(userId), ...(error ? { error } : {}) };
}

function withLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = 'locks' in navigator ? navigator.locks : undefined;
  return locks ? (locks.request(LOCK, work) as Promise<T>) : work();
}

let running: Promise<SyncOutcome> | null = null;
let again = false;

/**
 * Sends the logged-in user's outbox now and says what is left. Single-flight: a call while a
 * send runs makes that send go over the outbox once more when it ends (what was added
 * meanwhile goes too), and answers that send's outcome.
 */
export function sendUnsent(): Promise<SyncOutcome> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    let outcome: SyncOutcome;
    do {
      again = false;
      const userId = currentUserId();
      if (!userId) return { left: 0 };
      try {
        outcome = await withLock(() => flush(userId));
      } catch (err) {
        console.error('The practice log outbox could not be sent', err);
        // Online, a pass that failed (its code's file did not load, the database was busy) is
        // tried again later; offline, the 'online' event sends.
        if (navigator.onLine) retryLater();
        return { left: await countOf(userId).catch(() => 0), error: String(err) };
      }
    } while (again);
    return outcome;
  })().finally(() => {
    running = null;
  });
  return running;
}

/** How many records (sessions not sent, and changes to sent ones) wait on this device for `userId`. */
export function unsentCount(userId: string): Promise<number> {
  return countOf(userId);
}

/** What waits on this device for `userId`, as a user tells it apart. */
export interface UnsentSummary {
  /** Sessions the server has not got yet. */
  sessions: number;
  /** Changes (a note, a rating, a deletion) to sessions the server has. */
  changes: number;
}

/** What waits on this device for `userId`: sessions not sent, and changes to sent ones. */
export async function unsentSummary(userId: string): Promise<UnsentSummary> {
  // an empty outbox (the usual case) is counted without reading its records
  if ((await countOf(userId)) === 0) return { sessions: 0, changes: 0 };
  const records = await allOf(userId);
  const sessions = records.filter((r) => r.op === 'create').length;
  return { sessions, changes: records.length - sessions };
}

/** A new record, unless the user's outbox is full. */
function capped(count: number): boolean {
  if (count < OUTBOX_CAP) return false;
  toast.error(PRACTICE_LOG_DEVICE_MESSAGES.full);
  return true;
}

export const practiceLog: PracticeLogDevice = {
  async add(input) {
    // Offline with the schemas' file gone (the browser dropped what the service worker kept),
    // the run is kept as the timer made it: it is checked when read back to be sent, and by the
    // server. A run is never lost for want of the check.
    const schemas = await loadSchemas().catch((err: unknown) => {
      console.warn('The entry check could not load: the run is kept unchecked', err);
      return null;
    });
    // (unchecked, its defaults are filled in when it is read back: the same schema reads it)
    const entry = schemas ? schemas.newPracticeLogEntrySchema.parse(input) : (input as PracticeLogFields);
    // A visitor's run and a Basic user's (trial mode off) are not logged. Unknown (offline with
    // nothing kept) is kept: the server decides when it is sent.
    const access = await accessNow();
    const userId = currentUserId();
    if (access === 'visitor' || access === 'proOnly' || !userId) return;
    const record: OutboxRecord = {
      userId,
      id: entry._id,
      queuedAt: Date.now(),
      rev: 0,
      tried: false,
      op: 'create',
      entry,
    };
    try {
      // The same id twice is one entry: the first one stays.
      await changeRecord(userId, entry._id, (now, count) => (now || capped(count) ? undefined : record));
    } catch (err) {
      // No IndexedDB here (a private window of some browsers): send it at once instead.
      console.error('The practice log outbox could not be written', err);
      const token = getToken();
      if (token && (await sendRecord(record, token)).kind === 'sent') changedHere(true);
      else toast.error(PRACTICE_LOG_DEVICE_MESSAGES.notKept);
      return;
    }
    changedHere(false);
    void sendUnsent();
  },

  async edit(rawId, rawPatch) {
    const { updatePracticeLogEntrySchema } = await loadSchemas();
    const patch = updatePracticeLogEntrySchema.parse(rawPatch);
    const userId = currentUserId();
    if (!userId) return;
    const id = rawId.toLowerCase();
    await changeRecord(userId, id, (now, count) => {
      if (now?.op === 'create') {
        const entry = { ...now.entry, ...mergePatch({}, patch) };
        return { ...now, rev: now.rev + 1, entry: { ...entry, note: entry.note ?? '' } };
      }
      if (now?.op === 'update') return { ...now, rev: now.rev + 1, patch: mergePatch(now.patch, patch) };
      if (now?.op === 'delete' || capped(count)) return undefined;
      return { userId, id, queuedAt: Date.now(), rev: 0, tried: true, op: 'update', patch };
    });
    changedHere(false);
    void sendUnsent();
  },

  async remove(rawId) {
    const userId = currentUserId();
    if (!userId) return;
    const id = rawId.toLowerCase();
    await changeRecord(userId, id, (now, count) => {
      // Never sent: forgetting it here is enough.
      if (now?.op === 'create' && !now.tried) return null;
      if (now?.op === 'delete' || (!now && capped(count))) return undefined;
      return {
        userId,
        id,
        queuedAt: now?.queuedAt ?? Date.now(),
        rev: (now?.rev ?? -1) + 1,
        tried: true,
        op: 'delete',
      };
    });
    changedHere(false);
    void sendUnsent();
  },

  async syncNow() {
    await sendUnsent();
  },
};

/**
 * What sends on its own, once this module loads in a page: at load with a logged-in user, on
 * login, when the browser comes online, and on each (re)connect of the realtime socket. An
 * entry changed on another device arrives as `practice-log` and the log is read again.
 */
function startSync(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('online', () => void sendUnsent());
  useSession.subscribe((now, before) => {
    if (now.user?._id === before.user?._id) return;
    void refreshOutboxState();
    if (now.user) void keepJournaled().then(() => sendUnsent());
    else clearTimeout(retryTimer);
  });
  realtime.on('connected', () => void sendUnsent());
  realtime.on('practice-log', () => void queryClient.invalidateQueries({ queryKey: practiceLogKeys.all }));
  channel?.addEventListener('message', (e: MessageEvent<{ serverToo?: unknown }>) => {
    if (e.data?.serverToo === true) void queryClient.invalidateQueries({ queryKey: practiceLogKeys.all });
    void refreshOutboxState();
  });
  void refreshOutboxState();
  if (currentUserId()) void keepJournaled().then(() => sendUnsent());
}

/**
 * Keeps the runs a page ended and could not keep before it was left (run-journal.ts): each goes
 * to the outbox as it would have (the same run twice is one entry), then is struck off.
 */
async function keepJournaled(): Promise<void> {
  const userId = currentUserId();
  if (!userId) return;
  for (const { id, entry } of journaledRuns(userId)) {
    // struck off meanwhile: kept by the page that ran it
    if (!journaledRuns(userId).some((j) => j.id === id)) continue;
    try {
      await practiceLog.add(entry as NewPracticeLogEntry);
      runKept(id);
    } catch (err) {
      // one no check passes is never kept: struck off; anything else is tried at the next load
      if (err instanceof Error && err.name === 'ZodError') runKept(id);
      console.error('A run written down before it was kept could not be kept yet', err);
    }
  }
}

startSync();
