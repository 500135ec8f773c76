import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, TEST_BROWSER_PATH } from '../../bench/lib/chromium.mjs';
import { BUILD_YOUR_OWN_IDS, POPULAR_ITEM_ID } from '@handyq/domain';
import { apiSignUp } from '../support/accounts';
import { seriousInBothThemes } from '../support/a11y';
import { E2E_ADMIN } from '../support/servers';

// Without speech: a browser talking to speech-dispatcher runs axe several times slower, and
// these pages are checked for what they show, not what they say.
test.use({ launchOptions: { executablePath: TEST_BROWSER_PATH, args: CHROMIUM_FLAGS } });

/** Every page of this test opens logged in as `user` (the token and the session copy). */
const stayLoggedIn = (page: Page, user: unknown, token: string) =>
  page.addInitScript(
    ([u, t]) => {
      localStorage.setItem('loginToken', t);
      sessionStorage.setItem('loggedinUser', JSON.stringify(u));
    },
    [user, token] as const,
  );

// Accessibility: no serious or critical axe violations on the screens built so far, in the
// light and the dark theme (each screen checked in one, then switched to the other).
const PAGES = [
  '/',
  '/about',
  '/getting-started',
  '/licenses',
  '/cueCoach/holdOn',
  '/linePerfector',
  '/libraryKit',
  '/libraryKit/practiceLab',
  '/login',
  '/nowhere',
];

for (const path of PAGES) {
  test(`${path} has no serious accessibility violations, light and dark`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    const serious = await seriousInBothThemes(page, path);
    expect(serious, serious.join('\n')).toEqual([]);
  });
}

test(`my profile with every section open has no serious violations, light and dark`, async ({ page }) => {
  const { user, token } = await apiSignUp(page.request, 'Axe Tester');
  await stayLoggedIn(page, user, token);
  await page.goto(`/user/${user._id}`);
  for (const title of [
    'Reset Password',
    'General Settings',
    'Feature Settings',
    'Feature Favorites',
    'Package',
    'Danger Zone',
  ]) {
    await page.getByRole('button', { name: title, exact: true }).click();
  }
  await page.getByRole('button', { name: 'Edit Axe Tester' }).click();
  await expect(page.getByRole('button', { name: 'Delete My Account' })).toBeVisible();
  const serious = await seriousInBothThemes(page, 'my profile');
  expect(serious, serious.join('\n')).toEqual([]);
});

test(`the unread mark, an admin's profile and unsaved shapes have no serious violations, light and dark`, async ({
  page,
}) => {
  const login = await page.request.post('/api/auth/login', { data: E2E_ADMIN });
  const { user, token } = (await login.json()) as { user: { _id: string }; token: string };
  await page.request.post(`/api/user/${user._id}/notification`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { txt: 'A notice to mark', link: '/libraryKit/practiceLab' },
  });
  await stayLoggedIn(page, user, token);
  const check = async (what: string) => {
    const serious = await seriousInBothThemes(page, what);
    expect(serious, serious.join('\n')).toEqual([]);
  };
  await page.goto(`/user/${user._id}`);
  await expect(page.getByRole('link', { name: /^PROFILE, \d+ unread notifications?$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin: manage users' })).toBeVisible();
  await check('my profile, unread, admin');
  await page.goto('/cueCoach/shapeJam');
  await page.getByLabel('Custom shape').fill('l-sit');
  await page.getByRole('button', { name: 'Add to list' }).click();
  await expect(page.getByRole('group', { name: 'New shapes' })).toBeVisible();
  await check('ShapeJam, unsaved shapes');
});

test(`an item's comments and the Comment box have no serious violations, light and dark`, async ({
  page,
}) => {
  const { user, token } = await apiSignUp(page.request, 'Axe Commenter');
  const res = await page.request.post(`/api/libraryItem/${POPULAR_ITEM_ID}/msg`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { txt: 'Checked by axe' },
  });
  expect(res.status()).toBe(201);
  await stayLoggedIn(page, user, token);
  await page.goto(`/libraryKit/libraryItem/${POPULAR_ITEM_ID}`);
  // With the form's error showing, and the author's delete button.
  await page.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Write something before posting.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete comment by Axe Commenter' }).first()).toBeVisible();
  const serious = await seriousInBothThemes(page, 'an item with comments');
  expect(serious, serious.join('\n')).toEqual([]);
});

test(`a workout running on its item page has no serious violations, light and dark`, async ({ page }) => {
  await page.goto(`/libraryKit/libraryItem/${BUILD_YOUR_OWN_IDS[3]}`);
  await page.getByRole('button', { name: 'Run workout' }).click();
  await expect(page.getByRole('listitem').and(page.locator('[aria-current="step"]'))).toBeVisible();
  const serious = await seriousInBothThemes(page, 'workout run');
  expect(serious, serious.join('\n')).toEqual([]);
});

test(`the PracticeLog with sessions, its chart as a table and the edit dialog have no serious violations, light and dark`, async ({
  page,
}) => {
  const { user, token } = await apiSignUp(page.request, 'Axe Logger');
  for (let i = 0; i < 4; i++) {
    const startedAt = Date.now() - i * 86_400_000;
    const res = await page.request.post('/api/practiceLog', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        _id: randomUUID(),
        tool: i % 2 ? 'entryBuddy' : 'holdOn',
        favoriteName: 'Wall holds',
        sets: [{ planned: 30, done: 25 + i }],
        startedAt,
        endedAt: startedAt + 120_000,
        note: 'Felt light',
        rating: 1 + i,
      },
    });
    expect(res.status()).toBe(201);
  }
  await stayLoggedIn(page, user, token);
  await page.goto('/libraryKit/practiceLog');
  await page.getByText('Show as table').click();
  await expect(page.getByRole('table')).toBeVisible();
  let serious = await seriousInBothThemes(page, 'the PracticeLog');
  expect(serious, serious.join('\n')).toEqual([]);
  await page.getByRole('button', { name: 'Edit note and rating of HoldOn' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  serious = await seriousInBothThemes(page, 'the PracticeLog edit dialog');
  expect(serious, serious.join('\n')).toEqual([]);
});
