import { AUTH_MESSAGES } from '@handyq/domain/schemas/auth';
import { DEMO_TEXTS as DEMO_MESSAGES } from '@handyq/domain/demo-texts';
import { LIBRARY_MESSAGES, REVIEW_NOTICES } from '@handyq/domain/library-rules';
import { SEED_ITEMS } from '@handyq/domain/library-seed-items';
import { RESERVED_NAME_MESSAGE } from '@handyq/domain';
import { USER_MESSAGES } from '@handyq/domain/user-rules';
import { COLLECTIONS, DEMO_ADMIN, createLocalApi, demoToken, type LocalRequest } from './local-api';
import { createLocalStore, type StorageLike } from './local-store';

/** localStorage's behaviour: strings in, strings out. */
function memoryStorage(): StorageLike & { full: boolean } {
  const data = new Map<string, string>();
  return {
    full: false,
    getItem: (k) => data.get(k) ?? null,
    setItem(k, v) {
      if (this.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      data.set(k, v);
    },
  };
}

interface Body {
  [key: string]: unknown;
}

/** A demo on its own storage, a clock that moves 1 s per call, and a way to call it. */
function demo(storage: StorageLike = memoryStorage()) {
  let clock = Date.UTC(2026, 10, 25);
  const dropped: string[] = [];
  const api = createLocalApi(createLocalStore(storage, { delayMs: 0 }), {
    now: () => (clock += 1000),
    dropMedia: (urls) => dropped.push(...urls),
  });
  const call = async (method: string, url: string, body?: unknown, token: string | null = null) => {
    const [path, query = ''] = url.split('?');
    const req: LocalRequest = { method, path: path!, query: new URLSearchParams(query), body, token };
    const res = await api.handle(req);
    return { status: res.status, body: res.body as Body & Body[], headers: res.headers ?? {} };
  };
  return { call, dropped, storage };
}

type Demo = ReturnType<typeof demo>;

async function signUp(d: Demo, fullname: string, email: string) {
  const res = await d.call('POST', 'auth/signup', { fullname, email });
  expect(res.status).toBe(201);
  return { user: res.body.user as Body & { _id: string; version: number }, token: res.body.token as string };
}

const admin = demoToken(DEMO_ADMIN._id);
const drill = (title: string, extra: Body = {}) => ({ title, type: 'drill', body: 'Hold it.', ...extra });

describe('demo mode: the local API', () => {
  it('starts with the demo admin and the starter library, public, newest first, as the API seeds it', async () => {
    const d = demo();
    const list = await d.call('GET', `libraryItem?limit=500`);
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(SEED_ITEMS.length);
    expect(new Set(list.body.map((i) => i.status))).toEqual(new Set(['public']));
    expect(list.body[0]!._id).toBe(SEED_ITEMS.at(-1)!.id);
    expect((list.body[0]!.owner as Body).fullname).toBe('HandyQ');
    const me = await d.call('GET', 'auth/me', undefined, admin);
    expect(me.body).toMatchObject({ username: 'admin', isAdmin: true });
  });

  it('signs up with the API defaults and logs in by username (or email) with no password', async () => {
    const d = demo();
    const { user, token } = await signUp(d, 'Dana Demo', 'Dana@Example.com');
    expect(user).toMatchObject({
      username: 'dana',
      email: 'dana@example.com',
      isAdmin: false,
      score: 10000,
      plan: { tier: 'basic' },
      imgUrl: '/api/avatars/default.svg',
      version: 1,
    });
    expect(user._id).toMatch(/^[A-Za-z0-9]{5}$/);
    expect((await d.call('GET', 'auth/me', undefined, token)).body._id).toBe(user._id);

    // A second "dana" gets a username of its own: login names one account.
    const twin = await signUp(d, 'Dana Two', 'dana@elsewhere.org');
    expect(twin.user.username).toBe('dana2');

    for (const name of ['dana', ' DANA ', 'dana@example.com']) {
      const login = await d.call('POST', 'auth/login', { email: name, password: '' });
      expect(login.status).toBe(200);
      expect((login.body.user as Body)._id).toBe(user._id);
    }
    const nobody = await d.call('POST', 'auth/login', { email: 'nobody' });
    expect(nobody).toMatchObject({ status: 401, body: { err: DEMO_MESSAGES.noUser } });
    expect((await d.call('POST', 'auth/login', { email: '  ' })).body.err).toBe(DEMO_MESSAGES.loginMissing);
  });

  it('validates signup with the shared schema and refuses a taken email', async () => {
    const d = demo();
    await signUp(d, 'Dana Demo', 'dana@example.com');
    const taken = await d.call('POST', 'auth/signup', { fullname: 'Other', email: 'DANA@example.com' });
    expect(taken).toMatchObject({ status: 409, body: { message: AUTH_MESSAGES.emailTaken } });
    const bad = await d.call('POST', 'auth/signup', { fullname: 'Other', email: 'not-an-email' });
    expect(bad).toMatchObject({
      status: 400,
      body: { fields: { email: 'Please enter a valid email address.' } },
    });
    const team = await d.call('POST', 'auth/signup', { fullname: 'HandyQ', email: 'x@example.com' });
    expect(team).toMatchObject({ status: 400, body: { fields: { fullname: RESERVED_NAME_MESSAGE } } });
  });

  it('answers a missing id in the local fallback’s words: Get, Update and Remove failed', async () => {
    const d = demo();
    const { token } = await signUp(d, 'Dana Demo', 'dana@example.com');
    const get = await d.call('GET', 'libraryItem/NOPE42');
    expect(get).toMatchObject({
      status: 404,
      body: { message: 'Get failed, cannot find entity with id: NOPE42 in: libraryItem' },
    });
    const put = await d.call(
      'PUT',
      'libraryItem/NOPE42',
      { ...drill('x'), status: 'private', version: 1 },
      token,
    );
    expect(put.body.message).toBe('Update failed, cannot find entity with id: NOPE42 in: libraryItem');
    const del = await d.call('DELETE', 'libraryItem/NOPE42', undefined, token);
    expect(del.body.message).toBe('Remove failed, cannot find entity with id: NOPE42 in: libraryItem');
    expect((await d.call('GET', 'user/zzzzz')).body.message).toBe(
      'Get failed, cannot find entity with id: zzzzz in: user',
    );
    expect((await d.call('PUT', 'user/zzzzz', { version: 1 }, admin)).body.message).toBe(
      'Update failed, cannot find entity with id: zzzzz in: user',
    );
    expect((await d.call('DELETE', 'user/zzzzz', undefined, admin)).body.message).toBe(
      'Remove failed, cannot find entity with id: zzzzz in: user',
    );
  });

  it('runs the review flow with the library rules, and tells those it concerns', async () => {
    const d = demo();
    const dana = await signUp(d, 'Dana Demo', 'dana@example.com');
    const max = await signUp(d, 'Max Demo', 'max@example.com');

    const created = await d.call('POST', 'libraryItem', drill('Wall walk', { tags: ['Wall'] }), dana.token);
    expect(created.status).toBe(201);
    const item = created.body as unknown as { _id: string; version: number };
    expect(item).toMatchObject({
      status: 'private',
      version: 1,
      tags: ['wall'],
      owner: { fullname: 'Dana Demo' },
    });
    expect(item._id).toMatch(/^[A-Za-z0-9]{6}$/);

    // Private: hidden from others, as missing as an id that never was.
    expect((await d.call('GET', `libraryItem/${item._id}`, undefined, max.token)).status).toBe(404);
    expect((await d.call('GET', `libraryItem/${item._id}`)).status).toBe(404);

    const save = (token: string, status: string, version: number, extra: Body = {}) =>
      d.call('PUT', `libraryItem/${item._id}`, { ...drill('Wall walk'), status, version, ...extra }, token);
    expect(await save(max.token, 'pending', 1)).toMatchObject({
      status: 404,
      body: { message: `Update failed, cannot find entity with id: ${item._id} in: libraryItem` },
    });
    const published = await save(dana.token, 'pending', 1);
    expect(published.body).toMatchObject({ status: 'pending', version: 2 });
    expect(await save(dana.token, 'pending', 1)).toMatchObject({
      status: 409,
      body: { message: LIBRARY_MESSAGES.stale },
    });
    expect(await save(dana.token, 'private', 2)).toMatchObject({
      status: 403,
      body: { message: LIBRARY_MESSAGES.reviewAdminOnly },
    });

    const adminNotices = await d.call('GET', 'notifications', undefined, admin);
    expect((adminNotices.body.items as Body[]).map((n) => n.txt)).toEqual([
      REVIEW_NOTICES.submitted('Wall walk', 'Dana Demo'),
    ]);

    // The admin sees it pending, and approves it.
    const pending = await d.call('GET', 'libraryItem?status=pending', undefined, admin);
    expect(pending.body.map((i) => i._id)).toEqual([item._id]);
    expect((await save(admin, 'public', 2)).body).toMatchObject({ status: 'public', version: 3 });
    const mine = await d.call('GET', 'notifications', undefined, dana.token);
    expect(mine.body.items).toMatchObject([
      { txt: REVIEW_NOTICES.approved('Wall walk'), isRead: false, itemId: item._id, status: 'public' },
      { txt: REVIEW_NOTICES.sentForReview('Wall walk'), isRead: false, itemId: item._id, status: 'pending' },
    ]);
    expect((await d.call('GET', `libraryItem/${item._id}`)).status).toBe(200);

    // Public: someone else may see it but never change it; its owner can no longer either.
    expect(await save(max.token, 'public', 3, { title: 'Mine now' })).toMatchObject({
      status: 403,
      body: { message: LIBRARY_MESSAGES.notYours },
    });
    expect(await save(dana.token, 'public', 3, { title: 'Changed' })).toMatchObject({
      status: 403,
      body: { message: LIBRARY_MESSAGES.locked('public') },
    });
    expect((await d.call('DELETE', `libraryItem/${item._id}`, undefined, dana.token)).status).toBe(403);
  });

  it('searches titles and tags; filters; pages with a Link header', async () => {
    const d = demo();
    const dana = await signUp(d, 'Dana Demo', 'dana@example.com');
    for (const title of ['Alpha', 'Bravo', 'Charlie']) {
      await d.call('POST', 'libraryItem', drill(title, { tags: ['mine', title.toLowerCase()] }), dana.token);
    }
    const titles = async (query: string, token: string | null = dana.token) =>
      (await d.call('GET', `libraryItem?${query}`, undefined, token)).body.map((i) => i.title);

    expect(await titles('txt=MINE')).toEqual(['Charlie', 'Bravo', 'Alpha']);
    expect(await titles('txt=mine', null)).toEqual([]);
    expect(await titles('txt=dana demo')).toEqual([]);
    expect(await titles('tags=mine,bravo')).toEqual(['Bravo']);
    expect(await titles('tags=mine&sortField=title&sortDir=-1')).toEqual(['Charlie', 'Bravo', 'Alpha']);
    expect(await titles(`author=${dana.user._id}&type=tutorial`)).toEqual([]);

    const first = await d.call('GET', 'libraryItem?tags=mine&limit=2', undefined, dana.token);
    expect(first.body.map((i) => i.title)).toEqual(['Charlie', 'Bravo']);
    const next = /^<\/api\/(.+)>; rel="next"$/.exec(first.headers.Link ?? '')?.[1];
    expect(next).toBeDefined();
    const second = await d.call('GET', next!, undefined, dana.token);
    expect(second.body.map((i) => i.title)).toEqual(['Alpha']);
    expect(second.headers.Link).toBeUndefined();

    const bad = await d.call('GET', 'libraryItem?type=poem');
    expect(bad.status).toBe(400);
  });

  it('keeps the user rules: own account only, admin-only fields, versions, reserved names', async () => {
    const d = demo();
    const dana = await signUp(d, 'Dana Demo', 'dana@example.com');
    const max = await signUp(d, 'Max Demo', 'max@example.com');
    const put = (id: string, body: Body, token: string) => d.call('PUT', `user/${id}`, body, token);

    const saved = await put(
      dana.user._id,
      { version: 1, bio: 'Hands up', isAdmin: true, score: 1 },
      dana.token,
    );
    expect(saved.body).toMatchObject({ bio: 'Hands up', isAdmin: false, score: 10000, version: 2 });
    expect(await put(dana.user._id, { version: 1, bio: 'Old copy' }, dana.token)).toMatchObject({
      status: 409,
      body: { message: USER_MESSAGES.stale },
    });
    expect(await put(dana.user._id, { version: 2, bio: 'Not yours' }, max.token)).toMatchObject({
      status: 403,
      body: { message: USER_MESSAGES.notYours },
    });
    expect((await put(dana.user._id, { version: 2, fullname: 'Admin' }, dana.token)).status).toBe(400);
    expect((await put(dana.user._id, { version: 2, plan: { tier: 'pro' } }, admin)).body).toMatchObject({
      plan: { tier: 'pro' },
      version: 3,
    });

    // Others see the public profile only; the admin lists everyone.
    const seen = await d.call('GET', `user/${dana.user._id}`, undefined, max.token);
    expect(seen.body).not.toHaveProperty('email');
    expect((await d.call('GET', 'user', undefined, max.token)).status).toBe(403);
    expect((await d.call('GET', 'user', undefined, admin)).body.map((u) => u.username)).toEqual([
      'admin',
      'dana',
      'max',
    ]);
  });

  it('marks and clears notices up to the newest one shown', async () => {
    const d = demo();
    const dana = await signUp(d, 'Dana Demo', 'dana@example.com');
    for (const title of ['One', 'Two']) {
      const item = (await d.call('POST', 'libraryItem', drill(title), dana.token)).body;
      await d.call(
        'PUT',
        `libraryItem/${item._id}`,
        { ...drill(title), status: 'pending', version: 1 },
        dana.token,
      );
    }
    const count = async () =>
      (await d.call('GET', 'notifications/unread-count', undefined, admin)).body.count;
    expect(await count()).toBe(2);
    const [newest, older] = (await d.call('GET', 'notifications', undefined, admin)).body.items as Body[];
    expect(newest!.txt).toContain('"Two"');
    expect((await d.call('POST', `notifications/${older!._id}/read`, undefined, admin)).status).toBe(204);
    expect(await count()).toBe(1);
    expect((await d.call('POST', 'notifications/read-all', { through: newest!._id }, admin)).body.count).toBe(
      1,
    );
    expect(await count()).toBe(0);
    expect((await d.call('DELETE', `notifications?through=${older!._id}`, undefined, admin)).body.count).toBe(
      1,
    );
    expect(
      ((await d.call('GET', 'notifications', undefined, admin)).body.items as Body[]).map((n) => n._id),
    ).toEqual([newest!._id]);
  });

  it('frees the pictures nothing points to any more; deleting an account takes its items and notices', async () => {
    const d = demo();
    const dana = await signUp(d, 'Dana Demo', 'dana@example.com');
    const media = (n: number) => `/api/media/0f7c2b1e-1111-4222-8333-94445555666${n}`;
    const img = (n: number) => ({ url: media(n), caption: '', isMain: n === 1 });
    const created = await d.call(
      'POST',
      'libraryItem',
      drill('Pictured', { imgData: [img(1), img(2)] }),
      dana.token,
    );
    const item = created.body;
    const edited = await d.call(
      'PUT',
      `libraryItem/${item._id}`,
      { ...drill('Pictured', { imgData: [img(1)] }), status: 'private', version: 1 },
      dana.token,
    );
    expect(edited.status).toBe(200);
    expect(d.dropped).toEqual([media(2)]);
    expect((await d.call('DELETE', `libraryItem/${item._id}`, undefined, dana.token)).body).toEqual({
      message: 'Item deleted',
    });
    expect(d.dropped).toEqual([media(2), media(1)]);

    // A new profile picture frees the old one; the stock picture is never a stored file.
    await d.call('PUT', `user/${dana.user._id}`, { version: 1, imgUrl: media(3) }, dana.token);
    await d.call('PUT', `user/${dana.user._id}`, { version: 2, imgUrl: media(4) }, dana.token);
    expect(d.dropped.slice(2)).toEqual([media(3)]);

    await d.call('POST', 'libraryItem', drill('Left behind'), dana.token);
    expect((await d.call('DELETE', `user/${dana.user._id}`, undefined, dana.token)).body).toEqual({
      message: 'Account deleted',
    });
    expect((await d.call('GET', 'auth/me', undefined, dana.token)).status).toBe(401);
    expect(d.dropped.slice(3)).toEqual([media(4)]);
    const stored = JSON.parse(d.storage.getItem(`handyq-demo:${COLLECTIONS.item}`)!) as Body[];
    expect(stored.some((i) => i.title === 'Left behind')).toBe(false);
  });

  it('keeps everything across a reload: a new API over the same storage', async () => {
    const storage = memoryStorage();
    const dana = await signUp(demo(storage), 'Dana Demo', 'dana@example.com');
    await demo(storage).call('POST', 'libraryItem', drill('Zebra crossing'), dana.token);
    const again = demo(storage);
    expect((await again.call('GET', 'auth/me', undefined, dana.token)).body.username).toBe('dana');
    expect((await again.call('GET', 'libraryItem?txt=zebra', undefined, dana.token)).body).toHaveLength(1);
    expect((await again.call('GET', 'libraryItem?limit=500')).body).toHaveLength(SEED_ITEMS.length);
  });

  it('answers 401 to a call that needs a login, and 404 to a call the demo does not know', async () => {
    const d = demo();
    expect((await d.call('POST', 'libraryItem', drill('x'))).body.message).toBe(DEMO_MESSAGES.loginFirst);
    expect((await d.call('GET', 'notifications')).status).toBe(401);
    expect((await d.call('GET', 'health')).body.message).toBe(DEMO_MESSAGES.noRoute);
    expect((await d.call('POST', 'auth/forgot-password', { email: 'a@b.co' })).body.err).toBe(
      DEMO_MESSAGES.noEmail,
    );
  });

  it('refuses a save when the browser storage is full, in words, and keeps what was there', async () => {
    const storage = memoryStorage();
    const d = demo(storage);
    const dana = await signUp(d, 'Dana Demo', 'dana@example.com');
    await d.call('POST', 'libraryItem', drill('Kept'), dana.token);
    storage.full = true;
    const refused = await d.call('POST', 'libraryItem', drill('Too much'), dana.token);
    expect(refused).toMatchObject({ status: 507, body: { message: DEMO_MESSAGES.storageFull } });
    storage.full = false;
    expect((await d.call('GET', 'libraryItem?txt=kept', undefined, dana.token)).body).toHaveLength(1);
    expect((await d.call('GET', 'libraryItem?txt=too much', undefined, dana.token)).body).toHaveLength(0);
  });
});
