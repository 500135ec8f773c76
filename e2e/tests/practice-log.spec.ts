import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignUp, logIn, nav, storeLogin, type Account } from '../support/accounts';
import { waitForOfflineReady } from '../support/offline';
import { alertSays, mark, personIn, stillSamePage, toastSays } from '../support/screen';

// The practice log as a user meets it: a timer run kept without asking, kept offline and sent
// once (never twice) when the network is back, seen live on the user's other device, deleted,
// exported and imported into another account.

const auth = (account: Account) => ({ Authorization: `Bearer ${account.token}` });

/** The entries the server keeps for `account`. */
async function serverEntries(request: APIRequestContext, account: Account) {
  const res = await request.get('/api/practiceLog?limit=200', { headers: auth(account) });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { _id: string; tool: string; sets: { planned: number; done: number }[] }[];
}

/** A HoldOn run of one 5 s hold, started from the tool page, to its end ('Done!💪'). */
async function runShortHold(page: Page, again = false) {
  if (!again) {
    await page.getByLabel('Get ready time').selectOption('0');
    await page.getByLabel('Hold time').selectOption('5');
    await page.getByLabel('Sets').selectOption('1');
  }
  await page.getByRole('button', { name: again ? 'Start again' : 'Start', exact: true }).click();
  await expect(page.getByText('Done!💪')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Logged: 1 set, 5 s held')).toBeVisible();
}

const sessions = (page: Page) => page.getByRole('region', { name: 'Sessions' });
const holdOnEntries = (page: Page) => sessions(page).getByRole('article', { name: /^HoldOn, / });

for (const scheme of ['light', 'dark'] as const) {
  test(`a HoldOn run is kept in the log with its held seconds, rated on its end screen (${scheme})`, async ({
    page,
    request,
  }, testInfo) => {
    const ada = await apiSignUp(request, 'Ada Logger');
    await page.emulateMedia({ colorScheme: scheme });
    await storeLogin(page, ada);
    await page.goto('/cueCoach/holdOn');
    await runShortHold(page);
    await page.getByRole('radio', { name: '4 stars' }).check({ force: true });
    await page.getByRole('textbox', { name: 'How it felt' }).fill('Straight line, shaky finish.');
    await page.getByRole('button', { name: 'Save note' }).click();
    await expect(page.getByText('Note saved.')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`end-screen-${scheme}.png`), fullPage: true });

    await page.getByRole('link', { name: 'Open PracticeLog' }).click();
    await expect(page).toHaveURL(/\/libraryKit\/practiceLog$/);
    const entry = holdOnEntries(page);
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('1 set · 5 s held');
    await expect(entry).toContainText('Straight line, shaky finish.');
    await expect(entry.getByRole('img', { name: 'Rated 4 of 5' })).toBeVisible();
    await expect(page.getByText('1 day in a row')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`log-${scheme}.png`), fullPage: true });

    const [kept] = await serverEntries(request, ada);
    expect(kept).toMatchObject({ tool: 'holdOn', sets: [{ planned: 5, done: 5 }], rating: 4 });
  });
}

