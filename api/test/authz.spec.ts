import { randomUUID } from 'node:crypto';
import { POPULAR_ITEM_ID } from '@handyq/domain';
import { ADMIN, ADMIN_ENV, apiClient, logIn, signUp, type Account, type ApiClient } from './support/accounts';
import { DB_TARGETS } from './support/databases';
import { tinyMp4, tinyPng } from './support/files';
import { libraryClient } from './support/library';
import { discoverRoutes } from './support/routes';
import { startTestApp, type TestApp } from './support/test-app';

type Actor = 'visitor' | 'user' | 'other' | 'admin';
const ACTORS: Actor[] = ['visitor', 'user', 'other', 'admin'];

/** What a case may use: the API, the owner ("user") and the other accounts, fresh resources. */
interface Ctx {
  api: ApiClient;
  token: string | undefined;
  owner: Account;
  /** A new account (for cases that change or end the owner). */
  freshOwner(): Promise<Account>;
  /** A new private item of `owner`. */
  privateItem(owner?: Account): Promise<string>;
  /** A new practice-log entry of the owner's; its id. */
  logEntry(): Promise<string>;
  png: Buffer;
  mp4: Buffer;
  /** An uploaded image's and video's URLs (owned by the owner). */
  mediaUrl: string;
  videoUrl: string;
}

interface Case {
  /** What the request is about, when a route has several cases. */
  about?: string;
  send(ctx: Ctx, as: Actor): PromiseLike<{ status: number; body: unknown }>;
  expect: Record<Actor, number>;
}

const all = (status: number): Record<Actor, number> => ({
  visitor: status,
  user: status,
  other: status,
  admin: status,
});
const loggedIn = (status: number): Record<Actor, number> => ({ ...all(status), visitor: 401 });

/**
 * Every API route × every kind of caller, with the status each must get. The test fails when
 * the app has a route this table does not name (add its row), or the table names one it no
 * longer has. "user" owns the resource the request is about; "other" is another ordinary
 * account; ids of hidden things answer 404, like ids that do not exist.
 */
