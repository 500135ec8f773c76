// The main thread's work while a route loads on a slow phone: every long task (over 50 ms) the
// page ran from navigation until the network had been quiet for a second, with the CPU slowed
// down 4×, the slowdown Lighthouse's mobile run assumes. Blocking time is what each long task
// ran past 50 ms, summed: Total Blocking Time without Lighthouse's window.
//
// Wall time, not the main thread's CPU time: traced side by side with the build whose first
// visit regressed (c95cbca), its main thread spent no more CPU time than today's, yet its long
// tasks were 2–3 times longer: it lost the CPU to other work while it loaded.

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
 * The least blocking of `runs` loads: this machine's other load only ever adds to a figure, so
 * the least of a few is nearest the page's own.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {number} runs
 */
export async function leastMainThreadWork(browser, url, runs = 3) {
  let best;
  for (let i = 0; i < runs; i++) {
    const r = await mainThreadWork(browser, url);
    if (!best || r.blockingMs < best.blockingMs) best = r;
  }
  return best;
}
