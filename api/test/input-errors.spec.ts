import { POPULAR_ITEM_ID } from '@handyq/domain';
import { apiErrorSchema } from '@handyq/domain/schemas';
import { apiClient, signUp, type Account, type ApiClient } from './support/accounts';
import { DB_TARGETS } from './support/databases';
import { libraryClient } from './support/library';
import { startTestApp, type TestApp } from './support/test-app';

/** `{"a":{"a":…1}}`, `depth` levels deep, as JSON text (JSON.stringify itself overflows). */
const nestedJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

type Send = (
  api: ApiClient,
  me: Account,
  ids: { item: string },
) => Promise<{ status: number; body: unknown }>;

/**
 * Hostile input that once reached the database or a deep walk (500s): each must be a 400 JSON
 * error naming the field, with nothing stored.
 */
const CASES: [string, Send, string][] = [
  ['NUL in a path id', (api) => api.get('/api/libraryItem/ab%00cd'), 'id'],
  ['a control character in a path id (auth route)', (api, me) => api.get('/api/user/x%01y', me.token), 'id'],
  ['NUL in a video file name', (api) => api.get('/api/video/ab%00.mp4'), 'file'],
  ['NUL in a query string', (api) => api.get('/api/libraryItem?txt=hand%00stand'), 'txt'],
  [
    'a lone surrogate in a profile field',
    (api, me) =>
      api.put(`/api/user/${me.user._id}`, me.token).send({ version: me.user.version, bio: '\udc00 hi' }),
    'bio',
  ],
  [
    'NUL in a text field',
    (api, me) => api.post('/api/libraryItem', me.token).send({ title: 'a\u0000b', type: 'drill' }),
    'title',
  ],
  [
    'a lone surrogate in a comment',
    (api, me) => api.post(`/api/libraryItem/${POPULAR_ITEM_ID}/msg`, me.token).send({ txt: 'oops \ud800' }),
    'txt',
  ],
  [
    'NUL in a login email',
    (api) => api.post('/api/auth/login').send({ email: 'a\u0000@example.com', password: 'whatever-1' }),
    'email',
  ],
  [
    'favorites inputs nested 5,000 deep',
    (api, me) =>
      api
        .put(`/api/user/${me.user._id}`, me.token)
        .set('Content-Type', 'application/json')
        .send(
          `{"version":${me.user.version},"favorites":{"holdOn":[{"name":"Deep","dateCreated":1,` +
            `"inputs":{"holdTime":${nestedJson(5000)}}}]}}`,
        ),
    'favorites.holdOn.0.inputs.holdTime',
  ],
  [
    'a user version past int32',
    (api, me) => api.put(`/api/user/${me.user._id}`, me.token).send({ version: 2 ** 31, bio: 'x' }),
    'version',
  ],
  [
    'an item version past int32',
    (api, me, ids) =>
      api
        .put(`/api/libraryItem/${ids.item}`, me.token)
        .send({ title: 'x', type: 'drill', status: 'private', version: 2 ** 31 }),
    'version',
  ],
];

describe.each(DB_TARGETS)('hostile input answered 400 naming the field on $name', (target) => {
  let t: TestApp;
  let api: ApiClient;
  let me: Account;
  let item: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    api = apiClient(t, []);
    me = await signUp(api, 'Hostile');
    item = (await libraryClient(api).create(me.token, { title: 'Mine' }))._id;
  });
  afterAll(() => t.close());

  it.each(CASES)('%s', async (_what, send, field) => {
    const res = await send(api, me, { item });
    expect({ status: res.status, body: res.body }).toMatchObject({ status: 400 });
    const body = apiErrorSchema.parse(res.body) as { fields?: Record<string, string> };
    expect(Object.keys(body.fields ?? {})).toEqual([
      expect.stringMatching(new RegExp(`^${field.replace(/\./g, '\\.')}`)),
    ]);
    // Nothing was stored, and the server is fine.
    const mine = await api.get(`/api/user/${me.user._id}`, me.token).expect(200);
    expect(mine.body.version).toBe(me.user.version);
    const stored = await api.get(`/api/libraryItem/${item}`, me.token).expect(200);
    expect(stored.body).toMatchObject({ title: 'Mine', version: 1 });
    await api.get('/api/health').expect(200);
  });
});
