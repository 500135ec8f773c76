import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { DB, type DbHandle } from '../src/db/database';
import { OBJECT_STORE, type ObjectStore } from '../src/upload/storage/object-store';
import { UploadRepository } from '../src/upload/upload.repository';
import { UploadService } from '../src/upload/upload.service';
import { VideoRepository } from '../src/upload/video.repository';
import { apiClient, signUp, type Account, type ApiClient } from './support/accounts';
import { countStoreCalls, type CountedStore, type StoreMethod } from './support/counting-store';
import { DB_TARGETS } from './support/databases';
import { tinyMp4 } from './support/files';
import { STORAGE_TARGETS, UPLOAD_TARGETS } from './support/storages';
import { startTestApp, type TestApp } from './support/test-app';

/** How many videos the request counts are taken with. */
const N = 20;
const HOUR = 60 * 60_000;
/** A grace period that makes everything stored so far old enough to go. */
const ALL = -1000;

/** Calls of each store method: those given, none of the others. */
const only = (calls: Partial<Record<StoreMethod, number>>) => ({
  put: 0,
  read: 0,
  head: 0,
  delete: 0,
  list: 0,
  removeStale: 0,
  ...calls,
});

/** Uploads a small video as `who`; its stored name. */
async function upload(api: ApiClient, who: Account, i = 0): Promise<string> {
  const res = await api
    .post('/api/upload/video', who.token)
    .attach('file', tinyMp4(Buffer.from(`clip ${i} ${Math.random()}`)), {
      filename: 'v.mp4',
      contentType: 'video/mp4',
    })
    .expect(201);
  return (res.body.url as string).split('/').pop()!;
}

/**
 * Stores a video as the release before this one did: its bytes and a sidecar beside them
 * (`sidecar`: its text, a good one by default), no row. Its stored name and bytes.
 */
async function legacyVideo(
  t: TestApp,
  ownerId: string,
  sidecar?: string,
): Promise<{ file: string; bytes: Buffer }> {
  const store = t.app.get<symbol, ObjectStore>(OBJECT_STORE);
  const id = randomBytes(16).toString('hex');
  const bytes = tinyMp4(randomBytes(200));
  await store.put(`videos/${id}.mp4`, Readable.from([bytes]), { contentType: 'video/mp4', maxBytes: 1e6 });
  const json = Buffer.from(
    sidecar ??
      JSON.stringify({
        ownerId,
        size: bytes.length,
        contentType: 'video/mp4',
        createdAt: new Date().toISOString(),
      }),
  );
  await store.put(`videos/${id}.json`, Readable.from([json]), {
    contentType: 'application/json',
    maxBytes: 1e6,
  });
  return { file: `${id}.mp4`, bytes };
}

