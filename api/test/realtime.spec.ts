import { randomBytes } from 'node:crypto';
import { REALTIME_ERRORS } from '../src/realtime/realtime.gateway';
import type { ItemStatusEvent } from '@handyq/shared';
import type { Notification } from '@handyq/shared/schemas';
import { ADMIN, ADMIN_ENV, apiClient, logIn, signUp, type Account, type ApiClient } from './support/accounts';
import { DB_TARGETS } from './support/databases';
import { libraryClient, type LibraryClient } from './support/library';
import {
  announce,
  connected,
  listening,
  openSocket,
  recorder,
  settle,
  type ClientSocket,
} from './support/sockets';
import { startTestApp, type TestApp } from './support/test-app';

const APPROVED = /^Great news! Your item was approved and is now public\. /;
const DENIED = "Heads up — your item wasn't approved. Check your PracticeLab notifications to learn more.";

describe.each(DB_TARGETS)('realtime on $name', (target) => {
  let t: TestApp;
  let url: string;
  let api: ApiClient;
  let lib: LibraryClient;
  let admin: Account;
  let alice: Account;
  let bob: Account;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    t = await startTestApp(target, { env: ADMIN_ENV });
    url = await listening(t);
    api = apiClient(t, []);
    lib = libraryClient(api);
    admin = await logIn(api, ADMIN.email, ADMIN.password);
    alice = await signUp(api, 'Alice');
    bob = await signUp(api, 'Bob');
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.disconnect();
  });
  afterAll(() => t.close());

  /** A connected socket for `token` (kept to be closed after the test). */
  const socketOf = (token: string | undefined) => {
    const s = openSocket(url, token);
    sockets.push(s);
    return connected(s);
  };
  /** A connected socket announced as `account`, recording what it receives. */
  const joined = async (account: Account, since: string | null = null) => {
    const s = await socketOf(account.token);
    const rec = recorder(s, ['user-notification', 'review-about-you', 'item-status']);
    expect(await announce(s, account.user._id, since)).toBe(true);
    return { socket: s, ...rec };
  };
  const notify = async (to: Account, txt: string, from: Account = admin) =>
    (await api.post(`/api/user/${to.user._id}/notification`, from.token).send({ txt }).expect(201))
      .body as Notification;

  describe('the handshake', () => {
    it('refuses a socket without a token, with a bad one, and with a logged-out one', async () => {
      await expect(socketOf(undefined)).rejects.toThrow(REALTIME_ERRORS.noToken);
      await expect(socketOf('not-a-token')).rejects.toThrow(REALTIME_ERRORS.badToken);
      await expect(socketOf(alice.token.slice(0, -2) + 'xx')).rejects.toThrow(REALTIME_ERRORS.badToken);
      const gone = await logIn(api, alice.user.email, alice.password);
      await api.post('/api/auth/logout', gone.token).expect(204);
      await expect(socketOf(gone.token)).rejects.toThrow(REALTIME_ERRORS.badToken);
    });

    it('refuses the polling transport: websocket only', async () => {
      const res = await fetch(`${url}/socket.io/?EIO=4&transport=polling`);
      expect(res.status).toBe(400);
    });

    it("refuses to join another user's room, and that user's notices never reach the socket", async () => {
      const s = await socketOf(bob.token);
      const rec = recorder(s, ['user-notification']);
      expect(await announce(s, alice.user._id)).toBe(false);
      await notify(alice, 'for alice only');
      await settle();
      expect(rec.got).toEqual([]);
    });
  });

  describe('review flow', () => {
    it('a submission reaches the lead admin live, with the item’s new status; never the owner who made it', async () => {
      const adminSocket = await joined(admin);
      const owner = await joined(alice);
      const item = await lib.create(alice.token, { title: 'Live submission' });
      await lib.move(alice.token, item, 'pending');
      await adminSocket.waitFor('user-notification');
      expect(adminSocket.of<Notification>('user-notification')).toEqual([
        expect.objectContaining({
          txt: `${alice.user.fullname} submitted "Live submission" for review.`,
          itemId: item._id,
          status: 'pending',
          type: 'status-changed',
          isRead: false,
        }),
      ]);
      await adminSocket.waitFor('item-status');
      expect(adminSocket.of<ItemStatusEvent>('item-status')).toEqual([
        { itemId: item._id, status: 'pending', from: 'private' },
      ]);
      await owner.waitFor('item-status');
      await settle();
      expect(owner.of('user-notification')).toEqual([]);
    });

    it('approve: the owner gets the approval text; deny: the denial text and the review with its toast', async () => {
      const owner = await joined(alice);
      const approved = await lib.move(
        alice.token,
        await lib.create(alice.token, { title: 'To approve' }),
        'pending',
      );
      await lib.move(admin.token, approved, 'public');
      await owner.waitFor('user-notification');
      const [approval] = owner.of<Notification>('user-notification');
      expect(approval?.txt).toMatch(APPROVED);
      expect(approval).toMatchObject({ itemId: approved._id, status: 'public', byUserId: admin.user._id });

      const denied = await lib.move(
        alice.token,
        await lib.create(alice.token, { title: 'To deny' }),
        'pending',
      );
      await lib.put(admin.token, denied, { status: 'private', reason: 'Film it from the side.' }).expect(200);
      await owner.waitFor('user-notification', 3);
      await owner.waitFor('review-about-you');
      const texts = owner.of<Notification>('user-notification').map((n) => n.txt);
      expect(texts.slice(1).sort()).toEqual(['Review of "To deny": Film it from the side.', DENIED].sort());
      expect(owner.of('review-about-you')).toEqual([{ txt: 'Review of "To deny": Film it from the side.' }]);
      // The owner's item views learn both moves.
      await owner.waitFor('item-status', 4);
      expect(owner.of<ItemStatusEvent>('item-status').map((e) => [e.itemId, e.status])).toEqual([
        [approved._id, 'pending'],
        [approved._id, 'public'],
        [denied._id, 'pending'],
        [denied._id, 'private'],
      ]);
    });

    it('sends an item’s status to its owner and the admins only, never to other users', async () => {
      const other = await joined(bob);
      const item = await lib.move(
        alice.token,
        await lib.create(alice.token, { title: 'Public soon' }),
        'pending',
      );
      const adminSocket = await joined(admin);
      await lib.move(admin.token, item, 'public');
      await adminSocket.waitFor('item-status');
      await settle();
      expect(adminSocket.of<ItemStatusEvent>('item-status')).toEqual([
        { itemId: item._id, status: 'public', from: 'pending' },
      ]);
      expect(other.got).toEqual([]);
    });

    it('never pushes a notice to the user who caused it', async () => {
      const self = await joined(alice);
      await notify(alice, 'a note to self', alice);
      await notify(alice, 'from the admin');
      await self.waitFor('user-notification');
      await settle();
      expect(self.of<Notification>('user-notification').map((n) => n.txt)).toEqual(['from the admin']);
    });
  });

  describe('reconnecting', () => {
    it('sends what was missed while disconnected, once each and in order', async () => {
      const first = await joined(alice);
      const seen = await notify(alice, 'before the tunnel');
      await first.waitFor('user-notification');
      first.socket.disconnect();
      const missed = [await notify(alice, 'in the tunnel 1'), await notify(alice, 'in the tunnel 2')];

      const again = await joined(alice, seen._id);
      await again.waitFor('user-notification', 2);
      const later = await notify(alice, 'after the tunnel');
      await again.waitFor('user-notification', 3);
      await settle();
      expect(again.of<Notification>('user-notification').map((n) => n._id)).toEqual([
        ...missed.map((n) => n._id),
        later._id,
      ]);
    });

    it("closes a deleted account's sockets", async () => {
      const carol = await signUp(api, 'Carol');
      const s = await joined(carol);
      const closed = new Promise((resolve) => s.socket.once('disconnect', resolve));
      await api.delete(`/api/user/${carol.user._id}`, carol.token).expect(200);
      await expect(closed).resolves.toBe('io server disconnect');
    });

    it('sends nothing more after unset-user-socket (logout)', async () => {
      const s = await joined(alice);
      await s.socket.timeout(5000).emitWithAck('unset-user-socket');
      await notify(alice, 'after logout');
      await settle();
      expect(s.got).toEqual([]);
    });
  });
});

