import { runInThisContext } from 'node:vm';
import type * as Recordings from './recordings';
import type { Recording } from './recordings';

// jsdom has no IndexedDB: fake-indexeddb, with Node's structuredClone and Blob (which it clones)
const host = runInThisContext('globalThis') as typeof globalThis;
Object.assign(globalThis, { structuredClone: host.structuredClone, Blob: host.Blob });
let store: typeof Recordings;
beforeAll(async () => {
  const { indexedDB, IDBKeyRange } = await import('fake-indexeddb');
  Object.assign(globalThis, { indexedDB, IDBKeyRange });
  store = await import('./recordings');
});
const keepRecording = (r: Recording) => store.keepRecording(r);
const recordingsOf = (userId: string, tool: Recording['tool']) => store.recordingsOf(userId, tool);
const deleteRecording = (id: string) => store.deleteRecording(id);
const allRecordingsOf = (userId: string) => store.allRecordingsOf(userId);

const recording = (over: Partial<Recording>): Recording => ({
  id: crypto.randomUUID(),
  userId: 'ada',
  tool: 'holdOn',
  createdAt: 1_000,
  durationMs: 7_000,
  video: new Blob(['frames'], { type: 'video/webm' }),
  marks: [{ atMs: 0, label: 'Get ready', phase: 'getReady', set: 1 }],
  ...over,
});

describe('recordings kept on the device', () => {
  it("keeps each user's recordings of each timer apart, newest first, with the video and its marks", async () => {
    const older = recording({ createdAt: 1_000 });
    const newer = recording({ createdAt: 2_000 });
    await keepRecording(older);
    await keepRecording(newer);
    await keepRecording(recording({ userId: 'bo' }));
    await keepRecording(recording({ tool: 'drillDJ' }));
    const mine = await recordingsOf('ada', 'holdOn');
    expect(mine.map((r) => r.id)).toEqual([newer.id, older.id]);
    // the list says what each is; the video is read when wanted
    expect(mine[0]).toMatchObject({ type: 'video/webm', size: 6 });
    expect(mine[0]).not.toHaveProperty('video');
    const video = await store.videoOf(mine[0]!.id);
    expect(await video!.text()).toBe('frames');
    expect(video!.type).toBe('video/webm');
    expect(mine[0]!.marks).toEqual([{ atMs: 0, label: 'Get ready', phase: 'getReady', set: 1 }]);
  });

  it('deletes one, leaving the rest', async () => {
    const a = recording({ userId: 'cy' });
    const b = recording({ userId: 'cy' });
    await keepRecording(a);
    await keepRecording(b);
    await deleteRecording(a.id);
    expect((await recordingsOf('cy', 'holdOn')).map((r) => r.id)).toEqual([b.id]);
    expect(await store.videoOf(a.id)).toBeNull();
    expect(await (await store.videoOf(b.id))!.text()).toBe('frames');
  });

  it('reads a recording kept before the videos had a database of their own (its Blob inline)', async () => {
    const old = recording({ userId: 'eve' });
    await new Promise<void>((done) => {
      const req = indexedDB.open('handyq-recordings', 1);
      req.onsuccess = () => {
        const tx = req.result.transaction('recordings', 'readwrite');
        tx.objectStore('recordings').put(old);
        tx.oncomplete = () => done();
      };
    });
    const [info] = await recordingsOf('eve', 'holdOn');
    expect(info).toMatchObject({ id: old.id, type: 'video/webm', size: 6 });
    expect(info).not.toHaveProperty('video');
    expect(await (await store.videoOf(old.id))!.text()).toBe('frames');
  });
});

