// `npm run bench:load -w bench`: many users at once against the production build. Two built API
// instances (api/dist/main.js, serving the built web too) on one throwaway PostgreSQL database,
// joined by Redis, behind one port (bench/lib/round-robin-proxy.mjs, a process of its own, as
// nginx would be). Before the timed window: the accounts (straight into the database) and a
// library. In the window: each user logs in once (spread over its first half), opens a live
// socket.io connection, then does one action a second from a realistic mix (browse and filter
// the library, open items, load and save settings and favorites, create, edit and publish own
// items, comment on others' items, read notices) while an admin approves what is submitted; the
// owners' sockets hear of comments and approvals (`user-notification`, counted).
//
// Prints per action: count, errors, p50, p99, rps and whether p99 meets its target (reads
// ≤ 250 ms, writes ≤ 500 ms); the notices delivered; the load generator's CPU (this process:
// the users, their sockets) and each instance's and the proxy's CPU (% of one core over the
// window) and RSS at the end. Any non-2xx answer or socket error is an error, printed; the run
// exits 1 on any error (not on a missed target). The last line is the figures as JSON.
//
//   npm run bench:load -w bench [-- --users=500 --seconds=60 --instances=2 --items=5000]
//   node bench/load.mjs --smoke        (CI: 20 users, a set amount of work, however long it takes)
//   --cpu-prof: instance 1 runs with node's --cpu-prof (the profile's folder is printed)
//   --users=150,300,500 and/or --against <commit>: a sweep, one run after another, each build
//     at each count in turn (bench/lib/load-sweep.mjs); --runs=N runs each pair N times
//   --root=<dir>: the checkout whose build the instances run (this one by default)
//
// Needs `npm run build`, a PostgreSQL server (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres; a throwaway database is made and dropped) and
// Redis (REDIS_URL, default redis://127.0.0.1:6379; a prefix of its own).
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { openSocket, request } from './lib/api-client.mjs';
import { apiEnv, startApi } from './lib/api-instance.mjs';
import { ROOT } from './lib/api-process.mjs';
import { arg, wholeArg } from './lib/args.mjs';
import { cleanUp, cleanups, pgClient, tempDir, throwawayDatabase } from './lib/bench-databases.mjs';
import { SEARCH_WORD, seedItems } from './lib/library-items.mjs';
import { percentile, table } from './lib/load.mjs';
import { isSweep, sweep } from './lib/load-sweep.mjs';
import { loadAverage, postgresMeter, processMeter } from './lib/process-meter.mjs';
import { pick, weightedPicker } from './lib/random.mjs';

const requireApi = createRequire(path.join(ROOT, 'api/package.json'));
const argon2 = requireApi('argon2');

const SMOKE = process.argv.includes('--smoke');
/** The checkout whose built API the instances run. */
const BUILD_ROOT = path.resolve(arg('root') ?? ROOT);
/** Instance 1 runs with node's --cpu-prof; the profile's folder is printed at the end. */
const CPU_PROF = process.argv.includes('--cpu-prof');

const USERS = isSweep() ? 0 : wholeArg('users', SMOKE ? 20 : 500);
const SECONDS = wholeArg('seconds', SMOKE ? 8 : 60);
// The smoke is bounded by work, not time, so a slow machine runs it longer and fails nothing:
// each user logs in, does SMOKE_ACTIONS actions at one a second (the first SMOKE_SUBMITTERS
// users open with an item created and submitted, so the admin's approvals tell someone online),
// and the window closes once every user is done and nothing waits for the admin; SMOKE_CAP_S
// only ends a run that would never finish. (SECONDS is then the pace of the logins only.)
const SMOKE_ACTIONS = 5;
const SMOKE_SUBMITTERS = 3;
const SMOKE_CAP_S = 180;
const INSTANCES = wholeArg('instances', 2);
const ITEMS = wholeArg('items', SMOKE ? 500 : 5000);
/** Logins are spread over the window's first half. */
const LOGIN_SPREAD_S = SECONDS / 2;
const ADMIN_APPROVE_EVERY_MS = 2000;
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const ADMIN = { email: 'admin@load.bench', password: 'load-bench-admin-password' };
const PASSWORD = 'load-bench-password-1';
const TARGET_MS = { read: 250, write: 500 };

