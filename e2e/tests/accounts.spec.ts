import { expect, test } from '@playwright/test';
import { logOut, mailedResetLink, nav, signUp, uniqueEmail as unique } from '../support/accounts';

test('sign up, land home logged in, see my profile, log out, log back in', async ({ page }) => {
  const email = unique();
  await signUp(page, email);
  await nav(page).getByRole('link', { name: 'PROFILE' }).click();
  await expect(page).toHaveURL(/\/user\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('loginToken'));
  const loggedOut = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('loginToken'))).toBeNull();
  // The server ended the token too: a copy of it left anywhere no longer works.
  expect((await loggedOut).status()).toBe(204);
  const me = await page.request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);

  await page.goto('/login');
  await page.getByLabel('Email').fill(email.toUpperCase());
  await page.getByLabel('Password').fill('handstand-42');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Login successful!' })).toBeVisible();
  const shownAt = Date.now();
  await expect(page).toHaveURL(/\/$/);
  expect(Date.now() - shownAt).toBeGreaterThan(1000);
  await expect(nav(page).getByRole('link', { name: 'PROFILE' })).toHaveAttribute('href', /\/user\//);
});

test('a wrong password and a taken email get the server’s message, and nothing is stored', async ({
  page,
}) => {
  const email = unique();
  await signUp(page, email);
  await logOut(page);

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText(/wrong email or password/i);
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('loginToken'))).toBeNull();

  await page.goto('/login/signup');
  await page.getByLabel('Full name').fill('Another Ada');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('handstand-42');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('alert')).toContainText(/already/i);
  await expect(page).toHaveURL(/\/login\/signup$/);
});

test('forgot password: the mailed link resets it, the old one stops working, the new one logs in', async ({
  page,
}) => {
  const email = unique();
  await signUp(page, email, 'old-password-1');
  await logOut(page);

  await page.goto('/login/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Reset link sent! Check your inbox—and your spam folder just in case.',
  );
  await expect.poll(() => mailedResetLink(email)).not.toBeNull();

  await page.goto(mailedResetLink(email)!);
  await page.getByLabel('New password', { exact: true }).fill('new-password-2');
  await page.getByLabel('Confirm password', { exact: true }).fill('new-password-2');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('status')).toHaveText('Password reset successful. You can now log in.');
  await expect(page).toHaveURL(/\/login$/);

  for (const [password, ok] of [
    ['old-password-1', false],
    ['new-password-2', true],
  ] as const) {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    if (ok) await expect(page.getByRole('status')).toHaveText('Login successful!');
    else await expect(page.getByRole('alert')).toHaveText(/wrong email or password/i);
  }
});

test('a reset link works once', async ({ page }) => {
  const email = unique();
  await signUp(page, email);
  await logOut(page);
  await page.request.post('/api/auth/forgot-password', { data: { email } });
  await expect.poll(() => mailedResetLink(email)).not.toBeNull();
  const link = mailedResetLink(email)!;
  for (const expected of ['Password reset successful. You can now log in.', null]) {
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('another-pass-3');
    await page.getByLabel('Confirm password', { exact: true }).fill('another-pass-3');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    if (expected) await expect(page.getByRole('status')).toHaveText(expected);
    else await expect(page.getByRole('alert')).toBeVisible();
  }
});
