// The main thread's work while a route loads on a slow phone: every long task (over 50 ms) the
// page ran from navigation until the network had been quiet for a second, with the CPU slowed
// down 4×, the slowdown Lighthouse's mobile run assumes. Blocking time is what each long task
// ran past 50 ms, summed: Total Blocking Time without Lighthouse's window.
//
// Wall time, not the main thread's CPU time: traced side by side with the build whose first
// visit regressed (c95cbca), its main thread spent no more CPU time than today's, yet its long
// tasks were 2–3 times longer: it lost the CPU to the page's other work (its service worker
// precaching) while it loaded. Wall time also counts what the rest of the machine takes, which
// `favourTimedBrowser` keeps out.

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
 * `runs` loads of `url`, and the median of their blocking: the figure a route is judged by, as
 * one load's figure moves with what the machine does meanwhile.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {number} runs
 * @returns {Promise<{ medianMs: number, loads: Array<{ blockingMs: number, longTasks: number[] }> }>}
 */
export async function medianMainThreadWork(browser, url, runs = 5) {
  const loads = [];
  for (let i = 0; i < runs; i++) loads.push(await mainThreadWork(browser, url));
  const sorted = loads.map((l) => l.blockingMs).sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const medianMs = sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
  return { medianMs, loads };
}
