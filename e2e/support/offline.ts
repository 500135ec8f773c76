import { expect, type Page } from '@playwright/test';

/** The kits the service worker keeps for offline use. */
export const KIT_FOLDERS = ['coach-kit', 'library-kit', 'line-kit', 'profile'];

/**
 * A ceiling, not a speed gate: the worker fetches every kit's files while the suite's busiest
 * tests (the camera's pose model, the timed loads) start beside it, which took over 20 s on a
 * slow machine.
 */
export const OFFLINE_READY_MS = 90_000;

/** In the page: whether the service worker's cache holds every kit of `folders`. */
export async function everyKitKept(folders: string[]): Promise<boolean> {
  const cache = await caches.open('handyq-kits');
  const kept = await Promise.all(
    folders.map((f) => cache.match(`${location.origin}/kits/${f}/mf-manifest.json?handyq-kit-files`)),
  );
  return kept.every(Boolean);
}

/** Waits until the service worker controls the page and has kept every kit's files. */
export async function waitForOfflineReady(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: OFFLINE_READY_MS,
  });
  await expect.poll(() => page.evaluate(everyKitKept, KIT_FOLDERS), { timeout: OFFLINE_READY_MS }).toBe(true);
}
