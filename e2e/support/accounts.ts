import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN, PGLITE_DATA_DIR } from './servers';

export const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** An email no other test (or earlier run) has used. */
export const uniqueEmail = (name = 'ada') =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** Signs up through the form and lands home, logged in. */
export async function signUp(
  page: Page,
  email: string,
  password = 'handstand-42',
  fullname = 'Ada Lovelace',
) {
  await page.goto('/login/signup');
  await page.getByLabel('Full name').fill(fullname);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Logs in through the form and waits for the trip home. */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Logs out from one's own profile, and checks the navigator forgot the user. */
export async function logOut(page: Page) {
  await nav(page).getByRole('link', { name: 'PROFILE' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(nav(page).getByRole('link', { name: 'PROFILE' })).toHaveAttribute('href', '/login');
}

export interface Account {
  user: { _id: string; email: string; fullname: string };
  token: string;
}

/**
 * Leaves the browser logged in as `account` the way a login does: the token and the session copy.
 * Written from the API's health answer, a page of the app's origin that does not start the app
 * (one whole app load a test fewer; the next page the test opens starts it logged in).
 */
export async function storeLogin(page: Page, { user, token }: Account) {
  await page.goto('/api/health');
  await page.evaluate(
    ([u, t]) => {
      localStorage.setItem('loginToken', t);
      sessionStorage.setItem('loggedinUser', JSON.stringify(u));
    },
    [user, token] as const,
  );
}

/** Signs up through the API (for tests about something else than signing up). */
export async function apiSignUp(
  request: APIRequestContext,
  fullname = 'Grace Hopper',
  password = 'handstand-42',
  /** A test's own server (its address); the suite's by default. */
  base = '',
): Promise<Account & { password: string }> {
  const email = uniqueEmail(fullname.split(' ')[0]!.toLowerCase());
  const res = await request.post(`${base}/api/auth/signup`, { data: { fullname, email, password } });
  expect(res.ok(), await res.text()).toBe(true);
  return { ...((await res.json()) as Account), password };
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as Account).token;
}

/** The newest reset link the server mailed to `email` (the outbox under its data dir). */
export function mailedResetLink(email: string): string | null {
  const outbox = path.join(PGLITE_DATA_DIR, 'outbox');
  if (!fs.existsSync(outbox)) return null;
  const mails = fs
    .readdirSync(outbox)
    .map((f) => path.join(outbox, f))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)
    .map((f) =>
      fs
        .readFileSync(f, 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    );
  const mail = mails.find((m) => m.includes(email));
  return mail?.match(/\/reset-password\?token=[A-Za-z0-9_-]+/)?.[0] ?? null;
}
