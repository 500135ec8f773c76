import type { Response } from 'supertest';
import { POPULAR_ITEM_ID } from '@handyq/domain';
import { ADMIN_ENV, apiClient, signUp, type Account, type ApiClient } from './support/accounts';
import { DB_TARGETS } from './support/databases';
import { startTestApp, type TestApp } from './support/test-app';

/** Kept by no cache, and never answered 304: what the browser must not keep after logout. */
function expectPrivate(res: Response): void {
  expect(res.headers['cache-control']).toMatch(/\bprivate\b/);
  expect(res.headers['cache-control']).toMatch(/\bno-store\b/);
  expect(res.headers.etag).toBeUndefined();
}

describe.each(DB_TARGETS)('answers that depend on who asks, on $name', (target) => {
  let t: TestApp;
  let api: ApiClient;
  let ada: Account;
  let bob: Account;
  beforeAll(async () => {
    t = await startTestApp(target, { env: ADMIN_ENV });
    api = apiClient(t, []);
    ada = await signUp(api, 'Ada');
    bob = await signUp(api, 'Bob');
    await api
      .post('/api/libraryItem', ada.token)
      .send({ title: "Ada's private drill", type: 'drill' })
      .expect(201);
  });
  afterAll(() => t.close());

  const own = () => `/api/user/${ada.user._id}`;
  const drill = `/api/libraryItem/${POPULAR_ITEM_ID}`;

  it.each([
    ['the user of the token', () => '/api/auth/me', 'email'],
    ['one’s own user', own, 'email'],
    ['another user, asked with a token', () => `/api/user/${bob.user._id}`, 'fullname'],
    ['one’s notices', () => '/api/notifications', 'items'],
    ['one’s unread count', () => '/api/notifications/unread-count', 'count'],
    [
      'a logged-in library list (it holds one’s private items)',
      () => '/api/libraryItem',
      "Ada's private drill",
    ],
    ['a public item, asked with a token', () => drill, 'title'],
  ])('%s: Cache-Control private, no-store, no ETag, never a 304', async (_what, url, holds) => {
    const res = await api.get(url(), ada.token).expect(200);
    expect(res.text).toContain(holds);
    expectPrivate(res);
    // A conditional request is answered in full all the same.
    const again = await api.get(url(), ada.token).set('If-None-Match', '*').expect(200);
    expect(again.text).toBe(res.text);
    expectPrivate(again);
  });

  it('an error answered to a request with a token is private too', async () => {
    expectPrivate(await api.get('/api/libraryItem/nope00', ada.token).expect(404));
  });

  it('the answer to a login (it holds a token) is private too', async () => {
    const res = await api
      .post('/api/auth/login')
      .send({ email: ada.user.email, password: ada.password })
      .expect(200);
    expectPrivate(res);
  });

  it.each([
    ["a visitor's library list", () => '/api/libraryItem'],
    ['a public user, to a visitor', own],
    ['a public item, to a visitor', () => drill],
  ])('%s keeps its ETag and may be revalidated', async (_what, url) => {
    const res = await api.get(url()).expect(200);
    expect(res.text).not.toContain(ada.user.email);
    expect(res.text).not.toContain("Ada's private drill");
    expect(res.headers.etag).toMatch(/^W\/"/);
    expect(res.headers['cache-control'] ?? '').not.toMatch(/no-store|private/);
    await api.get(url()).set('If-None-Match', String(res.headers.etag)).expect(304);
  });
});
