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
    expect(await mine[0]!.video.text()).toBe('frames');
    expect(mine[0]!.video.type).toBe('video/webm');
    expect(mine[0]!.marks).toEqual([{ atMs: 0, label: 'Get ready', phase: 'getReady', set: 1 }]);
  });

  it('deletes one, leaving the rest', async () => {
    const a = recording({ userId: 'cy' });
    const b = recording({ userId: 'cy' });
    await keepRecording(a);
    await keepRecording(b);
    await deleteRecording(a.id);
    expect((await recordingsOf('cy', 'holdOn')).map((r) => r.id)).toEqual([b.id]);
  });
});
