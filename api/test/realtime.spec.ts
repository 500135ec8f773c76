import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { JwtService } from '@nestjs/jwt';
import type { Server } from 'socket.io';
import { io } from 'socket.io-client';
import { NotificationsRepository } from '../src/notifications/notifications.repository';
import { NotificationsService } from '../src/notifications/notifications.service';
import { REALTIME_ERRORS, RealtimeGateway } from '../src/realtime/realtime.gateway';
import type { ItemStatusEvent } from '@handyq/domain';
import type { Notification } from '@handyq/domain/schemas';
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
import { scaledMs } from './support/machine-speed';

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

    it('refuses the polling transport: websocket only, answered with the security headers', async () => {
      const res = await fetch(`${url}/socket.io/?EIO=4&transport=polling`);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('strict-transport-security')).toContain('max-age=');
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

    it('a second set-user-socket on one connection joins again but sends no second catch-up', async () => {
      const seen = await notify(alice, 'seen already');
      await notify(alice, 'missed once');
      const s = await joined(alice, seen._id);
      await s.waitFor('user-notification');
      expect(await announce(s.socket, alice.user._id, seen._id)).toBe(true);
      await settle();
      expect(s.of<Notification>('user-notification').map((n) => n.txt)).toEqual(['missed once']);
    });

    it("reads a catch-up once for a user's sockets that ask for the same one together", async () => {
      const seen = await notify(alice, 'seen by every tab');
      const missed = await notify(alice, 'missed by every tab');
      const reads = jest.spyOn(t.app.get(NotificationsRepository), 'after');
      try {
        // Four tabs reconnecting at once (a server restart): their asks land together.
        const service = t.app.get(NotificationsService);
        const answers = await Promise.all(
          [1, 2, 3, 4].map(() => service.missedSince(alice.user._id, seen._id)),
        );
        expect(reads).toHaveBeenCalledTimes(1);
        for (const a of answers) expect(a.map((n) => n._id)).toEqual([missed._id]);
        // A later ask reads again: it may not be answered from a read made before it joined.
        await service.missedSince(alice.user._id, seen._id);
        expect(reads).toHaveBeenCalledTimes(2);
      } finally {
        reads.mockRestore();
      }
    });

    it('sends nothing more after unset-user-socket (logout)', async () => {
      const s = await joined(alice);
      await s.socket.timeout(5000).emitWithAck('unset-user-socket');
      await notify(alice, 'after logout');
      await settle();
      expect(s.got).toEqual([]);
    });
  });

  describe('an admin made a user again', () => {
    it("loses the admins' room and the private items it watched within a second, on the socket it holds", async () => {
      const carol = await signUp(api, 'Carol');
      const setAdmin = async (isAdmin: boolean) => {
        const { version } = (await api.get(`/api/user/${carol.user._id}`, admin.token).expect(200)).body;
        await api.put(`/api/user/${carol.user._id}`, admin.token).send({ isAdmin, version }).expect(200);
      };
      await setAdmin(true);
      const s = await joined(carol);
      const watched = await lib.create(alice.token, { title: 'Alice keeps this private' });
      expect(await s.socket.timeout(5000).emitWithAck('watch-item', watched._id)).toBe(true);
      // the sockets in the item's room, as the server holds them
      const ioServer = (t.app.get(RealtimeGateway) as unknown as { server: Server }).server;
      const watchers = async () => (await ioServer.in(`item:${watched._id}`).fetchSockets()).length;
      expect(await watchers()).toBe(1);
      // as an admin, a submission reaches the socket
      await lib.move(alice.token, await lib.create(alice.token, { title: 'First submission' }), 'pending');
      await s.waitFor('item-status');

      await setAdmin(false);
      const demotedAt = Date.now();
      // within a second on a quiet machine (scaled to this one's speed now)
      const second = scaledMs(1000);
      while ((await watchers()) > 0 && Date.now() - demotedAt < second) await settle(20);
      expect(await watchers()).toBe(0);
      expect(Date.now() - demotedAt).toBeLessThan(second);
      const before = s.got.length;
      await lib.move(alice.token, await lib.create(alice.token, { title: 'Second submission' }), 'pending');
      await settle();
      expect(s.got.slice(before)).toEqual([]);
      const other = await lib.create(alice.token, { title: 'Another private one' });
      expect(await s.socket.timeout(5000).emitWithAck('watch-item', other._id)).toBe(false);
      // the same socket announcing itself again gets a user's rooms only
      expect(await announce(s.socket, carol.user._id)).toBe(true);
      await lib.move(alice.token, await lib.create(alice.token, { title: 'Third submission' }), 'pending');
      await settle();
      expect(s.got.slice(before)).toEqual([]);
    });
  });

  describe('a socket lives no longer than its token', () => {
    /** Resolves with why the server closed `s` ('still open' after 5 s). */
    const closing = (s: ClientSocket) =>
      new Promise<string>((resolve) => {
        const t = setTimeout(() => resolve('still open'), 5000);
        s.once('disconnect', (reason) => {
          clearTimeout(t);
          resolve(reason);
        });
      });

    it("logout closes that token's sockets (announced or not), and only that token's", async () => {
      const phone = await logIn(api, alice.user.email, alice.password);
      const laptop = await logIn(api, alice.user.email, alice.password);
      const announced = await joined(phone);
      const silent = await socketOf(phone.token);
      const other = await joined(laptop);
      const [closedA, closedS] = [closing(announced.socket), closing(silent)];
      await api.post('/api/auth/logout', phone.token).expect(204);
      expect(await closedA).toBe('io server disconnect');
      expect(await closedS).toBe('io server disconnect');
      expect(other.socket.connected).toBe(true);
      await notify(alice, 'after the phone logged out');
      await other.waitFor('user-notification');
    });

    it('a password change closes every socket of the account; the new token connects', async () => {
      const dora = await signUp(api, 'Dora');
      const other = await logIn(api, dora.user.email, dora.password);
      const here = await joined(dora);
      const there = await socketOf(other.token);
      const [closedHere, closedThere] = [closing(here.socket), closing(there)];
      const res = await api
        .post(`/api/user/${dora.user._id}/change-password`, dora.token)
        .send({ currentPassword: dora.password, newPassword: 'a-new-password-1' })
        .expect(200);
      expect(await closedHere).toBe('io server disconnect');
      expect(await closedThere).toBe('io server disconnect');
      await expect(socketOf(other.token)).rejects.toThrow(REALTIME_ERRORS.badToken);
      const again = await joined({ ...dora, token: res.body.token as string });
      await notify(dora, 'after the change');
      await again.waitFor('user-notification');
    });

    it('a password reset closes every socket of the account', async () => {
      const emil = await signUp(api, 'Emil');
      const s = await socketOf(emil.token);
      const closed = closing(s);
      await api.post('/api/auth/forgot-password').send({ email: emil.user.email }).expect(200);
      const token = await resetTokenMailedTo(t.dataDir, emil.user.email);
      await api.post('/api/auth/reset-password').send({ token, newPassword: 'reset-password-1' }).expect(200);
      expect(await closed).toBe('io server disconnect');
    });

    it('deleting the account closes a socket that never announced itself', async () => {
      const finn = await signUp(api, 'Finn');
      const s = await socketOf(finn.token);
      const closed = closing(s);
      await api.delete(`/api/user/${finn.user._id}`, finn.token).expect(200);
      expect(await closed).toBe('io server disconnect');
    });

    it('a socket is closed when its token expires', async () => {
      const claims = t.app.get(JwtService).decode<{ tv: number }>(alice.token);
      const shortLived = await t.app.get(JwtService).signAsync(
        { sub: alice.user._id, tv: claims.tv, jti: randomBytes(16).toString('base64url') },
        {
          expiresIn: 2,
        },
      );
      const s = await joined({ ...alice, token: shortLived });
      expect(await closing(s.socket)).toBe('io server disconnect');
      await notify(alice, 'after it expired');
      await settle();
      expect(s.of('user-notification')).toEqual([]);
    });
  });
});

