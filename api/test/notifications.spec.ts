import {
  apiErrorSchema,
  notificationPageSchema,
  notificationSchema,
  unreadCountSchema,
  userSchema,
  type Notification,
} from '@handyq/domain/schemas';
import { MAX_NOTIFICATIONS, NotificationsService } from '../src/notifications/notifications.service';
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

describe.each(DB_TARGETS)('notifications API on $name', (target) => {
  let t: TestApp;
  let api: ApiClient;
  const seen: string[] = [];
  let admin: Account;
  let alice: Account;
  let bob: Account;
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

  /** A fresh account with nothing in its list. */
  const newcomer = () => signUp(api, 'Carol');
  const me = async (a: Account) => userSchema.parse((await api.get(`/api/user/${a.user._id}`, a.token)).body);
  const send = async (to: Account, txt: string, from: Account = admin): Promise<Notification> =>
    notificationSchema.parse(
      (await api.post(`/api/user/${to.user._id}/notification`, from.token).send({ txt }).expect(201)).body,
    );
  const list = async (a: Account, query = '') =>
    notificationPageSchema.parse((await api.get(`/api/notifications${query}`, a.token).expect(200)).body);
  const unread = async (a: Account) =>
    unreadCountSchema.parse((await api.get('/api/notifications/unread-count', a.token).expect(200)).body)
      .count;

  describe('POST /api/user/:id/notification', () => {
    const note = { txt: 'Your item was approved', link: '/libraryKit/libraryItem/abc123' };

    it.each([
      ['visitor', 401],
      ['self', 201],
      ['other', 403],
      ['admin', 201],
    ] as const)('%s -> %i, and the user row (its version) is never touched', async (role, status) => {
      const before = await me(alice);
      const res = await api
        .post(`/api/user/${alice.user._id}/notification`, tokenOf(role))
        .send({ ...note, txt: `from ${role}` })
        .expect(status);
      const after = await me(alice);
      expect(after.version).toBe(before.version);
      if (status === 201) {
        const sent = notificationSchema.strict().parse(res.body);
        expect(after.notifications[0]).toEqual(sent);
        expect(after.notifications.slice(1)).toEqual(before.notifications);
      } else {
        apiErrorSchema.parse(res.body);
        expect(after).toEqual(before);
      }
    });

    it('sets _id, createdAt, isRead and byUserId itself, whatever the caller sends', async () => {
      const t0 = Date.now();
      const res = await api
        .post(`/api/user/${alice.user._id}/notification`, admin.token)
        .send({
          ...note,
          type: 'status-changed',
          itemId: 'abc123',
          status: 'public',
          _id: 'chosen-id',
          createdAt: 1,
          isRead: true,
          byUserId: bob.user._id,
          userId: bob.user._id,
        })
        .expect(201);
      expect(notificationSchema.strict().parse(res.body)).toEqual({
        ...note,
        type: 'status-changed',
        itemId: 'abc123',
        status: 'public',
        _id: expect.any(String),
        createdAt: expect.any(Number),
        isRead: false,
        byUserId: admin.user._id,
      });
      expect(res.body._id).not.toBe('chosen-id');
      expect(res.body.createdAt).toBeGreaterThanOrEqual(t0);
      expect(res.body.createdAt).toBeLessThanOrEqual(Date.now());
      expect((await me(alice)).notifications[0]).toEqual(res.body);
    });

    it('answers 400 naming the field of a bad notification, 404 for an unknown user', async () => {
      const before = await me(alice);
      const bad = await api
        .post(`/api/user/${alice.user._id}/notification`, alice.token)
        .send({ txt: '   ', status: 'archived' })
        .expect(400);
      expect(Object.keys(apiErrorSchema.parse(bad.body).fields ?? {}).sort()).toEqual(['status', 'txt']);
      expect(await me(alice)).toEqual(before);
      const missing = await api.post('/api/user/no-such-id/notification', admin.token).send(note).expect(404);
      expect(apiErrorSchema.parse(missing.body).message).toBe('No such user.');
    });

    it('keeps all of 10 sent at the same moment', async () => {
      const carol = await newcomer();
      const sent = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          api
            .post(`/api/user/${carol.user._id}/notification`, i % 2 ? admin.token : carol.token)
            .send({ txt: `at once ${i}` })
            .expect(201),
        ),
      );
      expect((await list(carol)).items.map((n) => n._id).sort()).toEqual(sent.map((r) => r.body._id).sort());
    });

    it(`keeps the newest ${MAX_NOTIFICATIONS}: one more drops the oldest`, async () => {
      const carol = await newcomer();
      const service = t.app.get(NotificationsService);
      const ids: string[] = [];
      for (let i = 0; i < MAX_NOTIFICATIONS; i++) {
        ids.push((await service.add(carol.user._id, { txt: `old ${i}`, link: '' }, admin.user._id))!._id);
      }
      const newest = await send(carol, 'newest');
      const all: string[] = [];
      for (
        let page = await list(carol, '?limit=100');
        ;
        page = await list(carol, `?limit=100&before=${page.next}`)
      ) {
        all.push(...page.items.map((n) => n._id));
        if (!page.next) break;
      }
      expect(all).toHaveLength(MAX_NOTIFICATIONS);
      expect(all[0]).toBe(newest._id);
      expect(all.slice(1)).toEqual(ids.slice(1).reverse());
    });
  });

  describe('the caller’s own list', () => {
    it('is newest first and paged with before/next, and needs a login', async () => {
      const carol = await newcomer();
      const sent = [];
      for (const txt of ['one', 'two', 'three', 'four', 'five']) sent.push(await send(carol, txt));
      const first = await list(carol, '?limit=2');
      expect(first.items.map((n) => n.txt)).toEqual(['five', 'four']);
      const second = await list(carol, `?limit=2&before=${first.next}`);
      expect(second.items.map((n) => n.txt)).toEqual(['three', 'two']);
      const last = await list(carol, `?limit=2&before=${second.next}`);
      expect(last).toEqual({ items: [expect.objectContaining({ txt: 'one' })] });
      // Another user's id as a cursor reads nothing of theirs.
      expect((await list(bob, `?before=${sent[4]!._id}`)).items).toEqual([]);
      await api.get('/api/notifications').expect(401);
      const bad = await api.get('/api/notifications?limit=1000', carol.token).expect(400);
      expect(Object.keys(apiErrorSchema.parse(bad.body).fields ?? {})).toEqual(['limit']);
    });

    it('counts the unread; marking one read counts it no more; nobody else can mark it', async () => {
      const carol = await newcomer();
      const a = await send(carol, 'a');
      await send(carol, 'b');
      expect(await unread(carol)).toBe(2);
      await api.post(`/api/notifications/${a._id}/read`, bob.token).expect(404);
      expect(await unread(carol)).toBe(2);
      await api.post(`/api/notifications/${a._id}/read`, carol.token).expect(204);
      expect(await unread(carol)).toBe(1);
      expect((await list(carol)).items.map((n) => [n.txt, n.isRead])).toEqual([
        ['b', false],
        ['a', true],
      ]);
      await api.post('/api/notifications/no-such-id/read', carol.token).expect(404);
    });

    it('marks all read, or clears all, up to the newest the client had shown: a later one stays', async () => {
      const carol = await newcomer();
      await send(carol, 'seen 1');
      const shown = await send(carol, 'seen 2');
      const later = await send(carol, 'arrived after');
      const marked = await api
        .post('/api/notifications/read-all', carol.token)
        .send({ through: shown._id })
        .expect(200);
      expect(marked.body).toEqual({ count: 2 });
      expect(await unread(carol)).toBe(1);

      const cleared = await api.delete(`/api/notifications?through=${shown._id}`, carol.token).expect(200);
      expect(cleared.body).toEqual({ count: 2 });
      expect((await list(carol)).items).toEqual([later]);
      expect((await me(carol)).notifications).toEqual([later]);

      // Without `through`: everything stored now.
      await api.post('/api/notifications/read-all', carol.token).send({}).expect(200);
      expect(await unread(carol)).toBe(0);
      await api.delete('/api/notifications', carol.token).expect(200);
      expect((await list(carol)).items).toEqual([]);
    });

    it('never clears or marks another user’s notices, whatever id is sent', async () => {
      const carol = await newcomer();
      const hers = await send(carol, 'hers');
      await api.delete(`/api/notifications?through=${hers._id}`, bob.token).expect(200);
      await api.post('/api/notifications/read-all', bob.token).send({ through: hers._id }).expect(200);
      expect((await list(carol)).items).toEqual([hers]);
    });
  });

  describe('a notice arriving between loading and saving', () => {
    it('does not make a profile or favorites save fail, and the save keeps the notice', async () => {
      const carol = await newcomer();
      const loaded = await me(carol);
      const notice = await send(carol, 'while you were editing');
      const saved = await api
        .put(`/api/user/${carol.user._id}`, carol.token)
        .send({
          ...loaded,
          bio: 'Handstands daily',
          favorites: { holdOn: [{ name: 'Morning', dateCreated: 1, inputs: { holdTime: 30 } }] },
        })
        .expect(200);
      expect(userSchema.parse(saved.body).notifications).toEqual([notice]);
      expect((await me(carol)).favorites.holdOn).toHaveLength(1);
    });
  });

  it('never answered a password, a hash or a token version (raw JSON of every response above)', () => {
    expect(seen.length).toBeGreaterThan(30);
    for (const text of seen) assertNoSecrets(text, [admin.password, alice.password, bob.password]);
  });
});
