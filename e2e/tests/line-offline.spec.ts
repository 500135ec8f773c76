import { CAMERA_TEST_MS, MODEL_READY_MS } from '../support/camera';
import { expect, test, type Page } from '@playwright/test';
import { apiSignUp, storeLogin } from '../support/accounts';
import { waitForOfflineReady } from '../support/offline';

// The pose model offline: the service worker keeps its worker, runtime and weights the first time
// a camera page fetches them (never before: a first visit does not download 5 MB it may not
// need), so after one online visit LineAlign reads the camera with the network off; before it,
// the page says the model could not load and what to do.
test.use({ serviceWorkers: 'allow' });

const position = (page: Page) =>
  page
    .getByRole('region', { name: 'Your line' })
    .locator('div')
    .filter({ has: page.getByText('Position', { exact: true }) })
    .locator('dd');

test.beforeEach(async ({ page }) => {
  await storeLogin(page, await apiSignUp(page.request, 'Offline Liner'));
  await page.goto('/');
  await waitForOfflineReady(page);
});

test('after one online visit, LineAlign reads the camera offline', async ({ page, context }) => {
  test.setTimeout(CAMERA_TEST_MS + MODEL_READY_MS); // the model loads twice
  await page.goto('/linePerfector/lineAlign');
  await expect(position(page)).toHaveText(/upside down/i, { timeout: MODEL_READY_MS });
  // kept on first use, beside (not in) the precache
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('handyq-pose')).keys()).length), {
      timeout: 15_000,
    })
    .toBeGreaterThanOrEqual(3);
  await context.setOffline(true);
  await page.reload();
  await expect(position(page)).toHaveText(/upside down/i, { timeout: MODEL_READY_MS });
});

test('offline before the model was ever fetched: LineAlign says it could not load, and what to do', async ({
  page,
  context,
}) => {
  await context.setOffline(true);
  await page.goto('/linePerfector/lineAlign');
  await expect(page.getByRole('alert')).toContainText('The pose model could not load', { timeout: 30_000 });
  await expect(page.getByRole('alert')).toContainText('Connect to the internet and press Try again.');
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(position(page)).toHaveText(/upside down/i, { timeout: MODEL_READY_MS });
});
