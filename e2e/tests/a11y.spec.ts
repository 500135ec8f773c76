import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../bench/lib/chromium.mjs';
import { BUILD_YOUR_OWN_IDS } from '@handyq/shared';
import { apiSignUp } from '../support/accounts';

// Without speech: a browser talking to speech-dispatcher runs axe several times slower, and
// these pages are checked for what they show, not what they say.
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS } });

// Accessibility: no serious or critical axe violations on the screens built so far,
// in the light and the dark theme.
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

for (const scheme of ['light', 'dark'] as const) {
  for (const path of PAGES) {
    test(`${path} has no serious accessibility violations (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(path);
      await expect(page.getByRole('heading').first()).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${path}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`);
      expect(serious, serious.join('\n')).toEqual([]);
    });
  }
}

for (const scheme of ['light', 'dark'] as const) {
  test(`my profile with every section open has no serious violations (${scheme})`, async ({ page }) => {
    const { user, token } = await apiSignUp(page.request, 'Axe Tester');
    await page.addInitScript(
      ([u, t]) => {
        localStorage.setItem('loginToken', t);
        sessionStorage.setItem('loggedinUser', JSON.stringify(u));
      },
      [user, token] as const,
    );
    await page.emulateMedia({ colorScheme: scheme });
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
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`);
    expect(serious, serious.join('\n')).toEqual([]);
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test(`a workout running on its item page has no serious violations (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`/libraryKit/libraryItem/${BUILD_YOUR_OWN_IDS[3]}`);
    await page.getByRole('button', { name: 'Run workout' }).click();
    await expect(page.getByRole('listitem').and(page.locator('[aria-current="step"]'))).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `workout run: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`);
    expect(serious, serious.join('\n')).toEqual([]);
  });
}
