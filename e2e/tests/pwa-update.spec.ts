import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { buildKitVariant } from '../support/kit-build';
import { EXTRA_SERVER_START_MS, startExtraServer } from '../support/servers';

// A server of its own, serving a copy of the built app, so one kit (then the shell) can be
// redeployed under a page that is open and running a timer.
test.use({ serviceWorkers: 'allow' });

const root = path.resolve(__dirname, '../..');
const APPS = ['shell', 'coach-kit', 'library-kit', 'line-kit', 'profile'];

/** Replaces a deployed app's files with another build's, as a deploy would. */
function deploy(webRoot: string, folder: string, dist: string) {
  const to = path.join(webRoot, folder, 'dist');
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(dist, to, { recursive: true });
}

/**
 * Looks for a new version now, as the page does when it is shown again once its last look is
 * older than the check interval (forgotten here).
 */
const lookForUpdates = (page: Page) =>
  page.evaluate(() => {
    localStorage.removeItem('hq-kits-checked-at');
    document.dispatchEvent(new Event('visibilitychange'));
  });

test('a kit redeployed alone, then the shell, each offer "New version available" with Reload; the running timer goes on', async ({
  page,
}) => {
  test.setTimeout(EXTRA_SERVER_START_MS + 120_000);
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'handyq-web-'));
  for (const app of APPS) deploy(webRoot, app, path.join(root, app, 'dist'));
  const server = await startExtraServer({ WEB_ROOT: webRoot });
  const kitV2 = buildKitVariant(
    'coach-kit',
    'src/pages/coach-index-page.tsx',
    '<Header title="Coach Kit" />',
    '<Header title="Coach Kit v2" />',
  );
  const shellV2 = buildKitVariant(
    'shell',
    'src/pages/static-pages.tsx',
    '<StaticPage title="About">',
    '<StaticPage title="About HandyQ v2">',
  );
  try {
    await page.goto(`${server.url}/cueCoach/holdOn`);
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
    await page.getByLabel('Get ready time').selectOption('0');
    await page.getByLabel('Hold time').selectOption('60');
    await page.getByRole('button', { name: 'Start' }).click();
    const clock = page.getByRole('timer');
    await expect(clock).toBeVisible();
    const update = page.getByRole('status', { name: 'New version available' });
    await lookForUpdates(page);
    await page.waitForTimeout(1000);
    await expect(update).toHaveCount(0);

    // The Coach Kit alone: the page runs its old build, so it offers the new one.
    deploy(webRoot, 'coach-kit', kitV2.dist);
    await lookForUpdates(page);
    await expect(update).toBeVisible();
    // Nothing reloaded: the hold goes on counting.
    const before = await clock.textContent();
    await expect(clock).not.toHaveText(before!, { timeout: 5_000 });
    const kitReloaded = page.waitForEvent('load');
    await update.getByRole('button', { name: 'Reload' }).click();
    await kitReloaded;
    await expect(page).toHaveURL(/\/cueCoach\/holdOn$/);
    await page.goto(`${server.url}/cueCoach`);
    await expect(page.getByRole('heading', { level: 1, name: 'Coach Kit v2' })).toBeVisible();
    await expect(update).toHaveCount(0);

    // The shell: its new worker installs and waits until Reload.
    deploy(webRoot, 'shell', shellV2.dist);
    await lookForUpdates(page);
    await expect(update).toBeVisible();
    // The new worker takes over, then the page reloads on it.
    const reloaded = page.waitForEvent('load');
    await update.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page).toHaveURL(/\/cueCoach$/);
    await page.goto(`${server.url}/about`);
    await expect(page.getByText('About HandyQ v2').first()).toBeVisible();
  } finally {
    kitV2.cleanup();
    shellV2.cleanup();
    await server.stop();
    fs.rmSync(webRoot, { recursive: true, force: true });
  }
});
