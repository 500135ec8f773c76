import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignUp, storeLogin, type Account } from '../support/accounts';

/** A toast: a status line, or an alert when it is an error. */
const toastSays = (page: Page, text: string | RegExp) =>
  expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text })).toBeVisible();

interface Stored {
  favorites: Record<string, { name: string; dateCreated: number; inputs: Record<string, unknown> }[]>;
  settings: Record<string, unknown>;
}

async function stored(request: APIRequestContext, me: Account): Promise<Stored> {
  const res = await request.get(`/api/user/${me.user._id}`, {
    headers: { Authorization: `Bearer ${me.token}` },
  });
  return (await res.json()) as Stored;
}

/** Saves `change` on the user through the API, then logs the browser in with the saved user. */
async function withUser(page: Page, me: Account, change: Partial<Stored>) {
  const before = await stored(page.request, me);
  const res = await page.request.put(`/api/user/${me.user._id}`, {
    headers: { Authorization: `Bearer ${me.token}` },
    data: { ...before, ...change },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await storeLogin(page, { ...me, user: await res.json() });
}

const holds = (list: Stored['favorites'][string] = []) => list.map((f) => `${f.name}:${f.inputs.holdTime}`);
const fav = (name: string, holdTime: number) => ({
  name,
  dateCreated: Date.parse('2026-11-20'),
  inputs: { holdTime },
});

test('a tool’s favorites go out as a file and come back in, duplicates named, bad files refused', async ({
  page,
  browser,
}) => {
  const alice = await apiSignUp(page.request, 'Alice Export');
  await withUser(page, alice, { favorites: { holdOn: [fav('Morning', 45), fav('Evening', 20)] } });
  await page.goto('/cueCoach/holdOn');
  await page.getByRole('button', { name: 'Favorites', exact: true }).click();
  const choose = page.getByRole('dialog', { name: 'Choose a Favorite' });
  const downloading = page.waitForEvent('download');
  await choose.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  await page.screenshot({ path: test.info().outputPath('choose-with-transfer.png') });
  expect(download.suggestedFilename()).toMatch(/^handyq-favorites-holdOn-\d{4}-\d\d-\d\d\.json$/);
  const text = await readFile((await download.path())!, 'utf8');
  expect(JSON.parse(text)).toMatchObject({
    app: 'HandyQ',
    kind: 'favorites',
    favorites: { holdOn: [fav('Morning', 45), fav('Evening', 20)] },
  });

  // Bob has a Morning of his own.
  const bobPage = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const bob = await apiSignUp(bobPage.request, 'Bob Import');
  await withUser(bobPage, bob, { favorites: { holdOn: [fav('Morning', 90)] } });
  await bobPage.goto('/cueCoach/holdOn');
  await bobPage.getByRole('button', { name: 'Favorites', exact: true }).click();
  const bobChoose = bobPage.getByRole('dialog', { name: 'Choose a Favorite' });
  const file = bobChoose.getByLabel('Import HoldOn favorites from a file');

  // Files that are not favorites: a clear error, nothing changed.
  for (const [contents, error] of [
    ['{"app": "HandyQ", "kind": ', 'This file is not a HandyQ favorites file (it is not JSON).'],
    ['{"hello": "world"}', 'This file is not a HandyQ favorites file.'],
    [text.replace('"holdTime": 20', '"holdTime": "long"'), /HoldOn favorite 2 \(“Evening”\): hold time: /],
  ] as const) {
    await file.setInputFiles({
      name: 'favorites.json',
      mimeType: 'application/json',
      buffer: Buffer.from(contents),
    });
    await toastSays(bobPage, error);
    await expect(bobPage.getByRole('dialog', { name: 'Import Favorites' })).toHaveCount(0);
  }
  expect(holds((await stored(bobPage.request, bob)).favorites.holdOn)).toEqual(['Morning:90']);

  // Alice's file: Evening is new, Morning is named as a duplicate; Keep mine keeps Bob's.
  await file.setInputFiles({ name: 'alice.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  const importing = bobPage.getByRole('dialog', { name: 'Import Favorites' });
  await expect(importing).toContainText('1 new favorite: Evening');
  await expect(importing).toContainText('Already saved under the same name: Morning.');
  await bobPage.screenshot({ path: test.info().outputPath('import-dialog.png') });
  await importing.getByRole('button', { name: 'Keep mine' }).click();
  await toastSays(bobPage, 'Imported: 1 favorite added.');
  await expect(importing).toHaveCount(0);
  await expect(bobChoose.getByRole('button', { name: /^Evening/ })).toBeVisible();
  expect(holds((await stored(bobPage.request, bob)).favorites.holdOn)).toEqual(['Morning:90', 'Evening:20']);

  // Again, replacing: both names are taken now.
  await file.setInputFiles({ name: 'alice.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(importing).toContainText('No new favorites.');
  await expect(importing).toContainText('2 already saved under the same names: Morning, Evening.');
  await importing.getByRole('button', { name: 'Replace mine' }).click();
  await toastSays(bobPage, 'Imported: 0 favorites added, 2 replaced.');
  expect(holds((await stored(bobPage.request, bob)).favorites.holdOn)).toEqual(['Morning:45', 'Evening:20']);
  await bobPage.context().close();
});

test('Profile exports every favorite with the feature settings; importing can take the settings too', async ({
  page,
}) => {
  const settings = {
    holdOn: { inputSettings: { holdTime: { min: 5, max: 90, step: 5 } }, defaultValues: { holdTime: 40 } },
  };
  const me = await apiSignUp(page.request, 'Chloe Profile');
  await withUser(page, me, {
    favorites: {
      holdOn: [fav('Morning', 45)],
      entryBuddy: [{ ...fav('Entries', 5), inputs: { entryCount: 8 } }],
    },
    settings,
  });
  await page.goto(`/user/${me.user._id}`);
  await page.getByRole('button', { name: 'Feature Favorites', exact: true }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^handyq-favorites-\d{4}-\d\d-\d\d\.json$/);
  const text = await readFile((await download.path())!, 'utf8');
  expect(JSON.parse(text)).toMatchObject({
    favorites: { holdOn: [{ name: 'Morning' }], entryBuddy: [{ name: 'Entries' }] },
    settings,
  });

  // A new account takes it all in, settings included.
  const other = await apiSignUp(page.request, 'Dana Newphone');
  await storeLogin(page, other);
  await page.goto(`/user/${other.user._id}`);
  await page.getByRole('button', { name: 'Feature Favorites', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Export' })).toBeDisabled();
  await page.getByLabel('Import favorites from a file').setInputFiles({
    name: 'all.json',
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });
  const importing = page.getByRole('dialog', { name: 'Import Favorites' });
  await expect(importing).toContainText('2 new favorites: HoldOn: Morning, EntryBuddy: Entries');
  await importing.getByLabel('Also use the file’s feature settings (HoldOn)').check();
  await page.screenshot({ path: test.info().outputPath('profile-import.png') });
  await importing.getByRole('button', { name: 'Import' }).click();
  await toastSays(page, 'Imported: 2 favorites added, feature settings updated.');
  await expect(page.getByRole('region', { name: 'EntryBuddy favorites' })).toContainText('Entries');
  const after = await stored(page.request, other);
  expect(Object.keys(after.favorites).sort()).toEqual(['entryBuddy', 'holdOn']);
  expect(after.settings).toEqual(settings);
});

test('a share link opens the favorite for anyone, read-only until saved; a damaged one says so', async ({
  page,
  browser,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const alice = await apiSignUp(page.request, 'Alice Sharer');
  await withUser(page, alice, { favorites: { holdOn: [fav('Long hold — 45 s', 45)] } });
  await page.goto('/cueCoach/holdOn');
  await page.getByRole('button', { name: 'Favorites', exact: true }).click();
  await page.getByRole('button', { name: 'Share Long hold — 45 s' }).click();
  const share = page.getByRole('dialog', { name: 'Share Favorite' });
  const link = await share.getByLabel('Share link').inputValue();
  expect(link).toMatch(/\/cueCoach\/holdOn\?shared=[A-Za-z0-9_-]+$/);
  await page.screenshot({ path: test.info().outputPath('share-dialog.png') });
  await share.getByRole('button', { name: 'Copy link' }).click();
  await toastSays(page, 'Link copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // A visitor: the favorite runs as it is, the inputs can't change, saving asks to log in.
  const visitor = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await visitor.goto(link);
  const banner = visitor.getByRole('region', { name: 'Shared favorite' });
  await expect(banner).toContainText('Shared favorite: Long hold — 45 s'); // a cold first visit
  await expect(banner).toContainText('Read-only until you save it to your favorites.');
  await expect(visitor.getByLabel('Hold time')).toHaveValue('45');
  await expect(visitor.getByLabel('Hold time')).toBeDisabled();
  await visitor.screenshot({ path: test.info().outputPath('shared-visitor.png') });
  await visitor.getByRole('button', { name: 'Start' }).click();
  // after the get-ready count, the shared 45 s hold
  await expect(visitor.getByRole('timer')).toHaveText(/^00:4[345]$/, { timeout: 15_000 });
  await visitor.getByRole('button', { name: 'Reset' }).click();
  await banner.getByRole('button', { name: 'Save to my favorites' }).click();
  await toastSays(visitor, 'Please log in first.');
  await visitor.context().close();

  // Logged in: saved under its name (editable first), then it opens as one's own, editable.
  const bob = await apiSignUp(page.request, 'Bob Receiver');
  await storeLogin(page, bob);
  await page.goto(link);
  await page
    .getByRole('region', { name: 'Shared favorite' })
    .getByRole('button', { name: 'Save to my favorites' })
    .click();
  const save = page.getByRole('dialog', { name: 'Save Favorite' });
  await expect(save.getByLabel('Name')).toHaveValue('Long hold — 45 s');
  await save.getByRole('button', { name: 'Save' }).click();
  await toastSays(page, 'Favorite saved!');
  await expect(page).toHaveURL(/\?favorite=Long/);
  await expect(page.getByRole('region', { name: 'Shared favorite' })).toHaveCount(0);
  await expect(page.getByLabel('Hold time')).toBeEnabled();
  await expect(page.getByLabel('Hold time')).toHaveValue('45');
  expect(holds((await stored(page.request, bob)).favorites.holdOn)).toEqual(['Long hold — 45 s:45']);

  // A link cut short or tampered with: said plainly, the tool opens with its usual values.
  await page.goto(`${link.slice(0, -6)}$$`);
  await toastSays(page, 'This share link is damaged: the timer opens with its usual values.');
  await expect(page.getByLabel('Hold time')).toBeEnabled();
  await expect(page.getByRole('region', { name: 'Shared favorite' })).toHaveCount(0);
});
