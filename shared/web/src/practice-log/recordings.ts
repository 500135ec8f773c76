// Recordings kept on this device (IndexedDB, which survives reloads and works offline): what each
// is (tool, when, how long, its cue timeline) in one database, its video's bytes in another, read
// only when it is watched, saved or shared. Never sent anywhere unless the user shares one. Each
// user's own: a shared device keeps them apart by user id.
//
// The video is kept as its bytes (an ArrayBuffer), not as a Blob: WebKit refuses a Blob in
// IndexedDB in some sessions (Safari's private browsing, and the automation sessions the engine
// tests run in), where bytes are kept everywhere.
import type { ToolKey } from '@handyq/domain';
import { idbStore } from '../lib/idb';
import type { RecordingMark } from './recording-timeline';

/**
 * The pose the model read in one frame while the recording ran (HoldOn's camera start reads
 * the same camera): where the line is drawn over the video as it plays. Points in the frame's
 * pixels, as the model gives them (@handyq/line's Pose).
 */
export interface RecordedPose {
  /** ms from the recording's start */
  atMs: number;
  width: number;
  height: number;
  pose: Partial<Record<string, { x: number; y: number; score: number }>>;
}

/** At most this many poses a second are kept (the model reads up to about 30). */
export const POSES_PER_SECOND = 10;
/** And at most this many in all: an hour's at that rate (a recording runs on, its line stops). */
export const POSES_MAX = 36_000;

/** What was recorded: a Coach Kit tool's run, or a Library workout's (all its steps in one). */
export type RecordedRun = ToolKey | 'workout' | 'cueCraft';

/** What a recording is, without its video (which `videoOf` reads). */
export interface RecordingInfo {
  id: string;
  userId: string;
  tool: RecordedRun;
  /** A workout's recording: the workout's Library item (where it is run) and title; a CueCraft one's, the sequence's name. */
  itemId?: string;
  title?: string;
  /** When the run (and the recording) began, ms since the epoch. */
  createdAt: number;
  durationMs: number;
  /** The video's type ('video/webm;codecs=vp9', 'video/mp4') and size in bytes. */
  type: string;
  size: number;
  marks: RecordingMark[];
  /** The line as read while it ran, where the pose model ran (HoldOn's camera start). */
  poses?: RecordedPose[];
}

/** A recording with its video: what is kept. */
export interface Recording extends Omit<RecordingInfo, 'type' | 'size'> {
  video: Blob;
}

const STORE = 'recordings';
const BY_OWNER = 'userTool';

const infos = idbStore('handyq-recordings', STORE, (db) => {
  db.createObjectStore(STORE, { keyPath: 'id' }).createIndex(BY_OWNER, ['userId', 'tool']);
});
const videos = idbStore('handyq-recording-videos', 'videos', (db) => {
  db.createObjectStore('videos', { keyPath: 'id' });
});

interface KeptVideo {
  id: string;
  type: string;
  bytes: ArrayBuffer;
}
/** An info as stored: one kept before the videos had a database of their own holds its Blob. */
type StoredInfo = RecordingInfo | (Omit<RecordingInfo, 'type' | 'size'> & { video: Blob });

const infoOf = (stored: StoredInfo): RecordingInfo => {
  if (!('video' in stored)) return stored;
  const { video, ...rest } = stored;
  return { ...rest, type: video.type, size: video.size };
};

/** The device said there is no room left (or the browser's quota for this site is used). */
export class StorageFullError extends Error {
  override name = 'StorageFullError';
}

const isQuota = (e: unknown) => (e as { name?: string } | null)?.name === 'QuotaExceededError';

export async function keepRecording(recording: Recording): Promise<RecordingInfo> {
  const { video, ...rest } = recording;
  const info: RecordingInfo = { ...rest, type: video.type, size: video.size };
  try {
    const bytes = await video.arrayBuffer();
    await videos.run<void>('readwrite', (store, done) => {
      store.put({ id: info.id, type: info.type, bytes } satisfies KeptVideo);
      done(undefined);
    });
    try {
      await infos.run<void>('readwrite', (store, done) => {
        store.put(info);
        done(undefined);
      });
    } catch (e) {
      // no half-kept recording: its video goes too
      await removeFrom(videos, info.id).catch(() => undefined);
      throw e;
    }
    return info;
  } catch (e) {
    if (isQuota(e)) throw new StorageFullError('No space left');
    throw e;
  }
}

