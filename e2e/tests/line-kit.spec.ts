import { expect, test } from '@playwright/test';

test('Line Kit lists its three tools, each opening its page with a way back', async ({ page }) => {
  await page.goto('/linePerfector');
  const features = page.getByRole('region', { name: 'Features' });
  await expect(features.getByRole('link')).toHaveCount(3);
  await expect(features.getByText('COMING SOON')).toHaveCount(0);
  for (const name of ['LineCal', 'LineAlign', 'LineTracker']) {
    await features.getByRole('link', { name: new RegExp(name) }).click();
    await expect(page).toHaveURL(new RegExp(`/linePerfector/${name[0]!.toLowerCase()}${name.slice(1)}$`));
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/linePerfector$/);
  }
});

test('LineAlign asks a visitor to log in, and never opens the camera for one', async ({ page }) => {
  await page.goto('/linePerfector/lineAlign');
  await expect(page.getByRole('heading', { name: 'Log in to use the Line Kit.' })).toBeVisible();
  await expect(page.locator('video')).toHaveCount(0);
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