describe.each(UPLOAD_TARGETS)('videos on record in the database on $name', (target) => {
  let t: TestApp;
  let api: ApiClient;
  let owner: Account;
  let calls: CountedStore;
  const sweep = (graceMs: number) => t.app.get(UploadService).sweepOrphans(graceMs);
  const onRecord = (file: string) => t.app.get(VideoRepository).find(file);
  /** The bucket's HTTP requests so far (none on disk). */
  const requests = () => t.storage.requests?.() ?? 0;
  /** The prefixes a sweep lists: videos/, and media/ where images are objects too (a bucket). */
  const LISTS = target.storage.name === 's3' ? 2 : 1;

  beforeAll(async () => {
    t = await startTestApp(target.db, { storage: target.storage });
    api = apiClient(t, []);
    owner = await signUp(api, 'Owner');
    calls = countStoreCalls(t.app);
  });
  afterAll(() => t.close());

  it(`a sweep over ${N} videos on record lists the store once and reads nothing per video`, async () => {
    const files: string[] = [];
    for (let i = 0; i < N; i++) files.push(await upload(api, owner, i));
    for (const file of files) expect(await onRecord(file)).toMatchObject({ ownerId: owner.user._id });

    // None old enough to go: one listing per prefix, nothing else (at edfe83a, with sidecars
    // only, this sweep made 23 requests to the bucket: 3 listings and a sidecar read per video).
    for (let round = 0; round < 2; round++) {
      calls.reset();
      const sent = requests();
      expect(await sweep(HOUR)).toEqual({ images: 0, videos: 0 });
      expect(calls.counts()).toEqual(only({ list: LISTS }));
      if (target.storage.name === 's3') expect(requests() - sent).toBe(2);
    }

    // All of them unused and old: each goes with its sidecar (at edfe83a: 103 requests, a
    // sidecar read and a HEAD more per video, and a third listing).
    calls.reset();
    const sent = requests();
    expect(await sweep(ALL)).toEqual({ images: 0, videos: N });
    expect(calls.counts()).toEqual(only({ list: LISTS, delete: 2 * N }));
    if (target.storage.name === 's3') expect(requests() - sent).toBe(2 + 2 * N);
    expect(t.storage.files('videos/')).toEqual([]);
    for (const file of files) expect(await onRecord(file)).toBeUndefined();
  });

  it('serves a video on record with one read of the store: no HEAD, no sidecar', async () => {
    const file = await upload(api, owner);
    calls.reset();
    await api.get(`/api/video/${file}`).expect(200);
    expect(calls.counts()).toEqual(only({ read: 1 }));
  });

  it('an upload whose sidecar cannot be written fails whole: no row, no object, its bytes given back', async () => {
    const store = t.app.get<symbol, ObjectStore>(OBJECT_STORE);
    const put = store.put.bind(store);
    const failing = jest
      .spyOn(store, 'put')
      .mockImplementation((key, ...rest) =>
        key.endsWith('.json') ? Promise.reject(new Error('the store went away')) : put(key, ...rest),
      );
    const usage = () => t.app.get(UploadRepository).usage(owner.user._id);
    const rows = () => t.app.get(VideoRepository).filesOf(owner.user._id);
    const [usedBefore, rowsBefore, storedBefore] = [await usage(), await rows(), t.storage.files('videos/')];
    try {
      await api
        .post('/api/upload/video', owner.token)
        .attach('file', tinyMp4(), { filename: 'v.mp4', contentType: 'video/mp4' })
        .expect(500);
    } finally {
      failing.mockRestore();
    }
    expect(t.storage.files('videos/')).toEqual(storedBefore);
    expect(await usage()).toBe(usedBefore);
    expect(await rows()).toEqual(rowsBefore);
  });

  it('a video stored with its sidecar only (before this release) is served, deleted and swept as before, its sidecar read once', async () => {
    await sweep(ALL); // what the tests before left
    const other = await signUp(api, 'Other');
    const served = await legacyVideo(t, owner.user._id);
    const deleted = await legacyVideo(t, owner.user._id);
    const swept = await legacyVideo(t, other.user._id);

    // Served: put on record from its sidecar the first time, from the database after that.
    calls.reset();
    const first = await api.get(`/api/video/${served.file}`).buffer(true).expect(200);
    expect(Buffer.from(first.body as Buffer).equals(served.bytes)).toBe(true);
    expect(calls.counts()).toEqual(only({ head: 1, read: 2 }));
    expect(await onRecord(served.file)).toMatchObject({
      ownerId: owner.user._id,
      size: served.bytes.length,
      contentType: 'video/mp4',
    });
    calls.reset();
    await api.get(`/api/video/${served.file}`).expect(200);
    expect(calls.counts()).toEqual(only({ read: 1 }));

    // Deleted by its URL, by its owner only.
    const uploads = t.app.get(UploadService);
    expect(await uploads.deleteStoredMedia(`/api/video/${deleted.file}`, other.user._id)).toBe(false);
    expect(await uploads.deleteStoredMedia(`/api/video/${deleted.file}`, owner.user._id)).toBe(true);
    await api.get(`/api/video/${deleted.file}`).expect(404);
    const id = (file: string) => file.replace(/\.mp4$/, '');
    expect(t.storage.files('videos/').filter((f) => f.startsWith(id(deleted.file)))).toEqual([]);

    // Swept: the first sweep puts the one still unknown on record, reading its sidecar alone;
    // the next reads nothing.
    calls.reset();
    expect(await sweep(HOUR)).toEqual({ images: 0, videos: 0 });
    expect(calls.counts()).toEqual(only({ list: LISTS, read: 1 }));
    expect(await onRecord(swept.file)).toMatchObject({ ownerId: other.user._id });
    calls.reset();
    await sweep(HOUR);
    expect(calls.counts()).toEqual(only({ list: LISTS }));
    // Unused, both go once old enough (their sidecars too).
    expect(await sweep(ALL)).toEqual({ images: 0, videos: 2 });
    for (const { file } of [served, swept]) {
      await api.get(`/api/video/${file}`).expect(404);
      expect(t.storage.files('videos/').filter((f) => f.startsWith(id(file)))).toEqual([]);
    }
  });

  it('a video whose sidecar is not one is left alone: not served, not recorded, not deleted', async () => {
    const broken = [
      await legacyVideo(t, owner.user._id, 'not json'),
      await legacyVideo(t, owner.user._id, JSON.stringify({ ownerId: owner.user._id })),
    ];
    for (const { file } of broken) await api.get(`/api/video/${file}`).expect(404);
    expect(await sweep(ALL)).toEqual({ images: 0, videos: 0 });
    for (const { file } of broken) {
      expect(await onRecord(file)).toBeUndefined();
      expect(t.storage.files('videos/')).toContain(file);
    }
  });

  it('two sweeps asked for at once in one instance both run, one after the other', async () => {
    await upload(api, owner);
    const [a, b] = await Promise.all([sweep(ALL), sweep(ALL)]);
    expect([a, b]).toEqual([
      { images: 0, videos: 1 },
      { images: 0, videos: 0 },
    ]);
  });

  it("the sweep's lock: another session is refused it while it is held; PGlite's one session takes it again", async () => {
    const handle = t.app.get<DbHandle>(DB);
    const nested = await handle.tryLock('test.lock', () => handle.tryLock('test.lock', async () => 'inner'));
    // On a PostgreSQL server the inner try is another connection of the pool: another session.
    expect(nested).toEqual({
      ran: true,
      value: target.db.name === 'postgres' ? { ran: false } : { ran: true, value: 'inner' },
    });
    // Released at the end, also when what ran under it failed.
    await expect(handle.tryLock('test.lock', () => Promise.reject(new Error('failed')))).rejects.toThrow(
      'failed',
    );
    expect(await handle.tryLock('test.lock', async () => 1)).toEqual({ ran: true, value: 1 });
  });
});

