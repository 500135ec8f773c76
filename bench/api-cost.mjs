// `npm run bench:api-cost -w bench`: what each request costs the built API in CPU, action by
// action, and where in the server that CPU goes. One API instance as production runs it (the
// built server on a PostgreSQL database of the run's own, Redis for its sockets, the request log
// on, piped), profiled with node's --cpu-prof; beside it, in the same run, the server's own HTTP
// pipeline around one empty Nest handler (bench/lib/empty-api.mjs) and a bare node:http server
// (bench/lib/bare-http.mjs), asked the same way.
//
// Each action of the load mix (bench/load.mjs) is asked alone, `--requests` times (logins fewer:
// each hashes a password), 4 at a time, as the run's users, every user's socket open (so a
// comment's notice goes out live). Per action, two figures:
//   - CPU ms per request: the instance's whole CPU over the action's window (/proc: user +
//     system, every thread: libuv's pool too), divided by the requests;
//   - the main thread's busy time per request, split by layer (bench/lib/cpu-profile.mjs: HTTP
//     and framework, auth, validation, database, serialization, compression, logging, realtime,
//     the app's own code, GC, native), and the part of it spent in socket writes (writev).
// 'all' is the actions weighted as the load mix weighs them. The empty handler's and the bare
// server's rows are the floor: what any request costs before the app does anything.
//
//   npm run bench:api-cost -w bench [-- --requests=400 --json --top=http --queries --against <commit>]
//
// --queries: the API reaches PostgreSQL through a relay that counts each action's queries (round
// trips; bench/lib/pg-counter.mjs). The hop costs the API's reads, so CPU figures are taken
// without it.
//
// --rounds=N: each action's requests in N windows (2 by default).
// --against <commit>: that commit's build too (bench/lib/worktree.mjs), on a database of its
// own with the same seed; each action's requests come in two windows, the builds taking turns
// (the order flipped in the second), and the two tables are printed with a side-by-side one.
//
// Needs `npm run build`, PostgreSQL (BENCH_DATABASE_URL) and Redis (REDIS_URL), as bench:load.
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { openSocket, request } from './lib/api-client.mjs';
import { apiEnv, startApi } from './lib/api-instance.mjs';
import { ROOT } from './lib/api-process.mjs';
import { arg, wholeArg } from './lib/args.mjs';
import { builtCheckout } from './lib/worktree.mjs';
import { cleanUp, cleanups, pgClient, tempDir, throwawayDatabase } from './lib/bench-databases.mjs';
import { startPgCounter } from './lib/pg-counter.mjs';
import { LAYERS, LAYER_NAMES, profileIn, readProfile } from './lib/cpu-profile.mjs';
import { SEARCH_WORD, seedItems } from './lib/library-items.mjs';
import { table } from './lib/load.mjs';
import { cpuSeconds, loadAverage } from './lib/process-meter.mjs';

const requireApi = createRequire(path.join(ROOT, 'api/package.json'));
const argon2 = requireApi('argon2');
const { HASH_OPTIONS } = requireApi('./dist/users/password-hasher.js');

const REQUESTS = wholeArg('requests', 300);
const LOGINS = Math.max(10, Math.round(REQUESTS / 10));
const USERS = 20;
const ITEMS = 2000;
const IN_FLIGHT = 4;
/** Each action's requests come in this many windows, the builds taking turns (--against). */
const ROUNDS = wholeArg('rounds', 2);
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const ADMIN = { email: 'admin@cost.bench', password: 'cost-bench-admin-password' };
const PASSWORD = 'cost-bench-password-1';
const JSON_OUT = process.argv.includes('--json');
const COUNT_QUERIES = process.argv.includes('--queries');

/** The load mix's weights (bench/load.mjs), by this bench's action names. */
const WEIGHTS = {
  list: 26,
  filter: 16,
  open: 18,
  settings: 9,
  favorites: 5,
  notices: 9,
  create: 4,
  edit: 4,
  submit: 2,
  comment: 4,
  'mark read': 3,
};

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const nowUs = () => Number(process.hrtime.bigint() / 1000n);
const pick = (list, i) => list[i % list.length];

/** `count` requests made by `one(i)`, `IN_FLIGHT` at a time; resolves when all are answered. */
async function burst(count, one) {
  let next = 0;
  const worker = async () => {
    while (next < count) await one(next++);
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, count) }, worker));
}

/**
 * Runs `count` requests made by `one(i)` against the process `pid` and answers its CPU over
 * them (/proc) and the window, in the profile's clock.
 */
