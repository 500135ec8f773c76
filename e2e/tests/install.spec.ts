import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, expect, test, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../bench/lib/chromium.mjs';

const BANNER = 'Install HandyQ for a better experience?';

/** Fires a beforeinstallprompt as Chromium does when it offers installation; its calls are recorded. */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed') {
  await page.evaluate((choice) => {
    const w = window as unknown as { prompted: number };
    w.prompted = 0;
    const e = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
    e.prompt = async () => void (w.prompted += 1);
    e.userChoice = Promise.resolve({ outcome: choice, platform: 'web' });
    window.dispatchEvent(e);
  }, outcome);
}

test('HandyQ is installable: a manifest with icons and no installability errors', async ({ baseURL }) => {
  // A profile of its own: Chromium never offers installation in an incognito context (the
  // test's usual one), which would be the only error reported.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'handyq-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    baseURL,
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await installable(page);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

async function installable(page: Page) {
  await page.goto('/');
  const res = await page.request.get('/manifest.webmanifest');
  expect(res.ok()).toBe(true);
  const manifest = (await res.json()) as {
    name: string;
    display: string;
    start_url: string;
    icons: { src: string; purpose: string }[];
    shortcuts: { url: string }[];
  };
  expect([manifest.name, manifest.display, manifest.start_url]).toEqual(['HandyQ', 'standalone', '/']);
  expect(manifest.icons.map((i) => i.purpose)).toContain('maskable');
  for (const icon of manifest.icons) expect((await page.request.get(icon.src)).ok()).toBe(true);
  expect(manifest.shortcuts.map((s) => s.url)).toEqual([
    '/cueCoach/holdOn',
    '/cueCoach/entryBuddy',
    '/cueCoach/shapeJam',
    '/cueCoach/drillDJ',
  ]);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
}

test('the install banner shows only when the browser offers installation; Maybe later hides it', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(BANNER)).toHaveCount(0);
  await offerInstall(page, 'dismissed');
  const banner = page.getByRole('region', { name: 'Install HandyQ' });
  await expect(banner).toContainText(BANNER);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const { violations } = await new AxeBuilder({ page })
      .include('section[aria-label="Install HandyQ"]')
      .analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  }
  await banner.getByRole('button', { name: 'Maybe later' }).click();
  await expect(page.getByText(BANNER)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { prompted: number }).prompted)).toBe(0);
});

test('Install opens the browser prompt once, and the banner is gone after it', async ({ page }) => {
  await page.goto('/cueCoach');
  await offerInstall(page, 'accepted');
  const banner = page.getByRole('region', { name: 'Install HandyQ' });
  await banner.getByRole('button', { name: 'Install' }).click();
  await expect(page.getByText(BANNER)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { prompted: number }).prompted)).toBe(1);
});

test('a deep page (a timer opened from a shortcut) offers installing too, covering none of its controls', async ({
  page,
}) => {
  await page.goto('/cueCoach/holdOn');
  const start = page.getByRole('button', { name: 'Start' });
  await expect(start).toBeVisible();
  await offerInstall(page, 'dismissed');
  const banner = page.getByRole('region', { name: 'Install HandyQ' });
  await expect(banner).toContainText(BANNER);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: test.info().outputPath(`install-deep-${colorScheme}.png`) });
  }
  // Start is where a tap lands on it, not under the banner; so is every other control.
  for (const control of [start, page.getByRole('button', { name: /^Voice:/ })]) {
    await control.scrollIntoViewIfNeeded();
    const box = (await control.boundingBox())!;
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('section[aria-label="Install HandyQ"]') !== null,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(hit, 'the banner covers a control').toBe(false);
  }
  await start.click();
  await expect(page.getByRole('button', { name: 'Reset' })).toBeVisible();
  await banner.getByRole('button', { name: 'Maybe later' }).click();
  await expect(page.getByText(BANNER)).toHaveCount(0);
});