test('a page reloaded the moment a run ends, before the run was kept, still has it in the log', async ({
  page,
  request,
}) => {
  const ada = await apiSignUp(request, 'Quick Reloader');
  await storeLogin(page, ada);
  await page.goto('/cueCoach/holdOn');
  // the moment the end screen shows 'Done!', the page reloads: before the log could keep the run
  // (its code, the plan and IndexedDB's write each take a moment; a reload in it lost the run)
  await page.evaluate(() => {
    const watch = new MutationObserver(() => {
      if (!document.body.innerText.includes('Done!💪')) return;
      watch.disconnect();
      sessionStorage.setItem('reloadedAtDone', '1');
      location.reload();
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.getByLabel('Get ready time').selectOption('0');
  await page.getByLabel('Hold time').selectOption('5');
  await page.getByLabel('Sets').selectOption('1');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('reloadedAtDone')).catch(() => null))
    .toBe('1');
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeVisible();

  await page.goto('/libraryKit/practiceLog');
  await expect(holdOnEntries(page)).toHaveCount(1);
  await expect(holdOnEntries(page)).toContainText('1 set · 5 s held');
  await expect.poll(async () => (await serverEntries(request, ada)).length).toBe(1);
});

test('a run the API refuses for a reason it may drop later stays on the device, said once, and is sent after an update', async ({
  page,
  request,
}) => {
  // A kit shipped before the API knows what it logs: the API refuses the run with a 4xx of its own.
  const kai = await apiSignUp(request, 'Kai Newer');
  let refusing = true;
  let asked = 0;
  await page.route('**/api/practiceLog', (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    asked += 1;
    return refusing
      ? route.fulfill({ status: 422, json: { statusCode: 422, message: 'tool: Invalid option' } })
      : route.fallback();
  });
  await storeLogin(page, kai);
  await page.goto('/cueCoach/holdOn');
  await runShortHold(page);
  const held =
    'The server could not take a practice log entry yet. It stays on this device and is sent again after the next update.';
  await alertSays(page, held);

  await page.getByRole('link', { name: 'Open PracticeLog' }).click();
  await expect(holdOnEntries(page)).toHaveCount(1);
  await expect(sessions(page).getByText('Not synced yet: waits for an update')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('held.png'), fullPage: true });
  expect(await serverEntries(request, kai)).toHaveLength(0);

  // The app loaded again, the API not updated yet: asked again, not said again.
  const before = asked;
  await page.reload();
  await expect.poll(() => asked).toBeGreaterThan(before);
  await expect(holdOnEntries(page)).toHaveCount(1);
  await expect(page.getByText(held)).toHaveCount(0);

  // The API updated: the next load sends it, once.
  refusing = false;
  await page.reload();
  await expect(sessions(page).getByText('Not synced yet')).toHaveCount(0);
  await expect(holdOnEntries(page)).toHaveCount(1);
  await expect.poll(async () => (await serverEntries(request, kai)).length).toBe(1);
  await page.reload();
  await expect(holdOnEntries(page)).toHaveCount(1);
  expect(await serverEntries(request, kai)).toHaveLength(1);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('two runs logged offline show "Not synced yet", then online become exactly two entries, seen live on a second device', async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const bo = await apiSignUp(request, 'Bo Offline');
    const phone = await personIn(browser, bo);
    const tablet = await personIn(browser, bo);

    // The tablet has the log open, empty, and stays online.
    await tablet.goto('/libraryKit/practiceLog');
    await expect(tablet.getByText('No sessions yet. Run a timer and it is kept here.')).toBeVisible();
    await mark(tablet);

    // The phone visits once online (the app and its answers kept), then loses the network.
    await phone.goto('/libraryKit/practiceLog');
    await expect(phone.getByText('No sessions yet. Run a timer and it is kept here.')).toBeVisible();
    await waitForOfflineReady(phone);
    await phone.goto('/cueCoach/holdOn');
    await phone.context().setOffline(true);
    await runShortHold(phone);
    await runShortHold(phone, true);

    await phone.goto('/libraryKit/practiceLog');
    await expect(phone.getByText('showing what this device has')).toBeVisible();
    await expect(holdOnEntries(phone)).toHaveCount(2);
    await expect(sessions(phone).getByText('Not synced yet')).toHaveCount(2);
    expect(await serverEntries(request, bo)).toHaveLength(0);

    // Online again: both are sent, once each; the tablet shows them without a reload.
    await phone.context().setOffline(false);
    await expect(sessions(phone).getByText('Not synced yet')).toHaveCount(0);
    await expect(holdOnEntries(phone)).toHaveCount(2);
    await expect(holdOnEntries(tablet)).toHaveCount(2);
    expect(await stillSamePage(tablet)).toBe(true);
    // A reload on both devices changes nothing: exactly two, on the server too.
    await phone.reload();
    await expect(holdOnEntries(phone)).toHaveCount(2);
    const kept = await serverEntries(request, bo);
    expect(kept).toHaveLength(2);
    expect(new Set(kept.map((e) => e._id)).size).toBe(2);
  });
});

test.describe('offline, the kept files gone', () => {
  test.use({ serviceWorkers: 'allow' });

  test('with Cache Storage cleared, a run still ends on its end screen and is sent once online', async ({
    page,
    context,
    request,
  }) => {
    const cy = await apiSignUp(request, 'Cy Cleared');
    await storeLogin(page, cy);
    await page.goto('/cueCoach/holdOn');
    await waitForOfflineReady(page);
    // The browser drops what the service worker kept, and its HTTP cache; the open page and its
    // storage stay.
    await page.evaluate(async () => {
      for (const name of await caches.keys()) await caches.delete(name);
    });
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
    await context.setOffline(true);
    await page.getByLabel('Get ready time').selectOption('0');
    await page.getByLabel('Hold time').selectOption('5');
    await page.getByLabel('Sets').selectOption('1');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(page.getByText('Done!💪')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Coach Kit could not load')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Start again' })).toBeVisible();
    // The end screen's log block could not load: a line says where the run is.
    await expect(page.getByRole('status').filter({ hasText: 'find it in your PracticeLog' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('end-screen-offline.png') });

    await context.setOffline(false);
    await expect.poll(async () => (await serverEntries(request, cy)).length, { timeout: 30_000 }).toBe(1);
  });
});