const postgres = DB_TARGETS.find((db) => db.name === 'postgres');

// Two API instances, as deployed: one database, one bucket, each sweeping on its own timer.
(postgres ? describe : describe.skip)(
  'the sweep on two API instances sharing a database and a bucket',
  () => {
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      // One secret for both, as a deployment configures it: a token from one is good on the other.
      const env = { JWT_SECRET: randomBytes(32).toString('hex') };
      a = await startTestApp(postgres!, { env, storage: STORAGE_TARGETS.s3 });
      b = await startTestApp(postgres!, { env, sharing: a, storage: 'shared' });
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    it('a sweep started on both at once runs on one; the other skips the round, asking nothing of the store', async () => {
      const api = apiClient(a, []);
      const owner = await signUp(api, 'Owner');
      for (let i = 0; i < N; i++) await upload(i % 2 ? apiClient(b, []) : api, owner, i);
      const sweepOn = (app: TestApp, graceMs = ALL) => app.app.get(UploadService).sweepOrphans(graceMs);
      // Each instance's sweep at start has ended (a sweep in one instance waits for its own).
      await sweepOn(a, HOUR);
      await sweepOn(b, HOUR);

      const [onA, onB] = [countStoreCalls(a.app), countStoreCalls(b.app)];
      const sent = a.storage.requests!();
      // A holds the lock, inside its sweep (held at its first listing) while B starts one.
      const held = onA.holdNextList();
      const sweepA = sweepOn(a);
      await held.reached;
      expect(await sweepOn(b)).toEqual({ images: 0, videos: 0, skipped: true });
      held.release();
      expect(await sweepA).toEqual({ images: 0, videos: N });
      expect(onB.total()).toBe(0);
      expect(onA.counts()).toEqual(only({ list: 2, delete: 2 * N }));
      expect(a.storage.requests!() - sent).toBe(2 + 2 * N);
      expect(a.storage.files('videos/')).toEqual([]);

      // Once A's sweep has ended, B sweeps (and finds nothing left).
      expect(await sweepOn(b)).toEqual({ images: 0, videos: 0 });
      expect(onB.counts()).toEqual(only({ list: 2 }));
    });
  },
);
