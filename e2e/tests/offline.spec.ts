import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { apiSignUp, nav, storeLogin } from '../support/accounts';
import { recordSpeech, spoken } from '../support/speech';
import { toastSays } from '../support/screen';
import { waitForOfflineReady } from '../support/offline';

// After one online visit the service worker keeps the shell, every kit's files and the API
// answers seen; then the network goes off and each screen must still work.
test.use({ serviceWorkers: 'allow' });

const offline = (context: BrowserContext) => context.setOffline(true);

/** A cue spoken in order after the ones before it. */
function expectInOrder(said: string, cues: string[]) {
  let from = 0;
  for (const cue of cues) {
    const at = said.indexOf(cue, from);
    expect(at, `"${cue}" after position ${from} in: ${said}`).toBeGreaterThanOrEqual(0);
    from = at + cue.length;
  }
}

test('after one online visit, Home, the static pages, Line Kit, the Coach Kit and all four timers work offline', async ({
  page,
  context,
}) => {
  await recordSpeech(page);
  await page.goto('/');
  await waitForOfflineReady(page);
  // The Coach Kit index online once: its drills come from the library.
  await page.goto('/cueCoach');
  const drills = page.getByRole('region', { name: 'Drills and Videos' });
  await expect(drills.getByRole('link').first()).toBeVisible();
  const drillCount = await drills.getByRole('link').count();

  await offline(context);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(nav(page)).toBeVisible();
  const pages: [string, RegExp][] = [
    ['/about', /About/],
    ['/story', /Story/],
    ['/vision', /Vision/],
    ['/getting-started', /Getting Started/],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await page.goto('/linePerfector');
  await expect(page.getByRole('heading', { level: 1, name: 'Line Kit' })).toBeVisible();

  await page.goto('/cueCoach');
  await expect(page.getByRole('heading', { level: 1, name: 'Coach Kit' })).toBeVisible();
  await expect(drills.getByRole('link')).toHaveCount(drillCount);

  // HoldOn end to end, spoken.
  await page.goto('/cueCoach/holdOn');
  await page.getByLabel('Get ready time').selectOption('2');
  await page.getByLabel('Hold time').selectOption('5');
  await page.getByLabel('Sets').selectOption('1');
  await page.getByRole('button', { name: 'Start' }).click();
  const timer = page.getByRole('region', { name: 'Timer' });
  await expect(timer).toContainText('Done!💪', { timeout: 20_000 });
  expectInOrder((await spoken(page)).join(' | '), ['Get ready in', '1st set', 'Session over. Good job!']);

  // The other three start and speak their first cue with the network off.
  for (const [tool, title] of [
    ['entryBuddy', 'EntryBuddy'],
    ['shapeJam', 'ShapeJam'],
    ['drillDJ', 'DrillDJ'],
  ]) {
    await page.goto(`/cueCoach/${tool}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Start' }).click();
    await expect.poll(() => spoken(page).then((s) => s.length), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect(page.getByRole('region', { name: 'Timer' })).toBeVisible();
    await page.getByRole('button', { name: 'Reset' }).click();
  }
});

test('offline, PracticeLab filters the items it kept, a seen item opens and an unseen one says it is offline', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForOfflineReady(page);
  await page.goto('/libraryKit');
  await expect(page.getByRole('heading', { level: 1, name: 'Library Kit' })).toBeVisible();
  await page.goto('/libraryKit/practiceLab');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const all = await cards.count();
  // One item opened online.
  const seen = (await cards.first().getByRole('heading').textContent())!;
  // The page shows the item from the list at once: the item's own answer is what gets kept.
  const itemKept = page.waitForResponse(
    (r) => /^\/api\/libraryItem\/\w+$/.test(new URL(r.url()).pathname) && r.ok(),
  );
  await cards.first().getByRole('link', { name: seen }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: seen }).or(page.getByText(seen).first()),
  ).toBeVisible();
  await itemKept;
  const seenUrl = page.url();
  // An address this device never saw an item of (in no list, never opened).
  const seenId = seenUrl.split('/').pop()!;
  const unseenId = `${seenId.slice(0, -4)}${seenId.endsWith('0000') ? '1111' : '0000'}`;

  await offline(context);
  await page.goto('/libraryKit/practiceLab');
  await expect(cards).toHaveCount(all);
  // Filtered on the device: only the drills of what was kept.
  const filters = page.getByRole('search', { name: 'Filter items' });
  await filters.getByLabel('Type').selectOption('drill');
  await expect.poll(() => new URL(page.url()).search).toBe('?type=drill');
  await expect(cards.first()).toBeVisible();
  const drills = await cards.count();
  expect(drills).toBeLessThan(all);
  for (const card of await cards.all()) await expect(card).toContainText('Drill');
  // The filtered address reloaded (its own list never asked for online): the same drills.
  await page.reload();
  await expect(cards).toHaveCount(drills);
  for (const card of await cards.all()) await expect(card).toContainText('Drill');
  await filters.getByLabel('Search').fill('zzz-nothing-matches');
  await expect(page.getByText("You're offline and no items match your filters.")).toBeVisible();

  await page.goto(seenUrl);
  await expect(page.getByText(seen).first()).toBeVisible();
  await page.goto(`/libraryKit/libraryItem/${unseenId}`);
  await expect(page.getByText("You're offline. Please connect to the internet and try again.")).toBeVisible();
  await page.goto('/libraryKit');
  await expect(page.getByRole('heading', { level: 1, name: 'Library Kit' })).toBeVisible();
  await expect(page.getByText("You're offline and no data is cached yet.")).toHaveCount(0);
});

test('a kit whose files were never kept shows its error screen with Retry offline, never a blank page', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForOfflineReady(page);
  // As on a device where the Line Kit never reached the cache.
  await page.evaluate(async () => {
    const cache = await caches.open('handyq-kits');
    for (const key of await cache.keys()) if (key.url.includes('/kits/line-kit/')) await cache.delete(key);
  });
  await offline(context);
  await page.goto('/linePerfector');
  await expect(page.getByRole('heading', { name: 'Line Kit could not load' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(nav(page)).toBeVisible();
  // The kits that were kept start, after that one visit to Home alone (remotes.json was kept too).
  await page.goto('/cueCoach/holdOn');
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
});

/** Every cached request URL on this origin, by cache name. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      out[name] = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
    }
    return out;
  });

test('a user offline: favorites and settings already loaded work, a write says it is offline and keeps the text, logout leaves nothing private', async ({
  page,
  context,
}) => {
  const me = await apiSignUp(page.request, 'Offline Olga');
  await storeLogin(page, me);
  await page.goto('/');
  await waitForOfflineReady(page);
  await page.goto('/cueCoach/holdOn');
  await page.getByLabel('Hold time').selectOption('45');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const save = page.getByRole('dialog', { name: 'Save Favorite' });
  await save.getByLabel('Name').fill('Park holds');
  await save.getByRole('button', { name: 'Save' }).click();
  await toastSays(page, 'Favorite saved!');
  // One's own user and notices, kept in this user's cache only.
  await page.goto('/');
  await nav(page).getByRole('link', { name: 'PROFILE' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  const before = await cachedUrls(page);
  const mine = `handyq-api-user-${me.user._id}`;
  expect(Object.keys(before)).toContain(mine);
  expect(before[mine]!.some((p) => p.startsWith('/api/user/') || p === '/api/auth/me')).toBe(true);

  await offline(context);
  await page.goto('/cueCoach/holdOn');
  await page.getByRole('button', { name: 'Favorites', exact: true }).click();
  const choose = page.getByRole('dialog', { name: 'Choose a Favorite' });
  await choose.getByRole('button', { name: /^Park holds/ }).click();
  await expect(page.getByLabel('Hold time')).toHaveValue('45');
  await page.goto('/cueCoach/holdOn/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'HoldOn Settings' })).toBeVisible();

  // A new item saved offline: the toast says so plainly, and the form keeps what was typed.
  await page.goto('/libraryKit/libraryItem/edit');
  const form = page.getByRole('form', { name: 'Library item' });
  await form.getByLabel('Title').fill('Bench handstand drill');
  await form.getByLabel('Type').selectOption('drill');
  await form.getByLabel('Body').fill('Hands on the bench, walk the feet in.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: "Save failed. You're offline. Please connect to the internet and try again." }),
  ).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveValue('Bench handstand drill');
  await expect(form.getByLabel('Body')).toHaveValue('Hands on the bench, walk the feet in.');

  // Logout with the network off: no cached answer of this user is left on the device.
  await page.goto('/');
  await nav(page).getByRole('link', { name: 'PROFILE' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(nav(page).getByRole('link', { name: 'PROFILE' })).toHaveAttribute('href', '/login');
  await expect
    .poll(async () => {
      const after = await cachedUrls(page);
      return Object.entries(after).filter(
        ([name, paths]) =>
          name.startsWith('handyq-api-user-') ||
          paths.some((p) => /^\/api\/(user|auth\/me|notifications)/.test(p)),
      );
    })
    .toEqual([]);
});