async function measured(pid, count, one, queries = () => 0) {
  await new Promise((r) => setTimeout(r, 300)); // the last window's tail settles
  const cpu0 = cpuSeconds(pid);
  const q0 = queries();
  const startUs = nowUs();
  await burst(count, one);
  const endUs = nowUs();
  await new Promise((r) => setTimeout(r, 50)); // writes after the answer (the log line) land
  return { count, cpuS: cpuSeconds(pid) - cpu0, queries: queries() - q0, startUs, endUs };
}

/**
 * One build's servers, set up and warmed: its API on a database of its own (the same seed as
 * every target's), its empty handler and a bare server; its actions, each one request.
 * @param {string} label
 * @param {string} root  the checkout whose build runs (this one, or --against's)
 */
async function target(label, root) {
  const suffix = randomBytes(4).toString('hex');
  const databaseUrl = await throwawayDatabase(`handyq_bench_cost_${suffix}`);
  // --queries: through a relay that counts the queries (round trips) each action makes; it costs
  // the API's reads a hop, so the CPU figures come from a run without it
  const counter = COUNT_QUERIES ? await startPgCounter(databaseUrl) : { url: databaseUrl, queries: () => 0 };
  if (COUNT_QUERIES) cleanups.push(counter.close);
  const profDirs = {
    api: tempDir('handyq-cost-api-'),
    empty: tempDir('handyq-cost-empty-'),
    bare: tempDir('handyq-cost-bare-'),
  };
  const prof = (dir) => ['--cpu-prof', `--cpu-prof-dir=${dir}`];
  const api = await startApi(
    {
      NODE_ENV: 'production',
      DATABASE_URL: counter.url,
      REDIS_URL,
      REDIS_PREFIX: `bench-cost-${suffix}`,
      DATA_DIR: tempDir('handyq-bench-cost-'),
      ...apiEnv(ADMIN),
      // the run's users each have an address of their own, as behind a proxy
      TRUST_PROXY: '1',
      LOG_LEVEL: 'info',
      // the limits still count every comment and item (the same work), but never refuse one
      COMMENT_LIMIT: '1000000',
      ITEM_CREATE_LIMIT: '1000000',
    },
    { nodeArgs: prof(profDirs.api), script: path.join(root, 'api/dist/main.js') },
  );
  const empty = await startApi(
    // the pipeline of the target's own build
    { NODE_ENV: 'production', LOG_LEVEL: 'info', ...apiEnv(ADMIN), API_DIR: path.join(root, 'api') },
    { script: 'bench/lib/empty-api.mjs', ready: '/api/empty', nodeArgs: prof(profDirs.empty) },
  );
  const bare = await startApi(
    {},
    { script: 'bench/lib/bare-http.mjs', ready: '/api/empty', nodeArgs: prof(profDirs.bare) },
  );

  // the accounts (one password hash for all) and the library, straight into the database
  const db = await pgClient(databaseUrl);
  let accounts;
  let publicItems;
  let itemOwners;
  try {
    const hash = await argon2.hash(PASSWORD, HASH_OPTIONS);
    const { rows } = await db.query(
      `insert into users (id, fullname, username, email, password_hash)
       select gen_random_uuid()::text, 'Cost User ' || g, 'cost' || g, 'cost' || g || '@cost.bench', $2
       from generate_series(1, $1) g returning id, email`,
      [USERS, hash],
    );
    accounts = rows.map((r, i) => ({ id: r.id, email: r.email, ip: `10.9.0.${i + 1}` }));
    await seedItems(db, ITEMS);
    const { rows: items } = await db.query(`select id, owner_id from library_items where status = 'public'`);
    publicItems = items.map((r) => r.id);
    itemOwners = new Map(items.map((r) => [r.id, r.owner_id]));
  } finally {
    await db.close();
  }
  const call = (base, method, route, { token, ip, body } = {}) =>
    request(base, method, route, { agent, token, ip, body, compressed: true, timeoutMs: 30_000 }).then(
      (a) => a.body,
    );
  const A = api.base;

  // warm-up: every route once or twice, so the windows hold no first-call compiling
  const users = [];
  for (const account of accounts) {
    const { token, user } = await call(A, 'POST', '/api/auth/login', {
      ip: account.ip,
      body: { email: account.email, password: PASSWORD },
    });
    users.push({ ...account, token, user });
  }
  const sockets = [];
  for (const u of users) sockets.push(await openSocket(A, { token: u.token, userId: u.id, ip: u.ip }));
  let heard = 0;
  for (const s of sockets) s.on('user-notification', () => (heard += 1));
  // items of the users' own to comment on (the seeded ones are mostly the seed's accounts')
  const commentable = publicItems.filter((id) => users.some((u) => u.id === itemOwners.get(id)));

  const u = (i) => pick(users, i);
  const newItem = (i) => ({
    title: `Cost bench drill ${i}`,
    type: 'drill',
    description: 'Made by the cost bench.',
    body: 'Push the floor away. Keep the ribs in.',
    tags: ['wall'],
  });
  const fieldsOf = ({ _id: _i, owner: _o, createdAt: _c, msgs: _m, author: _a, ...fields }) => fields;
  const created = [];
  const listQ = (i, filtered) => {
    const q = new URLSearchParams({ limit: '20' });
    if (filtered) {
      if (i % 2) q.set('txt', pick([SEARCH_WORD, 'wall', 'hold', 'press'], i));
      else q.set('tags', pick(['wall', 'balance', 'core', 'press'], i));
    }
    if (i % 3 === 0) q.set('type', pick(['drill', 'tutorial', 'workout'], i));
    return `/api/libraryItem?${q}`;
  };

  /** Each action: how many requests, and one request. */
  const ACTIONS = {
    list: [REQUESTS, (i) => call(A, 'GET', listQ(i, false), u(i))],
    filter: [REQUESTS, (i) => call(A, 'GET', listQ(i, true), u(i))],
    open: [REQUESTS, (i) => call(A, 'GET', `/api/libraryItem/${pick(publicItems, i * 7)}`, u(i))],
    settings: [REQUESTS, (i) => call(A, 'GET', `/api/user/${u(i).id}`, u(i))],
    favorites: [
      REQUESTS,
      async (i) => {
        // as the web app's updateUser: the stored record, changed, saved with its version; each
        // user's own turns in order, so no save meets another's version
        const me = u(i);
        me.queue = (me.queue ?? Promise.resolve()).then(async () => {
          const stored = await call(A, 'GET', `/api/user/${me.id}`, me);
          const favorite = {
            name: `Wall holds ${i % 4}`,
            dateCreated: Date.now(),
            inputs: { holdTime: 20 + (i % 40) },
          };
          const holdOn = (stored.favorites.holdOn ?? []).filter((f) => f.name !== favorite.name);
          await call(A, 'PUT', `/api/user/${me.id}`, {
            ...me,
            body: { ...stored, favorites: { ...stored.favorites, holdOn: [...holdOn, favorite] } },
          });
        });
        await me.queue;
      },
    ],
    notices: [REQUESTS, (i) => call(A, 'GET', '/api/notifications?limit=20', u(i))],
    create: [
      REQUESTS,
      async (i) =>
        created.push({
          by: u(i),
          item: await call(A, 'POST', '/api/libraryItem', { ...u(i), body: newItem(i) }),
        }),
    ],
    edit: [
      REQUESTS,
      async (i) => {
        const c = created[i % created.length];
        c.item = await call(A, 'PUT', `/api/libraryItem/${c.item._id}`, {
          ...c.by,
          body: { ...fieldsOf(c.item), description: `Edited by the cost bench (${i}).` },
        });
      },
    ],
    submit: [
      Math.min(REQUESTS, 100),
      async () => {
        // the newest item not yet submitted (edited in this round: its version is current)
        const c = created.findLast((x) => !x.submitted);
        c.submitted = true;
        await call(A, 'PUT', `/api/libraryItem/${c.item._id}`, {
          ...c.by,
          body: { ...fieldsOf(c.item), status: 'pending' },
        });
      },
    ],
    comment: [
      REQUESTS,
      (i) => {
        // another user's item: its owner, online, hears of it
        const item = pick(commentable, i);
        const by = u(i).id === itemOwners.get(item) ? u(i + 1) : u(i);
        return call(A, 'POST', `/api/libraryItem/${item}/msg`, {
          ...by,
          body: { txt: `Helped my line (${i}).` },
        });
      },
    ],
    'mark read': [
      Math.min(REQUESTS, 100),
      async (i) => {
        const me = u(i);
        const page = await call(A, 'GET', '/api/notifications?limit=1', me);
        if (page.items[0])
          await call(A, 'POST', '/api/notifications/read-all', {
            ...me,
            body: { through: page.items[0]._id },
          });
      },
    ],
    'log a run': [
      REQUESTS,
      (i) => {
        const startedAt = Date.now() - 3_600_000 - i * 1000;
        return call(A, 'POST', '/api/practiceLog', {
          ...u(i),
          body: {
            _id: randomUUID(),
            tool: 'holdOn',
            favoriteName: 'Custom',
            inputs: { holdTime: 30, numSets: 2 },
            sets: [
              { planned: 30, done: 30 },
              { planned: 30, done: 20 },
            ],
            startedAt,
            endedAt: startedAt + 75_000,
          },
        });
      },
    ],
    login: [
      LOGINS,
      (i) =>
        call(A, 'POST', '/api/auth/login', { ip: u(i).ip, body: { email: u(i).email, password: PASSWORD } }),
    ],
  };
  // warm-up, then the measured windows
  for (const [, one] of Object.values(ACTIONS)) for (let i = 0; i < 3; i++) await one(i);
  for (let i = 0; i < 3; i++) {
    await call(empty.base, 'GET', '/api/empty');
    await call(bare.base, 'GET', '/api/empty');
  }
  // the warm-up's items were submitted: the windows make their own
  created.length = 0;

  const floors = {
    'empty handler': () => call(empty.base, 'GET', '/api/empty'),
    'bare node:http': () => call(bare.base, 'GET', '/api/empty'),
  };
  return {
    label,
    actions: ACTIONS,
    floors,
    pids: { api: api.pid, 'empty handler': empty.pid, 'bare node:http': bare.pid },
    queries: counter.queries,
    heard: () => heard,
    /** Stops its servers and reads their profiles. */
    async finish() {
      for (const s of sockets) s.disconnect();
      await api.stop();
      await empty.stop();
      await bare.stop();
      return {
        api: readProfile(profileIn(profDirs.api)),
        'empty handler': readProfile(profileIn(profDirs.empty)),
        'bare node:http': readProfile(profileIn(profDirs.bare)),
      };
    },
  };
}

