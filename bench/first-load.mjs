// What a phone downloads on a first visit, per route: each JS/CSS file and its compressed size
// on the wire, against the budgets in budgets.json; then, while each route loads, the script its
// main thread runs and its main-thread CPU time as a multiple of the reference page's
// (bench/lib/reference-page.cjs), against their budgets there, and how long the load blocks the
// main thread on a 4x slower CPU (bench/lib/main-thread.mjs). Run after `npm run build`:
//   npm run bench
// Starts the built server on a spare port with a throwaway data dir and loads each route in
// Debian's Chromium at 390 px.
//   npm run bench -- --engine chromium|webkit|firefox|all [--runs 5] [--pages /,/cueCoach/holdOn]
// instead times a cold first visit of each route in the engines named (all: Chromium, WebKitGTK
// and Firefox ESR side by side) with what each page reports of it, a fresh browser each load,
// the loads interleaved; medians (bench/lib/load-timing.mjs), and a last line of JSON.
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
  relativeMainThreadCpu,
  scriptWork,
} from './lib/main-thread.mjs';
import { arg, wholeArg } from './lib/args.mjs';
import { ENGINES, TITLES, loadEngineMissing, loadTimings } from './lib/load-timing.mjs';
import { serveReferencePage } from './lib/reference-page.cjs';
import { startServer } from './lib/server.mjs';

const ENGINE = arg('engine');
if (ENGINE !== undefined) {
  const engines = ENGINE === 'all' ? ENGINES : [ENGINE];
  const pages = arg('pages')?.split(',') ?? ['/', '/cueCoach', '/cueCoach/holdOn', '/libraryKit/practiceLab'];
  const unknown = [...engines.filter((e) => !ENGINES.includes(e)), ...pages.filter((p) => !TITLES[p])];
  if (unknown.length) {
    console.error(
      `unknown: ${unknown.join(', ')} (--engine ${ENGINES.join('|')}|all; --pages of ${Object.keys(TITLES).join(', ')})`,
    );
    process.exit(2);
  }
  const here = engines.filter((e) => {
    const missing = loadEngineMissing(e);
    if (missing) console.log(`${e}: not run: ${missing}`);
    return !missing;
  });
  const server = await startServer(3299);
  // stopped from outside (Ctrl-C, a kill): the server goes too
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => server.stop().finally(() => process.exit(1)));
  try {
    const out = await loadTimings(server.base, here, pages, wholeArg('runs', 5));
    console.log(`\n${JSON.stringify(out)}`);
  } finally {
    await server.stop();
  }
  process.exit(0);
}

const { routes, mainThreadScriptMB, mainThreadCpuRatio } = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8'),
);
const server = await startServer(3299);
const reference = await serveReferencePage();

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
  for (const [route, budget] of Object.entries(mainThreadCpuRatio)) {
    const work = await scriptWork(browser, server.base + route);
    summary.push(
      `main thread ${route.padEnd(14)} script run ${(work.bytesRun / 1e6).toFixed(2).padStart(6)} MB at ${CPU_SLOWDOWN}x slower CPU (budget ${mainThreadScriptMB[route]}), ${work.calls} calls`,
    );
    const cpu = await relativeMainThreadCpu(browser, server.base + route, reference.url, 5);
    summary.push(
      `${''.padEnd(27)} CPU ${cpu.ratio.toFixed(2).padStart(5)} times the reference's (budget ${budget}): ` +
        `${cpu.routeMs} ms of ${cpu.loads.join(', ')}; reference ${cpu.referenceMs} ms of ${cpu.referenceLoads.join(', ')}`,
    );
    const { medianMs, loads } = await medianMainThreadWork(browser, server.base + route, 5);
    summary.push(
      `${''.padEnd(27)} blocked ${String(medianMs).padStart(5)} ms at ${CPU_SLOWDOWN}x slower CPU, median of 5 (loads ${loads.map((l) => l.blockingMs).join(', ')})`,
    );
  }
  console.log(`\n${summary.join('\n')}`);
  await browser.close();
} finally {
  await server.stop();
  await reference.close();
}
