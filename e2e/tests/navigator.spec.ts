import { expect, test, type Page } from '@playwright/test';
import { apiSignUp } from '../support/accounts';

/** Every route of the app with its page title, and whether the top navigator shows there. */
const ROUTES: [path: string, title: string, nav: boolean][] = [
  ['/', 'HandyQ', true],
  ['/about', 'About', false],
  ['/story', 'Story', false],
  ['/vision', 'Vision', false],
  ['/getting-started', 'Getting Started', false],
  ['/cueCoach', 'Coach Kit', true],
  ['/cueCoach/holdOn', 'HoldOn', false],
  ['/cueCoach/entryBuddy', 'EntryBuddy', false],
  ['/cueCoach/shapeJam', 'ShapeJam', false],
  ['/cueCoach/drillDJ', 'DrillDJ', false],
  ['/cueCoach/holdOn/info', 'HoldOn Info', false],
  ['/cueCoach/drillDJ/settings', 'DrillDJ Settings', false],
  ['/linePerfector', 'Line Kit', true],
  ['/linePerfector/lineCal', 'LineCal', false],
  ['/linePerfector/lineAlign', 'LineAlign', false],
  ['/linePerfector/lineTracker', 'LineTracker', false],
  ['/libraryKit', 'Library Kit', true],
  ['/libraryKit/practiceLab', 'PracticeLab', false],
  ['/libraryKit/practiceLab/info', 'PracticeLab Info', false],
  ['/libraryKit/practiceLab/notifications', 'Notifications', false],
  ['/libraryKit/libraryItem/edit', 'Add Library Item', false],
  ['/libraryKit/libraryItem/edit/abc123', 'Edit Library Item', false],
  ['/libraryKit/libraryItem/abc123', 'Library Item', false],
  ['/libraryKit/practiceLog', 'PracticeLog', false],
  ['/user/abc123', 'Profile', true],
  ['/login', 'Login', true],
  ['/login/signup', 'Sign Up', true],
  ['/login/forgot-password', 'Reset Your Password', true],
  ['/reset-password?token=abc', 'Choose a New Password', false],
];

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

for (const [path, title, shown] of ROUTES) {
  test(`${path} renders '${title}' ${shown ? 'with' : 'without'} the navigator`, async ({ page }) => {
    await page.goto(path);
    // A kit's pages load on first use: allow for the chunk on a busy machine.
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(title);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    await expect(nav(page)).toHaveCount(shown ? 1 : 0);
  });
}

test('the navigator has five named icons; PROFILE goes to /login when logged out', async ({ page }) => {
  await page.goto('/');
  const links = nav(page).getByRole('link');
  await expect(links).toHaveText(['HOME', 'COACH', 'LIBRARY', 'LINE', 'PROFILE']);
  await nav(page).getByRole('link', { name: 'COACH' }).click();
  await expect(page).toHaveURL(/\/cueCoach$/);
  await expect(nav(page).getByRole('link', { name: 'COACH' })).toHaveAttribute('aria-current', 'page');
  await nav(page).getByRole('link', { name: 'PROFILE' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('PROFILE goes to the own profile when logged in', async ({ page }) => {
  const { user, token } = await apiSignUp(page.request, 'Ada Lovelace');
  await page.addInitScript(
    ([u, t]) => {
      localStorage.setItem('loginToken', t);
      sessionStorage.setItem('loggedinUser', JSON.stringify(u));
    },
    [user, token] as const,
  );
  await page.goto('/');
  await nav(page).getByRole('link', { name: 'PROFILE' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/${user._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();
});

test('back goes to the practice lab when there is no history, and back one step when there is', async ({
  page,
}) => {
  await page.goto('/libraryKit/libraryItem/abc123');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/libraryKit\/practiceLab$/);

  await page.goto('/linePerfector');
  await page.getByRole('link', { name: /LineAlign/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('LineAlign');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/linePerfector$/);
});
