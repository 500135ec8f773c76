import { apiErrorSchema, publicUserSchema, userSchema } from '@handyq/domain/schemas';
import {
  ADMIN,
  ADMIN_ENV,
  apiClient,
  assertNoSecrets,
  logIn,
  signUp,
  type Account,
  type ApiClient,
} from './support/accounts';
import { DB_TARGETS } from './support/databases';
import { startTestApp, type TestApp } from './support/test-app';

type Role = 'visitor' | 'self' | 'other' | 'admin';
const ROLES: Role[] = ['visitor', 'self', 'other', 'admin'];

describe.each(DB_TARGETS)('users API on $name', (target) => {
  let t: TestApp;
  let api: ApiClient;
  const seen: string[] = [];
  let admin: Account;
  let alice: Account;
  let bob: Account;
  /** The token of each role, acting on alice's account. */
  const tokenOf = (role: Role) =>
    ({ visitor: undefined, self: alice.token, other: bob.token, admin: admin.token })[role];

  beforeAll(async () => {
    t = await startTestApp(target, { env: ADMIN_ENV });
    api = apiClient(t, seen);
    admin = await logIn(api, ADMIN.email, ADMIN.password);
    alice = await signUp(api, 'Alice');
    bob = await signUp(api, 'Bob');
  });
  afterAll(() => t.close());

  /** alice as stored now (read by herself). */
  const fresh = async () =>
    userSchema.parse((await api.get(`/api/user/${alice.user._id}`, alice.token)).body);

  describe('GET /api/user (admins only)', () => {
    it.each([
      ['visitor', 401],
      ['self', 403],
      ['other', 403],
      ['admin', 200],
    ] as const)('%s -> %i', async (role, status) => {
      const res = await api.get('/api/user', tokenOf(role)).expect(status);
      if (status === 200) {
        const list = userSchema.array().parse(res.body);
        expect(list.map((u) => u.email)).toEqual(expect.arrayContaining([ADMIN.email, alice.user.email]));
      } else {
        apiErrorSchema.parse(res.body);
      }
    });

    it('pages with limit and a Link to the next page', async () => {
      const first = await api.get('/api/user?limit=2', admin.token).expect(200);
      expect(first.body).toHaveLength(2);
      const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1];
      expect(next).toBeDefined();
      const second = await api.get(next!, admin.token).expect(200);
      const ids = [...first.body, ...second.body].map((u: { _id: string }) => u._id);
      expect(new Set(ids).size).toBe(ids.length);
      await api.get('/api/user?limit=0', admin.token).expect(400);
    });
  });

  describe('GET /api/user/:id', () => {
    it.each(ROLES)('%s -> 200, the whole user only to self and admin', async (role) => {
      const res = await api.get(`/api/user/${alice.user._id}`, tokenOf(role)).expect(200);
      if (role === 'self' || role === 'admin') {
        const user = userSchema.parse(res.body);
        expect(user).toMatchObject({ email: alice.user.email, score: 10000, plan: { tier: 'basic' } });
      } else {
        expect(publicUserSchema.strict().parse(res.body)).toMatchObject({ fullname: alice.user.fullname });
        expect(res.text).not.toContain(alice.user.email);
        for (const k of ['email', 'settings', 'favorites', 'notifications', 'plan', 'score', 'version']) {
          expect(res.body).not.toHaveProperty(k);
        }
      }
    });

    it('answers 404 for an unknown id, and 401 for a bad token', async () => {
      const res = await api.get('/api/user/no-such-id').expect(404);
      expect(apiErrorSchema.parse(res.body).message).toBe('No such user.');
      await api.get('/api/user/no-such-id', admin.token).expect(404);
      await api.get(`/api/user/${alice.user._id}`, 'not-a-token').expect(401);
    });

    it("serves the stock picture a new user's imgUrl points to", async () => {
      expect(alice.user.imgUrl).toBe('/api/avatars/default.svg');
      const res = await api.get(alice.user.imgUrl).expect(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(String(res.body ?? res.text)).toContain('<svg');
    });
  });

  describe('PUT /api/user/:id', () => {
    it.each([
      ['visitor', 401],
      ['self', 200],
      ['other', 403],
      ['admin', 200],
    ] as const)('%s -> %i', async (role, status) => {
      const before = await fresh();
      const res = await api
        .put(`/api/user/${alice.user._id}`, tokenOf(role))
        .send({ ...before, bio: `edited by ${role}` })
        .expect(status);
      const after = await fresh();
      if (status === 200) {
        expect(userSchema.parse(res.body)).toEqual({
          ...before,
          bio: `edited by ${role}`,
          version: before.version + 1,
        });
        expect(after).toEqual(res.body);
      } else {
        expect(after).toEqual(before);
      }
    });

    it('saves the whole object: settings, favorites, voice (notices change only through their own endpoints)', async () => {
      const before = await fresh();
      const edit = {
        ...before,
        fullname: 'Alice Liddell',
        generalSettings: { voiceURI: 'Google UK English Female', cueVolume: 0.6, speechRate: 1.25 },
        settings: {
          holdOn: {
            inputSettings: { holdTime: { min: 5, max: 90, step: 5 } },
            defaultValues: { holdTime: 45 },
          },
        },
        favorites: { holdOn: [{ name: 'Morning', dateCreated: 1, inputs: { holdTime: 30 } }] },
        notifications: [{ _id: 'n1', txt: 'hi', link: '', isRead: false, createdAt: 1 }],
        instagram: 'https://instagram.com/alice',
      };
      const res = await api.put(`/api/user/${alice.user._id}`, alice.token).send(edit).expect(200);
      expect(res.body).toEqual({ ...edit, notifications: before.notifications, version: before.version + 1 });
    });

    it('refuses a cue volume or speech rate out of range, and keeps what was saved', async () => {
      const before = await fresh();
      for (const generalSettings of [
        { voiceURI: 'default', cueVolume: 1.5 },
        { voiceURI: 'default', cueVolume: -0.1 },
        { voiceURI: 'default', speechRate: 0.1 },
        { voiceURI: 'default', speechRate: 10 },
        { voiceURI: 'default', speechRate: 'fast' },
      ]) {
        await api
          .put(`/api/user/${alice.user._id}`, alice.token)
          .send({ ...before, generalSettings })
          .expect(400);
      }
      expect(await fresh()).toEqual(before);
    });

    it('ignores the fields a user may not set on themself', async () => {
      const before = await fresh();
      const res = await api
        .put(`/api/user/${alice.user._id}`, alice.token)
        .send({
          ...before,
          _id: bob.user._id,
          email: 'taken-over@example.com',
          isAdmin: true,
          score: 999999,
          plan: { tier: 'pro' },
          password: 'new-password-123',
          passwordHash: 'x',
          tokenVersion: 99,
          bio: 'still me',
        })
        .expect(200);
      const after = userSchema.parse(res.body);
      expect(after).toEqual({ ...before, bio: 'still me', version: before.version + 1 });
      expect(await fresh()).toEqual(after);
      // The password was not changed, the old one still logs in, the token still works.
      await logIn(api, alice.user.email, alice.password);
      await api.get('/api/auth/me', alice.token).expect(200);
      const bobNow = userSchema.parse((await api.get(`/api/user/${bob.user._id}`, bob.token)).body);
      expect(bobNow.email).toBe(bob.user.email);
    });

    it('lets an admin set isAdmin, plan and score; a user may only cancel Pro', async () => {
      let cur = await fresh();
      await api
        .put(`/api/user/${alice.user._id}`, admin.token)
        .send({ ...cur, plan: { tier: 'pro' }, score: 42 })
        .expect(200);
      cur = await fresh();
      expect(cur).toMatchObject({ plan: { tier: 'pro' }, score: 42 });
      const cancel = await api
        .put(`/api/user/${alice.user._id}`, alice.token)
        .send({ ...cur, plan: { tier: 'basic' } })
        .expect(200);
      expect(cancel.body.plan).toEqual({ tier: 'basic' });
      cur = await fresh();
      const upgrade = await api
        .put(`/api/user/${alice.user._id}`, alice.token)
        .send({ ...cur, plan: { tier: 'pro' } })
        .expect(200);
      expect(upgrade.body.plan).toEqual({ tier: 'basic' });
      // An admin can make an admin.
      const b = userSchema.parse((await api.get(`/api/user/${bob.user._id}`, admin.token)).body);
      const made = await api
        .put(`/api/user/${bob.user._id}`, admin.token)
        .send({ ...b, isAdmin: true })
        .expect(200);
      expect(made.body.isAdmin).toBe(true);
      const undone = await api
        .put(`/api/user/${bob.user._id}`, admin.token)
        .send({ ...made.body, isAdmin: false })
        .expect(200);
      expect(undone.body.isAdmin).toBe(false);
    });

    it('answers 409 to a stale version and writes nothing', async () => {
      const cur = await fresh();
      await api
        .put(`/api/user/${alice.user._id}`, alice.token)
        .send({ ...cur, bio: 'first' })
        .expect(200);
      const res = await api
        .put(`/api/user/${alice.user._id}`, alice.token)
        .send({ ...cur, bio: 'second, from an old copy' })
        .expect(409);
      expect(apiErrorSchema.parse(res.body).message).toMatch(/changed elsewhere/);
      expect((await fresh()).bio).toBe('first');
    });

    it('answers 400 naming the fields of a bad payload, and 404 for an unknown id', async () => {
      const cur = await fresh();
      const { version: _v, ...noVersion } = cur;
      const res = await api
        .put(`/api/user/${alice.user._id}`, alice.token)
        .send({ ...noVersion, fullname: 42, plan: { tier: 'gold' }, bio: 'x'.repeat(5000) })
        .expect(400);
      const body = apiErrorSchema.parse(res.body);
      expect(Object.keys(body.fields ?? {}).sort()).toEqual(['bio', 'fullname', 'plan.tier', 'version']);
      expect(await fresh()).toEqual(cur);
      await api.put('/api/user/no-such-id', admin.token).send(cur).expect(404);
      await api.put(`/api/user/${alice.user._id}`, alice.token).send([]).expect(400);
    });

    it('refuses two favorites of one tool with one name (trimmed), naming the later one; saves nothing', async () => {
      const cur = await fresh();
      const fav = (name: string, holdTime: number) => ({ name, dateCreated: 1, inputs: { holdTime } });
      const res = await api
        .put(`/api/user/${alice.user._id}`, alice.token)
        .send({ ...cur, favorites: { holdOn: [fav('Twice', 30), fav('Other', 40), fav(' Twice  ', 50)] } })
        .expect(400);
      expect(apiErrorSchema.parse(res.body).fields).toEqual({
        'favorites.holdOn.2.name': 'Another favorite of this tool has this name',
      });
      expect(await fresh()).toEqual(cur);
      // The same name in another tool is another favorite.
      await api
        .put(`/api/user/${alice.user._id}`, alice.token)
        .send({
          ...cur,
          favorites: { holdOn: [fav('Twice', 30)], entryBuddy: [{ ...fav('Twice', 1), inputs: {} }] },
        })
        .expect(200);
    });

    it.each(['constructor', 'hasOwnProperty', 'toString', 'valueOf', '__proto__', 'prototype'])(
      'refuses the settings input name %s (a member of every object), naming the field; saves nothing',
      async (name) => {
        const cur = await fresh();
        // Written by hand: a `__proto__` key in an object literal would set its prototype instead.
        const body = `{"holdOn":{"inputSettings":{"holdTime":{"min":5,"max":90,"step":5},"${name}":{"min":1,"max":2,"step":1}},"defaultValues":{"${name}":1}}}`;
        const res = await api
          .put(`/api/user/${alice.user._id}`, alice.token)
          .set('Content-Type', 'application/json')
          .send(JSON.stringify({ ...cur, settings: 'SETTINGS' }).replace('"SETTINGS"', body))
          .expect(400);
        expect(apiErrorSchema.parse(res.body).fields).toEqual({
          [`settings.holdOn.inputSettings.${name}`]: 'Unknown input',
          [`settings.holdOn.defaultValues.${name}`]: 'Unknown input',
        });
        expect(await fresh()).toEqual(cur);
      },
    );
  });

  describe('DELETE /api/user/:id', () => {
    it.each([
      ['visitor', 401],
      ['self', 200],
      ['other', 403],
      ['admin', 200],
    ] as const)("%s -> %i, and the deleted user's token is dead", async (role, status) => {
      const victim = await signUp(api, 'Victim');
      const token = { visitor: undefined, self: victim.token, other: bob.token, admin: admin.token }[role];
      await api.delete(`/api/user/${victim.user._id}`, token).expect(status);
      if (status === 200) {
        await api.get(`/api/user/${victim.user._id}`, admin.token).expect(404);
        await api.get('/api/auth/me', victim.token).expect(401);
        await api.put(`/api/user/${victim.user._id}`, victim.token).send(victim.user).expect(401);
        const login = await api
          .post('/api/auth/login')
          .send({ email: victim.user.email, password: victim.password });
        expect(login.status).toBe(401);
      } else {
        await api.get('/api/auth/me', victim.token).expect(200);
      }
    });

    it('answers 404 for an unknown id', async () => {
      await api.delete('/api/user/no-such-id', admin.token).expect(404);
    });
  });

  describe('POST /api/user/:id/change-password', () => {
    it.each([
      ['visitor', 401],
      ['other', 403],
      ['admin', 403],
    ] as const)('%s -> %i', async (role, status) => {
      await api
        .post(`/api/user/${alice.user._id}/change-password`, tokenOf(role))
        .send({ currentPassword: alice.password, newPassword: 'never-set-123' })
        .expect(status);
      await logIn(api, alice.user.email, alice.password);
    });

    it('self -> 200: old tokens dead, the answered token works, the new password logs in', async () => {
      const carol = await signUp(api, 'Carol');
      const otherTab = await logIn(api, carol.user.email, carol.password);
      const res = await api
        .post(`/api/user/${carol.user._id}/change-password`, carol.token)
        .send({ currentPassword: carol.password, newPassword: 'a-brand-new-pass' })
        .expect(200);
      expect(res.body).toEqual({ message: 'Password updated', token: expect.any(String) });
      await api.get('/api/auth/me', carol.token).expect(401);
      await api.get('/api/auth/me', otherTab.token).expect(401);
      await api.get('/api/auth/me', res.body.token).expect(200);
      await api
        .post('/api/auth/login')
        .send({ email: carol.user.email, password: carol.password })
        .expect(401);
      await logIn(api, carol.user.email, 'a-brand-new-pass');
    });

    it('refuses a wrong current password with the message in err, and a short new one with 400', async () => {
      const res = await api
        .post(`/api/user/${alice.user._id}/change-password`, alice.token)
        .send({ currentPassword: 'wrong-password', newPassword: 'whatever-123' })
        .expect(400);
      expect(apiErrorSchema.strict().parse(res.body)).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'Current password is incorrect.',
        err: 'Current password is incorrect.',
      });
      const short = await api
        .post(`/api/user/${alice.user._id}/change-password`, alice.token)
        .send({ currentPassword: alice.password, newPassword: 'short' })
        .expect(400);
      expect(apiErrorSchema.parse(short.body).fields).toEqual({
        newPassword: 'Password must be at least 8 characters.',
      });
      await api.get('/api/auth/me', alice.token).expect(200);
    });
  });

  it('never answered a password, a hash or a token version (raw JSON of every response above)', () => {
    expect(seen.length).toBeGreaterThan(50);
    for (const text of seen) assertNoSecrets(text, [admin.password, alice.password, bob.password]);
  });
});
