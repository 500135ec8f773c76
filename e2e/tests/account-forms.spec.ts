import { expect, test, type Page } from '@playwright/test';

// What each account form says before it asks the server anything.
const fill = async (page: Page, fields: Record<string, string>) => {
  for (const [label, value] of Object.entries(fields))
    await page.getByLabel(label, { exact: true }).fill(value);
};

const CASES: [what: string, path: string, fields: Record<string, string>, button: string, message: string][] =
  [
    [
      'login without a password',
      '/login',
      { Email: 'ada@example.com' },
      'Login',
      'Please enter both email and password.',
    ],
    ['login with nothing', '/login', {}, 'Login', 'Please enter both email and password.'],
    [
      'signup without a name',
      '/login/signup',
      { Email: 'a@b.co', Password: 'long enough' },
      'Sign Up',
      'All fields are required',
    ],
    [
      'signup with a short password',
      '/login/signup',
      { 'Full name': 'Ada', Email: 'a@b.co', Password: 'short' },
      'Sign Up',
      'Password must be at least 8 characters.',
    ],
    [
      'forgot password without an email',
      '/login/forgot-password',
      {},
      'Send Reset Link',
      'Please enter your email address.',
    ],
    [
      'reset with one field',
      '/reset-password?token=abc',
      { 'New password': 'new password 1' },
      'Reset Password',
      'Please fill in both fields.',
    ],
    [
      'reset with two different passwords',
      '/reset-password?token=abc',
      { 'New password': 'new password 1', 'Confirm password': 'new password 2' },
      'Reset Password',
      'Passwords do not match.',
    ],
  ];

for (const [what, path, fields, button, message] of CASES) {
  test(`${what}: '${message}'`, async ({ page }) => {
    let calls = 0;
    page.on('request', (req) => {
      if (req.url().includes('/api/auth/')) calls++;
    });
    await page.goto(path);
    await fill(page, fields);
    await page.getByRole('button', { name: button }).click();
    await expect(page.getByRole('alert')).toHaveText(message);
    expect(calls).toBe(0);
  });
}

test("reset without a token says 'Missing token in URL' and cannot be sent", async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('alert')).toHaveText('Missing token in URL');
  await expect(page.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  await page.getByRole('link', { name: 'Back to login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("'Forgot password?' leads from login to the reset form", async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/login\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset Your Password');
});
