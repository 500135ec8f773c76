import { expect, test } from '@playwright/test';

test('a kit whose server is down shows Retry, the rest works, and Retry recovers', async ({ page }) => {
  let attempts = 0;
  await page.route('**/kits/coach-kit/**', (route) => {
    attempts++;
    return route.abort('connectionrefused');
  });
  await page.goto('/cueCoach');
  await expect(page.getByRole('heading', { name: 'Coach Kit could not load' })).toBeVisible();
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();

  // The rest of the app keeps working.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'LINE' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Line Kit');
  await nav.getByRole('link', { name: 'HOME' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('HandyQ');

  // Still down: Retry really asks the server again, and fails again, cleanly.
  await nav.getByRole('link', { name: 'COACH' }).click();
  await expect(retry).toBeVisible();
  const before = attempts;
  await retry.click();
  await expect.poll(() => attempts).toBeGreaterThan(before);
  await expect(page.getByRole('heading', { name: 'Coach Kit could not load' })).toBeVisible();

  // The kit is back: Retry loads it.
  await page.unroute('**/kits/coach-kit/**');
  await retry.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coach Kit');
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});

test('a broken kit entry shows the kit error screen, and Retry recovers once it is fixed', async ({
  page,
}) => {
  await page.route('**/kits/library-kit/remoteEntry.js', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: 'this is not a kit(' }),
  );
  await page.goto('/libraryKit');
  await expect(page.getByRole('heading', { name: 'Library Kit could not load' })).toBeVisible();
  await page.unroute('**/kits/library-kit/remoteEntry.js');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Library Kit');
});
