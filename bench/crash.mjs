// Crash safety: a mixed write load against the built API (signups, favorites and settings saved,
// library items created and edited, comments that leave their owner a notice, practice-log
// entries); the API is SIGKILLed at a random moment of the load, started again on the same
// database with nothing done by hand, and every write it had answered 2xx is read back through
// the API (the account logs in, the item has its last title, the favorite, the settings, the
// comment and its notice, the log entry). Then the load goes on and the next kill comes: 5 kills
// on PGlite (the same DATA_DIR) and 5 on the PostgreSQL server (the same DATABASE_URL). After
// the PostgreSQL run its database is dumped (pg_dump -Fc), restored into a fresh one
// (pg_restore), an API booted on it, and every acknowledged write checked there too; after the
// PGlite run (not in --smoke) its DATA_DIR is copied while the API is stopped, and the copy
// checked the same way.
//
// A write whose request was in flight at the kill was never acknowledged: it may or may not be
// there (either is right), and a later read may show it instead of the last acknowledged value
// of the same field. An acknowledged write counts as lost when what it wrote is missing, or the
// field holds neither it nor a later write to it.
//
// Run after `npm run build -w api`:  npm run bench:crash -w bench
//   -- --smoke         1 kill per database, about 2 s of load: the CI smoke (~30 s)
//   -- --kills=N       another number of kills per database (5)
//   -- --only=pglite   or --only=postgres: one database
//   -- --seed=N        the random moments and mix of a run, to run it again
//
// The rate limits are raised for the bench's one address (SIGNUP_LIMIT, COMMENT_LIMIT,
// PRACTICE_LOG_DAILY_LIMIT): the load is many users' writes from 127.0.0.1. The PostgreSQL
// server is BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres by default): the
// databases handyq_bench_crash_<pid> and ..._restored are made and dropped; pg_dump and
// pg_restore must be on the PATH in the server's major version. Ports are the kernel's free ones.
// Last line: [{"db":"pglite","kills":5,"acknowledged":N,"lost":0},{"db":"postgres",...,"restored":true}].
// Exit code 1 when a write was lost, a boot failed or the restore did not hold every write.
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { RequestFailed, request } from './lib/api-client.mjs';
import { apiEnv, startApi } from './lib/api-instance.mjs';
import { ROOT } from './lib/api-process.mjs';
import { arg } from './lib/args.mjs';
import { ADMIN_DB_URL, cleanUp, tempDir, throwawayDatabase } from './lib/bench-databases.mjs';
import { pick as pickOf, seededRandom, weightedPicker } from './lib/random.mjs';

const SMOKE = process.argv.includes('--smoke');
const KILLS = Number(arg('kills') ?? (SMOKE ? 1 : 5));
const ONLY = arg('only');
const SEED = Number(arg('seed') ?? randomBytes(4).readUInt32LE());
/** How long the load runs before a kill: a random moment in this span (ms). */
const LOAD_MS = SMOKE ? [1000, 2500] : [3000, 9000];
/** Writers at once, each with users of its own (one user's writes go one after another). */
const WRITERS = SMOKE ? 4 : 6;
const ADMIN = { email: 'crash-admin@bench.test', password: 'crash-bench-admin-pw' };
const PASSWORD = 'crash-bench-password';
/** The limits per address or user the load would hit, raised for the bench (see the header). */
const RAISED_LIMITS = {
  SIGNUP_LIMIT: '1000000',
  COMMENT_LIMIT: '1000000',
  PRACTICE_LOG_DAILY_LIMIT: '1000000',
};
/** Which write the load makes next, by weight. */
const MIX = [
  ['signup', 4],
  ['favorite', 14],
  ['settings', 14],
  ['createItem', 14],
  ['editItem', 20],
  ['comment', 12],
  ['logEntry', 22],
];

if (!Number.isInteger(KILLS) || KILLS < 1) throw new Error('--kills is a positive whole number');
if (ONLY && !['postgres', 'pglite'].includes(ONLY)) throw new Error('--only is postgres or pglite');
if (!fs.existsSync(path.join(ROOT, 'api/dist/main.js'))) throw new Error('no api/dist: npm run build -w api');