/** The accounts' password hashes: made with the API's own argon2 parameters, as a signup's. */
const { HASH_OPTIONS } = requireApi('./dist/users/password-hasher.js');

// What users look for: words of the seeded titles, tags they carry, and the three types.
const WORDS = [SEARCH_WORD, 'wall', 'hold', 'press', 'kick', 'tuck', 'pike', 'straddle', 'stand', 'walk'];
const TAGS = ['wall', 'balance', 'strength', 'core', 'beginner', 'press', 'mobility', 'shoulders'];
const TYPES = ['drill', 'tutorial', 'workout'];
const SORTS = [
  ['title', 1],
  ['createdAt', -1],
  ['createdAt', 1],
];

/**
 * The mix: each action's weight (share of a user's actions), whether it reads or writes, and
 * what it does. A real session browses most and writes little.
 */
const ACTIONS = {
  'browse-library': { weight: 26, kind: 'read' },
  'filter-library': { weight: 16, kind: 'read' },
  'open-item': { weight: 18, kind: 'read' },
  'load-settings': { weight: 9, kind: 'read' },
  'save-settings': { weight: 5, kind: 'write' },
  'read-notices': { weight: 9, kind: 'read' },
  'create-item': { weight: 4, kind: 'write' },
  'edit-item': { weight: 4, kind: 'write' },
  'publish-item': { weight: 2, kind: 'write' },
  comment: { weight: 4, kind: 'write' },
  'mark-notices-read': { weight: 3, kind: 'write' },
};
// Measured but not picked from the mix.
const OTHER = { login: 'write', 'socket-connect': 'read', 'admin-pending': 'read', 'admin-approve': 'write' };

const rnd = (n) => Math.floor(Math.random() * n);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ---- what the run measures -------------------------------------------------------------------

const stats = new Map();
const statOf = (name) => {
  let s = stats.get(name);
  if (!s) stats.set(name, (s = { times: [], errors: 0 }));
  return s;
};
const errors = [];
const noteError = (what, detail) => {
  if (errors.length < 50) errors.push(`${what}: ${detail}`);
};
/**
 * Logins the server refused as busy hashing (429, "try again in a moment") and the user tried
 * again after its Retry-After, as a person does: the server shedding a burst, not an error.
 */
let loginsRetried = 0;
/** Tries a login gets before a busy refusal counts as an error. */
const LOGIN_TRIES = 20;
let delivered = 0;
/** Notices caused and delivered, by kind (what a notice not delivered was). */
const NOTICE_KINDS = ['comment', 'approved', 'submitted'];
const noticesByKind = Object.fromEntries(NOTICE_KINDS.map((k) => [k, { expected: 0, delivered: 0 }]));
/** The kind of a notice heard. */
function kindOf(notification) {
  if (notification.type === 'comment') return 'comment';
  if (notification.status === 'public') return 'approved';
  if (notification.status === 'pending') return 'submitted';
  return 'other';
}
const expect = (kind) => {
  expectedNotices += 1;
  noticesByKind[kind].expected += 1;
};
/** Notices the run caused for a user whose socket was up then: each should arrive live. */
let expectedNotices = 0;
/** Users whose socket is joined to their room. */
const online = new Set();
let adminId = '';
let windowOpen = false;

// ---- HTTP through the proxy ------------------------------------------------------------------

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
/** The proxy's http://host:port: every user's requests and sockets go there. */
let base = '';

/**
 * One request as `ip` (X-Forwarded-For, taken by the proxy as the caller's address), timed as
 * `action` when the window is open. Answers the parsed JSON body; throws on a non-2xx or a
 * network error, which is counted and noted.
 */
