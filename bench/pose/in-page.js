// The pose bench's page side (bench/pose.mjs serves it with the packages' own browser builds):
// decodes every frame of a real clip, and runs each pose model on every frame as it is and
// turned over (a person upright in the clip is upside down in the turned frame: a fair stand-in
// for a handstand). Keypoints of a turned frame are turned back, so every reading is in the
// clip's own coordinates. Answers window.runPoseBench() with every reading and its time.
/* global tf, poseDetection, Pose */

const MOVENET_URL = '/human/models/movenet-lightning.json';
const MEDIAPIPE_DIR = '/mediapipe-pose/';

async function clipFrames(url) {
  const decoder = new ImageDecoder({ data: (await fetch(url)).body, type: 'image/gif' });
  // the frame count is known once the whole file is in
  await decoder.completed;
  const count = decoder.tracks.selectedTrack.frameCount;
  const frames = [];
  for (let i = 0; i < count; i++) {
    const { image } = await decoder.decode({ frameIndex: i });
    const w = image.displayWidth;
    const h = image.displayHeight;
    const upright = new OffscreenCanvas(w, h);
    upright.getContext('2d').drawImage(image, 0, 0);
    const turned = new OffscreenCanvas(w, h);
    const ctx = turned.getContext('2d');
    ctx.translate(w, h);
    ctx.rotate(Math.PI);
    ctx.drawImage(image, 0, 0);
    image.close();
    // the models take a canvas element or ImageData; ImageData is what a camera frame becomes too
    frames.push({
      w,
      h,
      upright: upright.getContext('2d').getImageData(0, 0, w, h),
      turned: ctx.getImageData(0, 0, w, h),
    });
  }
  return frames;
}

// COCO's 17 parts, and where each is among BlazePose's 33 landmarks
const BLAZEPOSE_INDEX = [0, 2, 5, 7, 8, 11, 12, 13, 14, 15, 16, 23, 24, 25, 26, 27, 28];

const turnBack = (points, w, h) => points.map((p) => ({ x: w - p.x, y: h - p.y, score: p.score }));

async function moveNet() {
  await tf.setBackend('wasm');
  await tf.ready();
  return poseDetection.createDetector(poseDetection.SupportedModels.MoveNet, {
    modelType: poseDetection.movenet.modelType.SINGLEPOSE_LIGHTNING,
    modelUrl: MOVENET_URL,
    enableSmoothing: false,
  });
}

async function moveNetRead(detector, image) {
  const [pose] = await detector.estimatePoses(image);
  return (pose?.keypoints ?? []).map((k) => ({ x: k.x, y: k.y, score: k.score ?? 0 }));
}

/** One MediaPipe Pose solution (it cannot run two at once on a page), switched between models. */
function mediaPipe() {
  const pose = new Pose({ locateFile: (file) => `${MEDIAPIPE_DIR}${file}` });
  let answer = null;
  pose.onResults((results) => answer?.(results));
  return {
    use: (modelComplexity) =>
      pose.setOptions({
        modelComplexity,
        smoothLandmarks: false,
        enableSegmentation: false,
        selfieMode: false,
      }),
    async read(image, w, h) {
      const canvas = new OffscreenCanvas(w, h);
      canvas.getContext('2d').putImageData(image, 0, 0);
      const bitmap = await createImageBitmap(canvas);
      const results = await new Promise((resolve) => {
        answer = resolve;
        pose.send({ image: bitmap });
      });
      bitmap.close();
      const lm = results.poseLandmarks;
      if (!lm) return [];
      return BLAZEPOSE_INDEX.map((i) => ({ x: lm[i].x * w, y: lm[i].y * h, score: lm[i].visibility ?? 0 }));
    },
  };
}

const meanScore = (points) => (points.length ? points.reduce((s, p) => s + p.score, 0) / points.length : 0);
/** Hips above shoulders in the image the model was given (y grows down). */
const seenUpsideDown = (points) => {
  if (points.length < 17) return false;
  const [ls, rs, lh, rh] = [points[5], points[6], points[11], points[12]];
  return (lh.y + rh.y) / 2 < (ls.y + rs.y) / 2;
};

async function timed(read) {
  const t0 = performance.now();
  const points = await read();
  return { points, ms: performance.now() - t0 };
}

window.runPoseBench = async function runPoseBench({ clip, warmup = 3 }) {
  const frames = await clipFrames(clip);
  const out = { frames: frames.length, width: frames[0].w, height: frames[0].h, readings: {} };
  const record = (name, i, points, ms, runs = 1) => {
    (out.readings[name] ??= [])[i] = { points, ms, runs };
  };

  // MoveNet Lightning on tfjs's WebAssembly backend: each orientation with a detector of its
  // own (it crops around the person it found in the frame before)
  const warm = async (detector, image) => {
    for (let i = 0; i < warmup; i++) await moveNetRead(detector, image);
  };
  for (const which of ['upright', 'turned']) {
    const detector = await moveNet();
    await warm(detector, frames[0][which]);
    for (const [i, f] of frames.entries()) {
      const { points, ms } = await timed(() => moveNetRead(detector, f[which]));
      record(`movenet-wasm ${which}`, i, which === 'turned' ? turnBack(points, f.w, f.h) : points, ms);
    }
    detector.dispose();
  }
  // MoveNet, turning the picture over while the person is upside down in it: the way it reads
  // the turned clip if it keeps the last frame's orientation and reads a frame again turned
  // over when the person looks upside down (or it sees little)
  {
    const asIs = await moveNet();
    const over = await moveNet();
    await warm(asIs, frames[0].turned);
    await warm(over, frames[0].upright);
    let turnOver = false;
    for (const [i, f] of frames.entries()) {
      const t0 = performance.now();
      let runs = 0;
      const readAs = async (flip) => {
        runs++;
        const pts = await moveNetRead(flip ? over : asIs, flip ? f.upright : f.turned);
        return { flip, pts };
      };
      let r = await readAs(turnOver);
      if (seenUpsideDown(r.pts) || meanScore(r.pts) < 0.4) {
        const other = await readAs(!turnOver);
        if (meanScore(other.pts) > meanScore(r.pts)) r = other;
      }
      turnOver = r.flip;
      // the turned clip's frame read turned over is the upright frame: its points need no turning back
      const points = r.flip ? r.pts : turnBack(r.pts, f.w, f.h);
      record('movenet-wasm turned, turned over when upside down', i, points, performance.now() - t0, runs);
    }
    asIs.dispose();
    over.dispose();
  }

  // MediaPipe Pose (BlazePose GHUM), lite and full, on WebGL (here SwiftShader: the CPU)
  const mp = mediaPipe();
  for (const [complexity, name] of [
    [1, 'mediapipe-full'],
    [0, 'mediapipe-lite'],
  ]) {
    await mp.use(complexity);
    for (const which of ['upright', 'turned']) {
      for (let i = 0; i < warmup; i++) await mp.read(frames[0][which], frames[0].w, frames[0].h);
      for (const [i, f] of frames.entries()) {
        const { points, ms } = await timed(() => mp.read(f[which], f.w, f.h));
        record(`${name} ${which}`, i, which === 'turned' ? turnBack(points, f.w, f.h) : points, ms);
      }
    }
  }
  return out;
};
window.poseBenchReady = true;