// Seeded, so a run's moments and mix can be repeated.
const random = seededRandom(SEED);
const between = (lo, hi) => Math.floor(lo + random() * (hi - lo + 1));
const pick = (list) => pickOf(list, random);
const pickWeighted = weightedPicker(MIX, random);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const log = (line) => console.log(line);
const secondsSince = (t0) => ((performance.now() - t0) / 1000).toFixed(1);

/**
 * One JSON request as fetch makes it (compressed answers); the answer's body and headers, or
 * RequestFailed (`status` 0 when no answer came: the server was killed, or was down). Busy
 * hashing passwords (signups and logins at once, 429): nothing was written; tried again, as a
 * client would, after the Retry-After it names.
 */
const call = (base, method, route, { token, body } = {}) =>
  request(base, method, route, { token, body, busyTries: 6, compressed: true });

/**
 * One database's run: its users, items and every write made, what was acknowledged (2xx, with
 * what the server returned) and what was in flight at a kill (unknown).
 */
function newRun() {
  return {
    users: [],
    items: [],
    /** Every acknowledged write: { kind, ...what it wrote, what the server returned }. */
    acks: [],
    /** Writes sent whose answer never came (in flight at a kill). */
    unknown: 0,
    /** Answers other than 2xx while the server was up (the bench's or the API's bug). */
    errors: [],
    admin: undefined,
  };
}

/**
 * Each field a write overwrites keeps its writes in order (`history`, acknowledged or not), so a
 * read is judged against the acknowledged write and every later one.
 */
function record(history, value) {
  const entry = { value, acked: false };
  history.push(entry);
  return entry;
}

/** The writes of the load, each on one of the writer's users (its writes one at a time). */
const WRITES = {
  async signup(run, base, writer) {
    const n = run.users.length;
    const email = `crash-${SEED}-${n}-${randomBytes(3).toString('hex')}@bench.test`;
    const fullname = `Crash User ${n}`;
    const { body } = await call(base, 'POST', '/api/auth/signup', {
      body: { fullname, email, password: PASSWORD },
    });
    const user = {
      id: body.user._id,
      email,
      token: body.token,
      version: undefined,
      favorites: [],
      settings: [],
      logIds: [],
      writer,
      loginChecked: false,
    };
    run.users.push(user);
    writer.users.push(user);
    run.acks.push({ kind: 'signup', user });
    await this.sync(run, base, user);
  },

  /** Reads the user's version and favorites as the server has them. */
  async sync(run, base, user) {
    const { body } = await call(base, 'GET', `/api/user/${user.id}`, { token: user.token });
    user.version = body.version;
    user.serverFavorites = body.favorites.holdOn ?? [];
  },

  async favorite(run, base, writer) {
    const user = pick(writer.users);
    const fav = {
      name: `fav-${randomBytes(4).toString('hex')}`,
      dateCreated: Date.now(),
      inputs: { holdTime: between(5, 120), numSets: between(1, 10), restTime: between(0, 60) },
    };
    const list = [...user.serverFavorites, fav];
    if (list.length > 400) list.splice(0, list.length - 400);
    const { body } = await call(base, 'PUT', `/api/user/${user.id}`, {
      token: user.token,
      body: { version: user.version, favorites: { holdOn: list } },
    });
    user.version = body.version;
    user.serverFavorites = body.favorites.holdOn;
    // A favorite dropped later to keep the list short would read as lost: the list stays < 400.
    run.acks.push({ kind: 'favorite', user, fav });
  },

  async settings(run, base, writer) {
    const user = pick(writer.users);
    const value = { voiceURI: `voice-${randomBytes(4).toString('hex')}`, holdTime: between(5, 300) };
    const entry = record(user.settings, value);
    const { body } = await call(base, 'PUT', `/api/user/${user.id}`, {
      token: user.token,
      body: {
        version: user.version,
        generalSettings: { voiceURI: value.voiceURI },
        settings: {
          holdOn: {
            inputSettings: { holdTime: { min: 1, max: 600, step: 1 } },
            defaultValues: { holdTime: value.holdTime },
          },
        },
      },
    });
    user.version = body.version;
    entry.acked = true;
    run.acks.push({ kind: 'settings', user, history: user.settings, entry });
  },

  async createItem(run, base, writer) {
    const user = pick(writer.users);
    const title = `Crash drill ${randomBytes(4).toString('hex')}`;
    const titles = [];
    const entry = record(titles, title);
    const { body } = await call(base, 'POST', '/api/libraryItem', {
      token: user.token,
      body: { title, type: 'drill', description: `by ${user.email}` },
    });
    entry.acked = true;
    const item = { id: body._id, owner: user, version: body.version, titles, msgs: [] };
    run.items.push(item);
    user.items = [...(user.items ?? []), item];
    run.acks.push({ kind: 'createItem', item, history: titles, entry });
  },

  async editItem(run, base, writer) {
    const item = pick(writer.users.flatMap((u) => u.items ?? []));
    if (!item) return this.createItem(run, base, writer);
    const title = `Edited drill ${randomBytes(4).toString('hex')}`;
    const entry = record(item.titles, title);
    const { body } = await call(base, 'PUT', `/api/libraryItem/${item.id}`, {
      token: item.owner.token,
      body: {
        title,
        type: 'drill',
        description: `by ${item.owner.email}`,
        status: 'private',
        version: item.version,
      },
    });
    item.version = body.version;
    entry.acked = true;
    run.acks.push({ kind: 'editItem', item, history: item.titles, entry });
  },

  /** The admin comments on a user's item: the comment, and the owner's notice of it. */
  async comment(run, base, writer) {
    const item = pick(writer.users.flatMap((u) => u.items ?? []));
    if (!item) return this.createItem(run, base, writer);
    const txt = `Nice one ${randomBytes(4).toString('hex')}`;
    const { body } = await call(base, 'POST', `/api/libraryItem/${item.id}/msg`, {
      token: run.admin.token,
      body: { txt },
    });
    const msg = body.msgs.find((m) => m.txt === txt);
    if (!msg) throw new Error(`the comment ${txt} is not in the item the API answered`);
    item.version = body.version;
    run.acks.push({ kind: 'comment', item, msgId: msg.id, txt });
  },

  async logEntry(run, base, writer) {
    const user = pick(writer.users);
    const startedAt = Date.now() - between(60_000, 86_400_000);
    const entry = {
      _id: randomUUID(),
      tool: 'holdOn',
      favoriteName: 'Custom',
      inputs: { holdTime: 30, numSets: 2 },
      sets: [
        { planned: 30, done: between(0, 30) },
        { planned: 30, done: between(0, 30) },
      ],
      startedAt,
      endedAt: startedAt + 75_000,
      note: `felt ${randomBytes(3).toString('hex')}`,
      rating: between(1, 5),
    };
    const { body } = await call(base, 'POST', '/api/practiceLog', { token: user.token, body: entry });
    run.acks.push({ kind: 'logEntry', user, entry, returned: { _id: body._id, createdAt: body.createdAt } });
  },
};