const TABLE: Record<string, Case[]> = {
  'GET /api/health': [{ send: ({ api }) => api.get('/api/health'), expect: all(200) }],
  'GET /api/health/live': [{ send: ({ api }) => api.get('/api/health/live'), expect: all(200) }],
  'GET /api/health/ready': [{ send: ({ api }) => api.get('/api/health/ready'), expect: all(200) }],
  'GET /api/plans': [{ send: ({ api, token }) => api.get('/api/plans', token), expect: all(200) }],
  'GET /api/avatars/default.svg': [
    { send: ({ api }) => api.get('/api/avatars/default.svg'), expect: all(200) },
  ],
  'GET /api/openapi.json': [
    { send: ({ api, token }) => api.get('/api/openapi.json', token), expect: all(200) },
  ],
  'GET /api/docs': [{ send: ({ api, token }) => api.get('/api/docs', token), expect: all(200) }],
  'GET /api/docs/:file': [
    { send: ({ api, token }) => api.get('/api/docs/docs-init.js', token), expect: all(200) },
    {
      about: 'not a file of the page',
      send: ({ api }) => api.get('/api/docs/package.json'),
      expect: all(404),
    },
  ],

  'POST /api/auth/signup': [
    {
      send: ({ api, token }, as) =>
        api.post('/api/auth/signup', token).send({
          fullname: 'New Person',
          email: `new-${as}-${Date.now()}@example.com`,
          password: 'a-password-1',
        }),
      expect: all(201),
    },
  ],
  'POST /api/auth/login': [
    {
      send: ({ api, owner }) =>
        api.post('/api/auth/login').send({ email: owner.user.email, password: owner.password }),
      expect: all(200),
    },
  ],
  'POST /api/auth/logout': [
    // A token of its own: the actor's main token must survive the table.
    {
      send: async ({ api, token }) => {
        if (!token) return api.post('/api/auth/logout');
        const me = await api.get('/api/auth/me', token);
        const again = await logIn(api, me.body.email, passwords.get(me.body._id)!);
        return api.post('/api/auth/logout', again.token);
      },
      expect: loggedIn(204),
    },
  ],
  'GET /api/auth/me': [{ send: ({ api, token }) => api.get('/api/auth/me', token), expect: loggedIn(200) }],
  'POST /api/auth/forgot-password': [
    {
      send: ({ api, owner }) => api.post('/api/auth/forgot-password').send({ email: owner.user.email }),
      expect: all(200),
    },
  ],
  'POST /api/auth/reset-password': [
    {
      send: ({ api }) =>
        api.post('/api/auth/reset-password').send({ token: 'x'.repeat(43), newPassword: 'a-password-2' }),
      expect: all(400),
    },
  ],

  'GET /api/user': [
    {
      send: ({ api, token }) => api.get('/api/user', token),
      expect: { visitor: 401, user: 403, other: 403, admin: 200 },
    },
  ],
  'GET /api/user/:id': [
    // A profile is public (the public fields only, for others): every caller gets it.
    { send: ({ api, token, owner }) => api.get(`/api/user/${owner.user._id}`, token), expect: all(200) },
    {
      about: 'an unknown id',
      send: ({ api, token }) => api.get('/api/user/no-such-user', token),
      expect: all(404),
    },
  ],
  'PUT /api/user/:id': [
    {
      send: async ({ api, token, owner }) => {
        const { version } = (await api.get(`/api/user/${owner.user._id}`, owner.token)).body;
        return api.put(`/api/user/${owner.user._id}`, token).send({ version, bio: 'Edited' });
      },
      expect: { visitor: 401, user: 200, other: 403, admin: 200 },
    },
  ],
  'POST /api/user/:id/notification': [
    {
      send: ({ api, token, owner }) =>
        api.post(`/api/user/${owner.user._id}/notification`, token).send({ txt: 'Hello' }),
      expect: { visitor: 401, user: 201, other: 403, admin: 201 },
    },
  ],
  // The caller's own notices: any logged-in caller gets their own list; nobody reads,
  // marks or clears another's (an admin neither).
  'GET /api/notifications': [
    {
      send: ({ api, token }) => api.get('/api/notifications', token),
      expect: { visitor: 401, user: 200, other: 200, admin: 200 },
    },
  ],
  'GET /api/notifications/unread-count': [
    {
      send: ({ api, token }) => api.get('/api/notifications/unread-count', token),
      expect: { visitor: 401, user: 200, other: 200, admin: 200 },
    },
  ],
  'POST /api/notifications/:id/read': [
    {
      about: "the owner's notice",
      send: async ({ api, token, owner }) => {
        const notice = await api
          .post(`/api/user/${owner.user._id}/notification`, owner.token)
          .send({ txt: 'Mark me' });
        return api.post(`/api/notifications/${notice.body._id}/read`, token);
      },
      expect: { visitor: 401, user: 204, other: 404, admin: 404 },
    },
  ],
  'POST /api/notifications/read-all': [
    {
      send: ({ api, token }) => api.post('/api/notifications/read-all', token).send({}),
      expect: { visitor: 401, user: 200, other: 200, admin: 200 },
    },
  ],
  'DELETE /api/notifications': [
    {
      send: ({ api, token }) => api.delete('/api/notifications', token),
      expect: { visitor: 401, user: 200, other: 200, admin: 200 },
    },
  ],
  'DELETE /api/user/:id': [
    {
      send: async (ctx, as) => {
        const target = await ctx.freshOwner();
        return ctx.api.delete(`/api/user/${target.user._id}`, as === 'user' ? target.token : ctx.token);
      },
      expect: { visitor: 401, user: 200, other: 403, admin: 200 },
    },
  ],
  'POST /api/user/:id/change-password': [
    {
      send: async (ctx, as) => {
        const target = await ctx.freshOwner();
        return ctx.api
          .post(`/api/user/${target.user._id}/change-password`, as === 'user' ? target.token : ctx.token)
          .send({ currentPassword: target.password, newPassword: 'another-password-1' });
      },
      // The current password is the user's own to know: admins too are refused.
      expect: { visitor: 401, user: 200, other: 403, admin: 403 },
    },
  ],

  'POST /api/upload/image': [
    {
      send: ({ api, token, png }) =>
        api
          .post('/api/upload/image', token)
          .attach('file', png, { filename: 'a.png', contentType: 'image/png' }),
      expect: loggedIn(201),
    },
  ],
  'POST /api/upload/video': [
    {
      send: ({ api, token, mp4 }) =>
        api
          .post('/api/upload/video', token)
          .attach('file', mp4, { filename: 'a.mp4', contentType: 'video/mp4' }),
      expect: loggedIn(201),
    },
  ],
  'GET /api/media/:id': [
    { send: ({ api, token, mediaUrl }) => api.get(mediaUrl, token), expect: all(200) },
    {
      about: 'an unknown id',
      send: ({ api }) => api.get('/api/media/0f8fad5b-d9cb-469f-a165-70867728950e'),
      expect: all(404),
    },
  ],
  'GET /api/video/:file': [
    { send: ({ api, token, videoUrl }) => api.get(videoUrl, token), expect: all(200) },
    {
      about: 'a path outside the videos',
      send: ({ api }) => api.get('/api/video/..%2Fjwt-secret'),
      expect: all(404),
    },
  ],

  'GET /api/libraryItem': [
    { send: ({ api, token }) => api.get('/api/libraryItem', token), expect: all(200) },
  ],
  'GET /api/libraryItem/:id': [
    {
      about: 'a public item',
      send: ({ api, token }) => api.get(`/api/libraryItem/${POPULAR_ITEM_ID}`, token),
      expect: all(200),
    },
    {
      about: "the user's private item",
      send: async (ctx) => ctx.api.get(`/api/libraryItem/${await ctx.privateItem()}`, ctx.token),
      expect: { visitor: 404, user: 200, other: 404, admin: 200 },
    },
  ],
  'POST /api/libraryItem': [
    {
      send: ({ api, token }) =>
        api.post('/api/libraryItem', token).send({ title: 'New drill', type: 'drill' }),
      expect: loggedIn(201),
    },
  ],
  'PUT /api/libraryItem/:id': [
    {
      about: "the user's private item",
      send: async (ctx) => {
        const id = await ctx.privateItem();
        const item = (await ctx.api.get(`/api/libraryItem/${id}`, ctx.owner.token)).body;
        const { author: _author, ...body } = item;
        return ctx.api.put(`/api/libraryItem/${id}`, ctx.token).send({ ...body, title: 'Renamed' });
      },
      expect: { visitor: 401, user: 200, other: 404, admin: 200 },
    },
    {
      about: "an admin's public item",
      send: async ({ api, token }) => {
        const item = (await api.get(`/api/libraryItem/${POPULAR_ITEM_ID}`)).body;
        const { author: _author, ...body } = item;
        return api.put(`/api/libraryItem/${POPULAR_ITEM_ID}`, token).send({ ...body, title: item.title });
      },
      expect: { visitor: 401, user: 403, other: 403, admin: 200 },
    },
  ],
  'DELETE /api/libraryItem/:id': [
    {
      about: "the user's private item",
      send: async (ctx) => ctx.api.delete(`/api/libraryItem/${await ctx.privateItem()}`, ctx.token),
      expect: { visitor: 401, user: 200, other: 404, admin: 200 },
    },
  ],
  'POST /api/libraryItem/:id/msg': [
    {
      about: "the user's private item",
      send: async (ctx) =>
        ctx.api.post(`/api/libraryItem/${await ctx.privateItem()}/msg`, ctx.token).send({ txt: 'Nice' }),
      expect: { visitor: 401, user: 201, other: 404, admin: 201 },
    },
  ],
  'DELETE /api/libraryItem/:id/msg/:msgId': [
    {
      about: "the user's comment on a public item",
      send: async (ctx) => {
        const id = await commentOn(ctx, POPULAR_ITEM_ID, ctx.owner);
        return ctx.api.delete(`/api/libraryItem/${POPULAR_ITEM_ID}/msg/${id}`, ctx.token);
      },
      expect: { visitor: 401, user: 200, other: 403, admin: 200 },
    },
    {
      about: "another account's comment on a public item",
      send: async (ctx) => {
        const id = await commentOn(ctx, POPULAR_ITEM_ID, await ctx.freshOwner());
        return ctx.api.delete(`/api/libraryItem/${POPULAR_ITEM_ID}/msg/${id}`, ctx.token);
      },
      expect: { visitor: 401, user: 403, other: 403, admin: 200 },
    },
    {
      about: "the user's comment on their private item",
      send: async (ctx) => {
        const item = await ctx.privateItem();
        const id = await commentOn(ctx, item, ctx.owner);
        return ctx.api.delete(`/api/libraryItem/${item}/msg/${id}`, ctx.token);
      },
      expect: { visitor: 401, user: 200, other: 404, admin: 200 },
    },
    {
      about: 'a comment the item does not have',
      send: ({ api, token }) => api.delete(`/api/libraryItem/${POPULAR_ITEM_ID}/msg/no-such-comment`, token),
      expect: loggedIn(404),
    },
  ],

  // The caller's own log: nobody reads or changes another's, admins neither (404, as for none).
  'GET /api/practiceLog': [
    { send: ({ api, token }) => api.get('/api/practiceLog', token), expect: loggedIn(200) },
  ],
  'GET /api/practiceLog/stats': [
    {
      send: ({ api, token }) => api.get('/api/practiceLog/stats?tz=Europe/Berlin', token),
      expect: loggedIn(200),
    },
  ],
  'POST /api/practiceLog': [
    {
      send: ({ api, token }) => api.post('/api/practiceLog', token).send(newLogEntry()),
      expect: loggedIn(201),
    },
  ],
  'PUT /api/practiceLog/:id': [
    {
      about: "the user's entry",
      send: async (ctx) =>
        ctx.api
          .put(`/api/practiceLog/${await ctx.logEntry()}`, ctx.token)
          .send({ note: 'Felt light', rating: 5 }),
      expect: { visitor: 401, user: 200, other: 404, admin: 404 },
    },
  ],
  'DELETE /api/practiceLog/:id': [
    {
      about: "the user's entry",
      send: async (ctx) => ctx.api.delete(`/api/practiceLog/${await ctx.logEntry()}`, ctx.token),
      expect: { visitor: 401, user: 200, other: 404, admin: 404 },
    },
  ],
};

