// What reading the camera costs the page: LineAlign open on Chromium's fake camera (real footage
// of a person, upright then turned over: bench/lib/line-clip.mjs), the pose model reading every
// frame it is free for in its worker. Over a window of reading (after the model has loaded),
// the main thread's longest task, its long tasks (over 50 ms) and their time past 50 ms, its CPU
// time per second (Chromium's ThreadTime), and how often the page's DOM changes (the readout
// follows each frame read). The same on Home for comparison, with no camera. A benchmark: it prints figures and
// exits 0 whatever they are; the last line is JSON. Run after `npm run build`:
//   npm run bench:line-camera -w bench [-- --seconds 20]
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { LINE_CLIP, ensureLineClip } from './lib/line-clip.mjs';
import { startServer } from './lib/server.mjs';
import { arg } from './lib/args.mjs';

const SECONDS = Number(arg('seconds') ?? 20);
const LONG_TASK_MS = 50;

await ensureLineClip();
const server = await startServer(3296);
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [
    ...CHROMIUM_FLAGS,
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${LINE_CLIP.y4m}`,
  ],
});

/** A user with the Line Kit (trial mode is on in a fresh server). */
async function account() {
  const res = await fetch(`${server.base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      fullname: 'Bench Camera',
      email: `bench-${Date.now()}@example.com`,
      password: 'handstand-42',
    }),
  });
  if (!res.ok) throw new Error(`signup: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Watches `path` for SECONDS once `ready` holds: long tasks, main-thread CPU, readout updates. */
async function watch(path, ready) {
  const { user, token } = await account();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(
      ([u, t]) => {
        localStorage.setItem('loginToken', t);
        sessionStorage.setItem('loggedinUser', JSON.stringify(u));
        const seen = [];
        Object.defineProperty(window, '__longTasks', { value: seen });
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) seen.push(e.duration);
        }).observe({ type: 'longtask', buffered: true });
        // the readout's updates: each frame read changes the figures
        let updates = 0;
        Object.defineProperty(window, '__readouts', { get: () => updates });
        new MutationObserver(() => updates++).observe(document, {
          subtree: true,
          characterData: true,
          childList: true,
        });
      },
      [user, token],
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const started = Date.now();
    await page.goto(server.base + path);
    await ready(page);
    const loadMs = Date.now() - started;
    const threadTime = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime').value;
    const before = {
      tasks: await page.evaluate(() => window.__longTasks.length),
      cpu: await threadTime(),
      readouts: await page.evaluate(() => window.__readouts),
    };
    await page.waitForTimeout(SECONDS * 1000);
    const tasks = (await page.evaluate(() => window.__longTasks.map(Math.round))).slice(before.tasks);
    const cpuMs = ((await threadTime()) - before.cpu) * 1000;
    const readouts = (await page.evaluate(() => window.__readouts)) - before.readouts;
    return {
      path,
      loadMs,
      // the Long Tasks API sees only tasks of 50 ms and more: null when there was none
      longestTaskMs: tasks.length ? Math.max(...tasks) : null,
      longTasks: tasks.length,
      blockingMs: tasks.reduce((sum, ms) => sum + Math.max(0, ms - LONG_TASK_MS), 0),
      cpuMsPerSecond: Math.round(cpuMs / SECONDS),
      domUpdatesPerSecond: Math.round(readouts / SECONDS),
    };
  } finally {
    await context.close();
  }
}

try {
  const results = [
    await watch('/', (page) => page.getByRole('heading', { name: /What is/ }).waitFor()),
    await watch('/linePerfector/lineAlign', (page) =>
      page.getByText('Line score', { exact: true }).waitFor({ timeout: 90_000 }),
    ),
  ];
  console.log(`\nthe main thread over ${SECONDS} s (after the page is ready), this machine:`);
  console.log('page'.padEnd(28) + 'ready ms  longest task  long tasks  blocking ms  CPU ms/s  DOM updates/s');
  for (const r of results)
    console.log(
      r.path.padEnd(28) +
        String(r.loadMs).padStart(8) +
        String(r.longestTaskMs ?? '< 50').padStart(14) +
        String(r.longTasks).padStart(12) +
        String(r.blockingMs).padStart(13) +
        String(r.cpuMsPerSecond).padStart(10) +
        String(r.domUpdatesPerSecond).padStart(15),
    );
  console.log(JSON.stringify(results));
} finally {
  await browser.close();
  await server.stop();
}
