// The page's side of the pose worker: one frame in flight at a time. A caller with a new frame
// while the worker is busy is told so and drops it (a camera page never queues frames: the
// readout shows the newest frame read, never a backlog). Knows no browser global: the worker
// is handed in, so the rules are tested with a fake one.
import type { Pose } from '../keypoints';
import type { PoseReply, PoseRequest } from './protocol';

/** What the engine needs of a Worker. */
export interface PoseWorkerLike {
  postMessage(message: PoseRequest, transfer?: Transferable[]): void;
  onmessage: ((e: { data: PoseReply }) => void) | null;
  onerror: ((e: { message?: string }) => void) | null;
  terminate(): void;
}

/** One frame read: the pose in the frame's own pixels. */
export interface PoseFrame {
  pose: Pose;
  width: number;
  height: number;
  /** The worker's time for the frame (ms) and the model's reads of it (2 when turned over too). */
  ms: number;
  reads: number;
}

/** The model could not be loaded (offline before first use, say): not a problem of one frame. */
export class PoseModelError extends Error {
  override name = 'PoseModelError';
}

export interface PoseEngine {
  /** Loads the model (once); rejects with PoseModelError when it cannot. */
  load(): Promise<void>;
  /**
   * Reads one frame, which the worker then owns (and closes); rejects while another is in flight.
   * `still`: a photo or a chosen video's frame, read the same whatever came before it; a live
   * camera's frames (the default) are read knowing which way up the person was a frame ago.
   */
  read(frame: ImageBitmap, opts?: { still?: boolean }): Promise<PoseFrame>;
  /** A frame is in flight: a new one should be dropped, not sent. */
  readonly busy: boolean;
  terminate(): void;
}

/** A frame was offered while another was in flight. */
export class PoseBusyError extends Error {
  override name = 'PoseBusyError';
}

export function createPoseEngine(createWorker: () => PoseWorkerLike): PoseEngine {
  let worker: PoseWorkerLike | undefined;
  let nextId = 1;
  let inFlight = 0;
  let loading: Promise<void> | undefined;
  const pending = new Map<number, { resolve: (r: PoseReply) => void; reject: (e: Error) => void }>();

  const failAll = (message: string) => {
    for (const p of pending.values()) p.reject(new PoseModelError(message));
    pending.clear();
    loading = undefined;
    worker?.terminate();
    worker = undefined; // the next call starts a new one
  };

  const started = (): PoseWorkerLike => {
    if (!worker) {
      const w = createWorker();
      w.onmessage = ({ data }) => {
        const p = pending.get(data.id);
        if (!p) return;
        pending.delete(data.id);
        p.resolve(data);
      };
      w.onerror = (e) => failAll(e.message || 'The pose worker stopped');
      worker = w;
    }
    return worker;
  };

  const ask = (request: PoseRequest, transfer: Transferable[] = []) =>
    new Promise<PoseReply>((resolve, reject) => {
      pending.set(request.id, { resolve, reject });
      started().postMessage(request, transfer);
    });

  const load = (): Promise<void> => {
    loading ??= ask({ type: 'load', id: nextId++ }).then((reply) => {
      if (reply.type === 'failed') throw new PoseModelError(reply.message);
    });
    loading.catch(() => (loading = undefined)); // tried again next time
    return loading;
  };

  return {
    load,
    get busy() {
      return inFlight > 0;
    },
    async read(frame, { still = false } = {}) {
      if (inFlight > 0) {
        frame.close();
        throw new PoseBusyError('A frame is already being read');
      }
      inFlight++;
      try {
        const reply = await ask({ type: 'read', id: nextId++, frame, still }, [frame]);
        if (reply.type === 'failed')
          throw reply.stage === 'load' ? new PoseModelError(reply.message) : new Error(reply.message);
        if (reply.type !== 'pose') throw new Error(`Unexpected reply ${reply.type}`);
        const { pose, width, height, ms, reads } = reply;
        return { pose, width, height, ms, reads };
      } finally {
        inFlight--;
      }
    },
    terminate() {
      failAll('The pose engine was stopped');
    },
  };
}
