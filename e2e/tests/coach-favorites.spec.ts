import { expect, test, type Page } from '@playwright/test';
import { apiSignUp, storeLogin } from '../support/accounts';
import { toastSays } from '../support/screen';

/** The favorites stored for HoldOn, as the API has them. */
async function storedFavorites(page: Page, id: string, token: string) {
  const res = await page.request.get(`/api/user/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  const user = (await res.json()) as {
    favorites: { holdOn?: { name: string; inputs: { holdTime: number } }[] };
  };
  return (user.favorites.holdOn ?? []).map((f) => `${f.name}:${f.inputs.holdTime}`);
}

test('a visitor runs the timers but is asked to log in for favorites, saving and voice', async ({ page }) => {
  await page.goto('/cueCoach/holdOn');
  for (const button of ['Favorites', 'Save']) {
    await page.getByRole('button', { name: button, exact: true }).click();
    await toastSays(page, 'Please log in first.');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  await page.getByRole('button', { name: /^Voice:/ }).click();
  await toastSays(page, 'Please log in to set your voice.');
});

test('a favorite is saved, replaced, renamed, opened by ?favorite= and deleted', async ({ page }) => {
  const me = await apiSignUp(page.request, 'Katharina Bader');
  await storeLogin(page, me);
  await page.goto('/cueCoach/holdOn');
  await page.getByLabel('Hold time').selectOption('30');

  // Save: the name is trimmed; an empty one can't be saved.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const save = page.getByRole('dialog', { name: 'Save Favorite' });
  await expect(save.getByText('Please enter a name')).toBeVisible();
  await expect(save.getByRole('button', { name: 'Save' })).toBeDisabled();
  await save.getByLabel('Name').fill('   ');
  await expect(save.getByRole('button', { name: 'Save' })).toBeDisabled();
  await save.getByLabel('Name').fill('  Morning  ');
  await save.getByRole('button', { name: 'Save' }).click();
  await toastSays(page, 'Favorite saved!');
  await expect(save).toBeHidden();
  expect(await storedFavorites(page, me.user._id, me.token)).toEqual(['Morning:30']);

  // The same name again asks before replacing.
  await page.getByLabel('Hold time').selectOption('45');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await save.getByLabel('Name').fill('Morning ');
  await save.getByRole('button', { name: 'Save' }).click();
  const replace = page.getByRole('dialog', { name: 'Replace Favorite?' });
  await expect(replace).toBeVisible();
  await replace.getByRole('button', { name: 'Replace' }).click();
  await expect(save).toBeHidden();
  await toastSays(page, 'Favorite saved!');
  await expect.poll(() => storedFavorites(page, me.user._id, me.token)).toEqual(['Morning:45']);

  // Rename in place: Escape cancels, Enter commits.
  await page.getByRole('button', { name: 'Favorites', exact: true }).click();
  const choose = page.getByRole('dialog', { name: 'Choose a Favorite' });
  await expect(choose.getByRole('button', { name: /^Morning/ })).toBeVisible();
  await choose.getByRole('button', { name: 'Rename Morning' }).click();
  await choose.getByLabel('New name for Morning').fill('Evening');
  await choose.getByLabel('New name for Morning').press('Escape');
  await expect(choose).toBeVisible();
  await expect(choose.getByRole('button', { name: /^Morning/ })).toBeVisible();
  await choose.getByRole('button', { name: 'Rename Morning' }).click();
  await choose.getByLabel('New name for Morning').fill('  Evening ');
  await choose.getByLabel('New name for Morning').press('Enter');
  await expect(choose.getByRole('button', { name: /^Evening/ })).toBeVisible();
  await expect.poll(() => storedFavorites(page, me.user._id, me.token)).toEqual(['Evening:45']);

  // Blur commits too; an unchanged name changes nothing.
  await choose.getByRole('button', { name: 'Rename Evening' }).click();
  await choose.getByLabel('New name for Evening').fill('Evening');
  await choose.getByRole('heading', { name: 'Choose a Favorite' }).click();
  await expect(choose.getByRole('button', { name: /^Evening/ })).toBeVisible();

  // Opening it loads its inputs on the favorite's own page, with a way back.
  await choose.getByRole('button', { name: /^Evening/ }).click();
  await expect(page).toHaveURL(/\/cueCoach\/holdOn\?favorite=Evening$/);
  await expect(page.getByLabel('Hold time')).toHaveValue('45');
  await page.reload();
  await expect(page.getByLabel('Hold time')).toHaveValue('45');
  await page.getByRole('button', { name: 'Workout Page' }).click();
  await expect(page).toHaveURL(/\/cueCoach\/holdOn$/);

  // Delete needs a confirmation.
  await page.getByRole('button', { name: 'Favorites', exact: true }).click();
  await choose.getByRole('button', { name: 'Delete Evening' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete favorite?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(choose.getByRole('button', { name: /^Evening/ })).toBeVisible();
  await choose.getByRole('button', { name: 'Delete Evening' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(choose.getByText('No favorites yet.', { exact: false })).toBeVisible();
  await expect.poll(() => storedFavorites(page, me.user._id, me.token)).toEqual([]);
});

test('Set Your Voice saves the chosen voice to the account', async ({ page }) => {
  const me = await apiSignUp(page.request, 'Voice Tester');
  await storeLogin(page, me);
  await page.goto('/cueCoach/shapeJam');
  await page.getByRole('button', { name: /^Voice:/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Set Your Voice' });
  const select = dialog.getByLabel('Voice', { exact: true });
  await expect(select.locator('option')).not.toHaveCount(1);
  const chosen = (await select.locator('option').nth(1).getAttribute('value'))!;
  await select.selectOption(chosen);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await toastSays(page, 'Voice updated successfully.');
  await expect(dialog).toBeHidden();
  const res = await page.request.get(`/api/user/${me.user._id}`, {
    headers: { Authorization: `Bearer ${me.token}` },
  });
  expect(((await res.json()) as { generalSettings: { voiceURI: string } }).generalSettings.voiceURI).toBe(
    chosen,
  );
});