/** Windows of one action on one target, summed over the rounds. */
const addWindow = (into, w) => ({
  count: (into?.count ?? 0) + w.count,
  cpuS: (into?.cpuS ?? 0) + w.cpuS,
  queries: (into?.queries ?? 0) + w.queries,
  spans: [...(into?.spans ?? []), [w.startUs, w.endUs]],
});

const f2 = (n) => n.toFixed(2);

/**
 * One target's table: per action (and the load mix, and the floors) its CPU ms and main-thread
 * ms per request and the main thread's split by layer, printed under `label`; its figures.
 */
function report(label, windows, profiles, noticesHeard) {
  const row = (name, w, profile) => {
    const split = { layers: Object.fromEntries(LAYERS.map((l) => [l, 0])), busyMs: 0, writesMs: 0 };
    for (const [a, b] of w.spans) {
      const part = profile.windowMs(a, b);
      for (const l of LAYERS) split.layers[l] += part.layers[l];
      split.busyMs += part.busyMs;
      split.writesMs += part.writesMs;
    }
    const per = (ms) => ms / w.count;
    return {
      name,
      count: w.count,
      cpuMs: (w.cpuS * 1000) / w.count,
      queries: w.queries / w.count,
      mainMs: per(split.busyMs),
      writesMs: per(split.writesMs),
      layers: Object.fromEntries(LAYERS.map((l) => [l, per(split.layers[l])])),
    };
  };
  const floorNames = ['empty handler', 'bare node:http'];
  const rows = Object.entries(windows)
    .filter(([name]) => !floorNames.includes(name))
    .map(([name, w]) => row(name, w, profiles.api));
  const weighted = rows.filter((r) => WEIGHTS[r.name]);
  const total = Object.values(WEIGHTS).reduce((a, b) => a + b, 0);
  const mix = (f) => weighted.reduce((sum, r) => sum + f(r) * WEIGHTS[r.name], 0) / total;
  const all = {
    name: 'all (the load mix)',
    count: weighted.reduce((a, r) => a + r.count, 0),
    cpuMs: mix((r) => r.cpuMs),
    queries: mix((r) => r.queries),
    mainMs: mix((r) => r.mainMs),
    writesMs: mix((r) => r.writesMs),
    layers: Object.fromEntries(LAYERS.map((l) => [l, mix((r) => r.layers[l])])),
  };
  const floors = floorNames.map((name) => row(name, windows[name], profiles[name]));
  const head = [
    'action',
    'n',
    ...(COUNT_QUERIES ? ['queries'] : []),
    'CPU ms',
    'main ms',
    ...LAYERS,
    'writes',
  ];
  const line = (r) => [
    r.name,
    String(r.count),
    ...(COUNT_QUERIES ? [r.queries.toFixed(1)] : []),
    f2(r.cpuMs),
    f2(r.mainMs),
    ...LAYERS.map((l) => f2(r.layers[l])),
    f2(r.writesMs),
  ];
  console.log(`\n${label}:`);
  console.log(table([head, ...rows.map(line), line(all), ...floors.map(line)]));
  console.log(`notices heard live during the windows: ${noticesHeard}`);
  // --top=http: where that layer's time went over every action's window
  const top = arg('top');
  if (top) {
    const spans = rows.flatMap((r) => windows[r.name].spans);
    console.log(`the ${top} layer's frames that ran longest (self ms, all windows):`);
    for (const [frame, ms] of profiles.api.topFrames(top, spans))
      console.log(`${ms.toFixed(1).padStart(8)}  ${frame}`);
  }
  return { label, rows, all, floors, noticesHeard };
}

