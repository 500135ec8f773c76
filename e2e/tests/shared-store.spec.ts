import { expect, test } from '@playwright/test';

// The toast store lives in @handyq/domain, a federation singleton: Coach Kit (a remote) writes
// to it and the shell's toast (the host) shows it. Two copies of the store would show nothing.
test('a kit shows a toast through the store it shares with the shell', async ({ page }) => {
  await page.goto('/cueCoach/holdOn');
  await page.getByRole('button', { name: 'Save' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Please log in first.' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('info');
  await toast.getByRole('button', { name: 'Close notification' }).click();
  await expect(toast).toHaveCount(0);

  await page.getByRole('button', { name: 'Favorites' }).click();
  await expect(toast).toBeVisible();
  const shownAt = Date.now();
  await expect(toast).toHaveCount(0, { timeout: 6000 });
  const hiddenAfter = Date.now() - shownAt;
  expect(hiddenAfter).toBeGreaterThan(2000);
  expect(hiddenAfter).toBeLessThan(4500);
});