/**
 * The load until `stopped()`: WRITERS writers, each starting with a user of its own (made before
 * the first kill) and making one write after another.
 */
async function writeUntil(run, base, stopped) {
  let sent = 0;
  let acked = 0;
  const writers = run.writers;
  await Promise.all(
    writers.map(async (writer) => {
      while (!stopped()) {
        const kind = writer.users.length ? pickWeighted() : 'signup';
        const before = run.acks.length;
        sent++;
        try {
          await WRITES[kind](run, base, writer);
          acked += run.acks.length - before;
        } catch (err) {
          if (err instanceof RequestFailed && err.status === 0) {
            // In flight at the kill: unknown. Its user's version is read again after the restart.
            run.unknown++;
            return;
          }
          run.errors.push(err instanceof Error ? err.message : String(err));
          if (run.errors.length <= 5) log(`    unexpected answer: ${run.errors.at(-1)}`);
          await sleep(50);
        }
      }
    }),
  );
  return { sent, acked };
}

/** Every page of a list route that pages with a Link header (the practice log). */
async function allLinked(base, route, token) {
  const rows = [];
  for (let next = route; next;) {
    const { body, headers } = await call(base, 'GET', next, { token });
    rows.push(...body);
    next = headers.link ? /<([^>]+)>;\s*rel="next"/.exec(headers.link)?.[1] : undefined;
  }
  return rows;
}

