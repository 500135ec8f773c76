import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  CPU_SLOWDOWN,
  favourTimedBrowser,
  relativeMainThreadCpu,
  scriptWork,
} from '../../bench/lib/main-thread.mjs';
import { serveReferencePage } from '../../bench/lib/reference-page.cjs';
import { EXTRA_SERVER_START_MS, startExtraServer } from '../support/servers';

// The main-thread budgets of each route's first load (bench/budgets.json), two of them, each a
// figure a slower or busier machine leaves alone:
// - `mainThreadScriptMB`, tight: the JavaScript the main thread runs in the slow mode (the CPU
//   slowed 4 times, as Lighthouse's mobile run assumes), counted in source bytes run
//   (bench/lib/main-thread.mjs `scriptWork`). A count, not a time: the same on any machine
//   within about 1 %, so each budget stands about a tenth over the route's figure and a route
//   whose script work grows by a fifth fails, here or on a machine three times slower. Each
//   budget must also stay under its figure plus a fifth (a route that got lighter lowers its
//   budget), and one test adds a fifth to a route's work and sees it fail.
// - `mainThreadCpuRatio`, coarse: the main thread's CPU time as a multiple of the reference
//   page's (bench/reference: React and the router, built with the app's bundler), the two loaded
//   in turn. CPU time moves by a fifth from one load to the next on this machine, so this guard
//   catches what counting scripts cannot see (styles, layout, a long compile) only once it
//   doubles; the paired benches judge smaller changes (bench:main-thread, bench:lighthouse).
// One server of their own (the e2e servers' data changes under the other tests), the routes one
// after another in one worker, beside the other tests, in a browser that takes the CPU before
// the rest of the machine (favourTimedBrowser).
const { mainThreadScriptMB, mainThreadCpuRatio } = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../../bench/budgets.json'), 'utf8'),
) as { mainThreadScriptMB: Record<string, number>; mainThreadCpuRatio: Record<string, number> };

/**
 * Loads of each, route and reference in turn, for the CPU-time guard. One: it is coarse (the
 * routes read 1.8–2.7 times the reference against budgets of 4 and 7) and two loads of a route
 * differ by a few percent here, while each load pair costs its worker about 9 s on a slow machine.
 */
const TIMED_LOADS = 1;

/** A budget stays under its route's figure times this, so a route grown by a fifth fails. */
const WITHIN_A_FIFTH = 1.2;

test.describe.configure({ mode: 'default' });

let notFavoured: string | null = null;
let reference: Awaited<ReturnType<typeof serveReferencePage>> | undefined;
let server: Awaited<ReturnType<typeof startExtraServer>> | undefined;
test.beforeAll(async ({ browser }) => {
  // a ceiling for a stuck server: the reference page is built in global setup, and the server
  // starts beside the other workers' first tests
  test.setTimeout(EXTRA_SERVER_START_MS + 60_000);
  if (!browser.isConnected()) throw new Error('the timed browser is not running');
  notFavoured = favourTimedBrowser();
  console.log(
    notFavoured ? `timed at the usual priority: ${notFavoured}` : 'timed browser favoured over the machine',
  );
  [reference, server] = await Promise.all([serveReferencePage(), startExtraServer({})]);
});
test.afterAll(async () => {
  await Promise.all([reference?.close(), server?.stop()]);
});

test('every route has both budgets', () => {
  expect(Object.keys(mainThreadCpuRatio).sort()).toEqual(Object.keys(mainThreadScriptMB).sort());
});

for (const [route, budgetMB] of Object.entries(mainThreadScriptMB)) {
  const ratioBudget = mainThreadCpuRatio[route] ?? 0;
  test(`loading ${route} runs at most ${budgetMB} MB of script and ${ratioBudget} times the reference page's CPU time`, async ({
    browser,
  }) => {
    test.slow();
    if (notFavoured) {
      test.info().annotations.push({ type: 'timed at the usual priority', description: notFavoured });
    }
    const url = `${server!.url}${route}`;
    // Over budget, a second load, and the lower of the two: what a load may add beside the
    // route's own work is timing (a response that comes in two renders rather than one).
    const loads = [await scriptWork(browser, url)];
    if (loads[0]!.bytesRun / 1e6 > budgetMB) loads.push(await scriptWork(browser, url));
    const mb = Math.min(...loads.map((l) => l.bytesRun)) / 1e6;
    const cpu = await relativeMainThreadCpu(browser, url, reference!.url, TIMED_LOADS);
    const figures =
      `${route}: script run ${mb.toFixed(2)} MB (budget ${budgetMB}; loads ${loads.map((l) => (l.bytesRun / 1e6).toFixed(2)).join(', ')}, ` +
      `calls ${loads.map((l) => l.calls).join(', ')}); CPU ${cpu.ratio} times the reference (budget ${ratioBudget}): ` +
      `${cpu.routeMs} ms of ${cpu.loads.join(', ')}, reference ${cpu.referenceMs} ms of ${cpu.referenceLoads.join(', ')}`;
    // The figures, passed or not: a budget's margin is seen before it is lost.
    console.log(figures);
    expect(mb, figures).toBeLessThanOrEqual(budgetMB);
    expect(
      budgetMB,
      `${figures}: the budget is a fifth or more over the figure, so a route grown by a fifth would pass; ` +
        `set it to the figure plus a tenth (${(mb * 1.1).toFixed(1)}) in bench/budgets.json`,
    ).toBeLessThan(mb * WITHIN_A_FIFTH);
    expect(cpu.ratio, figures).toBeLessThanOrEqual(ratioBudget);
  });
}

test('a route whose script work grows by a fifth fails its budget', async ({ browser }) => {
  test.slow();
  const route = '/cueCoach/holdOn';
  const url = `${server!.url}${route}`;
  const plain = (await scriptWork(browser, url)).bytesRun;
  // A loop run before the page's own scripts, its body (the one block that repeats) run often
  // enough to add a fifth of the route's figure: the work a heavier first load would add.
  const body = '{ x = (x * 31 + i) | 0; }';
  const times = Math.ceil(plain / 5 / body.length);
  const addedScript = `(() => { let x = 0; for (let i = 0; i < ${times}; i++) ${body} window.__added = x; })();`;
  const grown = (await scriptWork(browser, url, { addedScript })).bytesRun;
  const figures = `${route} in the slow mode (CPU ${CPU_SLOWDOWN}x slower): ${(plain / 1e6).toFixed(2)} MB, with a fifth added ${(grown / 1e6).toFixed(2)} MB (budget ${mainThreadScriptMB[route]})`;
  console.log(figures);
  // The count sees the added work, all of it and no more than a little besides ...
  expect(grown / plain, figures).toBeGreaterThan(1.18);
  expect(grown / plain, figures).toBeLessThan(1.25);
  // ... and the route's budget refuses it.
  expect(grown / 1e6, figures).toBeGreaterThan(mainThreadScriptMB[route]!);
});
