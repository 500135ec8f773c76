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