describe.each(DB_TARGETS)('socket limits on $name', (target) => {
  let t: TestApp;
  let url: string;
  let api: ApiClient;
  const sockets: ClientSocket[] = [];
  beforeAll(async () => {
    t = await startTestApp(target, {
      env: { SOCKETS_PER_USER: '3', SOCKETS_PER_ADDRESS: '5', TRUST_PROXY: 'loopback' },
    });
    url = await listening(t);
    api = apiClient(t, []);
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.disconnect();
  });
  afterAll(() => t.close());
  const open = (token: string) => {
    const s = openSocket(url, token);
    sockets.push(s);
    return connected(s);
  };

  it('refuses a user more sockets than SOCKETS_PER_USER, and frees a place when one closes', async () => {
    const gia = await signUp(api, 'Gia');
    const held = await Promise.all([1, 2, 3].map(() => open(gia.token)));
    await expect(open(gia.token)).rejects.toThrow(REALTIME_ERRORS.tooManyForUser);
    held[0]!.disconnect();
    await settle(200);
    await expect(open(gia.token)).resolves.toBeDefined();
  });

  it('refuses an address more sockets than SOCKETS_PER_ADDRESS, whoever holds them', async () => {
    const users = await Promise.all([1, 2, 3].map((i) => signUp(api, `Addr${i}`)));
    await Promise.all([0, 0, 1, 1, 2].map((i) => open(users[i]!.token)));
    await expect(open(users[2]!.token)).rejects.toThrow(REALTIME_ERRORS.tooManyForAddress);
  });

  it('counts an IPv6 /64 as one address (behind a trusted proxy, by X-Forwarded-For)', async () => {
    const users = await Promise.all([1, 2, 3].map((i) => signUp(api, `Six${i}`)));
    const from = (token: string, ip: string) => {
      const s = io(url, {
        transports: ['websocket'],
        auth: { token },
        extraHeaders: { 'X-Forwarded-For': ip },
        reconnection: false,
        forceNew: true,
      }) as ClientSocket;
      sockets.push(s);
      return connected(s);
    };
    const net = [
      '2001:db8:7:1::a',
      '2001:db8:7:1::b',
      '2001:db8:7:1:ffff::1',
      '2001:db8:7:1::c',
      '2001:db8:7:1::d',
    ];
    await Promise.all(net.map((ip, i) => from(users[i % 3]!.token, ip)));
    await expect(from(users[2]!.token, '2001:db8:7:1:1234::9')).rejects.toThrow(
      REALTIME_ERRORS.tooManyForAddress,
    );
    // Another /64 is another address.
    await expect(from(users[2]!.token, '2001:db8:7:2::1')).resolves.toBeDefined();
  });

  it('closes a socket that sends events faster than its budget', async () => {
    const hal = await signUp(api, 'Hal');
    const s = await open(hal.token);
    const closed = new Promise<string>((resolve) => s.once('disconnect', resolve));
    for (let i = 0; i < 50; i++) s.emit('unset-user-socket');
    await expect(closed).resolves.toBe('io server disconnect');
    // The user's other sockets are not punished: a new one joins at once.
    const again = await open(hal.token);
    expect(await announce(again, hal.user._id)).toBe(true);
  });
});