/** Every notice of a user (pages of `next`). */
async function allNotices(base, token) {
  const rows = [];
  let before;
  do {
    const q = `/api/notifications?limit=100${before ? `&before=${encodeURIComponent(before)}` : ''}`;
    const { body } = await call(base, 'GET', q, { token });
    rows.push(...body.items);
    before = body.next;
  } while (before);
  return rows;
}

/** `tasks` run `width` at a time. */
async function inParallel(tasks, width = 6) {
  let i = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (i < tasks.length) await tasks[i++]();
    }),
  );
}

/** A field holds the acknowledged write `entry` or a later write to it. */
function holdsOrLater(history, entry, matches) {
  return history.slice(history.indexOf(entry)).some((e) => matches(e.value));
}

/**
 * Reads every acknowledged write back through the API at `base`; the lost ones (each with why).
 * `logins`: every account logs in ('all'), or only those never checked so far ('new'; the others
 * are read with their tokens).
 */
async function check(run, base, logins) {
  const users = new Map();
  const items = new Map();
  const lost = [];
  await inParallel(
    run.users.map((user) => async () => {
      const got = { user: undefined, log: [], notices: [], login: undefined };
      try {
        got.user = (await call(base, 'GET', `/api/user/${user.id}`, { token: user.token })).body;
        got.log = await allLinked(base, '/api/practiceLog?limit=200', user.token);
        got.notices = await allNotices(base, user.token);
      } catch (err) {
        got.error = err instanceof Error ? err.message : String(err);
      }
      users.set(user, got);
    }),
  );
  // Logins one at a time: the API bounds the password hashes it runs at once (429 beyond).
  for (const user of run.users) {
    if (logins !== 'all' && user.loginChecked) continue;
    const got = users.get(user);
    try {
      const { body } = await call(base, 'POST', '/api/auth/login', {
        body: { email: user.email, password: PASSWORD },
      });
      got.login = body.user._id;
      user.loginChecked = true;
    } catch (err) {
      got.error ??= err instanceof Error ? err.message : String(err);
    }
  }
  await inParallel(
    run.items.map((item) => async () => {
      try {
        items.set(
          item,
          (await call(base, 'GET', `/api/libraryItem/${item.id}`, { token: item.owner.token })).body,
        );
      } catch (err) {
        items.set(item, { error: err instanceof Error ? err.message : String(err) });
      }
    }),
  );

  for (const ack of run.acks) {
    const why = judge(ack, users, items);
    if (why) lost.push({ ack, why: `${ack.kind}: ${why}` });
  }
  return { lost, users, items };
}

/** Why an acknowledged write is not there as written (undefined when it is). */
function judge(ack, users, items) {
  if (ack.kind === 'signup') {
    const got = users.get(ack.user);
    if (got.error) return `${ack.user.email}: ${got.error}`;
    if (got.user?._id !== ack.user.id || got.user.email !== ack.user.email)
      return `${ack.user.email}: the account reads as ${JSON.stringify(got.user?.email)}`;
    if (got.login !== undefined && got.login !== ack.user.id)
      return `${ack.user.email}: logs in as ${got.login}`;
    return undefined;
  }
  if (ack.kind === 'favorite' || ack.kind === 'settings' || ack.kind === 'logEntry') {
    const got = users.get(ack.user);
    if (got.error) return `${ack.user.email}: ${got.error}`;
    if (ack.kind === 'favorite') {
      const fav = (got.user.favorites.holdOn ?? []).find((f) => f.name === ack.fav.name);
      if (!fav) return `${ack.user.email}: favorite ${ack.fav.name} missing`;
      if (!isDeepStrictEqual(fav.inputs, ack.fav.inputs) || fav.dateCreated !== ack.fav.dateCreated)
        return `${ack.user.email}: favorite ${ack.fav.name} reads ${JSON.stringify(fav)}`;
      return undefined;
    }
    if (ack.kind === 'settings') {
      const now = {
        voiceURI: got.user.generalSettings.voiceURI,
        holdTime: got.user.settings.holdOn?.defaultValues?.holdTime,
      };
      return holdsOrLater(ack.history, ack.entry, (v) => isDeepStrictEqual(v, now))
        ? undefined
        : `${ack.user.email}: settings read ${JSON.stringify(now)}, written ${JSON.stringify(ack.entry.value)}`;
    }
    const entry = got.log.find((e) => e._id === ack.entry._id);
    if (!entry) return `${ack.user.email}: log entry ${ack.entry._id} missing`;
    for (const key of ['tool', 'startedAt', 'endedAt', 'note', 'rating', 'sets'])
      if (!isDeepStrictEqual(entry[key], ack.entry[key]))
        return `${ack.user.email}: log entry ${ack.entry._id} ${key} reads ${JSON.stringify(entry[key])}`;
    if (entry.createdAt !== ack.returned.createdAt)
      return `${ack.user.email}: log entry ${ack.entry._id} createdAt changed`;
    return undefined;
  }
  const item = items.get(ack.item);
  if (item.error) return `item ${ack.item.id}: ${item.error}`;
  if (item.owner._id !== ack.item.owner.id) return `item ${ack.item.id}: owner ${item.owner._id}`;
  if (ack.kind === 'comment') {
    const msg = item.msgs.find((m) => m.id === ack.msgId);
    if (!msg || msg.txt !== ack.txt) return `item ${ack.item.id}: comment ${ack.msgId} missing`;
    const notices = users.get(ack.item.owner).notices;
    if (!notices.some((n) => n.itemId === ack.item.id && n.txt.includes(ack.txt)))
      return `item ${ack.item.id}: the owner's notice of comment ${ack.msgId} missing`;
    return undefined;
  }
  return holdsOrLater(ack.history, ack.entry, (title) => title === item.title)
    ? undefined
    : `item ${ack.item.id}: title reads ${JSON.stringify(item.title)}, written ${JSON.stringify(ack.entry.value)}`;
}

