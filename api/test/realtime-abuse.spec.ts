import fc from 'fast-check';
import { POPULAR_ITEM_ID } from '@handyq/domain';
import type { Notification } from '@handyq/domain/schemas';
import { ADMIN, ADMIN_ENV } from './support/accounts';
import { callJson, slowestHealthWhile, startApiProcess, type ApiProcess } from './support/api-process';
import { DB_TARGETS } from './support/databases';
import { connected, openSocket, settle, type ClientSocket } from './support/sockets';
import { scaledMs } from './support/machine-speed';

/**
 * One account against the server's availability through its socket, with the API in a process
 * of its own (its memory and its health answers are the server's alone): a client that asks
 * for its missed notices thousands of times, and one that stops reading what it is sent.
 * While each runs, /api/health must answer within a second (on a quiet machine; scaled by
 * machineSlowdown) and the server's memory must not
 * grow by what the client refuses to take.
 */
// A second on the quiet machine these were set on, scaled to this one's speed now (a slower or
// busier machine waits longer for any answer, blocked or not).
const HEALTH_MS = scaledMs(1000);
/** What the server may grow by during one attack (a socket's bounded buffers, GC slack). */
const GROWTH_MB = 120;

interface AuthAnswer {
  token: string;
  user: { _id: string };
}

/** A notice text of about 1 KB (the probe's size). */
const KB_TEXT = (i: number) => `notice ${i} `.padEnd(1000, 'x');

