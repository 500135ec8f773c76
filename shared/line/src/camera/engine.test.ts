import type { Pose } from '../keypoints';
import { PoseBusyError, PoseModelError, createPoseEngine, type PoseWorkerLike } from './engine';
import type { PoseReply, PoseRequest } from './protocol';

/** A worker that answers when told to, and keeps what it was sent. */
class FakeWorker implements PoseWorkerLike {
  onmessage: ((e: { data: PoseReply }) => void) | null = null;
  onerror: ((e: { message?: string }) => void) | null = null;
  sent: { message: PoseRequest; transfer?: Transferable[] }[] = [];
  terminated = false;
  postMessage(message: PoseRequest, transfer?: Transferable[]) {
    this.sent.push({ message, transfer });
  }
  answer(reply: (request: PoseRequest) => PoseReply) {
    const { message } = this.sent.shift()!;
    this.onmessage?.({ data: reply(message) });
  }
  terminate() {
    this.terminated = true;
  }
}

const frame = () =>
  ({ width: 640, height: 480, close: jest.fn() }) as unknown as ImageBitmap & { close: jest.Mock };
const pose: Pose = { nose: { x: 1, y: 2, score: 0.9 } };
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('the pose engine', () => {
  it('sends a frame to the worker (transferred, not copied) and answers its pose', async () => {
    const worker = new FakeWorker();
    const engine = createPoseEngine(() => worker);
    const f = frame();
    const read = engine.read(f);
    expect(engine.busy).toBe(true);
    expect(worker.sent[0]!.transfer).toEqual([f]);
    expect(worker.sent[0]!.message).toMatchObject({ type: 'read', still: false });
    worker.answer((r) => ({ type: 'pose', id: r.id, pose, width: 640, height: 480, ms: 30, reads: 1 }));
    await expect(read).resolves.toEqual({ pose, width: 640, height: 480, ms: 30, reads: 1 });
    expect(engine.busy).toBe(false);
  });

  it('says when a frame is a still (a photo, a video frame), to be read without the frames before', async () => {
    const worker = new FakeWorker();
    const engine = createPoseEngine(() => worker);
    const read = engine.read(frame(), { still: true });
    expect(worker.sent[0]!.message).toMatchObject({ type: 'read', still: true });
    worker.answer((r) => ({ type: 'pose', id: r.id, pose, width: 1, height: 1, ms: 1, reads: 2 }));
    await expect(read).resolves.toMatchObject({ reads: 2 });
  });

  it('keeps one frame in flight: a second one is dropped (closed), not queued', async () => {
    const worker = new FakeWorker();
    const engine = createPoseEngine(() => worker);
    const first = engine.read(frame());
    const second = frame();
    await expect(engine.read(second)).rejects.toBeInstanceOf(PoseBusyError);
    expect(second.close).toHaveBeenCalled();
    expect(worker.sent).toHaveLength(1);
    worker.answer((r) => ({ type: 'pose', id: r.id, pose, width: 1, height: 1, ms: 1, reads: 1 }));
    await first;
    const third = engine.read(frame());
    expect(worker.sent).toHaveLength(1);
    worker.answer((r) => ({ type: 'pose', id: r.id, pose, width: 1, height: 1, ms: 1, reads: 1 }));
    await expect(third).resolves.toMatchObject({ pose });
  });

  it('a model that cannot load is a PoseModelError, and the next load asks again', async () => {
    const worker = new FakeWorker();
    const engine = createPoseEngine(() => worker);
    const first = engine.load();
    worker.answer((r) => ({ type: 'failed', id: r.id, stage: 'load', message: 'offline' }));
    await expect(first).rejects.toBeInstanceOf(PoseModelError);
    await flush();
    const second = engine.load();
    expect(worker.sent).toHaveLength(1);
    worker.answer((r) => ({ type: 'loaded', id: r.id, backend: 'wasm', ms: 5 }));
    await expect(second).resolves.toBeUndefined();
  });

  it('a frame the worker could not read fails alone; a worker that dies fails what is pending', async () => {
    const workers: FakeWorker[] = [];
    const engine = createPoseEngine(() => {
      workers.push(new FakeWorker());
      return workers.at(-1)!;
    });
    const bad = engine.read(frame());
    workers[0]!.answer((r) => ({ type: 'failed', id: r.id, stage: 'read', message: 'bad frame' }));
    await expect(bad).rejects.toThrow('bad frame');
    await expect(bad).rejects.not.toBeInstanceOf(PoseModelError);
    const pending = engine.read(frame());
    workers[0]!.onerror?.({ message: 'out of memory' });
    await expect(pending).rejects.toBeInstanceOf(PoseModelError);
    expect(workers[0]!.terminated).toBe(true);
    // a new worker for the next frame
    void engine.read(frame());
    expect(workers).toHaveLength(2);
  });
});
