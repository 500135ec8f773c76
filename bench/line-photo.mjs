// How long 'Check a photo or video' on LineAlign takes to read a photo, and whether a photo reads
// the same whatever was read before it. A visit opens LineAlign (logged in; trial mode is on in a
// fresh server) and chooses a photo through the page's button as soon as it shows, and the time is
// taken from that choice to the readout: on a first visit (nothing cached), on a second visit in
// the same browser profile (the service worker has kept the model's files), and for each later
// photo of that visit. The photos are the stand-ins the e2e uses (bench/lib/line-clip.mjs: a real
// person upright, the same frame turned over, and the room with nobody in it); each is read in the
// file's order, in reverse, and after a reload, and every readout must be the same. A benchmark:
// it prints figures and exits 0 whatever they are; the last line is JSON. After `npm run build`:
//   npm run bench:line-photo -w bench [-- --runs 3]
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { LINE_CLIP, ensureLineClip } from './lib/line-clip.mjs';
import { startServer } from './lib/server.mjs';
import { wholeArg } from './lib/args.mjs';

const RUNS = wholeArg('runs', 3);
const PHOTOS = [
  ['upside down', LINE_CLIP.inverted],
  ['upright', LINE_CLIP.upright],
  ['nobody', LINE_CLIP.noPerson],
];
const PAGE = '/linePerfector/lineAlign';
/** A readout, or the page's answer when nobody is in the photo. */
const ANSWER = 'section[aria-label="Your line"] dd, [role="alert"]';

await ensureLineClip();
const server = await startServer(3297);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

async function account() {
  const res = await fetch(`${server.base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      fullname: 'Bench Photo',
      email: `bench-photo-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'handstand-42',
    }),
  });
  if (!res.ok) throw new Error(`signup: ${res.status} ${await res.text()}`);
  return res.json();
}

/** What the page shows for the photo: the readout's rows and advice, or its alert. */
const readoutOf = (page) =>
  page.evaluate(() => {
    const alert = document.querySelector('[role="alert"]');
    if (alert) return alert.textContent.trim();
    const section = document.querySelector('section[aria-label="Your line"]');
    return [...section.querySelectorAll('dt, dd, p')].map((el) => el.textContent.trim()).join(' | ');
  });

/**
 * Chooses `file` through the page's button, as soon as it shows; resolves with ms from the choice
 * until its answer shows (the answer to the photo before is marked, so it is not taken for it).
 */
async function choose(page, file, opened = null) {
  await page.evaluate(
    (sel) => document.querySelectorAll(sel).forEach((el) => el.setAttribute('data-bench-old', '')),
    ANSWER,
  );
  const chooser = page.waitForEvent('filechooser');
  // .first(): a build before the file input left the accessibility tree has two such buttons
  await page.getByRole('button', { name: 'Check a photo or video' }).first().click();
  const chosen = Date.now();
  await (await chooser).setFiles(file);
  await page.waitForFunction(
    (sel) => [...document.querySelectorAll(sel)].some((el) => !el.hasAttribute('data-bench-old')),
    ANSWER,
    { timeout: 120_000, polling: 20 },
  );
  const now = Date.now();
  return opened === null ? now - chosen : { fromChoice: now - chosen, fromOpen: now - opened };
}

async function openLineAlign(context, login) {
  const page = await context.newPage();
  await page.addInitScript(
    ([u, t]) => {
      localStorage.setItem('loginToken', t);
      sessionStorage.setItem('loggedinUser', JSON.stringify(u));
    },
    [login.user, login.token],
  );
  const opened = Date.now();
  await page.goto(server.base + PAGE);
  await page.getByRole('button', { name: 'Check a photo or video' }).first().waitFor();
  return { page, opened };
}

/** One profile: a first visit's first photo, a second visit's first and later photos, and the readouts. */
async function run() {
  const login = await account();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const { page: first, opened: firstOpened } = await openLineAlign(context, login);
    const firstMs = await choose(first, PHOTOS[0][1], firstOpened);
    const readouts = { inOrder: [], reversed: [], reloaded: [] };
    readouts.inOrder.push(await readoutOf(first));
    for (const [, file] of PHOTOS.slice(1)) {
      await choose(first, file);
      readouts.inOrder.push(await readoutOf(first));
    }
    // the service worker keeps the model's files on first use: let it finish before leaving
    await first.waitForTimeout(3000);
    await first.close();

    const { page: second, opened: secondOpened } = await openLineAlign(context, login);
    const secondMs = await choose(second, PHOTOS[0][1], secondOpened);
    const laterMs = [];
    for (const [, file] of [...PHOTOS].reverse()) {
      laterMs.push(await choose(second, file));
      readouts.reversed.unshift(await readoutOf(second));
    }
    for (const [, file] of PHOTOS) {
      await second.reload();
      await choose(second, file);
      readouts.reloaded.push(await readoutOf(second));
    }
    await second.close();
    return { firstMs, secondMs, laterMs, readouts };
  } finally {
    await context.close();
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
};

try {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await run());
  const same = runs.every((r) =>
    PHOTOS.every(
      (_, i) =>
        r.readouts.inOrder[i] === r.readouts.reversed[i] && r.readouts.inOrder[i] === r.readouts.reloaded[i],
    ),
  );
  const summary = {
    runs: RUNS,
    firstVisitFirstPhoto: runs.map((r) => r.firstMs),
    secondVisitFirstPhoto: runs.map((r) => r.secondMs),
    laterPhotoMsMedian: median(runs.flatMap((r) => r.laterMs)),
    sameReadoutsInEveryOrder: same,
    readouts: runs[0].readouts.inOrder.map((text, i) => ({ photo: PHOTOS[i][0], text })),
  };
  const times = (name, xs) =>
    console.log(
      `  ${name.padEnd(28)}from opening the page ${xs.map((x) => x.fromOpen).join(', ')} ms ` +
        `(median ${median(xs.map((x) => x.fromOpen))}); from choosing it ${xs.map((x) => x.fromChoice).join(', ')} ms`,
    );
  console.log(`\n'Check a photo or video' on LineAlign, ${RUNS} browser profiles, this machine:`);
  times("first visit's first photo", summary.firstVisitFirstPhoto);
  times("second visit's first photo", summary.secondVisitFirstPhoto);
  console.log(`  later photos (median)       ${summary.laterPhotoMsMedian} ms from choosing`);
  console.log(`  the same readout in file order, reversed and after a reload: ${same ? 'yes' : 'NO'}`);
  for (const r of summary.readouts) console.log(`    ${r.photo.padEnd(12)} ${r.text}`);
  if (!same) for (const r of runs) console.log(JSON.stringify(r.readouts, null, 1));
  console.log(JSON.stringify(summary));
} finally {
  await browser.close();
  await server.stop();
}
