// Which pose model the Line Kit can trust upside down, and how fast each runs here: every frame
// of a real clip of a person (42 frames, 600×338: @tensorflow-models/pose-detection 0.0.1's
// assets/dance_input.gif, from a Pexels clip; the packages are fetched with `npm pack` into the
// temp dir on the first run, bench/lib/npm-package.mjs, never kept in the repo) read as it is and
// turned over (the person upside down: a fair stand-in for
// a handstand, as no package has handstand footage), by
//   - MoveNet SinglePose Lightning on tfjs's WebAssembly backend (weights from @vladmandic/human),
//     as it is, and turning the picture over while the person looks upside down in it;
//   - MediaPipe Pose (BlazePose GHUM) lite and full, on WebGL (here SwiftShader: the CPU).
// Each reading is judged against MediaPipe full on the upright frame (the best model where all
// of them are trained): the share of the 12 limb keypoints within a fifth of the torso's length
// of it (PCK@0.2, where the reference is sure: score ≥ 0.5), the wrists' error in torsos, and what
// the Line Kit would say: the shoulder and hip angles (@handyq/line) against the
// reference's. Then ms per frame (median, p95) after warm-up, on this 2-core machine with no GPU
// (so nothing here says what a phone's GPU does for MediaPipe). A benchmark: it prints figures and
// exits 0 whatever they are; the last line is JSON. Run after `npm run build` (the line module's
// build):  npm run bench:pose -w bench
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { median } from './lib/main-thread.mjs';
import { npmPackage } from './lib/npm-package.mjs';

const require = createRequire(import.meta.url);
const { readLine, fromCoco } = require('@handyq/line');

const PORT = 3262;
const REFERENCE = 'mediapipe-full upright';
/** The limbs' keypoints (COCO indices): shoulders, elbows, wrists, hips, knees, ankles. */
const LIMBS = [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16];
const WRISTS = [9, 10];
const SURE = 0.5;

/**
 * What the page loads, by URL prefix: each package the bench compares (fetched once into the
 * temp dir: none of them is a dependency of the app yet) and the clip.
 */
const PACKAGES = {
  '/tfjs-core/': '@tensorflow/tfjs-core@4.22.0',
  '/tfjs-converter/': '@tensorflow/tfjs-converter@4.22.0',
  '/tfjs-backend-wasm/': '@tensorflow/tfjs-backend-wasm@4.22.0',
  '/pose-detection/': '@tensorflow-models/pose-detection@2.1.3',
  '/mediapipe-pose/': '@mediapipe/pose@0.5.1675469404',
  '/human/': '@vladmandic/human@3.3.6',
  '/clip/': '@tensorflow-models/pose-detection@0.0.1',
};

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.gif': 'image/gif',
};

