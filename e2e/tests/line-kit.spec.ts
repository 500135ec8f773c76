import { expect, test } from '@playwright/test';

test('Line Kit lists three tools, all COMING SOON, each with a way back', async ({ page }) => {
  await page.goto('/linePerfector');
  const features = page.getByRole('region', { name: 'Features' });
  const tiles = features.getByRole('link');
  await expect(tiles).toHaveCount(3);
  for (const name of ['LineCal', 'LineAlign', 'LineTracker']) {
    await expect(
      features.getByRole('link', { name: new RegExp(name) }).getByText('COMING SOON'),
    ).toBeVisible();
  }
  await features.getByRole('link', { name: /LineTracker/ }).click();
  await expect(page).toHaveURL(/\/linePerfector\/lineTracker$/);
  await expect(page.getByRole('heading', { name: 'LineTracker is coming soon' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Line Kit' }).click();
  await expect(page).toHaveURL(/\/linePerfector$/);
});