// Two API instances on one PostgreSQL database, a socket on each: only Redis joins their rooms.
const postgres = DB_TARGETS.find((d) => d.name === 'postgres');
const redisUrl = process.env.REDIS_URL;
(postgres && redisUrl ? describe : describe.skip)('realtime across two API instances', () => {
  const started: TestApp[] = [];
  const sockets: ClientSocket[] = [];
  afterEach(async () => {
    for (const s of sockets.splice(0)) s.disconnect();
    for (const t of started.splice(0).reverse()) await t.close();
  });

  /** Two instances sharing a database (and, with `redis`, a Redis channel prefix of their own). */
  const pair = async (redis: boolean) => {
    // One secret for both, as a deployment configures it: a token from one is good on the other.
    const env: Record<string, string> = { ...ADMIN_ENV, JWT_SECRET: randomBytes(32).toString('hex') };
    if (redis)
      Object.assign(env, { REDIS_URL: redisUrl!, REDIS_PREFIX: `test-${randomBytes(4).toString('hex')}` });
    const a = await startTestApp(postgres!, { env });
    started.push(a);
    const b = await startTestApp(postgres!, { env, sharing: a });
    started.push(b);
    return [a, b] as const;
  };

  /** alice's socket on instance b; the admin notifies her through instance a: what her socket got. */
  const deliveredAcross = async (redis: boolean) => {
    const [a, b] = await pair(redis);
    const apiA = apiClient(a, []);
    const admin = await logIn(apiA, ADMIN.email, ADMIN.password);
    const alice = await signUp(apiA, 'Alice');
    const s = openSocket(await listening(b), alice.token);
    sockets.push(s);
    await connected(s);
    const rec = recorder(s, ['user-notification']);
    expect(await announce(s, alice.user._id)).toBe(true);
    await apiA
      .post(`/api/user/${alice.user._id}/notification`, admin.token)
      .send({ txt: 'across' })
      .expect(201);
    try {
      await rec.waitFor('user-notification', 1, 2000);
    } catch {
      return [];
    }
    return rec.of<Notification>('user-notification').map((n) => n.txt);
  };

  it('delivers a notice made on one instance to a socket held by the other, with the Redis adapter', async () => {
    expect(await deliveredAcross(true)).toEqual(['across']);
  });

  it('does not without it (what the adapter is for)', async () => {
    expect(await deliveredAcross(false)).toEqual([]);
  });
});
