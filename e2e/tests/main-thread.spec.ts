import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { favourTimedBrowser, medianMainThreadCpu } from '../../bench/lib/main-thread.mjs';

// The main-thread budget of each route (bench/budgets.json `mainThreadCpuMs`): the CPU time the
// page's main thread spends while the route loads, judged on the median of three loads (a load's
// CPU time varies by about 15 %, so three are enough: five cost CI 40 s more). CPU time
// is the work itself, so a build or benchmark running beside CI barely moves it (wall times moved
// up to 4 times); these run in a project of their own beside the other tests, spread over the
// workers like them (playwright.config.ts), in a browser that takes the CPU before the rest of
// the machine (favourTimedBrowser).
const { mainThreadCpuMs } = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../../bench/budgets.json'), 'utf8'),
) as {
  mainThreadCpuMs: Record<string, number>;
};

let notFavoured: string | null = null;
test.beforeAll(({ browser }) => {
  if (!browser.isConnected()) throw new Error('the timed browser is not running');
  notFavoured = favourTimedBrowser();
  console.log(
    notFavoured ? `timed at the usual priority: ${notFavoured}` : 'timed browser favoured over the machine',
  );
});

for (const [route, budgetMs] of Object.entries(mainThreadCpuMs)) {
  test(`loading ${route} takes at most ${budgetMs} ms of the main thread's CPU time`, async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    if (notFavoured) {
      test.info().annotations.push({ type: 'timed at the usual priority', description: notFavoured });
    }
    const { medianMs, loads } = await medianMainThreadCpu(browser, `${baseURL}${route}`, 3);
    // The figures, passed or not: a budget's margin is seen before it is lost.
    console.log(`${route}: median ${medianMs} ms of ${loads.join(', ')} (budget ${budgetMs})`);
    expect(medianMs, `${route}: main-thread CPU ms of each load: ${loads.join(', ')}`).toBeLessThanOrEqual(
      budgetMs,
    );
  });
}