/** After a check: each user's version and favorites, each item's version, as the server has them. */
function adopt(run, { users, items }) {
  for (const [user, got] of users) {
    if (!got.user) continue;
    user.version = got.user.version;
    user.serverFavorites = got.user.favorites.holdOn ?? [];
  }
  for (const [item, got] of items) if (got.version) item.version = got.version;
}

function report(lost) {
  for (const { why } of lost.slice(0, 50)) log(`    LOST ${why}`);
  if (lost.length > 50) log(`    … and ${lost.length - 50} more`);
}

/**
 * The kill/restart/check cycles on one database (`env`), then its API stopped and its line
 * printed (`t`: when its run began); the run, its kills and how many acknowledged writes count as
 * lost (every one when the API did not boot again).
 */
async function crashRun(db, env, t) {
  const run = newRun();
  const t0 = performance.now();
  let server = await startApi(env);
  const { port } = server;
  log(`  ${db}: API up on :${port} in ${secondsSince(t0)} s (pid ${server.pid})`);
  run.admin = (await call(server.base, 'POST', '/api/auth/login', { body: ADMIN })).body;
  run.writers = Array.from({ length: WRITERS }, () => ({ users: [] }));
  for (const writer of run.writers) await WRITES.signup(run, server.base, writer);

  /** Every acknowledged write found missing or changed at any check (a later write may hide it). */
  const lostTotal = new Map();
  let booted = true;
  let kills = 0;
  for (let k = 1; k <= KILLS; k++) {
    const after = between(...LOAD_MS);
    let killed = false;
    const killer = sleep(after).then(() => {
      killed = true;
      process.kill(server.pid, 'SIGKILL');
    });
    const acksBefore = run.acks.length;
    const unknownBefore = run.unknown;
    const { sent } = await writeUntil(run, server.base, () => killed);
    await killer;
    while (server.alive()) await sleep(20);
    kills++;
    const t1 = performance.now();
    try {
      server = await startApi(env, { port });
    } catch (err) {
      log(`  ${db}: kill ${k}: the API did not boot again: ${err instanceof Error ? err.message : err}`);
      booted = false;
      break;
    }
    const bootS = secondsSince(t1);
    const t2 = performance.now();
    const result = await check(run, server.base, k === KILLS ? 'all' : 'new');
    adopt(run, result);
    for (const { ack, why } of result.lost) if (!lostTotal.has(ack)) lostTotal.set(ack, why);
    log(
      `  ${db}: kill ${k}/${KILLS} after ${(after / 1000).toFixed(1)} s of load: ${sent} writes sent, ` +
        `${run.acks.length - acksBefore} acknowledged (${run.acks.length} so far), ${run.unknown - unknownBefore} in flight at the kill; ` +
        `booted again in ${bootS} s; checked in ${secondsSince(t2)} s: ${result.lost.length} lost`,
    );
    report(result.lost);
  }
  await server.stop();
  const lost = booted ? lostTotal.size : run.acks.length;
  log(
    `  ${db}: ${kills} kills, ${run.acks.length} acknowledged, ${lost} lost, ${run.errors.length} unexpected answers, ${secondsSince(t)} s`,
  );
  return { run, booted, kills, lost };
}

