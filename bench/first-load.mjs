// What a phone downloads on a first visit, per route: each JS/CSS file and its compressed size
// on the wire, against the budgets in budgets.json. Run after `npm run build`:  npm run bench
// Starts the built server on a spare port with a throwaway data dir and loads each route in
// Debian's Chromium at 390 px.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { firstLoad, kb } from './lib/first-load.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { routes } = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8'));
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

try {
  await waitUp();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const summary = [];
  for (const [route, budgetKb] of Object.entries(routes)) {
    const { files, total } = await firstLoad(browser, base + route);
    console.log(`\n${route}`);
    for (const f of files) console.log(`  ${kb(f.bytes).padStart(9)}  ${f.path}`);
    summary.push(
      `first load ${route.padEnd(15)} ${String(files.length).padStart(3)} files ${kb(total).padStart(9)}  (budget ${budgetKb} KB)`,
    );
  }
  console.log(`\n${summary.join('\n')}`);
  await browser.close();
} finally {
  server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