describe.each(DB_TARGETS)('a socket that abuses the server, on $name', (target) => {
  let api: ApiProcess;
  let alice: AuthAnswer;
  let admin: AuthAnswer;
  /** alice's notices, oldest first. */
  let notices: Notification[] = [];
  const sockets: ClientSocket[] = [];

  const notify = (txt: string, link?: string, type?: string) =>
    callJson<Notification>(api.base, 'POST', `/api/user/${alice.user._id}/notification`, admin.token, {
      txt,
      link,
      type,
    });

  beforeAll(async () => {
    api = await startApiProcess(target, ADMIN_ENV);
    admin = await callJson<AuthAnswer>(api.base, 'POST', '/api/auth/login', undefined, ADMIN);
    alice = await callJson<AuthAnswer>(api.base, 'POST', '/api/auth/signup', undefined, {
      fullname: 'Alice Abuse',
      email: 'alice.abuse@example.com',
      password: 'alice-password-1',
    });
    for (let i = 0; i < 110; i++) notices.push(await notify(KB_TEXT(i)));
  }, 120_000);
  afterEach(() => {
    for (const s of sockets.splice(0)) s.disconnect();
  });
  afterAll(async () => {
    notices = [];
    await api?.stop();
  });

  /** alice's socket, connected; `received` counts the notices it was sent. */
  const aliceSocket = async () => {
    const s = openSocket(api.base, alice.token);
    sockets.push(s);
    await connected(s);
    let received = 0;
    s.on('user-notification', () => (received += 1));
    return { socket: s, received: () => received };
  };

  it('5,000 catch-up requests on one socket: health answers within a second, memory stays, one catch-up is sent', async () => {
    const { socket, received } = await aliceSocket();
    const before = api.rssMb();
    const slowest = await slowestHealthWhile(api, async () => {
      for (let i = 0; i < 5000; i++)
        socket.emit('set-user-socket', alice.user._id, notices[0]!._id, () => {});
      await settle(1500);
    });
    const grown = api.rssMb() - before;
    expect(slowest).toBeLessThan(HEALTH_MS);
    expect(grown).toBeLessThan(GROWTH_MB);
    // At most one catch-up (the 100 newest missed) reached the socket, not 5,000.
    expect(received()).toBeLessThanOrEqual(100);
  }, 120_000);

  it('a client that stops reading while asking for catch-ups is dropped, not buffered', async () => {
    const { socket, received } = await aliceSocket();
    const closed = closeOf(socket);
    pauseReading(socket);
    const before = api.rssMb();
    const slowest = await slowestHealthWhile(api, async () => {
      for (let i = 0; i < 2000; i++)
        socket.emit('set-user-socket', alice.user._id, notices[0]!._id, () => {});
      await settle(1500);
    });
    const grown = api.rssMb() - before;
    expect(slowest).toBeLessThan(HEALTH_MS);
    expect(grown).toBeLessThan(GROWTH_MB);
    resumeReading(socket);
    // Closed, whichever way (cut, or told to go once it read again), after at most one catch-up.
    await expect(closed.within(15_000)).resolves.toMatch(/^(transport close|io server disconnect)$/);
    expect(received()).toBeLessThanOrEqual(100);
  }, 120_000);

  it('a seeded sweep of hostile events (any name, payload and rate) on live sockets: health holds, nobody else is reached', async () => {
    const packets = fc.sample(hostilePacket(alice.user._id), { seed: SWEEP_SEED, numRuns: SWEEP_PACKETS });
    const bob = await callJson<AuthAnswer>(api.base, 'POST', '/api/auth/signup', undefined, {
      fullname: 'Bob Bystander',
      email: 'bob.bystander@example.com',
      password: 'bob-password-12',
    });
    // A bystander, announced: what the sweep does must never reach him.
    const bystander = openSocket(api.base, bob.token);
    sockets.push(bystander);
    await connected(bystander);
    expect(await bystander.timeout(5000).emitWithAck('set-user-socket', bob.user._id, null)).toBe(true);
    const heard: string[] = [];
    bystander.on('user-notification', (n) => heard.push(n.txt));
    // He follows an item the sweep names too: nothing it sends changes its comments.
    expect(await bystander.timeout(5000).emitWithAck('watch-item', POPULAR_ITEM_ID)).toBe(true);
    bystander.on('item-msgs', (c) => heard.push(c.itemId));

    const slowest = await slowestHealthWhile(api, async () => {
      // Six attackers at once, each a socket of alice's sending its share of the packets in
      // bursts; a socket the server closes is replaced by a new one.
      await inParallel(6, 6, async (w) => {
        let s = await aliceSocketOrNone();
        for (let i = w; i < packets.length; i += 6) {
          if (!s?.connected) s = await aliceSocketOrNone();
          const { raw, pauseMs } = packets[i]!;
          s?.io.engine.send(raw);
          if (pauseMs) await settle(pauseMs);
        }
      });
      await settle(500);
    });
    expect(slowest).toBeLessThan(HEALTH_MS);
    expect(heard).toEqual([]);
    // The server still serves alice and bob as before.
    await notify('after the sweep');
    const fresh = await aliceSocket();
    expect(await fresh.socket.timeout(5000).emitWithAck('set-user-socket', alice.user._id, null)).toBe(true);
    const bobNotice = await callJson<Notification>(
      api.base,
      'POST',
      `/api/user/${bob.user._id}/notification`,
      admin.token,
      {
        txt: 'for bob',
      },
    );
    await waitUntil(() => heard.includes(bobNotice.txt));
  }, 120_000);

  /** A connected socket of alice's, or none when the server refuses one now (too many). */
  const aliceSocketOrNone = async () => {
    const s = openSocket(api.base, alice.token);
    sockets.push(s);
    try {
      return await connected(s);
    } catch {
      return undefined;
    }
  };

  // What the server buffers is the same on either database, so this runs on one: the last, the
  // PostgreSQL server when there is one, where the 2,000 notices it needs are made in a third
  // of PGlite's time.
  const onOneDatabase = target === DB_TARGETS.at(-1) ? it : it.skip;

  onOneDatabase(
    'a client that stops reading its live notices is dropped once its buffer is full',
    async () => {
      const { socket, received } = await aliceSocket();
      expect(await socket.timeout(5000).emitWithAck('set-user-socket', alice.user._id, null)).toBe(true);
      const closed = closeOf(socket);
      // The server's log from here on (a request it logs, answered 404, marks the place).
      const mark = `/api/no-such-route-${Date.now()}`;
      await fetch(api.base + mark);
      const drops = () => {
        const log = api.stdout();
        const from = log.lastIndexOf(mark);
        return from < 0 ? -1 : log.slice(from).split('stopped reading: dropped').length - 1;
      };
      pauseReading(socket);
      // ~8 KB each (a review of 1,000 3-byte characters and a 2 KB link comes as the notice and
      // as the review): 2,000 of them are 16 MB, well past what the kernel's socket buffers take
      // (4 to 7 MB seen here) and the server's per-socket bound together.
      const sent = 2000;
      const link = '/'.padEnd(2048, 'l');
      await inParallel(sent, 8, (i) => notify(`${i} `.padEnd(1000, '€'), link, 'review'));
      resumeReading(socket);
      // Cut by the server, as its own log says (from the mark on).
      const reason = await closed.within(15_000);
      expect([reason, drops() === 1 ? 'dropped once' : api.stdout().slice(-3000)]).toEqual([
        'transport close',
        'dropped once',
      ]);
      expect(received()).toBeLessThan(sent);
      // Health is fine, and alice can connect again at once.
      expect(await api.healthMs()).toBeLessThan(HEALTH_MS);
      const again = await aliceSocket();
      expect(await again.socket.timeout(5000).emitWithAck('set-user-socket', alice.user._id, null)).toBe(
        true,
      );
    },
    120_000,
  );
});

