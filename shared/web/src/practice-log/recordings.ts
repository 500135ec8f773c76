// Recordings kept on this device (IndexedDB, which survives reloads and works offline): the
// video, what it is (tool, when, how long) and its cue timeline. Never sent anywhere. Each user's
// own: a shared device keeps them apart by user id.
import type { ToolKey } from '@handyq/domain';
import { idbStore } from '../lib/idb';
import type { RecordingMark } from './recording-timeline';

export interface Recording {
  id: string;
  userId: string;
  tool: ToolKey;
  /** When the run (and the recording) began, ms since the epoch. */
  createdAt: number;
  durationMs: number;
  video: Blob;
  marks: RecordingMark[];
}

const STORE = 'recordings';
const BY_OWNER = 'userTool';

const recordings = idbStore('handyq-recordings', STORE, (db) => {
  db.createObjectStore(STORE, { keyPath: 'id' }).createIndex(BY_OWNER, ['userId', 'tool']);
});

/** The device said there is no room left (or the browser's quota for this site is used). */
export class StorageFullError extends Error {
  override name = 'StorageFullError';
}

export async function keepRecording(recording: Recording): Promise<void> {
  try {
    await recordings.run<void>('readwrite', (store, done) => {
      store.put(recording);
      done(undefined);
    });
  } catch (e) {
    if ((e as { name?: string } | null)?.name === 'QuotaExceededError')
      throw new StorageFullError('No space left');
    throw e;
  }
}

/** The user's recordings of `tool`, newest first. */
export async function recordingsOf(userId: string, tool: ToolKey): Promise<Recording[]> {
  const all = await recordings.run<Recording[]>('readonly', (store, done) => {
    const req = store.index(BY_OWNER).getAll(IDBKeyRange.only([userId, tool]));
    req.onsuccess = () => done(req.result as Recording[]);
  });
  return all.sort((a, b) => b.createdAt - a.createdAt);
}

/** All of the user's recordings (every timer), newest first: what the PracticeLog links its runs to. */
export async function allRecordingsOf(userId: string): Promise<Recording[]> {
  const all = await recordings.run<Recording[]>('readonly', (store, done) => {
    // the index is [userId, tool]: every tool of this user lies between [userId] and [userId, '\uffff']
    const req = store.index(BY_OWNER).getAll(IDBKeyRange.bound([userId], [userId, '\uffff']));
    req.onsuccess = () => done(req.result as Recording[]);
  });
  return all.sort((a, b) => b.createdAt - a.createdAt);
}

/** One recording by its id, if it is still on this device and is the user's. */
export async function recordingById(userId: string, id: string): Promise<Recording | null> {
  const found = await recordings.run<Recording | undefined>('readonly', (store, done) => {
    const req = store.get(id);
    req.onsuccess = () => done(req.result as Recording | undefined);
  });
  return found && found.userId === userId ? found : null;
}

/**
 * The recording of a logged run: of the same tool, begun while the run went (a recording starts
 * with the run's first cue, a moment after the log's start). Null when the device has none.
 */
export function recordingOfRun<R extends Pick<Recording, 'tool' | 'createdAt'>>(
  list: readonly R[],
  run: { tool?: string | null; startedAt: number; endedAt: number },
): R | null {
  return (
    list.find(
      (r) => r.tool === run.tool && r.createdAt >= run.startedAt - 2_000 && r.createdAt <= run.endedAt,
    ) ?? null
  );
}

export function deleteRecording(id: string): Promise<void> {
  return recordings.run<void>('readwrite', (store, done) => {
    store.delete(id);
    done(undefined);
  });
}

/** What the device has used and has left for this site, when the browser says (bytes). */
export async function storageSpace(): Promise<{ used: number; left: number } | null> {
  const estimate = await navigator.storage?.estimate?.().catch(() => null);
  if (!estimate?.quota) return null;
  return { used: estimate.usage ?? 0, left: Math.max(0, estimate.quota - (estimate.usage ?? 0)) };
}
