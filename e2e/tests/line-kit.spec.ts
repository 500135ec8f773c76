import { expect, test } from '@playwright/test';

test('Line Kit lists its three tools, those not built yet COMING SOON, each with a way back', async ({
  page,
}) => {
  await page.goto('/linePerfector');
  const features = page.getByRole('region', { name: 'Features' });
  const tiles = features.getByRole('link');
  await expect(tiles).toHaveCount(3);
  for (const name of ['LineCal', 'LineTracker']) {
    await expect(
      features.getByRole('link', { name: new RegExp(name) }).getByText('COMING SOON'),
    ).toBeVisible();
  }
  await expect(features.getByRole('link', { name: /LineAlign/ }).getByText('COMING SOON')).toHaveCount(0);
  await features.getByRole('link', { name: /LineTracker/ }).click();
  await expect(page).toHaveURL(/\/linePerfector\/lineTracker$/);
  await expect(page.getByRole('heading', { name: 'LineTracker is coming soon' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Line Kit' }).click();
  await expect(page).toHaveURL(/\/linePerfector$/);
});

test('LineAlign asks a visitor to log in, and never opens the camera for one', async ({ page }) => {
  await page.goto('/linePerfector/lineAlign');
  await expect(page.getByRole('heading', { name: 'Log in to use the Line Kit.' })).toBeVisible();
  await expect(page.locator('video')).toHaveCount(0);
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