const SWEEP_SEED = Number(process.env.SWEEP_SEED ?? 20261125);
const SWEEP_PACKETS = Number(process.env.SWEEP_SOCKET_PACKETS ?? 3000);

/**
 * One raw socket.io packet a hostile client may send (an event of any name with any arguments,
 * a reserved or prototype name, an ack id, another namespace, binary placeholders, garbage),
 * and how long it waits before the next (mostly not at all: bursts).
 */
function hostilePacket(ownId: string) {
  const value = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.constantFrom(ownId, 'someone-else', POPULAR_ITEM_ID, '', null, true, 0, -1, 1e308, 'a'.repeat(3000)),
    fc.integer(),
    fc.array(fc.anything({ maxDepth: 3 }), { maxLength: 4 }),
    fc.object({ maxDepth: 3 }),
    fc.constant({ _placeholder: true, num: 0 }),
  );
  const name = fc.oneof(
    fc.constantFrom(
      'set-user-socket',
      'unset-user-socket',
      'watch-item',
      'unwatch-item',
      'user-notification',
      'connect',
      'disconnect',
      'disconnecting',
      'error',
      'newListener',
      '__proto__',
      'constructor',
      'hasOwnProperty',
      'toString',
    ),
    fc.string({ maxLength: 30 }),
  );
  const event = fc
    .tuple(
      fc.constantFrom('42', '42/admin,', '43', '45-', '2', '41'),
      fc.option(fc.nat({ max: 1_000_000 }), { nil: undefined }),
      name,
      fc.array(value, { maxLength: 4 }),
    )
    .map(([type, ack, n, args]) => `${type}${ack ?? ''}${JSON.stringify([n, ...args])}`);
  const garbage = fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.constantFrom('42[', '42{"a":1}', '4', '49', '42["set-user-socket"', '0{}', '1', ''),
  );
  return fc.record({
    raw: fc.oneof({ weight: 9, arbitrary: event }, { weight: 1, arbitrary: garbage }),
    pauseMs: fc.oneof(
      { weight: 8, arbitrary: fc.constant(0) },
      { weight: 2, arbitrary: fc.nat({ max: 30 }) },
    ),
  });
}

async function waitUntil(ok: () => boolean, ms = 5000): Promise<void> {
  for (const end = Date.now() + ms; !ok(); await settle(20)) {
    if (Date.now() > end) throw new Error(`not so within ${ms} ms`);
  }
}

/**
 * Listens for the server closing `socket` from now on; `within(ms)` resolves with why, or
 * 'still connected' when it has not closed within `ms` of that call.
 */
function closeOf(socket: ClientSocket): { within(ms: number): Promise<string> } {
  const reason = new Promise<string>((resolve) => socket.once('disconnect', resolve));
  return {
    within: (ms) =>
      Promise.race([
        reason,
        new Promise<string>((resolve) => setTimeout(() => resolve('still connected'), ms).unref()),
      ]),
  };
}

/** Runs `task(0…count-1)`, `width` at a time. */
async function inParallel(
  count: number,
  width: number,
  task: (i: number) => Promise<unknown>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: width }, worker));
}

/** The client's TCP socket under socket.io (Node's `ws` transport). */
function tcpOf(socket: ClientSocket): { pause(): void; resume(): void } | undefined {
  const transport = socket.io.engine?.transport as unknown as
    { ws?: { _socket?: { pause(): void; resume(): void } } } | undefined;
  return transport?.ws?._socket;
}
/** engine.io-client's own ping deadline: it ends the socket when no ping was read in time. */
type PingDeadline = {
  clearTimeoutFn(timer: unknown): void;
  _pingTimeoutTimer?: unknown;
  _pingTimeoutTime: number;
  _resetPingTimeout(): void;
};
/**
 * The client stops reading: what the server sends piles up in the kernel, then in the server.
 * Its own ping deadline is held too: a client that reads nothing cannot see the server's pings,
 * and on a busy machine (the notices taking longer than a ping interval to make) it would give
 * up by itself ('ping timeout') before the server's bound is reached, which is what is tested.
 */
function pauseReading(socket: ClientSocket): void {
  const tcp = tcpOf(socket);
  if (!tcp) throw new Error('no TCP socket under this socket.io client');
  tcp.pause();
  const engine = socket.io.engine as unknown as PingDeadline;
  engine.clearTimeoutFn(engine._pingTimeoutTimer);
  engine._pingTimeoutTime = Infinity;
}
/** Reads again (if the socket is still there): what was held arrives, then the server's close. */
function resumeReading(socket: ClientSocket): void {
  const tcp = tcpOf(socket);
  if (!tcp) return;
  tcp.resume();
  (socket.io.engine as unknown as PingDeadline)._resetPingTimeout();
}
