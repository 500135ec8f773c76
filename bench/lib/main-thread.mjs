// The main thread's work while a route loads on a phone, two ways, both from navigation until the
// network has been quiet for a second:
//
// - mainThreadCpu: the CPU time the page's main thread ran (Chromium's ThreadTime metric), at the
//   machine's full speed. It is the work itself: another process on the machine (a build, a CPU
//   hog, a neighbour on the host) makes it wait for the CPU but does not add to it, so on a busy
//   machine it moves by a fifth where wall times move 1.5 to 4 times. The e2e budget judges it.
//   (Not under the DevTools CPU slowdown: that spins the thread, and its CPU time would count it.)
// - mainThreadWork: every long task (over 50 ms) the page ran, with the CPU slowed down 4x, the
//   slowdown Lighthouse's mobile run assumes. Blocking time is what each long task ran past 50 ms,
//   summed: Total Blocking Time without Lighthouse's window. Wall time: traced side by side with
//   the build whose first visit regressed (c95cbca), its main thread spent no more CPU time than
//   today's, yet its long tasks were 2-3 times longer: it lost the CPU to the page's other work
//   (its service worker precaching) while it loaded. Wall time also counts what the rest of the
//   machine takes, which `favourTimedBrowser` keeps out in part; so the benches print it, old and
//   new build interleaved (bench/main-thread.mjs --against), and no test judges it.

import fs from 'node:fs';

export const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @returns {Promise<{ blockingMs: number, longTasks: number[] }>}
 */
export async function mainThreadWork(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen = [];
      Object.defineProperty(window, '__longTasks', { value: seen });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) seen.push(e.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'networkidle' });
    // Work a script starts once the network is quiet (idle callbacks, the realtime socket).
    await page.waitForTimeout(1000);
    const longTasks = await page.evaluate(() => window.__longTasks.map(Math.round));
    const blockingMs = longTasks.reduce((sum, ms) => sum + Math.max(0, ms - LONG_TASK_MS), 0);
    return { blockingMs, longTasks };
  } finally {
    await context.close();
  }
}

/**
 * Source bytes run by one function's coverage `ranges` (V8's block coverage: the function's own
 * range first, then the blocks within it, nested, each with how often it ran): every byte counted
 * as often as the innermost block holding it ran.
 * @param {{ startOffset: number, endOffset: number, count: number }[]} ranges
 */
export function bytesRun(ranges) {
  let total = 0;
  for (let i = 0; i < ranges.length; i++) {
    const outer = ranges[i];
    let own = outer.endOffset - outer.startOffset;
    // take away the blocks directly inside this one (each counts its own bytes)
    let coveredTo = -1;
    for (let j = i + 1; j < ranges.length; j++) {
      const inner = ranges[j];
      if (inner.startOffset < outer.startOffset || inner.endOffset > outer.endOffset) continue;
      if (inner.startOffset < coveredTo) continue; // inside a block already taken away
      own -= inner.endOffset - inner.startOffset;
      coveredTo = inner.endOffset;
    }
    total += outer.count * own;
  }
  return total;
}

/**
 * The JavaScript the page's main thread runs while `url` loads, from navigation until the network
 * has been quiet for a second: the bytes of script source run, each counted every time it runs
 * (V8's precise block coverage), and the function calls. A count of the work, not a time: the
 * same on a fast machine, a slow one and a busy one (0.2-1 % apart over loads here, where CPU
 * time moves by a fifth from one load to the next), so a budget on it can be tight enough to
 * catch a route whose script work grows by a fifth. Counted in the slow mode by default: the CPU
 * slowed CPU_SLOWDOWN times, as Lighthouse's mobile run assumes, so what only a slow phone runs
 * (a timer that fires before the data has come, a render in two passes) is counted too.
 * `addedScript`: a script run in every document before the page's own (the e2e budget's check
 * that a fifth more work fails).
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {{ slowdown?: number, addedScript?: string }} [options]
 * @returns {Promise<{ bytesRun: number, calls: number }>}
 */
export async function scriptWork(browser, url, { slowdown = CPU_SLOWDOWN, addedScript } = {}) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    if (addedScript) await page.addInitScript(addedScript);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    if (slowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: true });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const { result } = await cdp.send('Profiler.takePreciseCoverage');
    let total = 0;
    let calls = 0;
    for (const script of result)
      for (const fn of script.functions) {
        total += bytesRun(fn.ranges);
        calls += fn.ranges[0]?.count ?? 0;
      }
    return { bytesRun: total, calls };
  } finally {
    await context.close();
  }
}

/**
 * HANDYQ_CPU_SLOWDOWN=3: every load of mainThreadCpu and mainThreadProfile runs on a CPU slowed 3
 * times (Chromium's CPU throttling, which spins the thread, so CPU time grows with it): how the
 * CPU-time guard reads on a slower machine, on this one.
 */
const SIMULATED_SLOWDOWN = Number(process.env.HANDYQ_CPU_SLOWDOWN ?? 1);
/** @param {import('playwright-core').CDPSession} cdp */
async function simulateSlowCpu(cdp) {
  if (SIMULATED_SLOWDOWN > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: SIMULATED_SLOWDOWN });
}

/** The argument that marks a browser whose loads are timed, so `favourTimedBrowser` finds it. */
export const TIMED_BROWSER_MARK = '--handyq-timed-browser';

