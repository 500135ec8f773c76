// Wire bytes of a repeat visit with the service worker in control: every byte the server sends
// to the browser (pages and service worker alike, headers included) is counted by a TCP relay
// in front of the built server. A first visit installs the worker and keeps the shell and every
// kit; then each page is visited again in a new tab and its bytes are reported against the
// 5 KB target; a visit on which the once-per-10-minutes kit update check falls is reported too.
// PWA_TRACE=1 lists every request and answer. Run after `npm run build`: node pwa-repeat.mjs (or npm run bench:pwa -w bench).
import net from 'node:net';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { startServer } from './lib/server.mjs';

const SERVER_PORT = 3261;
const RELAY_PORT = 3262;
const TARGET_BYTES = 5 * 1024;
const PAGES = ['/', '/cueCoach/holdOn'];

/** A relay to the server that counts the bytes the server sends back. */
function relay() {
  let bytes = 0;
  const sockets = new Set();
  const server = net.createServer((client) => {
    const upstream = net.connect(SERVER_PORT, '127.0.0.1');
    sockets.add(client).add(upstream);
    client.pipe(upstream);
    if (process.env.PWA_TRACE) {
      client.on('data', (d) => console.log('  >', d.toString().split('\r\n')[0]));
      upstream.on('data', (d) => {
        const head = d.toString();
        if (head.startsWith('HTTP/')) console.log('  <', head.split('\r\n')[0], `${d.length} bytes`);
      });
    }
    upstream.on('data', (d) => (bytes += d.length));
    upstream.pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  return new Promise((resolve) =>
    server.listen(RELAY_PORT, '127.0.0.1', () =>
      resolve({
        take: () => {
          const b = bytes;
          bytes = 0;
          return b;
        },
        close: () => {
          for (const s of sockets) s.destroy();
          server.close();
        },
      }),
    ),
  );
}

/** Waits until nothing has crossed the relay for `quietMs` (the worker's syncs included). */
async function settle(counter, quietMs = 1500) {
  let total = 0;
  for (let still = 0; still < quietMs;) {
    await new Promise((r) => setTimeout(r, 250));
    const b = counter.take();
    total += b;
    still = b ? 0 : still + 250;
  }
  return total;
}

const server = await startServer(SERVER_PORT);
const counter = await relay();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const base = `http://localhost:${RELAY_PORT}`;
const results = [];
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const first = await context.newPage();
  await first.goto(`${base}/`);
  await first.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });
  await first.goto(`${base}/cueCoach/holdOn`, { waitUntil: 'networkidle' });
  const firstBytes = await settle(counter, 3000);
  console.log(
    `first visit (Home, then HoldOn; worker installed, shell and kits kept): ${(firstBytes / 1024).toFixed(1)} KB`,
  );
  await first.close();

  const visits = [
    ...PAGES.map((path) => ({ path, label: path, due: false })),
    // Once per check interval (10 minutes) a visit also asks for every kit's manifest and entry.
    { path: '/', label: '/ (kit update check due)', due: true },
  ];
  for (const { path, label, due } of visits) {
    const page = await context.newPage();
    if (due) await page.addInitScript(() => localStorage.removeItem('hq-kits-checked-at'));
    counter.take();
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    const bytes = await settle(counter);
    await page.close();
    const pass = bytes <= TARGET_BYTES;
    results.push({ path: label, bytes, pass });
    console.log(
      `repeat visit ${label}: ${(bytes / 1024).toFixed(2)} KB on the wire (target ≤ 5 KB) ${pass ? 'PASS' : 'MISS'}`,
    );
  }
} finally {
  await browser.close();
  counter.close();
  await server.stop();
}
console.log(JSON.stringify(results));
if (results.some((r) => !r.pass && !r.path.includes('due'))) process.exitCode = 1;
