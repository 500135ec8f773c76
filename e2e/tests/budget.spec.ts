import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { firstLoad, kb } from '../../bench/lib/first-load.mjs';

// Bytes on the wire are deterministic for a build, so the first-load budget is a test.
const { routes } = JSON.parse(fs.readFileSync(path.join(__dirname, '../../bench/budgets.json'), 'utf8')) as {
  routes: Record<string, number>;
};

const ROOT = path.resolve(__dirname, '../..');
const APPS = ['shell', 'coach-kit', 'library-kit', 'line-kit', 'profile'];

// ...and the same in every checkout: a file path of the machine that built it, shipped in a
// script, changes that script's hash, and so the bytes of every script naming it (the shell's
// first-load script names the voice worker). It would also tell every user where we build.
test('no shipped script names a path of the machine that built it', () => {
  const naming: string[] = [];
  for (const app of APPS) {
    for (const build of ['dist', 'dist-demo']) {
      const dir = path.join(ROOT, app, build);
      if (!fs.existsSync(dir)) continue;
      for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
        if (!/\.(js|css|html)$/.test(file)) continue;
        if (fs.readFileSync(path.join(dir, file), 'utf8').includes(ROOT))
          naming.push(`${app}/${build}/${file}`);
      }
    }
  }
  expect(fs.existsSync(path.join(ROOT, 'shell/dist')), 'the web build is there to read').toBe(true);
  expect(naming, `these name ${ROOT}`).toEqual([]);
});

for (const [route, budgetKb] of Object.entries(routes)) {
  test(`first load of ${route} stays within ${budgetKb} KB of JS + CSS`, async ({ browser, baseURL }) => {
    const { files, total } = await firstLoad(browser, `${baseURL}${route}`);
    const listing = files.map((f) => `${kb(f.bytes).padStart(9)} ${f.path}`).join('\n');
    expect(files.length, 'the page loaded scripts').toBeGreaterThan(0);
    expect(total, `${route} downloads ${kb(total)}:\n${listing}`).toBeLessThanOrEqual(budgetKb * 1024);
  });
}
