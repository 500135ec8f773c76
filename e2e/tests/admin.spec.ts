import { expect, test } from '@playwright/test';
import { logIn } from '../support/accounts';
import { E2E_ADMIN } from '../support/servers';

test('a visitor and a user who is not an admin are sent home from /admin', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('HandyQ');

  const email = `grace.${Date.now()}@example.com`;
  const signup = await page.request.post('/api/auth/signup', {
    data: { fullname: 'Grace Hopper', email, password: 'not-an-admin-1' },
  });
  expect(signup.ok()).toBe(true);
  await logIn(page, email, 'not-an-admin-1');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
});

test('an admin sees every user with their data and removes one after confirming', async ({ page }) => {
  const email = `linus.${Date.now()}@example.com`;
  const username = email.split('@')[0]!;
  const signup = await page.request.post('/api/auth/signup', {
    data: { fullname: 'Linus Remove-Me', email, password: 'remove-me-1' },
  });
  expect(signup.ok()).toBe(true);

  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin');
  const card = page.getByRole('region', { name: 'Linus Remove-Me' });
  await expect(card).toContainText(email);
  await expect(card).toContainText('Basic');
  await expect(card).toContainText('10000');
  // An admin cannot remove themself here.
  await expect(
    page.getByRole('region', { name: 'HandyQ', exact: true }).getByRole('button', { name: /^Remove/ }),
  ).toHaveCount(0);

  await card.getByRole('button', { name: `Remove ${username}` }).click();
  const dialog = page.getByRole('dialog', { name: `Remove ${username}?` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: `Remove ${username}` }).click();
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `${username} removed` })).toBeVisible();
  await expect(card).toHaveCount(0);

  const login = await page.request.post('/api/auth/login', { data: { email, password: 'remove-me-1' } });
  expect(login.status()).toBe(401);
});

test('an admin opening /admin in a new tab waits for the session, then sees it; their profile links to it', async ({
  context,
  page,
}) => {
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  // A new tab shares the token but not the tab's copy of the user: the session is restored
  // first (slowed here, as on a phone), and /admin waits for it instead of sending home.
  const tab = await context.newPage();
  // Restoring the session reads the user with its schema: under the CSP, without a probe for eval.
  const csp: string[] = [];
  await tab.exposeFunction('__cspViolation', (text: string) => csp.push(text));
  await tab.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __cspViolation(t: string): void }).__cspViolation(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`,
      ),
    );
  });
  await tab.route('**/api/auth/me', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await tab.goto('/admin');
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Admin');
  await expect(tab).toHaveURL(/\/admin$/);
  await expect(tab.getByRole('heading', { name: /All users/ })).toBeVisible();
  expect(csp).toEqual([]);

  // The admin's own profile has the way there.
  await tab.goto('/');
  await tab
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /PROFILE/ })
    .click();
  await tab.getByRole('link', { name: 'Admin: manage users' }).click();
  await expect(tab).toHaveURL(/\/admin$/);
  await expect(tab.getByRole('heading', { name: /All users/ })).toBeVisible();
});

test("a user who is not an admin has no admin link, and a new tab's /admin still sends them home", async ({
  context,
  page,
}) => {
  const email = `ada.${Date.now()}@example.com`;
  const signup = await page.request.post('/api/auth/signup', {
    data: { fullname: 'Ada Plain', email, password: 'not-an-admin-1' },
  });
  expect(signup.ok()).toBe(true);
  await logIn(page, email, 'not-an-admin-1');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /PROFILE/ })
    .click();
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin: manage users' })).toHaveCount(0);
  const tab = await context.newPage();
  await tab.goto('/admin');
  await expect(tab).toHaveURL(/\/$/);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('HandyQ');
});
