import { expect, test, type Page } from '@playwright/test';
import { apiSignUp, logIn, logOut } from '../support/accounts';

// What a user saw while logged in stays with them: after logout nothing in the browser's HTTP
// cache or in the service worker's caches answers with it, whether the service worker runs
// (the installed PWA) or not (the HTTP cache alone).

/** Every answer kept in Cache Storage on this origin: its cache, URL and body. */
const cachedAnswers = (page: Page) =>
  page.evaluate(async () => {
    const out: { name: string; url: string; body: string }[] = [];
    for (const name of await caches.keys()) {
      for (const res of await (await caches.open(name)).matchAll()) {
        out.push({ name, url: res.url, body: await res.text() });
      }
    }
    return out;
  });

/** What the page gets for `url` from caches only: the status and body, or null if none. */
const fromCacheOnly = (page: Page, url: string) =>
  page.evaluate(async (u) => {
    try {
      const res = await fetch(u, { cache: 'only-if-cached', mode: 'same-origin' });
      return { status: res.status, body: await res.text() };
    } catch {
      return null;
    }
  }, url);

for (const serviceWorkers of ['allow', 'block'] as const) {
  test.describe(`service worker ${serviceWorkers === 'allow' ? 'on' : 'off'}`, () => {
    test.use({ serviceWorkers });

    test("after logout, no cache answers with the user's profile, notices or private items", async ({
      page,
      context,
    }) => {
      const me = await apiSignUp(page.request, 'Private Pia');
      const auth = { Authorization: `Bearer ${me.token}` };
      const notice = `Notice for Pia ${Date.now()}`;
      const item = `Pia's private drill ${Date.now()}`;
      const post = async (url: string, data: object) =>
        expect((await page.request.post(url, { headers: auth, data })).ok()).toBe(true);
      await post(`/api/user/${me.user._id}/notification`, { txt: notice });
      await post('/api/libraryItem', { title: item, type: 'drill' });
      const secrets = [me.user.email, notice, item];

      await page.goto('/');
      if (serviceWorkers === 'allow') {
        await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
      }
      await logIn(page, me.user.email, me.password);

      // A new tab restores the session from the token (GET /api/auth/me), then shows the
      // profile, the notices and the library list, which holds the user's private item.
      const tab = await context.newPage();
      const fetched = new Set<string>();
      tab.on('response', (res) => {
        const url = new URL(res.url());
        if (res.status() === 200 && url.pathname.startsWith('/api/')) fetched.add(url.pathname + url.search);
      });
      await tab.goto(`/user/${me.user._id}`);
      await expect(tab.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
      await expect(tab.getByText(me.user.email).first()).toBeVisible();
      await tab.goto('/libraryKit/practiceLab/notifications');
      await expect(tab.getByText(notice)).toBeVisible();
      await tab.goto('/libraryKit/practiceLab');
      await expect(tab.getByRole('article', { name: item })).toBeVisible();
      const seen = [...fetched];
      for (const path of [
        '/api/auth/me',
        `/api/user/${me.user._id}`,
        '/api/notifications',
        '/api/libraryItem',
      ]) {
        expect(
          seen.some((p) => p.split('?')[0] === path),
          `${path} in ${seen.join(', ')}`,
        ).toBe(true);
      }

      await tab.goto('/');
      await logOut(tab);
      // Logout deletes the caches as the page leaves the profile: within moments, none is left.
      const urls = new Set([...seen, '/api/auth/me', `/api/user/${me.user._id}`, '/api/notifications']);
      await expect.poll(() => leaksOf(tab, secrets, urls), { timeout: 10_000 }).toEqual([]);
    });
  });
}

/** Where the caches still answer with one of `secrets`: `urls` asked from caches only, and all that Cache Storage holds. */
async function leaksOf(page: Page, secrets: string[], urls: Iterable<string>): Promise<string[]> {
  const holdsSecret = (text: string) => secrets.some((secret) => text.includes(secret));
  const leaks: string[] = [];
  for (const url of urls) {
    const res = await fromCacheOnly(page, url);
    if (res?.status === 200 && holdsSecret(res.body)) leaks.push(`only-if-cached ${url}`);
  }
  for (const { name, url, body } of await cachedAnswers(page)) {
    if (holdsSecret(body)) leaks.push(`${name} ${url}`);
  }
  return leaks;
}

test.describe('service worker on', () => {
  test.use({ serviceWorkers: 'allow' });

  test('an answer to a read made with the token, arriving after logout, is not kept', async ({
    page,
    context,
  }) => {
    const me = await apiSignUp(page.request, 'Late Lou');
    const notice = `Notice for Lou ${Date.now()}`;
    const auth = { Authorization: `Bearer ${me.token}` };
    const sent = await page.request.post(`/api/user/${me.user._id}/notification`, {
      headers: auth,
      data: { txt: notice },
    });
    expect(sent.ok()).toBe(true);
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
    await logIn(page, me.user.email, me.password);
    const token = await page.evaluate(() => localStorage.getItem('loginToken'));

    // A read of the notices the page sent just before the tap on Logout, on a slow network:
    // the server answered it while the token was good (the answer below, taken before the
    // logout), and the service worker meets it only after the page deleted the caches.
    const answer = await page.request.get('/api/notifications', { headers: auth });
    expect(await answer.text()).toContain(notice);
    await context.route('**/api/notifications*', (route) =>
      route.request().headers()['authorization'] ? route.fulfill({ response: answer }) : route.continue(),
    );
    await logOut(page);
    const late = await page.evaluate(
      async (t) => (await fetch('/api/notifications', { headers: { Authorization: `Bearer ${t}` } })).status,
      token,
    );
    expect(late).toBe(200);
    // Whatever the worker does with that answer, it has done in this time.
    await page.waitForTimeout(1_000);
    expect(await leaksOf(page, [notice, me.user.email], ['/api/notifications'])).toEqual([]);
  });
});
