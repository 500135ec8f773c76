import { expect, shot, test } from './fixtures';
import type { EnginePage } from './engine-page';

// Home and every kit, and an account's way in and out, in each engine: the flows every user
// takes first. The same steps as the Chromium suite's, read the way a person reads the screen.

/** The page's first h1, once the page (and the kit it needs) has loaded. */
async function pageTitle(phone: EnginePage, title: string) {
  await phone.until(`the heading "${title}"`, () =>
    phone.evaluate((t) => document.querySelector('h1')?.textContent?.trim() === t, title),
  );
  // a kit that could not load says so in the page's place
  expect(await phone.evaluate(() => document.body.innerText, null)).not.toMatch(
    /could not load|Page not found/,
  );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const ROUTES: [path: string, title: string][] = [
  ['/', 'HandyQ'],
  ['/cueCoach', 'Coach Kit'],
  ['/cueCoach/holdOn', 'HoldOn'],
  ['/libraryKit', 'Library Kit'],
  ['/libraryKit/practiceLab', 'PracticeLab'],
  ['/linePerfector', 'Line Kit'],
  ['/linePerfector/lineAlign', 'LineAlign'],
  ['/login', 'Login'],
];

test('Home and every kit load, by address and from the navigator; a first visit is offered no new version', async ({
  phone,
}) => {
  await phone.goto('/');
  await pageTitle(phone, 'HandyQ');
  await phone.see({ text: "What You'll Find", exact: false });
  await shot(phone, 'home');
  // The service worker installs and takes over; nothing newer was deployed meanwhile. (WebKit
  // told the first worker's 'installed' after it already controlled the page, and the page took
  // it for an update: 'New version available' on a first visit, one time in three.)
  await phone.until('the service worker in control', () =>
    phone.evaluate(() => navigator.serviceWorker.controller !== null, null),
  );
  await sleep(2_000);
  await phone.notSee({ text: 'New version available' });
  for (const [path, title] of ROUTES) {
    await phone.goto(path);
    await pageTitle(phone, title);
  }
  await phone.notSee({ text: 'New version available' });

  // the navigator leads to each kit, within the app
  await phone.goto('/');
  await pageTitle(phone, 'HandyQ');
  for (const [link, title] of [
    ['COACH', 'Coach Kit'],
    ['LIBRARY', 'Library Kit'],
    ['LINE', 'Line Kit'],
    ['HOME', 'HandyQ'],
  ] as const) {
    await phone.click({ role: 'link', name: link });
    await pageTitle(phone, title);
  }
});

test('sign up, log out and log in again', async ({ phone }) => {
  const email = `${phone.engine}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  await phone.goto('/login/signup');
  await phone.fill({ label: 'Full name' }, 'Ada Lovelace');
  await phone.fill({ label: 'Email' }, email);
  await phone.fill({ label: 'Password' }, 'handstand-42');
  await phone.click({ role: 'button', name: 'Sign Up' });
  await phone.waitForPath(/^\/$/);

  await phone.click({ role: 'link', name: 'PROFILE' });
  await pageTitle(phone, 'My Profile');
  await phone.see({ text: email });
  await phone.click({ role: 'button', name: 'Logout' });
  await phone.until('PROFILE to lead to the login', () =>
    phone.evaluate(
      () =>
        [...document.querySelectorAll('nav a')].some(
          (a) => a.textContent?.includes('PROFILE') && a.getAttribute('href') === '/login',
        ),
      null,
    ),
  );

  await phone.goto('/login');
  await phone.fill({ label: 'Email' }, email);
  await phone.fill({ label: 'Password' }, 'handstand-42');
  await phone.click({ role: 'button', name: 'Login' });
  await phone.waitForPath(/^\/$/);
  await phone.click({ role: 'link', name: 'PROFILE' });
  await pageTitle(phone, 'My Profile');
});