async function call(action, method, urlPath, { token, ip, body, busyTries = 1 } = {}) {
  // a login refused as busy is tried again after the wait the server names, timed from the first try
  const onBusy = () => action === 'login' && (loginsRetried += 1);
  const opts = { agent, token, ip, body, busyTries, onBusy, maxWaitS: 10, timeoutMs: 30_000 };
  try {
    const answer = await request(base, method, urlPath, opts);
    if (windowOpen || action === 'login') statOf(action).times.push(answer.ms);
    return answer.body;
  } catch (err) {
    const detail = err.status ? `${err.status} ${err.text.slice(0, 200)}` : err.text;
    if (windowOpen || action === 'login') {
      statOf(action).errors += 1;
      noteError(`${action} ${method} ${urlPath.split('?')[0]}`, detail);
    }
    throw new Error(`${action}: ${detail}`, { cause: err });
  }
}

// ---- the users -------------------------------------------------------------------------------

/** Item fields as PUT takes them (the answer's server-owned fields left out). */
const fieldsOf = ({ _id: _i, owner: _o, createdAt: _c, msgs: _m, author: _a, ...fields }) => fields;

/** The library list a user asks for: the first page of the public list, plain or filtered. */
function listQuery(filtered) {
  const q = new URLSearchParams({ limit: '20' });
  if (filtered) {
    if (Math.random() < 0.5) q.set('txt', pick(WORDS));
    else q.set('tags', [...new Set([pick(TAGS), ...(Math.random() < 0.3 ? [pick(TAGS)] : [])])].join(','));
  }
  if (Math.random() < 0.4) q.set('type', pick(TYPES));
  if (Math.random() < 0.3) {
    const [field, dir] = pick(SORTS);
    q.set('sortField', field);
    q.set('sortDir', String(dir));
  }
  return `/api/libraryItem?${q}`;
}

const pickAction = weightedPicker(Object.entries(ACTIONS).map(([name, a]) => [name, a.weight]));

/**
 * @param {{ id: string, email: string, ip: string }} account
 * @param {{ publicItems: string[], itemsByOwner: Map<string, string[]>, owners: string[] }} library
 * @param {(actionsDone: number) => boolean} over  whether this user's part of the window is over
 * @param {string[]} opening  actions done first, before the mix
 */