/** The user's recordings of `tool` (of a workout: of that item's), newest first. */
export async function recordingsOf(
  userId: string,
  tool: RecordedRun,
  itemId?: string,
): Promise<RecordingInfo[]> {
  const list = await listed(IDBKeyRange.only([userId, tool]));
  return itemId === undefined ? list : list.filter((r) => r.itemId === itemId);
}

/** All of the user's recordings (every timer), newest first: what the PracticeLog links its runs to. */
export async function allRecordingsOf(userId: string): Promise<RecordingInfo[]> {
  // the index is [userId, tool]: every tool of this user lies between [userId] and [userId, '\uffff']
  return listed(IDBKeyRange.bound([userId], [userId, '\uffff']));
}

async function listed(range: IDBKeyRange): Promise<RecordingInfo[]> {
  const all = await infos.run<StoredInfo[]>('readonly', (store, done) => {
    const req = store.index(BY_OWNER).getAll(range);
    req.onsuccess = () => done(req.result as StoredInfo[]);
  });
  return all.map(infoOf).sort((a, b) => b.createdAt - a.createdAt);
}

/** One recording by its id, if it is still on this device and is the user's. */
export async function recordingById(userId: string, id: string): Promise<RecordingInfo | null> {
  const found = await infos.run<StoredInfo | undefined>('readonly', (store, done) => {
    const req = store.get(id);
    req.onsuccess = () => done(req.result as StoredInfo | undefined);
  });
  return found && found.userId === userId ? infoOf(found) : null;
}

/** A recording's video, read from the device (null once it is gone). */
export async function videoOf(id: string): Promise<Blob | null> {
  const kept = await videos.run<KeptVideo | undefined>('readonly', (store, done) => {
    const req = store.get(id);
    req.onsuccess = () => done(req.result as KeptVideo | undefined);
  });
  if (kept) return new Blob([kept.bytes], { type: kept.type });
  const stored = await infos.run<StoredInfo | undefined>('readonly', (store, done) => {
    const req = store.get(id);
    req.onsuccess = () => done(req.result as StoredInfo | undefined);
  });
  return stored && 'video' in stored ? stored.video : null;
}

/**
 * The pose a moment `ms` into the video shows: the one read nearest to it, within a quarter of a
 * second (a frame the model skipped shows its neighbour; a gap, nobody in view, shows none).
 */
export function poseAt(poses: readonly RecordedPose[] | undefined, ms: number): RecordedPose | null {
  if (!poses?.length) return null;
  // binary search: the first one after `ms`; the nearest is it or the one before
  let lo = 0;
  let hi = poses.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (poses[mid]!.atMs <= ms) lo = mid + 1;
    else hi = mid;
  }
  const after = poses[lo];
  const before = poses[lo - 1];
  const nearest = !before || (after && after.atMs - ms < ms - before.atMs) ? after : before;
  return nearest && Math.abs(nearest.atMs - ms) <= 250 ? nearest : null;
}

/**
 * The recording of a logged run: of the same tool (a workout's: of the same workout item), begun
 * while the run went (a recording starts with the run's first cue, a moment after the log's
 * start). Null when the device has none.
 */
export function recordingOfRun<R extends Pick<RecordingInfo, 'tool' | 'createdAt' | 'itemId'>>(
  list: readonly R[],
  run: { tool?: string | null; itemId?: string | null; startedAt: number; endedAt: number },
): R | null {
  return (
    list.find(
      (r) =>
        r.tool === run.tool &&
        (r.tool !== 'workout' || r.itemId === run.itemId) &&
        r.createdAt >= run.startedAt - 2_000 &&
        r.createdAt <= run.endedAt,
    ) ?? null
  );
}

const removeFrom = (db: typeof infos, id: string) =>
  db.run<void>('readwrite', (store, done) => {
    store.delete(id);
    done(undefined);
  });

export async function deleteRecording(id: string): Promise<void> {
  await removeFrom(infos, id);
  await removeFrom(videos, id);
}

/** What the device has used and has left for this site, when the browser says (bytes). */
export async function storageSpace(): Promise<{ used: number; left: number } | null> {
  const estimate = await navigator.storage?.estimate?.().catch(() => null);
  if (!estimate?.quota) return null;
  return { used: estimate.usage ?? 0, left: Math.max(0, estimate.quota - (estimate.usage ?? 0)) };
}
