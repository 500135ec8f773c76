import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { firstLoad, kb } from '../../bench/lib/first-load.mjs';

// Bytes on the wire are deterministic for a build, so the first-load budget is a test.
const { routes } = JSON.parse(fs.readFileSync(path.join(__dirname, '../../bench/budgets.json'), 'utf8')) as {
  routes: Record<string, number>;
};

for (const [route, budgetKb] of Object.entries(routes)) {
  test(`first load of ${route} stays within ${budgetKb} KB of JS + CSS`, async ({ browser, baseURL }) => {
    const { files, total } = await firstLoad(browser, `${baseURL}${route}`);
    const listing = files.map((f) => `${kb(f.bytes).padStart(9)} ${f.path}`).join('\n');
    expect(files.length, 'the page loaded scripts').toBeGreaterThan(0);
    expect(total, `${route} downloads ${kb(total)}:\n${listing}`).toBeLessThanOrEqual(budgetKb * 1024);
  });
}