/** The reset token in the newest mail to `email` in DATA_DIR/outbox (waits up to 5 s for it). */
async function resetTokenMailedTo(dataDir: string, email: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (const end = Date.now() + 5000; Date.now() < end; await settle(50)) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().reverse() : [];
    for (const f of files) {
      const mail = fs.readFileSync(path.join(outbox, f), 'utf8');
      // The mail is quoted-printable: soft line breaks, and '=' written as '=3D'.
      const text = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const token = /reset-password\?token=([\w-]+)/.exec(text)?.[1];
      if (mail.includes(`To: ${email}`) && token) return token;
    }
  }
  throw new Error(`no reset mail to ${email}`);
}

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

  it('a logout on one instance closes the socket held by the other', async () => {
    const [a, b] = await pair(true);
    const apiA = apiClient(a, []);
    const ivy = await signUp(apiA, 'Ivy');
    const s = openSocket(await listening(b), ivy.token);
    sockets.push(s);
    await connected(s);
    const closed = new Promise<string>((resolve) => s.once('disconnect', resolve));
    await apiA.post('/api/auth/logout', ivy.token).expect(204);
    await expect(closed).resolves.toBe('io server disconnect');
  });

  it("one instance shutting down closes its own sockets, not the other instance's", async () => {
    const [a, b] = await pair(true);
    const apiA = apiClient(a, []);
    const ivy = await signUp(apiA, 'Ivy');
    const onA = openSocket(await listening(a), ivy.token);
    const onB = openSocket(await listening(b), ivy.token);
    sockets.push(onA, onB);
    await Promise.all([connected(onA), connected(onB)]);
    let closedA = 'still connected';
    onA.once('disconnect', (reason) => (closedA = reason));
    const closedB = new Promise<string>((resolve) => onB.once('disconnect', resolve));
    // b shuts down (a deploy replacing it); a keeps serving
    await b.close();
    started.splice(started.indexOf(b), 1);
    expect(await closedB).toMatch(/^(io server disconnect|transport close)$/);
    // a's socket is still served by a: it answers, and nothing closes it meanwhile.
    expect(await announce(onA, ivy.user._id)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(closedA).toBe('still connected');
  });

  it('does not without it (what the adapter is for)', async () => {
    expect(await deliveredAcross(false)).toEqual([]);
  });
});
