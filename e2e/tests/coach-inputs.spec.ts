import { expect, test } from '@playwright/test';
import { apiSignUp, storeLogin } from '../support/accounts';
import { saveFavorite, toastSays } from '../support/screen';

test("DrillDJ's slide Hold offers 0 s again after another value was chosen", async ({ page }) => {
  await page.goto('/cueCoach/drillDJ');
  const hold = page.getByLabel('Hold', { exact: true });
  await expect(hold).toHaveValue('0');
  await hold.selectOption('2');
  await expect(hold).toHaveValue('2');
  await hold.selectOption('0');
  await expect(hold).toHaveValue('0');
});

test('ShapeJam: a custom shape added on the timer is offered for saving, and saved it stays after a reload', async ({
  page,
  request,
}) => {
  const me = await apiSignUp(request, 'Sasha Shapes');
  await storeLogin(page, me);
  await page.goto('/cueCoach/shapeJam');
  await page.getByLabel('Custom shape').fill('  L-Sit ');
  await page.getByRole('button', { name: 'Add to list' }).click();
  const offer = page.getByRole('group', { name: 'New shapes' });
  await expect(offer).toContainText('“l-sit” is here only until you leave this page.');
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await offer.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`shapes-offer-${colorScheme}.png`) });
  }
  await offer.getByRole('button', { name: 'Save to my settings' }).click();
  await toastSays(page, 'Settings saved successfully!');
  await expect(offer).toHaveCount(0);

  await page.reload();
  await expect(page.getByLabel('Shape 1').locator('option', { hasText: 'l-sit' })).toHaveCount(1);
  const stored = (await (
    await request.get(`/api/user/${me.user._id}`, { headers: { Authorization: `Bearer ${me.token}` } })
  ).json()) as { settings: { shapeJam?: { shapes?: string[] } } };
  expect(stored.settings.shapeJam?.shapes).toContain('l-sit');
});

test('a favorite opened in a new tab waits for the session: no "Please log in first." on the way', async ({
  context,
  page,
  request,
}) => {
  const me = await apiSignUp(request, 'Fay Favorite');
  await storeLogin(page, me);
  await page.goto('/cueCoach/holdOn');
  await page.getByLabel('Hold time').selectOption('30');
  await saveFavorite(page, 'Morning');

  // A new tab: the token, no copy of the user yet; the session comes back slowly.
  const tab = await context.newPage();
  await tab.addInitScript(() => {
    const w = window as unknown as { sawLoginAsk: boolean };
    w.sawLoginAsk = false;
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Please log in first.')) w.sawLoginAsk = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await tab.route('**/api/auth/me', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await tab.goto('/cueCoach/holdOn?favorite=Morning');
  await expect(tab.getByText('Favorite: Morning')).toBeVisible();
  await expect(tab.getByLabel('Hold time')).toHaveValue('30');
  expect(await tab.evaluate(() => (window as unknown as { sawLoginAsk: boolean }).sawLoginAsk)).toBe(false);
});
