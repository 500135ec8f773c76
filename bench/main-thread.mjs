// Each route's main-thread work while it loads (bench/lib/main-thread.mjs), this build beside
// another commit's, measured in one run with the loads interleaved, so both builds meet the same
// moments of this machine's load: the main thread's CPU time at full speed (what the e2e budget
// judges) and how long it is blocked on a 4x slower CPU (wall time: what a phone feels, and what
// the rest of the machine moves most). A benchmark, not a test: it prints figures and exits 0
// whatever they are.
//
//   node bench/main-thread.mjs --against <commit> [--runs 9] [--pages /,/cueCoach/holdOn]
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
  for (const page of PAGES) {
    for (const b of builds) b.loads[page] = { cpu: [], blocked: [] };
    for (let round = 0; round < RUNS; round++) {
      const order = round % 2 ? [...builds].reverse() : builds;
      for (const b of order) {
        b.loads[page].cpu.push(await mainThreadCpu(browser, b.server.base + page));
        b.loads[page].blocked.push((await mainThreadWork(browser, b.server.base + page)).blockingMs);
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
  }
  const results = PAGES.map((page) => ({
    page,
    cpuMs: { old: median(builds[0].loads[page].cpu), new: median(builds[1].loads[page].cpu) },
    blockedMs: { old: median(builds[0].loads[page].blocked), new: median(builds[1].loads[page].blocked) },
  }));
  console.log(JSON.stringify({ against: sha, runs: RUNS, results }));
} finally {
  await browser?.close();
  for (const b of builds) await b.server.stop();
}