/**
 * Lets the browser started with TIMED_BROWSER_MARK take the CPU before the rest of the machine,
 * so another build or benchmark beside the test does not lengthen its long tasks, while the
 * page's own processes and threads still compete with each other as they do on a phone.
 * Linux schedules each session's processes as one group (autogroup); Playwright starts the
 * browser in a session of its own, so this raises that group's weight (nice -15: 28 times a
 * default group's). It needs root and autogroups: answers null when favoured, else why not.
 * @returns {string | null}
 */
export function favourTimedBrowser() {
  const read = (file) => {
    try {
      return fs.readFileSync(file, 'utf8');
    } catch {
      return '';
    }
  };
  if (read('/proc/sys/kernel/sched_autogroup_enabled').trim() !== '1') return 'autogroups are off';
  const browsers = fs
    .readdirSync('/proc')
    .filter((pid) => /^\d+$/.test(pid))
    .filter((pid) => {
      const args = read(`/proc/${pid}/cmdline`).split('\0');
      return args.includes(TIMED_BROWSER_MARK) && !args.some((a) => a.startsWith('--type='));
    });
  if (browsers.length === 0) return `no browser started with ${TIMED_BROWSER_MARK}`;
  try {
    for (const pid of browsers) fs.writeFileSync(`/proc/${pid}/autogroup`, '-15');
  } catch (e) {
    return `its priority could not be raised (${e.code ?? e.message})`;
  }
  return null;
}

/**
 * The CPU time (ms) of the page's main thread while `url` loads at full CPU speed.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @returns {Promise<number>}
 */
export async function mainThreadCpu(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await simulateSlowCpu(cdp);
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const threadTime = metrics.find((m) => m.name === 'ThreadTime')?.value;
    if (threadTime === undefined) throw new Error('this Chromium reports no ThreadTime metric');
    return Math.round(threadTime * 1000);
  } finally {
    await context.close();
  }
}

/** A script's file name without its content hash (main.4fd083c3.js -> main.js). */
const scriptName = (url) =>
  (url.split(/[?#]/)[0].split('/').pop() || url).replace(/\.[0-9a-f]{8}(\.[a-z]+)$/, '$1');
/** V8's names for work outside script ("(program)") as they are; a browser API called by name. */
const nativeName = (fn) => (fn.startsWith('(') ? fn : `(${fn || 'anonymous'})`);

/**
 * Where the main thread's time goes while `url` loads: V8's sampling profiler (0.1 ms) from
 * navigation until the network has been quiet for a second, its samples summed by the script
 * they were in (file name only, so two builds' hashed names of one chunk differ), native work
 * under its own name ("(program)": parsing, style, layout, paint and the browser's own tasks;
 * "(garbage collector)"), idle left out. Wall time, as mainThreadWork: for side-by-side runs.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @returns {Promise<Record<string, number>>} ms by script
 */
export async function mainThreadProfile(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await simulateSlowCpu(cdp);
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const { profile } = await cdp.send('Profiler.stop');
    const scriptOf = new Map(
      profile.nodes.map((n) => [
        n.id,
        n.callFrame.url ? scriptName(n.callFrame.url) : nativeName(n.callFrame.functionName),
      ]),
    );
    /** @type {Record<string, number>} */
    const ms = {};
    profile.samples.forEach((id, i) => {
      const script = scriptOf.get(id) ?? '(unknown)';
      if (script === '(idle)') return;
      ms[script] = (ms[script] ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000;
    });
    return ms;
  } finally {
    await context.close();
  }
}

/** The median of `values` (the mean of the middle two when their count is even). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
}

/**
 * `runs` loads of `url` and the median of their main-thread CPU time: the figure a route is
 * judged by, as one load's figure moves with what the machine does meanwhile.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {number} runs
 * @returns {Promise<{ medianMs: number, loads: number[] }>}
 */
export async function medianMainThreadCpu(browser, url, runs = 5) {
  const loads = [];
  for (let i = 0; i < runs; i++) loads.push(await mainThreadCpu(browser, url));
  return { medianMs: median(loads), loads };
}

/**
 * `runs` loads of `url` interleaved with `runs` loads of the reference page at `referenceUrl`
 * (bench/lib/reference-page.cjs), the order swapped each round: the route's main-thread CPU time
 * as a multiple of the reference's (the ratio of the medians), which a slower or busier machine
 * moves far less than either figure. The figure the e2e budget judges.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {string} referenceUrl
 * @param {number} runs
 * @returns {Promise<{ ratio: number, routeMs: number, referenceMs: number, loads: number[], referenceLoads: number[] }>}
 */
export async function relativeMainThreadCpu(browser, url, referenceUrl, runs = 5) {
  const loads = [];
  const referenceLoads = [];
  for (let i = 0; i < runs; i++) {
    if (i % 2) {
      loads.push(await mainThreadCpu(browser, url));
      referenceLoads.push(await mainThreadCpu(browser, referenceUrl));
    } else {
      referenceLoads.push(await mainThreadCpu(browser, referenceUrl));
      loads.push(await mainThreadCpu(browser, url));
    }
  }
  const routeMs = median(loads);
  const referenceMs = median(referenceLoads);
  return {
    ratio: Math.round((routeMs / referenceMs) * 100) / 100,
    routeMs,
    referenceMs,
    loads,
    referenceLoads,
  };
}

/**
 * `runs` loads of `url`, and the median of their blocking (wall time, 4x slower CPU).
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {number} runs
 * @returns {Promise<{ medianMs: number, loads: Array<{ blockingMs: number, longTasks: number[] }> }>}
 */
export async function medianMainThreadWork(browser, url, runs = 5) {
  const loads = [];
  for (let i = 0; i < runs; i++) loads.push(await mainThreadWork(browser, url));
  return { medianMs: median(loads.map((l) => l.blockingMs)), loads };
}
