// Each route's main-thread work while it loads (bench/lib/main-thread.mjs), this build beside
// another commit's, measured in one run with the loads interleaved, so both builds meet the same
// moments of this machine's load: the main thread's CPU time at full speed (what the e2e budget
// judges) and how long it is blocked on a 4x slower CPU (wall time: what a phone feels, and what
// the rest of the machine moves most). A benchmark, not a test: it prints figures and exits 0
// whatever they are.
//
//   node bench/main-thread.mjs --against <commit> [--runs 9] [--pages /,/cueCoach/holdOn] [--by-script]
//
// --by-script: each load is also profiled (V8's sampler), and each page's main-thread time is
// printed by script for both builds (file names without their hash; "(program)" is the browser's
// own work: parsing, style, layout, paint): where a difference in the figures above comes from.
//
// Run after `npm run build`. <commit> is checked out, installed and built in a worktree under the
// system's temp dir (kept for the next run: handyq-at-<commit>). Each build is served by its own
// server (ports 3295 and 3294, throwaway PGlite data); one browser, favoured over the rest of the
// machine as in the e2e budget test, loads each page from both, the order swapped each round.
// Prints each page's median and every load for both builds, then a last line of JSON.
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import {
  CPU_SLOWDOWN,
  TIMED_BROWSER_MARK,
  favourTimedBrowser,
  mainThreadCpu,
  mainThreadProfile,
  mainThreadWork,
  median,
} from './lib/main-thread.mjs';
import { startServer } from './lib/server.mjs';
import { arg } from './lib/args.mjs';
import { builtCheckout } from './lib/worktree.mjs';

const AGAINST = arg('against');
if (!AGAINST) {
  console.error('usage: node bench/main-thread.mjs --against <commit> [--runs N] [--pages /a,/b]');
  process.exit(2);
}
const RUNS = Number(arg('runs') ?? 9);
// --by-script: each load is also profiled, and the main thread's time is printed by script
const BY_SCRIPT = process.argv.includes('--by-script');
/** The scripts that took the most time in either build, with each build's median ms. */
function scriptTable(builds, page, top = 14) {
  const names = new Set(builds.flatMap((b) => b.loads[page].profiles.flatMap((p) => Object.keys(p))));
  const med = (b, name) => median(b.loads[page].profiles.map((p) => Math.round(p[name] ?? 0)));
  const rows = [...names]
    .map((name) => ({ name, ms: builds.map((b) => med(b, name)) }))
    .sort((x, y) => Math.max(...y.ms) - Math.max(...x.ms));
  const total = builds.map((b) =>
    median(b.loads[page].profiles.map((p) => Math.round(Object.values(p).reduce((a, v) => a + v, 0)))),
  );
  console.log(`  main thread by script, ms (medians; ${builds.map((b) => b.label).join(' | ')})`);
  for (const r of rows.slice(0, top))
    console.log(`    ${r.name.padEnd(32)} ${r.ms.map((v) => String(v).padStart(6)).join(' ')}`);
  console.log(`    ${'all'.padEnd(32)} ${total.map((v) => String(v).padStart(6)).join(' ')}`);
  return rows.slice(0, top);
}
const PAGES = arg('pages')?.split(',') ?? ['/', '/cueCoach', '/cueCoach/holdOn', '/libraryKit/practiceLab'];

const { sha, dir } = builtCheckout(AGAINST);
const builds = [
  { label: sha.slice(0, 9), server: await startServer(3294, {}, { root: dir }), loads: {} },
  { label: 'this build', server: await startServer(3295), loads: {} },
];
let browser;
try {
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, TIMED_BROWSER_MARK],
  });
  const notFavoured = favourTimedBrowser();
  if (notFavoured) console.log(`timed at the machine's usual priority: ${notFavoured}`);
  /** @type {Record<string, { name: string, ms: number[] }[]>} */
  const scripts = {};
  for (const page of PAGES) {
    for (const b of builds) b.loads[page] = { cpu: [], blocked: [], profiles: [] };
    for (let round = 0; round < RUNS; round++) {
      const order = round % 2 ? [...builds].reverse() : builds;
      for (const b of order) {
        b.loads[page].cpu.push(await mainThreadCpu(browser, b.server.base + page));
        b.loads[page].blocked.push((await mainThreadWork(browser, b.server.base + page)).blockingMs);
        if (BY_SCRIPT) b.loads[page].profiles.push(await mainThreadProfile(browser, b.server.base + page));
      }
    }
    console.log(`\n${page}: ${RUNS} loads each, interleaved`);
    for (const [what, title] of [
      ['cpu', 'main-thread CPU ms'],
      ['blocked', `blocked ms at ${CPU_SLOWDOWN}x slower CPU`],
    ]) {
      console.log(`  ${title}`);
      for (const b of builds) {
        const ms = b.loads[page][what];
        console.log(`    ${b.label.padEnd(10)} median ${String(median(ms)).padStart(4)}  (${ms.join(', ')})`);
      }
    }
    if (BY_SCRIPT) scripts[page] = scriptTable(builds, page);
  }
  const results = PAGES.map((page) => ({
    page,
    cpuMs: { old: median(builds[0].loads[page].cpu), new: median(builds[1].loads[page].cpu) },
    blockedMs: { old: median(builds[0].loads[page].blocked), new: median(builds[1].loads[page].blocked) },
    ...(BY_SCRIPT && {
      byScript: Object.fromEntries(scripts[page].map((r) => [r.name, { old: r.ms[0], new: r.ms[1] }])),
    }),
  }));
  console.log(JSON.stringify({ against: sha, runs: RUNS, results }));
} finally {
  await browser?.close();
  for (const b of builds) await b.server.stop();
}