test('logging out with a run not sent yet asks first; kept on the device, it is sent at the next login here', async ({
  page,
  context,
  request,
}) => {
  const fay = await apiSignUp(request, 'Fay Unsent');
  // A login of its own to look at the server's log with (the page's logout ends the page's).
  const login = await request.post('/api/auth/login', {
    data: { email: fay.user.email, password: fay.password },
  });
  const looker = (await login.json()) as Account;
  await storeLogin(page, fay);
  // The log's server will not take the run (a dead network for it alone): it stays on the device.
  await context.route('**/api/practiceLog', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.goto('/cueCoach/holdOn');
  await runShortHold(page);

  await page.goto(`/user/${fay.user._id}`);
  await page.getByRole('button', { name: 'Logout' }).click();
  const ask = page.getByRole('dialog', { name: 'Unsent practice log entries' });
  await expect(ask).toContainText('1 session on this device is not synced yet.');
  await ask.getByRole('button', { name: 'Send now' }).click();
  await expect(ask.getByRole('alert')).toContainText('1 session could not be sent');
  await expect(ask.getByRole('list', { name: 'Not sent' })).toContainText('HoldOn, Custom');
  await ask.getByRole('button', { name: 'Keep on this device' }).click();
  await expect(nav(page).getByRole('link', { name: 'PROFILE' })).toHaveAttribute('href', '/login');
  expect(await serverEntries(request, looker)).toHaveLength(0);

  // The network back, the same user logs in on this device: the run is sent, once.
  await context.unroute('**/api/practiceLog');
  await logIn(page, fay.user.email, fay.password);
  await expect(async () => expect(await serverEntries(request, looker)).toHaveLength(1)).toPass();
});

/** `n` HoldOn runs stored through the API, one a day before now, the i-th holding 20 + i s. */
async function logRuns(request: APIRequestContext, account: Account, n: number) {
  for (let i = 0; i < n; i++) {
    const startedAt = Date.now() - (i + 1) * 86_400_000;
    const res = await request.post('/api/practiceLog', {
      headers: auth(account),
      data: {
        _id: randomUUID(),
        tool: 'holdOn',
        favoriteName: 'Wall holds',
        sets: [{ planned: 30, done: 20 + i }],
        startedAt,
        endedAt: startedAt + 90_000,
        note: i === 0 ? 'Felt light' : '',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
}

test('an entry is deleted after a confirmation, here and on the server', async ({ page, request }) => {
  const cy = await apiSignUp(request, 'Cy Deleter');
  await logRuns(request, cy, 2);
  await storeLogin(page, cy);
  await page.goto('/libraryKit/practiceLog');
  await expect(holdOnEntries(page)).toHaveCount(2);
  await holdOnEntries(page).first().getByRole('button', { name: 'Delete HoldOn' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this entry?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await toastSays(page, 'Entry deleted');
  await expect(holdOnEntries(page)).toHaveCount(1);
  await expect(async () => expect(await serverEntries(request, cy)).toHaveLength(1)).toPass();
});

test('a JSON export imports into another account; importing it again adds nothing', async ({
  browser,
  request,
}) => {
  const dee = await apiSignUp(request, 'Dee Exporter');
  const eli = await apiSignUp(request, 'Eli Importer');
  await logRuns(request, dee, 3);

  const deePage = await personIn(browser, dee);
  await deePage.goto('/libraryKit/practiceLog');
  await expect(holdOnEntries(deePage)).toHaveCount(3);
  const [download] = await Promise.all([
    deePage.waitForEvent('download'),
    deePage.getByRole('button', { name: 'Export JSON' }).click(),
  ]);
  const file = await download.path();
  const exported = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  expect(JSON.stringify(exported)).toContain('Felt light');

  const eliPage = await personIn(browser, eli);
  await eliPage.goto('/libraryKit/practiceLog');
  await expect(eliPage.getByText('No sessions yet. Run a timer and it is kept here.')).toBeVisible();
  await eliPage.getByLabel('Import JSON file').setInputFiles(file);
  await expect(eliPage.getByText('Imported 3 sessions, 0 already in your log')).toBeVisible();
  await expect(holdOnEntries(eliPage)).toHaveCount(3);
  await expect(holdOnEntries(eliPage).filter({ hasText: 'Felt light' })).toHaveCount(1);

  await eliPage.getByLabel('Import JSON file').setInputFiles(file);
  await expect(eliPage.getByText('Imported 0 sessions, 3 already in your log')).toBeVisible();
  expect(await serverEntries(request, eli)).toHaveLength(3);
  // Dee's log is Dee's alone.
  expect(await serverEntries(request, dee)).toHaveLength(3);
});