/** A one-set HoldOn run that ended a minute ago, with an id of its own. */
const newLogEntry = () => ({
  _id: randomUUID(),
  tool: 'holdOn',
  sets: [{ planned: 30, done: 30 }],
  startedAt: Date.now() - 120_000,
  endedAt: Date.now() - 60_000,
});

/** Adds a comment by `by` to the item; its id. */
async function commentOn(ctx: Ctx, itemId: string, by: Account): Promise<string> {
  const res = await ctx.api.post(`/api/libraryItem/${itemId}/msg`, by.token).send({ txt: 'A comment' });
  if (res.status !== 201) throw new Error(`POST msg -> ${res.status} ${res.text}`);
  return (res.body as { msgs: { id: string }[] }).msgs.at(-1)!.id;
}

/** Each account's password by id (the logout case logs in afresh). */
const passwords = new Map<string, string>();

describe.each(DB_TARGETS)('who may call each API route on $name', (target) => {
  let t: TestApp;
  let api: ApiClient;
  const tokens = {} as Record<Actor, string | undefined>;
  let ctx: Omit<Ctx, 'token'>;

  beforeAll(async () => {
    t = await startTestApp(target, {
      env: { ...ADMIN_ENV, UPLOAD_LIMIT: '1000', COMMENT_LIMIT: '1000', SIGNUP_LIMIT: '1000' },
    });
    api = apiClient(t, []);
    const owner = await signUp(api, 'Owner');
    const other = await signUp(api, 'Other');
    const admin = await logIn(api, ADMIN.email, ADMIN.password);
    for (const a of [owner, other, admin]) passwords.set(a.user._id, a.password);
    Object.assign(tokens, { visitor: undefined, user: owner.token, other: other.token, admin: admin.token });
    const png = await tinyPng('#345', 4);
    const mp4 = tinyMp4();
    const upload = async (kind: 'image' | 'video', file: Buffer, name: string) =>
      (
        await api
          .post(`/api/upload/${kind}`, owner.token)
          .attach('file', file, { filename: name })
          .expect(201)
      ).body.url as string;
    const lib = libraryClient(api);
    ctx = {
      api,
      owner,
      png,
      mp4,
      mediaUrl: await upload('image', png, 'a.png'),
      videoUrl: await upload('video', mp4, 'a.mp4'),
      freshOwner: () => signUp(api, 'Fresh'),
      privateItem: async (o = owner) => (await lib.create(o.token, { title: 'Private drill' }))._id,
      logEntry: async () =>
        (await api.post('/api/practiceLog', owner.token).send(newLogEntry()).expect(201)).body._id as string,
    };
  });
  afterAll(() => t.close());

  it('has a row for every route the app serves, and no row for one it does not', () => {
    const routes = discoverRoutes(t.app);
    const missing = routes.filter((r) => !(r in TABLE));
    const stale = Object.keys(TABLE).filter((r) => !routes.includes(r));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  const cases = Object.entries(TABLE).flatMap(([route, list]) =>
    list.flatMap((c) =>
      ACTORS.map((as) => [`${route}${c.about ? ` (${c.about})` : ''} as ${as}`, c, as] as const),
    ),
  );
  it.each(cases)('%s', async (_name, c, as) => {
    const res = await c.send({ ...ctx, token: tokens[as] }, as);
    expect({ status: res.status, body: res.status === c.expect[as] ? undefined : res.body }).toEqual({
      status: c.expect[as],
      body: undefined,
    });
  });
});
