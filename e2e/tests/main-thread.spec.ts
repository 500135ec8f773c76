import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CPU_SLOWDOWN, mainThreadWork } from '../../bench/lib/main-thread.mjs';

// The main-thread budget of each route (bench/budgets.json `mainThreadMs`). Main-thread work is
// wall time, and this machine's other load only ever adds to it, so these run in a project of
// their own after every other test (playwright.config.ts), one at a time, and a route passes on
// the first of up to five loads within its budget. Side by side with the build whose first
// visit regressed (c95cbca), every one of its loads of Home, /cueCoach and the PracticeLab was
// past these budgets, on a machine busy with other work.
const { mainThreadMs } = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../../bench/budgets.json'), 'utf8'),
) as {
  mainThreadMs: Record<string, number>;
};

test.describe.configure({ mode: 'serial' });

for (const [route, budgetMs] of Object.entries(mainThreadMs)) {
  test(`loading ${route} on a ${CPU_SLOWDOWN}x slower CPU blocks the main thread at most ${budgetMs} ms`, async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    const tries: string[] = [];
    let least = Infinity;
    for (let i = 0; i < 5 && least > budgetMs; i++) {
      const { blockingMs, longTasks } = await mainThreadWork(browser, `${baseURL}${route}`);
      tries.push(`${blockingMs} ms (long tasks ${longTasks.join(', ') || 'none'})`);
      least = Math.min(least, blockingMs);
    }
    expect(least, `${route} blocked the main thread for ${tries.join('; ')}`).toBeLessThanOrEqual(budgetMs);
  });
}
