// The pose model's Web Worker: MoveNet SinglePose Lightning on TensorFlow.js's WebAssembly
// backend, off the page's thread. The bundler emits this file, the runtime's .wasm and the
// model's weights (from @vladmandic/human, MIT) as files of their own, fetched only when a
// camera page asks for the model, never on a first load; the service worker keeps them on
// first use (shell/src/sw/sw-runtime.ts), so the Line Kit works offline after that.
import * as tf from '@tensorflow/tfjs-core';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { loadGraphModel, type GraphModel } from '@tensorflow/tfjs-converter';
import type { Pose } from '../keypoints';
import { MOVENET_SIZE, TurnOver, letterbox, poseInFrame } from './movenet';
import type { PoseReply, PoseRequest } from './protocol';

// Found by the build as packages are, wherever npm installed them: the weights through an alias
// of the build's (shared/build/rspack.cjs), as their package's exports list none of its files.
const MODEL_URL = new URL('@handyq/movenet-weights/movenet-lightning.json', import.meta.url).href;
const WEIGHTS_URL = new URL('@handyq/movenet-weights/movenet-lightning.bin', import.meta.url).href;
const WASM_URL = new URL('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm', import.meta.url).href;
const WASM_SIMD_URL = new URL(
  '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm',
  import.meta.url,
).href;

interface WorkerScope {
  onmessage: ((e: { data: PoseRequest }) => void) | null;
  postMessage(message: PoseReply): void;
}
const scope = self as unknown as WorkerScope;

interface Reader {
  model: GraphModel;
  backend: string;
}
let reader: Promise<Reader> | undefined;

async function loadReader(): Promise<Reader> {
  // The threaded build needs a cross-origin-isolated page (SharedArrayBuffer) and workers made
  // from blobs: off. The plain and SIMD builds are the two files the browser may fetch.
  tf.env().set('WASM_HAS_MULTITHREAD_SUPPORT', false);
  setWasmPaths({
    'tfjs-backend-wasm.wasm': WASM_URL,
    'tfjs-backend-wasm-simd.wasm': WASM_SIMD_URL,
    'tfjs-backend-wasm-threaded-simd.wasm': WASM_SIMD_URL,
  });
  if (!(await tf.setBackend('wasm'))) throw new Error('The WebAssembly backend could not start');
  const model = await loadGraphModel(MODEL_URL, { weightUrlConverter: async () => WEIGHTS_URL });
  // The first run compiles the graph: done here, not on the first frame.
  tf.tidy(() => model.execute(tf.zeros([1, MOVENET_SIZE, MOVENET_SIZE, 3], 'int32')));
  return { model, backend: tf.getBackend() };
}
const load = () => {
  reader ??= loadReader();
  // a failed load is tried again on the next request (say, once the device is back online)
  reader.catch(() => (reader = undefined));
  return reader;
};

const square = new OffscreenCanvas(MOVENET_SIZE, MOVENET_SIZE);
const ctx = square.getContext('2d', { willReadFrequently: true })!;
const turnOver = new TurnOver();

/** The frame in the model's square, letterboxed, turned over when `turned`, as int32 RGB. */
function input(frame: ImageBitmap, turned: boolean): tf.Tensor {
  const box = letterbox(frame.width, frame.height);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = '#000';
  ctx.fillRect(0, 0, MOVENET_SIZE, MOVENET_SIZE);
  if (turned) ctx.setTransform(-1, 0, 0, -1, MOVENET_SIZE, MOVENET_SIZE);
  ctx.drawImage(frame, box.x, box.y, box.width, box.height);
  const rgba = ctx.getImageData(0, 0, MOVENET_SIZE, MOVENET_SIZE).data;
  const rgb = new Int32Array(MOVENET_SIZE * MOVENET_SIZE * 3);
  for (let i = 0, j = 0; i < rgba.length; i += 4) {
    rgb[j++] = rgba[i]!;
    rgb[j++] = rgba[i + 1]!;
    rgb[j++] = rgba[i + 2]!;
  }
  return tf.tensor4d(rgb, [1, MOVENET_SIZE, MOVENET_SIZE, 3], 'int32');
}

async function readFrame(
  model: GraphModel,
  frame: ImageBitmap,
  still: boolean,
): Promise<{ pose: Pose; reads: number }> {
  const size = { width: frame.width, height: frame.height };
  const box = letterbox(size.width, size.height);
  const readAs = async (turned: boolean) => {
    const out = tf.tidy(() => model.execute(input(frame, turned)) as tf.Tensor);
    const values = await out.data();
    out.dispose();
    return poseInFrame(values, box, size, turned);
  };
  return still ? TurnOver.readStill(readAs) : turnOver.read(readAs);
}

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

scope.onmessage = async ({ data }) => {
  const started = performance.now();
  if (data.type === 'load') {
    try {
      const { backend } = await load();
      scope.postMessage({ type: 'loaded', id: data.id, backend, ms: performance.now() - started });
    } catch (e) {
      scope.postMessage({ type: 'failed', id: data.id, stage: 'load', message: messageOf(e) });
    }
    return;
  }
  const { frame, still } = data;
  let model: GraphModel;
  try {
    ({ model } = await load());
  } catch (e) {
    frame.close();
    scope.postMessage({ type: 'failed', id: data.id, stage: 'load', message: messageOf(e) });
    return;
  }
  try {
    const { pose, reads } = await readFrame(model, frame, still);
    scope.postMessage({
      type: 'pose',
      id: data.id,
      pose,
      width: frame.width,
      height: frame.height,
      ms: performance.now() - started,
      reads,
    });
  } catch (e) {
    scope.postMessage({ type: 'failed', id: data.id, stage: 'read', message: messageOf(e) });
  } finally {
    frame.close();
  }
};