function serve() {
  const roots = Object.fromEntries(
    Object.entries(PACKAGES).map(([prefix, spec]) => {
      console.log(`package ${spec}`);
      return [prefix, npmPackage(spec)];
    }),
  );
  const page = `<!doctype html><meta charset="utf-8"><title>pose bench</title>
<script src="/tfjs-core/dist/tf-core.min.js"></script>
<script src="/tfjs-converter/dist/tf-converter.min.js"></script>
<script src="/tfjs-backend-wasm/dist/tf-backend-wasm.min.js"></script>
<script src="/mediapipe-pose/pose.js"></script>
<script src="/pose-detection/dist/pose-detection.min.js"></script>
<script>tf.wasm.setWasmPaths('/tfjs-backend-wasm/dist/');</script>
<script src="/in-page.js"></script>`;
  const server = http.createServer((req, res) => {
    const url = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (url === '/') return res.writeHead(200, { 'content-type': 'text/html' }).end(page);
    let file = null;
    if (url === '/in-page.js') file = path.join(import.meta.dirname, 'pose', 'in-page.js');
    const prefix = Object.keys(roots).find((p) => url.startsWith(p));
    if (prefix && !url.includes('..')) file = path.join(roots[prefix], url.slice(prefix.length));
    if (!file || !fs.existsSync(file) || !fs.statSync(file).isFile()) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(PORT, '127.0.0.1', () => resolve(server)));
}

const dist = (a, b) => Math.hypot(a.x - b.x, a.y - b.y);
const midpoint = (a, b) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
const mean = (xs) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : NaN);
const pct = (xs, q) => {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const deg = (x) => (x === null || Number.isNaN(x) ? 'n/a' : String(Math.round(x)));
const angleOf = (points, which) => readLine(fromCoco(points))[which].value;

/** How a model's readings of the clip agree with the reference's, frame by frame. */
function judge(readings, reference) {
  const within = [];
  const wristErr = [];
  const shoulderErr = [];
  const hipErr = [];
  let missed = 0;
  readings.forEach((r, i) => {
    const ref = reference[i].points;
    if (r.points.length < 17) return void missed++;
    const torso = dist(midpoint(ref[5], ref[6]), midpoint(ref[11], ref[12]));
    for (const k of LIMBS) {
      if (ref[k].score < SURE) continue;
      const d = dist(r.points[k], ref[k]) / torso;
      within.push(d <= 0.2 ? 1 : 0);
      if (WRISTS.includes(k)) wristErr.push(d);
    }
    for (const [which, into] of [
      ['shoulderAngle', shoulderErr],
      ['hipAngle', hipErr],
    ]) {
      const a = angleOf(r.points, which);
      const b = angleOf(ref, which);
      if (a !== null && b !== null) into.push(Math.abs(a - b));
    }
  });
  return {
    pck: mean(within),
    wristErr: mean(wristErr),
    // how many frames the Line Kit could read the angle in at all, and how far off it was
    angleFrames: shoulderErr.length,
    shoulderErrDeg: pct(shoulderErr, 0.5),
    shoulderErrP90: pct(shoulderErr, 0.9),
    hipErrDeg: pct(hipErr, 0.5),
    missed,
    meanScore: mean(readings.flatMap((r) => r.points.map((p) => p.score))),
  };
}

const server = await serve();
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  // WebGL for MediaPipe: SwiftShader, Chromium's CPU renderer (this machine has no GPU)
  args: [
    ...CHROMIUM_FLAGS.filter((f) => f !== '--disable-gpu'),
    '--use-angle=swiftshader',
    '--enable-unsafe-swiftshader',
  ],
});
try {
  const page = await browser.newPage();
  page.on('pageerror', (e) => console.error('page error:', e.message));
  await page.goto(`http://127.0.0.1:${PORT}/`);
  await page.waitForFunction(() => window.poseBenchReady === true);
  console.log(
    'reading every frame with each model (a few minutes: MediaPipe takes about a second a frame here)',
  );
  const out = await page.evaluate((c) => window.runPoseBench({ clip: c }), '/clip/assets/dance_input.gif');
  const reference = out.readings[REFERENCE];
  console.log(`\n${out.frames} frames of ${out.width}×${out.height}; reference: ${REFERENCE}`);
  console.log(
    'model, frame'.padEnd(52) +
      'PCK@0.2  wrist err  shoulder° p50/p90  hip° p50  score  missed  ms p50  ms p95  reads/frame',
  );
  const results = [];
  for (const [name, readings] of Object.entries(out.readings)) {
    const j = judge(readings, reference);
    const ms = readings.map((r) => r.ms);
    const row = {
      name,
      ...j,
      msP50: Math.round(median(ms.map(Math.round))),
      msP95: Math.round(pct(ms, 0.95)),
      readsPerFrame: mean(readings.map((r) => r.runs)),
    };
    results.push(row);
    console.log(
      name.padEnd(52) +
        `${(100 * row.pck).toFixed(0).padStart(5)} %` +
        `${row.wristErr.toFixed(2).padStart(11)}` +
        `${deg(row.shoulderErrDeg).padStart(11)} / ${deg(row.shoulderErrP90).padEnd(4)}` +
        `${deg(row.hipErrDeg).padStart(9)}` +
        `${row.meanScore.toFixed(2).padStart(9)}` +
        `${String(row.missed).padStart(7)}` +
        `${String(row.msP50).padStart(8)}${String(row.msP95).padStart(8)}` +
        `${row.readsPerFrame.toFixed(2).padStart(10)}`,
    );
  }
  console.log(
    JSON.stringify(
      results.map((r) => ({
        ...r,
        pck: +r.pck.toFixed(3),
        wristErr: +r.wristErr.toFixed(3),
        meanScore: +r.meanScore.toFixed(3),
      })),
    ),
  );
} finally {
  await browser.close();
  server.close();
}