/** What the tables' columns say. */
const KEY =
  (COUNT_QUERIES ? `queries: round trips to PostgreSQL per request (bench/lib/pg-counter.mjs). ` : '') +
  `CPU ms: the process's CPU per request (/proc, every thread); main ms: its main thread's busy time per request (the profile), split by layer:\n` +
  LAYERS.map((l) => `  ${l}: ${LAYER_NAMES[l]}`).join('\n') +
  `\n  writes: of the main thread's time, socket writes (writev and kin), in whichever layer`;

/** This build's CPU ms and main-thread ms per request beside --against's, action by action. */
function compare(now, before) {
  const all = [...now.rows, now.all, ...now.floors];
  const old = new Map([...before.rows, before.all, ...before.floors].map((r) => [r.name, r]));
  const q = (r) => (COUNT_QUERIES ? [r.queries.toFixed(1)] : []);
  const rows = [
    [
      'action',
      ...(COUNT_QUERIES ? ['queries before', 'queries now'] : []),
      'CPU ms before',
      'CPU ms now',
      'change',
      'main ms before',
      'main ms now',
    ],
  ];
  for (const r of all) {
    const b = old.get(r.name);
    if (!b) continue;
    const change = `${(((r.cpuMs - b.cpuMs) / b.cpuMs) * 100).toFixed(0)} %`;
    rows.push([r.name, ...q(b), ...q(r), f2(b.cpuMs), f2(r.cpuMs), change, f2(b.mainMs), f2(r.mainMs)]);
  }
  return `\n${before.label} → ${now.label}, side by side:\n${table(rows)}\n${KEY}`;
}