async function runUser(account, library, over, sockets, opening = []) {
  const { ip } = account;
  const { token, user } = await call('login', 'POST', '/api/auth/login', {
    ip,
    body: { email: account.email, password: PASSWORD },
    busyTries: LOGIN_TRIES,
  });
  const socket = await userSocket(token, ip, user._id);
  sockets.push(socket);
  const own = []; // { item, editable }
  let notices = 0;
  socket.on('user-notification', () => (notices += 1));
  let n = 0;
  let nextAt = performance.now() + rnd(1000);
  while (true) {
    await sleep(Math.max(0, nextAt - performance.now()));
    if (over(n)) break;
    nextAt += 1000;
    const action = opening[n] ?? pickAction();
    n += 1;
    try {
      switch (action) {
        case 'browse-library':
          await call(action, 'GET', listQuery(false), { token, ip });
          break;
        case 'filter-library':
          await call(action, 'GET', listQuery(true), { token, ip });
          break;
        case 'open-item':
          await call(action, 'GET', `/api/libraryItem/${pick(library.publicItems)}`, { token, ip });
          break;
        case 'load-settings':
          await call(action, 'GET', `/api/user/${user._id}`, { token, ip });
          break;
        case 'save-settings': {
          // As the web app's updateUser: the stored record, changed, saved with its version.
          const stored = await call('load-settings', 'GET', `/api/user/${user._id}`, { token, ip });
          const favorite = {
            name: `Wall holds ${n % 4}`,
            dateCreated: Date.now(),
            inputs: { holdTime: 20 + (n % 40) },
          };
          const holdOn = (stored.favorites.holdOn ?? []).filter((f) => f.name !== favorite.name);
          await call(action, 'PUT', `/api/user/${user._id}`, {
            token,
            ip,
            body: {
              ...stored,
              generalSettings: { ...stored.generalSettings, speechRate: 0.8 + (n % 5) / 10 },
              favorites: { ...stored.favorites, holdOn: [...holdOn, favorite] },
            },
          });
          break;
        }
        case 'read-notices':
          await call(action, 'GET', '/api/notifications?limit=20', { token, ip });
          break;
        case 'mark-notices-read': {
          const { count } = await call('read-notices', 'GET', '/api/notifications/unread-count', {
            token,
            ip,
          });
          if (!count) break;
          const page = await call('read-notices', 'GET', '/api/notifications?limit=20', { token, ip });
          const newest = page.items[0];
          if (newest)
            await call(action, 'POST', '/api/notifications/read-all', {
              token,
              ip,
              body: { through: newest._id },
            });
          break;
        }
        case 'create-item': {
          const item = await call(action, 'POST', '/api/libraryItem', {
            token,
            ip,
            body: {
              title: `${pick(['Slow', 'Tuck', 'Pike'])} ${pick(WORDS)} drill ${n}`,
              type: 'drill',
              description: 'Made by the load bench.',
              body: 'Push the floor away. Keep the ribs in. Breathe out slowly.',
              tags: [pick(TAGS)],
            },
          });
          own.push({ item, editable: true });
          break;
        }
        case 'edit-item':
        case 'publish-item': {
          const mine = own.filter((o) => o.editable);
          if (!mine.length) break;
          const o = pick(mine);
          const publish = action === 'publish-item';
          o.item = await call(action, 'PUT', `/api/libraryItem/${o.item._id}`, {
            token,
            ip,
            body: {
              ...fieldsOf(o.item),
              description: `Edited by the load bench (${n}).`,
              status: publish ? 'pending' : o.item.status,
            },
          });
          if (publish) {
            o.editable = false;
            // the lead admin is told of a submission (its owner's own record of it is not pushed:
            // the owner's screen showed it)
            if (online.has(adminId)) expect('submitted');
          }
          break;
        }
        case 'comment': {
          const owner = pick(library.owners.filter((id) => id !== user._id));
          const live = online.has(owner);
          await call(action, 'POST', `/api/libraryItem/${pick(library.itemsByOwner.get(owner))}/msg`, {
            token,
            ip,
            body: { txt: `Helped my line a lot (${n}).` },
          });
          if (live) expect('comment');
          break;
        }
      }
    } catch {
      // counted and noted by call()
    }
  }
  return notices;
}

/** A socket of `userId`, joined to its room (set-user-socket acked), timed as socket-connect. */
async function userSocket(token, ip, userId) {
  const started = performance.now();
  const joined = (s) => {
    statOf('socket-connect').times.push(performance.now() - started);
    s.on('disconnect', (reason) => {
      if (reason !== 'io client disconnect') {
        statOf('socket-connect').errors += 1;
        noteError('socket', `disconnected: ${reason}`);
      }
    });
    s.on('user-notification', (notification) => {
      delivered += 1;
      const kind = kindOf(notification);
      (noticesByKind[kind] ??= { expected: 0, delivered: 0 }).delivered += 1;
    });
    online.add(userId);
  };
  try {
    return await openSocket(base, { token, ip, userId, onJoined: joined });
  } catch (err) {
    statOf('socket-connect').errors += 1;
    noteError('socket', err.message);
    throw err;
  }
}

/**
 * The admin: every 2 s, the pending list, and each submitted item approved, until `over(pending)`
 * (`pending`: how many the last look found).
 */
async function runAdmin(over, sockets) {
  const ip = '192.0.2.250';
  const { token, user } = await call('login', 'POST', '/api/auth/login', {
    ip,
    body: ADMIN,
    busyTries: LOGIN_TRIES,
  });
  adminId = user._id;
  sockets.push(await userSocket(token, ip, user._id));
  let approved = 0;
  let pendingSeen = 0;
  while (!over(pendingSeen)) {
    await sleep(ADMIN_APPROVE_EVERY_MS);
    if (over(pendingSeen)) break;
    try {
      const pending = await call('admin-pending', 'GET', '/api/libraryItem?status=pending&limit=20', {
        token,
        ip,
      });
      pendingSeen = pending.length;
      for (const item of pending) {
        if (over(pendingSeen)) break;
        // (an item of the admin's own tells no one: nobody is told of what they did)
        const live = online.has(item.owner._id) && item.owner._id !== adminId;
        await call('admin-approve', 'PUT', `/api/libraryItem/${item._id}`, {
          token,
          ip,
          body: { ...fieldsOf(item), status: 'public' },
        });
        approved += 1;
        if (live) expect('approved');
      }
    } catch {
      // counted and noted by call()
    }
  }
  return approved;
}

