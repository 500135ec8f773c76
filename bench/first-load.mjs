// What a phone downloads on a first visit, per page (gzip bytes of every JS and CSS file
// the page fetched). Run after `npm run build`:   npm run bench
// Starts the built server on a spare port with a throwaway data dir, loads each page in
// Debian's Chromium, and maps every fetched asset back to its file in a dist folder.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const PORT = 3299;
const base = `http://localhost:${PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'handyq-bench-'));
const server = spawn('node', ['api/dist/main.js'], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, DATABASE_URL: '' },
  stdio: 'ignore',
});

async function waitUp() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

function fileFor(url) {
  const p = new URL(url).pathname;
  const m = p.match(/^\/kits\/([^/]+)\/(.+)$/);
  return m ? path.join(root, m[1], 'dist', m[2]) : path.join(root, 'shell', 'dist', p.slice(1));
}

const gz = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

try {
  await waitUp();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  for (const page of ['/', '/cueCoach', '/libraryKit', '/linePerfector', '/user/x']) {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const tab = await ctx.newPage();
    const assets = new Set();
    tab.on('requestfinished', (req) => {
      if (/\.(js|css)$/.test(new URL(req.url()).pathname)) assets.add(req.url());
    });
    await tab.goto(base + page, { waitUntil: 'networkidle' });
    const total = [...assets].reduce((sum, u) => sum + gz(fileFor(u)), 0);
    console.log(
      `first load ${page.padEnd(16)} ${String(assets.size).padStart(3)} files ${kb(total).padStart(10)} gzip`,
    );
    await ctx.close();
  }
  await browser.close();
} finally {
  server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