async function main() {
  const against = arg('against');
  const old = against ? builtCheckout(against) : null;
  const targets = [await target('this build', ROOT)];
  if (old) targets.push(await target(`${old.sha.slice(0, 7)} (--against)`, old.dir));
  console.log(
    `setup: ${targets.length} build(s), each: ${USERS} users (sockets open), ${ITEMS} items; ${REQUESTS} requests an action (logins ${LOGINS}) in ${ROUNDS} rounds, ${IN_FLIGHT} at a time${targets.length > 1 ? ', the builds taking turns' : ''}; load ${loadAverage()}`,
  );
  // each round asks every action of every target in turn, the targets' order flipped each round
  const windows = targets.map(() => ({}));
  const heard0 = targets.map((t) => t.heard());
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 ? [...targets.keys()].reverse() : [...targets.keys()];
    const share = (count) => Math.ceil(count / ROUNDS);
    for (const [name, [count]] of Object.entries(targets[0].actions)) {
      for (const t of order) {
        const [, one] = targets[t].actions[name];
        const offset = round * share(count);
        windows[t][name] = addWindow(
          windows[t][name],
          await measured(targets[t].pids.api, share(count), (i) => one(offset + i), targets[t].queries),
        );
      }
    }
    for (const name of Object.keys(targets[0].floors)) {
      for (const t of order) {
        windows[t][name] = addWindow(
          windows[t][name],
          await measured(targets[t].pids[name], share(REQUESTS), targets[t].floors[name]),
        );
      }
    }
  }
  const noticesHeard = targets.map((t, i) => t.heard() - heard0[i]);
  agent.destroy();
  const results = [];
  for (const [t, tgt] of targets.entries()) {
    const profiles = await tgt.finish();
    results.push(report(tgt.label, windows[t], profiles, noticesHeard[t]));
  }
  if (results.length > 1) console.log(compare(results[0], results[1]));
  else console.log(KEY);
  console.log(`load ${loadAverage()} on ${os.cpus().length} CPUs`);
  if (JSON_OUT) console.log(JSON.stringify(results));
}
main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(cleanUp);