describe("a user's recordings, every timer", () => {
  it("lists all of one user's, newest first, and finds one by id only for its owner", async () => {
    const hold = recording({ userId: 'di', createdAt: 5_000 });
    const drill = recording({ userId: 'di', tool: 'drillDJ', createdAt: 6_000 });
    await keepRecording(hold);
    await keepRecording(drill);
    await keepRecording(recording({ userId: 'dia' }));
    await keepRecording(recording({ userId: 'd' }));
    expect((await allRecordingsOf('di')).map((r) => r.id)).toEqual([drill.id, hold.id]);
    expect((await store.recordingById('di', hold.id))?.tool).toBe('holdOn');
    expect(await store.recordingById('bo', hold.id)).toBeNull();
    expect(await store.recordingById('di', 'gone')).toBeNull();
  });

  it("finds a logged run's recording: the same tool, begun while the run went", () => {
    const list = [
      { id: 'a', tool: 'holdOn' as const, createdAt: 10_400 },
      { id: 'b', tool: 'drillDJ' as const, createdAt: 10_400 },
      { id: 'c', tool: 'holdOn' as const, createdAt: 30_000 },
    ];
    expect(store.recordingOfRun(list, { tool: 'holdOn', startedAt: 10_000, endedAt: 20_000 })?.id).toBe('a');
    expect(store.recordingOfRun(list, { tool: 'drillDJ', startedAt: 10_000, endedAt: 20_000 })?.id).toBe('b');
    expect(store.recordingOfRun(list, { tool: 'holdOn', startedAt: 21_000, endedAt: 25_000 })).toBeNull();
    expect(store.recordingOfRun(list, { tool: null, startedAt: 10_000, endedAt: 20_000 })).toBeNull();
  });

  it("finds a workout run's recording by its workout, and lists a workout's own", async () => {
    const list = [
      { id: 'w1', tool: 'workout' as const, itemId: 'item-1', createdAt: 10_400 },
      { id: 'w2', tool: 'workout' as const, itemId: 'item-2', createdAt: 10_500 },
    ];
    const run = { tool: 'workout', startedAt: 10_000, endedAt: 90_000 };
    expect(store.recordingOfRun(list, { ...run, itemId: 'item-2' })?.id).toBe('w2');
    expect(store.recordingOfRun(list, { ...run, itemId: 'item-3' })).toBeNull();
    const a = recording({ userId: 'wo', tool: 'workout', itemId: 'item-1', title: 'Wall ladder' });
    const b = recording({ userId: 'wo', tool: 'workout', itemId: 'item-2', createdAt: a.createdAt + 1 });
    await keepRecording(a);
    await keepRecording(b);
    expect((await store.recordingsOf('wo', 'workout', 'item-1')).map((r) => [r.id, r.title])).toEqual([
      [a.id, 'Wall ladder'],
    ]);
    expect((await store.recordingsOf('wo', 'workout')).map((r) => r.id)).toEqual([b.id, a.id]);
  });
});

describe('the line as it was read, by the moment of the video', () => {
  const pose = (atMs: number) => ({
    atMs,
    width: 640,
    height: 480,
    pose: { nose: { x: atMs, y: 0, score: 1 } },
  });
  const poses = [pose(100), pose(200), pose(300), pose(900)];

  it('is the pose read nearest to it, within a quarter of a second', () => {
    expect(store.poseAt(poses, 0)?.atMs).toBe(100);
    expect(store.poseAt(poses, 100)?.atMs).toBe(100);
    expect(store.poseAt(poses, 149)?.atMs).toBe(100);
    expect(store.poseAt(poses, 151)?.atMs).toBe(200);
    expect(store.poseAt(poses, 550)?.atMs).toBe(300);
    expect(store.poseAt(poses, 600)).toBeNull();
    expect(store.poseAt(poses, 650)?.atMs).toBe(900);
    expect(store.poseAt(poses, 1150)?.atMs).toBe(900);
    expect(store.poseAt(poses, 1151)).toBeNull();
    expect(store.poseAt(poses, -300)).toBeNull();
    expect(store.poseAt(undefined, 100)).toBeNull();
    expect(store.poseAt([], 100)).toBeNull();
  });
});