/**
 * A backup's check: an API booted on the copy (`env`), every acknowledged write of `run` read
 * back there and the count printed after `what` (`t`: when the copy began); the lost ones.
 */
async function checkCopy(what, run, env, logins, t) {
  const server = await startApi(env);
  const { lost } = await check(run, server.base, logins);
  await server.stop();
  log(
    `  ${what}: ${run.acks.length - lost.length}/${run.acks.length} acknowledged writes there, ${secondsSince(t)} s`,
  );
  report(lost);
  return lost;
}

const results = [];
let failed = false;
const started = performance.now();
try {
  log(
    `crash bench${SMOKE ? ' (smoke)' : ''}: ${KILLS} kill(s) per database, ${LOAD_MS[0] / 1000}-${LOAD_MS[1] / 1000} s of load ` +
      `before each, ${WRITERS} writers; seed ${SEED}; rate limits raised: ${Object.keys(RAISED_LIMITS).join(', ')}`,
  );
  const common = { ...apiEnv(ADMIN), REDIS_URL: '', SMTP_URL: '', ...RAISED_LIMITS };
  const dataDir = (name) => tempDir(`handyq-bench-crash-${name}-`);

  if (!ONLY || ONLY === 'pglite') {
    const t = performance.now();
    const env = { ...common, DATABASE_URL: '', DATA_DIR: dataDir('pglite') };
    const r = await crashRun('pglite', env, t);
    if (!r.booted || r.lost) failed = true;
    // The PGlite backup: DATA_DIR copied while the API is stopped, an API booted on the copy.
    if (r.booted && !SMOKE) {
      const t3 = performance.now();
      const copy = dataDir('pglite-copy');
      fs.cpSync(env.DATA_DIR, copy, { recursive: true });
      const what = 'pglite backup: DATA_DIR copied while stopped -> API booted on the copy';
      if ((await checkCopy(what, r.run, { ...env, DATA_DIR: copy }, 'new', t3)).length) failed = true;
    }
    results.push({ db: 'pglite', kills: r.kills, acknowledged: r.run.acks.length, lost: r.lost });
  }

  if (!ONLY || ONLY === 'postgres') {
    const t = performance.now();
    const name = `handyq_bench_crash_${process.pid}`;
    const url = await throwawayDatabase(name);
    const env = { ...common, DATABASE_URL: url, DATA_DIR: dataDir('postgres') };
    const r = await crashRun('postgres', env, t);
    if (!r.booted || r.lost) failed = true;

    // The restore: a custom-format dump of the crash run's database, restored into a fresh one.
    let restored = false;
    if (r.booted) {
      const t3 = performance.now();
      const dump = path.join(dataDir('dump'), 'handyq.dump');
      execFileSync('pg_dump', ['--format=custom', `--file=${dump}`, `--dbname=${url}`]);
      const restoredUrl = await throwawayDatabase(`${name}_restored`);
      execFileSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${restoredUrl}`, dump]);
      const what =
        `postgres restore: pg_dump -Fc (${(fs.statSync(dump).size / 1024).toFixed(0)} KiB) -> ` +
        'pg_restore into a fresh database -> API booted';
      const copy = { ...env, DATABASE_URL: restoredUrl, DATA_DIR: dataDir('restored') };
      restored = (await checkCopy(what, r.run, copy, 'all', t3)).length === 0;
    }
    if (!restored) failed = true;
    results.push({ db: 'postgres', kills: r.kills, acknowledged: r.run.acks.length, lost: r.lost, restored });
  }
  log(`  total ${secondsSince(started)} s; server: ${ADMIN_DB_URL.replace(/\/\/[^@]*@/, '//')}`);
} catch (err) {
  failed = true;
  console.error(err);
} finally {
  await cleanUp();
}
if (failed) process.exitCode = 1;
console.log(JSON.stringify(results));
