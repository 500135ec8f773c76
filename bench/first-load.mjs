// What a phone downloads on a first visit, per route: each JS/CSS file and its compressed size
// on the wire, against the budgets in budgets.json; then how long each route's load blocks the
// main thread on a slowed-down CPU (bench/lib/main-thread.mjs), against its budget there. Run after `npm run build`:  npm run bench
// Starts the built server on a spare port with a throwaway data dir and loads each route in
// Debian's Chromium at 390 px.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { firstLoad, kb } from './lib/first-load.mjs';
import {
  CPU_SLOWDOWN,
  TIMED_BROWSER_MARK,
  favourTimedBrowser,
  medianMainThreadWork,
} from './lib/main-thread.mjs';
import { startServer } from './lib/server.mjs';

const { routes, mainThreadMs } = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8'),
);
const server = await startServer(3299);

try {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, TIMED_BROWSER_MARK],
  });
  const notFavoured = favourTimedBrowser();
  if (notFavoured) console.log(`main thread timed at the machine's usual priority: ${notFavoured}`);
  const summary = [];
  for (const [route, budgetKb] of Object.entries(routes)) {
    const { files, total } = await firstLoad(browser, server.base + route);
    console.log(`\n${route}`);
    for (const f of files) console.log(`  ${kb(f.bytes).padStart(9)}  ${f.path}`);
    summary.push(
      `first load ${route.padEnd(15)} ${String(files.length).padStart(3)} files ${kb(total).padStart(9)}  (budget ${budgetKb} KB)`,
    );
  }
  for (const [route, budgetMs] of Object.entries(mainThreadMs)) {
    const { medianMs, loads } = await medianMainThreadWork(browser, server.base + route, 5);
    summary.push(
      `main thread ${route.padEnd(14)} blocked ${String(medianMs).padStart(5)} ms at ${CPU_SLOWDOWN}x slower CPU, median of 5 (budget ${budgetMs} ms; loads ${loads.map((l) => l.blockingMs).join(', ')})`,
    );
  }
  console.log(`\n${summary.join('\n')}`);
  await browser.close();
} finally {
  await server.stop();
}
