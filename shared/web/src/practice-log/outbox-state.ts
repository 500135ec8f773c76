import { useSyncExternalStore } from 'react';
import type { PracticeLogEntry } from '@handyq/domain/schemas';
import { useSession } from '@handyq/web';
import { allOf } from './outbox-db';
import type { LogPatch, OutboxRecord } from './outbox-record';

/**
 * An entry as the device knows it: the server's, or one still in the outbox (`unsent`), which
 * the server may have held back until an update (`held`).
 */
export type DeviceLogEntry = PracticeLogEntry & { unsent?: boolean; held?: boolean };

/** Changes to sent entries that the outbox still holds: the page shows them before they land. */
export interface PendingChanges {
  /** Entries deleted here, not yet on the server. */
  removed: ReadonlySet<string>;
  /** A new note and/or rating made here, not yet on the server. */
  edited: ReadonlyMap<string, LogPatch>;
}

interface Snapshot {
  userId: string | null;
  unsent: DeviceLogEntry[];
  pending: PendingChanges;
}

const EMPTY: Snapshot = { userId: null, unsent: [], pending: { removed: new Set(), edited: new Map() } };

let snapshot = EMPTY;
let reads = 0;
const listeners = new Set<() => void>();

/** Newest start first, then the greater id: the order of the server's list. */
const newestFirst = (a: DeviceLogEntry, b: DeviceLogEntry) =>
  b.startedAt - a.startedAt || (a._id < b._id ? 1 : a._id > b._id ? -1 : 0);

function snapshotOf(userId: string, records: OutboxRecord[]): Snapshot {
  const unsent: DeviceLogEntry[] = [];
  const removed = new Set<string>();
  const edited = new Map<string, LogPatch>();
  for (const r of records) {
    if (r.op === 'create')
      unsent.push({ ...r.entry, createdAt: r.queuedAt, unsent: true, ...(r.held ? { held: true } : {}) });
    else if (r.op === 'delete') removed.add(r.id);
    else edited.set(r.id, r.patch);
  }
  return { userId, unsent: unsent.sort(newestFirst), pending: { removed, edited } };
}

/**
 * Reads the logged-in user's outbox again and tells the hooks. Called after every change made
 * here, when another tab says it changed it, and when the user changes.
 */
export async function refreshOutboxState(): Promise<void> {
  const read = ++reads;
  const userId = useSession.getState().user?._id ?? null;
  let next = EMPTY;
  if (userId) {
    try {
      next = snapshotOf(userId, await allOf(userId));
    } catch (err) {
      console.error('The practice log outbox could not be read', err);
      return;
    }
  }
  if (read !== reads) return; // a newer read is on its way
  snapshot = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Live: the logged-in user's entries not sent yet, newest first ('Not synced yet'). */
export function useUnsentEntries(): DeviceLogEntry[] {
  return useSyncExternalStore(
    subscribe,
    () => snapshot.unsent,
    () => EMPTY.unsent,
  );
}

/** Live: deletions and note/rating edits of sent entries still waiting in the outbox. */
export function usePendingChanges(): PendingChanges {
  return useSyncExternalStore(
    subscribe,
    () => snapshot.pending,
    () => EMPTY.pending,
  );
}
