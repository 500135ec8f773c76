import { expect, test, type Page } from '@playwright/test';
import { apiSignUp, storeLogin } from '../support/accounts';
import { toastSays } from '../support/screen';

const optionsOf = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).locator('option').allTextContents();

test('a visitor may edit the draft but is asked to log in to save it', async ({ page }) => {
  await page.goto('/cueCoach/entryBuddy/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'EntryBuddy Settings' })).toBeVisible();
  await page.getByLabel('Entries maximum').fill('20');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await toastSays(page, 'Please log in to save your settings.');
});

test('settings are saved, read back after a reload, and shape the tool’s inputs; reset only drafts', async ({
  page,
}) => {
  const me = await apiSignUp(page.request, 'Settings Keeper');
  await storeLogin(page, me);
  await page.goto('/cueCoach/holdOn/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'HoldOn Settings' })).toBeVisible();

  // Hold time from 30 to 120 in steps of 15, starting at 45.
  await page.getByLabel('Hold time step').fill('15');
  await page.getByLabel('Hold time minimum').fill('30');
  await page.getByLabel('Hold time maximum').fill('120');
  await page.getByLabel('Hold time default').fill('45');
  await page.getByLabel('Hold time default').blur();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await toastSays(page, 'Settings saved successfully!');

  await page.reload();
  await expect(page.getByLabel('Hold time default')).toHaveValue('45');
  await expect(page.getByLabel('Hold time step')).toHaveValue('15');
  await expect(page.getByLabel('Hold time minimum')).toHaveValue('30');
  await expect(page.getByLabel('Hold time maximum')).toHaveValue('120');

  // The tool now offers that range and starts at the default.
  await page.goto('/cueCoach/holdOn');
  await expect(page.getByLabel('Hold time', { exact: true })).toHaveValue('45');
  expect(await optionsOf(page, 'Hold time')).toEqual([
    '30 s',
    '45 s',
    '60 s',
    '75 s',
    '90 s',
    '105 s',
    '120 s',
  ]);

  // Reset fills the draft with the built-in values and saves nothing.
  await page.goto('/cueCoach/holdOn/settings');
  await page.getByRole('button', { name: 'Reset to defaults' }).click();
  await expect(page.getByLabel('Hold time default')).toHaveValue('60');
  await expect(page.getByLabel('Hold time step')).toHaveValue('5');
  await page.reload();
  await expect(page.getByLabel('Hold time default')).toHaveValue('45');

  // The profile shows what was saved.
  const res = await page.request.get(`/api/user/${me.user._id}`, {
    headers: { Authorization: `Bearer ${me.token}` },
  });
  const stored = (await res.json()) as {
    settings: { holdOn: { inputSettings: { holdTime: object }; defaultValues: { holdTime: number } } };
  };
  expect(stored.settings.holdOn.inputSettings.holdTime).toEqual({ min: 30, max: 120, step: 15 });
  expect(stored.settings.holdOn.defaultValues.holdTime).toBe(45);
});
