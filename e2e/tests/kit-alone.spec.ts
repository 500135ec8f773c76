import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// A kit is its own deployable: a new build of one kit, made alone, runs in the shell that is
// already deployed. The shell here is the built one the server runs; the kit is rebuilt from a
// copy of its sources with a changed text and served in place of the deployed kit.
const root = path.resolve(__dirname, '../..');

test('a kit built alone loads into the running shell', async ({ page }) => {
  test.setTimeout(90_000);
  const work = fs.mkdtempSync(path.join(root, 'e2e/.tmp-'));
  try {
    const kitDir = path.join(work, 'line-kit');
    fs.cpSync(path.join(root, 'line-kit'), kitDir, {
      recursive: true,
      filter: (src) => !/[/\\](dist|node_modules)$/.test(src),
    });
    const page_ = path.join(kitDir, 'src/pages/line-index.tsx');
    fs.writeFileSync(
      page_,
      fs.readFileSync(page_, 'utf8').replace('is what is coming.', 'is what is coming, v2.'),
    );
    execFileSync(path.join(root, 'node_modules/.bin/rspack'), ['build', '--mode', 'production'], {
      cwd: kitDir,
      stdio: 'pipe',
    });
    const dist = path.join(kitDir, 'dist');

    const before = await page.request.get('/');
    await page.route('**/kits/line-kit/**', (route) => {
      const file = path.join(dist, new URL(route.request().url()).pathname.replace('/kits/line-kit/', ''));
      return fs.existsSync(file) ? route.fulfill({ path: file }) : route.fulfill({ status: 404 });
    });
    await page.goto('/linePerfector');
    await expect(page.getByText('is what is coming, v2.')).toBeVisible();
    await expect(page.getByRole('link', { name: /LineAlign/ })).toBeVisible();
    // The shell itself did not change.
    expect(await (await page.request.get('/')).text()).toBe(await before.text());
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
});
