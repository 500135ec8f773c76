import { expect, test, type Page } from '@playwright/test';
import { DEMO_URL } from '../support/servers';
import { nav } from '../support/accounts';
import { toastSays, alertSays, png, saveFavorite } from '../support/screen';

// The demo build (npm run build:demo), served as plain static files with no API anywhere: every
// account, favorite and item lives in the browser's storage. Each test starts a fresh browser
// context, so a fresh demo (the admin and the starter library, seeded on first use).
test.use({ baseURL: DEMO_URL });

/** Every request the page sends to /api on the network (the demo must send none but files). */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.startsWith('/api/') && pathname !== '/api/avatars/default.svg') calls.push(pathname);
  });
  return calls;
}

/** Signs up through the demo's form (full name and email: no password) and lands home. */
async function demoSignUp(page: Page, fullname: string, email: string) {
  await page.goto('/login/signup');
  await expect(page.getByLabel('Password')).toHaveCount(0);
  await page.getByLabel('Full name').fill(fullname);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Logs in by username alone, as the demo does. */
async function demoLogIn(page: Page, username: string) {
  await page.goto('/login');
  await page.getByLabel('Username or email').fill(username);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

async function logOut(page: Page) {
  await page.goto('/');
  await nav(page).getByRole('link', { name: 'PROFILE' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(nav(page).getByRole('link', { name: 'PROFILE' })).toHaveAttribute('href', '/login');
}

/** Whether an <img> has loaded a picture (not a broken link). */
const loaded = (img: ReturnType<Page['locator']>) =>
  img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0);

test('the demo with no server: sign up, a favorite, a drill published and approved by the demo admin, search, reload', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const calls = apiCalls(page);

  await page.goto('/');
  await expect(page.getByRole('note', { name: 'Demo mode' })).toContainText(
    'what you save stays on this device',
  );

  // Sign up: no password; the username is the part of the email before the @.
  await demoSignUp(page, 'Dana Demo', 'dana@example.com');
  await nav(page).getByRole('link', { name: 'PROFILE' }).click();
  await expect(page.getByText('@dana')).toBeVisible();
  await expect(loaded(page.locator('img').first())).resolves.toBe(true);

  // A favorite in HoldOn.
  await page.goto('/cueCoach/holdOn');
  await page.getByLabel('Hold time').selectOption('30');
  await saveFavorite(page, 'Morning');

  // A drill with a picture, kept in the browser.
  await page.goto('/libraryKit/libraryItem/edit');
  const form = page.getByRole('form', { name: 'Library item' });
  await form.getByLabel('Title').fill('Demo wall drill');
  await form.getByLabel('Type').selectOption('drill');
  await form.getByLabel('Feature').selectOption('holdOn');
  await form.getByLabel('Body').fill('Chest to wall, hold 30 seconds, come down slowly.');
  await form.getByLabel('New tag').fill('wall');
  await form.getByLabel('New tag').press('Enter');
  await form.getByLabel('Add image').setInputFiles({
    name: 'wall.png',
    mimeType: 'image/png',
    buffer: await png(page, '#0b6e69'),
  });
  const thumb = form.getByRole('listitem', { name: 'Image 1' }).locator('img');
  await expect(thumb).toBeVisible();
  await expect.poll(() => loaded(thumb)).toBe(true);
  // Videos are too big for browser storage: the demo says so instead of offering an upload.
  await expect(form.getByLabel('Add video')).toBeDisabled();
  await expect(form.getByText("The demo can't keep videos")).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await toastSays(page, 'Item added');
  await expect(page).toHaveURL(/\/libraryKit\/practiceLab$/);
  const card = page.getByRole('article', { name: 'Demo wall drill' });
  await expect(card).toContainText('Private');

  // Publish it.
  await card.getByRole('link', { name: 'Demo wall drill', exact: true }).click();
  const itemUrl = page.url();
  await page.getByRole('button', { name: 'Publish' }).click();
  await page
    .getByRole('dialog', { name: 'Send for review?' })
    .getByRole('button', { name: 'Send for review' })
    .click();
  await toastSays(page, 'Item sent for review');
  await expect(page.getByRole('button', { name: 'Awaiting Review' })).toBeDisabled();

  // The demo admin approves it.
  await logOut(page);
  await demoLogIn(page, 'admin');
  await page.goto('/libraryKit/practiceLab');
  await page.getByLabel('Pending Items').check();
  // The Pending list itself (the filter applies 600 ms after the check): an admin's unfiltered
  // list shows pending items too, and is replaced under the click when the filter lands.
  await expect(page).toHaveURL(/status=pending/);
  await expect(page.getByRole('article', { name: 'Demo wall drill' })).toContainText('Pending');
  await page
    .getByRole('article', { name: 'Demo wall drill' })
    .getByRole('link', { name: 'Demo wall drill', exact: true })
    .click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await toastSays(page, 'Item approved');

  // Back as its owner: public, and the approval waits in the notifications.
  await logOut(page);
  await demoLogIn(page, 'dana');
  await page.goto('/libraryKit/practiceLab');
  await expect(card).toContainText('Public');
  await page.getByRole('button', { name: 'Notifications (unread)' }).click();
  await expect(
    page.getByRole('button', { name: /Great news! Your item was approved and is now public\./ }),
  ).toContainText('Unread');

  // Search and filter the PracticeLab: the drill by its title, the starter tutorials by type.
  await page.goto('/libraryKit/practiceLab');
  const filters = page.getByRole('search', { name: 'Filter items' });
  await filters.getByLabel('Search').fill('demo WALL');
  await expect(page).toHaveURL(/txt=demo/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card).toBeVisible();
  await filters.getByLabel('Search').fill('');
  await filters.getByLabel('Type').selectOption('tutorial');
  await filters.getByLabel('Feature').selectOption('holdOn');
  await expect(page).toHaveURL(/type=tutorial&feature=holdOn/);
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('article').first()).toContainText('Tutorial');
  const tutorials = await page.getByRole('article').count();
  for (const each of await page.getByRole('article').all()) await expect(each).toContainText('HoldOn');

  // A reload keeps it all: the login, the favorite, the item and its picture.
  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(tutorials);
  await page.goto(itemUrl);
  await page.reload();
  await expect(page.getByText('Public', { exact: true })).toBeVisible();
  await expect.poll(() => loaded(page.getByRole('region', { name: 'Media' }).locator('img'))).toBe(true);
  await page.goto('/cueCoach/holdOn');
  await page.getByRole('button', { name: 'Favorites', exact: true }).click();
  await expect(
    page.getByRole('dialog', { name: 'Choose a Favorite' }).getByRole('button', { name: /^Morning/ }),
  ).toBeVisible();

  // Nothing of it went over the network.
  expect(calls).toEqual([]);
});

test("a missing id answers the local fallback's messages (Get failed, Update failed)", async ({
  page,
  context,
}) => {
  await page.goto('/libraryKit/libraryItem/NOPE42');
  await expect(page.getByRole('heading', { name: 'Item not found' })).toBeVisible();
  await expect(
    page.getByText('Get failed, cannot find entity with id: NOPE42 in: libraryItem'),
  ).toBeVisible();
  await page.goto('/user/zzzzz');
  await expect(page.getByText('Get failed, cannot find entity with id: zzzzz in: user')).toBeVisible();

  // An item deleted in one tab while another still shows it.
  await demoSignUp(page, 'Max Demo', 'max@example.com');
  await page.goto('/libraryKit/libraryItem/edit');
  const form = page.getByRole('form', { name: 'Library item' });
  await form.getByLabel('Title').fill('Short-lived drill');
  await form.getByLabel('Type').selectOption('drill');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await toastSays(page, 'Item added');
  const card = page.getByRole('article', { name: 'Short-lived drill' });
  await card.getByRole('link', { name: 'Edit Short-lived drill' }).click();
  await expect(page).toHaveURL(/\/libraryKit\/libraryItem\/edit\/\w{6}$/);
  const id = page.url().split('/').pop()!;

  const other = await context.newPage();
  await other.goto('/libraryKit/practiceLab');
  await other.getByRole('button', { name: 'Delete Short-lived drill' }).click();
  await other.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(other.getByRole('article', { name: 'Short-lived drill' })).toHaveCount(0);

  await form.getByLabel('Body').fill('Too late.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await alertSays(page, `Update failed, cannot find entity with id: ${id} in: libraryItem`);

  // Nothing was saved: the list has no such item.
  await page.goto('/libraryKit/practiceLab');
  await expect(page.getByRole('article', { name: 'Short-lived drill' })).toHaveCount(0);
});

test('a demo profile: name and picture kept in the browser across a reload; the demo admin lists the accounts', async ({
  page,
}) => {
  const calls = apiCalls(page);
  await demoSignUp(page, 'Rae Demo', 'rae@example.com');
  await nav(page).getByRole('link', { name: 'PROFILE' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  // No password to reset in the demo.
  await expect(page.getByRole('button', { name: 'Reset Password', exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit Rae Demo' }).click();
  await page.getByRole('button', { name: 'Edit Full name' }).click();
  await page.getByLabel('Full name', { exact: true }).fill('Rae Handstand');
  await page.getByRole('button', { name: 'Save' }).click();
  await toastSays(page, 'Full name updated successfully');

  await page
    .getByLabel('Choose a picture')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await png(page, '#e4572e') });
  const crop = page.getByRole('dialog', { name: 'Crop your picture' });
  await crop.getByRole('button', { name: 'Save picture' }).click();
  await toastSays(page, 'Picture updated successfully');
  const avatar = page.getByRole('region', { name: 'Rae Handstand' }).locator('img').first();
  await expect(avatar).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  await page.screenshot({ path: test.info().outputPath('demo-profile.png') });

  await page.reload();
  await expect(page.getByRole('button', { name: 'Rae Handstand', exact: true })).toBeVisible();
  await expect.poll(() => loaded(avatar)).toBe(true);
  expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);

  await logOut(page);
  await demoLogIn(page, 'admin');
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Remove rae' })).toBeVisible();

  // Reset demo forgets it all, after confirming: logged out, and no such account any more.
  await page.goto('/');
  await page.getByRole('note', { name: 'Demo mode' }).getByRole('button', { name: 'Reset demo' }).click();
  await page.getByRole('dialog', { name: 'Reset the demo?' }).getByRole('button', { name: 'Reset' }).click();
  await expect(nav(page).getByRole('link', { name: 'PROFILE' })).toHaveAttribute('href', '/login');
  await page.goto('/login');
  await page.getByLabel('Username or email').fill('rae');
  await page.getByRole('button', { name: 'Login' }).click();
  await alertSays(page, 'No demo account has this username.');
  expect(calls).toEqual([]);
});

test('a HoldOn run is kept in the PracticeLog in the browser, with no server', async ({ page }) => {
  const calls = apiCalls(page);
  await demoSignUp(page, 'Lin Logger', 'lin@example.com');
  await page.goto('/cueCoach/holdOn');
  await page.getByLabel('Get ready time').selectOption('0');
  await page.getByLabel('Hold time').selectOption('5');
  await page.getByLabel('Sets').selectOption('1');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByText('Done!💪')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Logged: 1 set, 5 s held')).toBeVisible();
  await page.getByRole('link', { name: 'Open PracticeLog' }).click();
  const entry = page.getByRole('region', { name: 'Sessions' }).getByRole('article', { name: /^HoldOn, / });
  await expect(entry).toContainText('1 set · 5 s held');
  await expect(entry.getByText('Not synced yet')).toHaveCount(0);
  await expect(page.getByText('1 day in a row')).toBeVisible();
  // Kept across a reload, from the browser's storage.
  await page.reload();
  await expect(entry).toContainText('1 set · 5 s held');
  expect(calls).toEqual([]);
});
