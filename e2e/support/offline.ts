import { expect, type Page } from '@playwright/test';

const KIT_FOLDERS = ['coach-kit', 'library-kit', 'line-kit', 'profile'];

/** Waits until the service worker controls the page and has kept every kit's files. */
export async function waitForOfflineReady(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 20_000,
  });
  await expect
    .poll(
      () =>
        page.evaluate(async (folders) => {
          const cache = await caches.open('handyq-kits');
          const kept = await Promise.all(
            folders.map((f) => cache.match(`${location.origin}/kits/${f}/mf-manifest.json?handyq-kit-files`)),
          );
          return kept.every(Boolean);
        }, KIT_FOLDERS),
      { timeout: 20_000 },
    )
    .toBe(true);
}