// ---- the run ---------------------------------------------------------------------------------

async function main() {
  const suffix = randomBytes(4).toString('hex');
  const databaseUrl = await throwawayDatabase(`handyq_bench_load_${suffix}`);
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    REDIS_PREFIX: `bench-load-${suffix}`,
    ...apiEnv(ADMIN),
    // One hop: the proxy. The instances see each simulated user's own address.
    TRUST_PROXY: '1',
  };

  // One at a time: the first runs the migrations.
  const instances = [];
  const profDir = path.join(os.tmpdir(), `handyq-load-prof-${suffix}`);
  for (let i = 0; i < INSTANCES; i++) {
    const nodeArgs = CPU_PROF && i === 0 ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : [];
    const script = path.join(BUILD_ROOT, 'api/dist/main.js');
    instances.push(await startApi({ ...env, DATA_DIR: tempDir('handyq-bench-load-') }, { nodeArgs, script }));
  }
  const proxy = await startApi(
    { UPSTREAMS: instances.map((i) => i.port).join(',') },
    { script: 'bench/lib/round-robin-proxy.mjs' },
  );
  base = proxy.base;

  // The accounts, straight into the database, all with one password (one hash: the cost of a
  // login is the verify, whatever the salt), and the library.
  const db = await pgClient(databaseUrl);
  let accounts;
  let library;
  try {
    const hash = await argon2.hash(PASSWORD, HASH_OPTIONS);
    const { rows } = await db.query(
      `insert into users (id, fullname, username, email, password_hash)
       select gen_random_uuid()::text, 'Load User ' || g, 'load' || g, 'load' || g || '@load.bench', $2
       from generate_series(1, $1) g returning id, email`,
      [USERS, hash],
    );
    accounts = rows.map((r, i) => ({
      id: r.id,
      email: r.email,
      ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${(i & 255) + 1}`,
    }));
    const seeded = await seedItems(db, ITEMS);
    const { rows: items } = await db.query(
      `select id, owner_id from library_items where status = 'public' and owner_id <> $1`,
      [seeded.admin.id],
    );
    const itemsByOwner = new Map();
    for (const { id, owner_id } of items) {
      if (!itemsByOwner.has(owner_id)) itemsByOwner.set(owner_id, []);
      itemsByOwner.get(owner_id).push(id);
    }
    library = { publicItems: items.map((r) => r.id), itemsByOwner, owners: [...itemsByOwner.keys()] };
  } finally {
    await db.close();
  }
  console.log(
    `setup: ${INSTANCES} instances (ports ${instances.map((i) => i.port).join(', ')}) behind the proxy on ${proxy.port}; ` +
      `${USERS} users, ${ITEMS} items (${library.publicItems.length} public by ${library.owners.length} users); ` +
      `password hashes: argon2id m=${HASH_OPTIONS.memoryCost} KiB, t=${HASH_OPTIONS.timeCost}, p=${HASH_OPTIONS.parallelism} (the API's)`,
  );

  // The timed window.
  const sockets = [];
  // The instances, the proxy and this process (the users); the PostgreSQL server's backends
  // serving this database (the instances' pools).
  const processes = processMeter([...instances.map((i) => i.pid), proxy.pid, process.pid]);
  const monitor = await pgClient(databaseUrl);
  cleanups.push(() => monitor.close());
  const postgres = await postgresMeter(monitor);
  const own0 = process.cpuUsage();
  const t0 = performance.now();
  const end = t0 + (SMOKE ? SMOKE_CAP_S : SECONDS) * 1000;
  const timeUp = () => performance.now() >= end;
  let usersDone = 0;
  windowOpen = true;
  const admin = runAdmin((pending) => timeUp() || (SMOKE && usersDone === USERS && pending === 0), sockets);
  const users = accounts.map(async (account, i) => {
    await sleep((i * LOGIN_SPREAD_S * 1000) / USERS);
    try {
      return await runUser(
        account,
        library,
        (actions) => timeUp() || (SMOKE && actions >= SMOKE_ACTIONS),
        sockets,
        SMOKE && i < SMOKE_SUBMITTERS ? ['create-item', 'publish-item'] : [],
      );
    } catch {
      return 0; // its login or socket failed: counted and noted
    } finally {
      usersDone += 1;
    }
  });
  const heard = await Promise.all(users);
  const approved = await admin;
  windowOpen = false;
  const wall = (performance.now() - t0) / 1000;
  const own = process.cpuUsage(own0);
  // Share of the window each main thread spent ready to run but waiting for a CPU: high, the
  // machine is short of cores (other work, or these processes together), not the code slow.
  const measured = processes.end(wall);
  const ownWaited = measured.pop().waitedPct; // this process's CPU: process.cpuUsage
  const proxyFigures = measured.pop();
  const apiFigures = measured;
  const pgCpu = await postgres.end(wall);
  const capHit = SMOKE && timeUp();
  if (capHit) noteError('smoke', `its work was not done in ${SMOKE_CAP_S} s`);
  // Notices still on their way when the window closed: each caused is waited for, up to 10 s
  // (not timed: a notice is judged delivered or not).
  const settled = performance.now() + 10_000;
  do await sleep(100);
  while (delivered < expectedNotices && performance.now() < settled);
  for (const s of sockets) s.disconnect();

  const rows = [['action', 'kind', 'count', 'errors', 'p50 ms', 'p99 ms', 'rps', 'target', 'meets']];
  const perAction = {};
  for (const name of [...Object.keys(ACTIONS), ...Object.keys(OTHER)]) {
    const s = stats.get(name);
    if (!s) continue;
    const kind = ACTIONS[name]?.kind ?? OTHER[name];
    const sorted = s.times.sort((a, b) => a - b);
    const p99 = percentile(sorted, 99);
    const target = TARGET_MS[kind];
    const meets = s.errors === 0 && sorted.length > 0 && p99 <= target;
    perAction[name] = {
      kind,
      count: sorted.length + s.errors,
      errors: s.errors,
      p50: Math.round(percentile(sorted, 50) * 10) / 10,
      p99: Math.round(p99 * 10) / 10,
      rps: Math.round(((sorted.length + s.errors) / wall) * 10) / 10,
      targetMs: target,
      meets,
    };
    const a = perAction[name];
    rows.push([
      name,
      kind,
      a.count,
      a.errors,
      a.p50.toFixed(1),
      a.p99.toFixed(1),
      a.rps.toFixed(1),
      `≤ ${target}`,
      meets ? 'yes' : 'NO',
    ]);
  }
  const totalRequests = Object.entries(perAction)
    .filter(([name]) => name !== 'socket-connect')
    .reduce((s, [, a]) => s + a.count, 0);
  const totalErrors = Object.values(perAction).reduce((s, a) => s + a.errors, 0);
  const heardByUsers = heard.reduce((s, n) => s + n, 0);
  console.log(table(rows));
  console.log(
    `requests: ${totalRequests} in ${wall.toFixed(1)} s (${(totalRequests / wall).toFixed(1)} rps), ${totalErrors} errors; ` +
      `notices delivered live: ${delivered} (${heardByUsers} to the users, the rest to the admin) of ` +
      `${expectedNotices} caused for someone online (${Object.entries(noticesByKind)
        .map(([kind, n]) => `${kind} ${n.delivered}/${n.expected}`)
        .join(', ')}; ${approved} approvals); ` +
      `logins refused as busy and tried again after the wait the server named: ${loginsRetried}`,
  );
  const generatorCpu = ((own.user + own.system) / 1e6 / wall) * 100;
  // What a request costs the API in CPU (both instances' CPU over the window, sockets and
  // logins' hashing included, over the requests they answered), and so how many requests a
  // second, and users at one action a second, one core of API holds.
  const apiCpuSeconds = (apiFigures.reduce((a, m) => a + m.cpuPct, 0) / 100) * wall;
  const cpuMsPerRequest = (apiCpuSeconds * 1000) / totalRequests;
  const rpsPerCore = 1000 / cpuMsPerRequest;
  console.log(
    `load generator (this process): ${generatorCpu.toFixed(0)} % of one core; ` +
      `its main thread waited for a CPU ${ownWaited.toFixed(0)} % of the window`,
  );
  apiFigures.forEach((m, i) =>
    console.log(
      `API instance ${i + 1} (pid ${instances[i].pid}): ${m.cpuPct.toFixed(0)} % of one core, RSS ${m.rssMb.toFixed(0)} MB; ` +
        `its main thread waited for a CPU ${m.waitedPct.toFixed(0)} % of the window`,
    ),
  );
  console.log(
    `proxy (pid ${proxy.pid}): ${proxyFigures.cpuPct.toFixed(0)} % of one core, RSS ${proxyFigures.rssMb.toFixed(0)} MB`,
  );
  console.log(`PostgreSQL (this database's backends): ${pgCpu.toFixed(0)} % of one core`);
  console.log(
    `API CPU per request: ${cpuMsPerRequest.toFixed(2)} ms (sockets and logins included): ` +
      `one core of API answers about ${rpsPerCore.toFixed(0)} requests a second`,
  );
  const load = loadAverage();
  console.log(`the machine's load average at the end: ${load} (on ${os.availableParallelism()} cores)`);
  if (CPU_PROF) console.log(`instance 1's CPU profile: in ${profDir} once it has stopped`);
  if (errors.length) {
    console.log(`errors (first ${errors.length}):`);
    for (const e of errors) console.log(`  ${e}`);
  }
  const missed = Object.entries(perAction)
    .filter(([, a]) => !a.meets)
    .map(([name]) => name);
  for (const [kind, n] of Object.entries(noticesByKind))
    if (n.delivered < n.expected) missed.push(`notices: ${kind} (${n.expected - n.delivered} not delivered)`);
  if (!SMOKE)
    console.log(
      missed.length
        ? `targets missed: ${missed.join(', ')}`
        : 'every action meets its target, every notice delivered',
    );
  console.log(
    JSON.stringify({
      users: USERS,
      seconds: SECONDS,
      instances: INSTANCES,
      wallSeconds: Math.round(wall * 10) / 10,
      actions: perAction,
      meetsEveryTarget: missed.length === 0,
      missed,
      totals: {
        requests: totalRequests,
        rps: Math.round((totalRequests / wall) * 10) / 10,
        errors: totalErrors,
        noticesDelivered: delivered,
        noticesToUsers: heardByUsers,
        noticesExpected: expectedNotices,
        noticesByKind,
        approvals: approved,
        loginsRetried,
        generatorCpuPct: Math.round(generatorCpu),
        instanceCpuPct: apiFigures.map((m) => Math.round(m.cpuPct)),
        instanceRssMb: apiFigures.map((m) => Math.round(m.rssMb)),
        instanceWaitedForCpuPct: apiFigures.map((m) => Math.round(m.waitedPct)),
        generatorWaitedForCpuPct: Math.round(ownWaited),
        proxyCpuPct: Math.round(proxyFigures.cpuPct),
        postgresCpuPct: Math.round(pgCpu),
        apiCpuMsPerRequest: Math.round(cpuMsPerRequest * 100) / 100,
        loadAverage: load,
      },
    }),
  );
  return totalErrors === 0 && !capHit;
}

let ok;
try {
  ok = isSweep() ? await sweep() : await main();
} finally {
  agent.destroy();
  await cleanUp();
}
process.exit(ok ? 0 : 1);
