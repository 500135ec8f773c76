// Library search under load: 100k seeded items; `GET /api/libraryItem?txt=…`, a filtered list
// (type, feature, sorted by title) and the text search as a logged-in user, against a
// PostgreSQL server and against PGlite, next to an empty Nest handler (the same HTTP pipeline,
// no database) as the ceiling. Each load: a warm-up, then 10 s at 500 requests per second
// (open loop, evenly spaced, latency counted from each request's due moment: lib/load.mjs
// `paced`) and 10 s as fast as 20 connections go (autocannon). Prints rps, p50 and p99, the
// ratio to the empty handler's rps, and PASS/FAIL for the target on the server (p99 ≤ 20 ms at
// 500 rps). Run after `npm run build -w api`:  npm run bench:library-search -w bench
// The API keeps answered list pages until the library changes (LibraryListCache), so repeated
// queries are hits; the "new query each time" row asks a page never asked before on every
// request (a cursor past the newest item: the same first page, another query), the cost of a miss.
//
//   -- --quick            3 s runs after a 1 s warm-up (the figures are rougher)
//   -- --only=postgres    or --only=pglite: one database (the empty handler always runs)
//   -- --items=20000      another number of items (100000)
//   -- --identity         no Accept-Encoding (by default the browser's: the answers are compressed)
//
// The PostgreSQL server is BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres by
// default): a database handyq_bench_<pid> is created on it and dropped at the end. PGlite runs
// in a temporary DATA_DIR. Servers, data dirs and the database are removed even on failure.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, startProcess } from './lib/api-process.mjs';
import { cleanUp, cleanups, pgClient, pgliteClient, throwawayDatabase } from './lib/bench-databases.mjs';
import { SEARCH_WORD, seedItems } from './lib/library-items.mjs';
import { measure, paced, table } from './lib/load.mjs';

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const QUICK = args.includes('--quick');
const ONLY = option('only');
const ITEMS = Number(option('items') ?? 100_000);
const LOAD = {
  connections: 20,
  seconds: QUICK ? 3 : 10,
  warmupSeconds: QUICK ? 1 : 2,
};
const RATE = 500;
const P99_TARGET_MS = 20;
const HEADERS = args.includes('--identity') ? {} : { 'accept-encoding': 'gzip, deflate, br, zstd' };
const USERS = 20;
const PASSWORD = 'bench-password-1';
const PORTS = { empty: 3298, postgres: 3296, pglite: 3297 };

if (ONLY && !['postgres', 'pglite'].includes(ONLY)) throw new Error('--only is postgres or pglite');
if (!Number.isInteger(ITEMS) || ITEMS < 1) throw new Error('--items is a positive whole number');
if (!fs.existsSync(path.join(ROOT, 'api/dist/main.js'))) throw new Error('no api/dist: npm run build -w api');

/**
 * A cursor that starts the default order (newest first) before a moment after every item: the
 * first page, but a query of its own for each `i`. The API's cursor is base64url JSON of
 * [sort field, direction, last key, last id] (shared/domain/src/library-paging.ts).
 */
const firstPageCursor = (i) =>
  Buffer.from(JSON.stringify(['default', -1, 4_000_000_000_000 + i, 'zzzzzz'])).toString('base64url');

const ROUTES = [
  { name: `txt=${SEARCH_WORD}`, path: `/api/libraryItem?txt=${SEARCH_WORD}` },
  { name: 'type+feature by title', path: '/api/libraryItem?type=drill&feature=holdOn&sortField=title' },
  { name: `txt=${SEARCH_WORD}, user`, path: `/api/libraryItem?txt=${SEARCH_WORD}`, user: true },
  {
    name: `txt=${SEARCH_WORD}, new query each time`,
    path: `/api/libraryItem?txt=${SEARCH_WORD}&cursor=${firstPageCursor(0)}`,
    pathFor: (i) => `/api/libraryItem?txt=${SEARCH_WORD}&cursor=${firstPageCursor(i + 1)}`,
  },
];

const ms = (n) => (!Number.isFinite(n) ? '-' : n < 10 ? n.toFixed(1) : String(Math.round(n)));
const log = (line) => console.log(line);

async function post(base, route, body) {
  const res = await fetch(base + route, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${route}: ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * One database with ITEMS items behind a running server: start it once (migrations, the admin,
 * the fixed items), sign the authors up, stop it, seed, start it again; a token of the author
 * with the most items.
 */
async function prepare(target) {
  const port = PORTS[target];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'handyq-bench-search-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_PASSWORD: PASSWORD,
    SIGNUP_LIMIT: '1000',
  };
  if (target === 'postgres') {
    env.DATABASE_URL = await throwawayDatabase(`handyq_bench_${process.pid}`);
  }

  let server = await startProcess(port, { env });
  cleanups.push(server.stop);
  const people = new Map();
  for (let i = 1; i <= USERS; i++) {
    const email = `bench-author-${i}@handyq.local`;
    const { user } = await post(server.base, '/api/auth/signup', {
      fullname: `Bench Author ${i}`,
      email,
      password: PASSWORD,
    });
    people.set(user._id, email);
  }
  await server.stop();

  const t0 = performance.now();
  const db = target === 'postgres' ? await pgClient(env.DATABASE_URL) : await pgliteClient(dataDir);
  let seeded;
  try {
    // On a terminal, a count that grows in place; in a log, only the result.
    const progress = (done) => process.stdout.isTTY && process.stdout.write(`\r  seeding ${target}: ${done}`);
    seeded = await seedItems(db, ITEMS, progress);
  } finally {
    await db.close();
  }
  const { counts, users } = seeded;
  if (process.stdout.isTTY) process.stdout.write('\r');
  log(
    `  ${target}: ${counts.items} items seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s (vacuum analyze ` +
      `included); txt=${SEARCH_WORD} matches ${counts.txt} (${counts.txt_public} public), ` +
      `type+feature ${counts.filtered_public} public`,
  );

  server = await startProcess(port, { env });
  cleanups.push(server.stop);
  const email = people.get(users[0].id);
  const { token } = await post(server.base, '/api/auth/login', { email, password: PASSWORD });
  return { base: server.base, token, server };
}

/** Each route answers 200 with a page of items before it is loaded. */
async function check(base, route, token) {
  const res = await fetch(base + route.path, {
    headers: { ...HEADERS, ...(route.user ? { authorization: `Bearer ${token}` } : {}) },
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`GET ${route.path}: ${res.status} ${text.slice(0, 300)}`);
  const items = JSON.parse(text);
  return `${route.name}: ${items.length} items, ${(text.length / 1024).toFixed(0)} KB of JSON`;
}

const rows = [];
let ceiling;

/** The two loads on one route (paced at RATE, then as fast as it goes); a table row each. */
async function load(target, routeName, base, path, headers, pathFor = () => path) {
  for (const rate of [RATE, undefined]) {
    const r = rate
      ? await paced(base, pathFor, { ...LOAD, rate, headers })
      : await measure(base + path, { ...LOAD, headers, pathFor });
    const ratio = ceiling && !rate ? `${((100 * r.rps) / ceiling).toFixed(1)}%` : '';
    const verdict =
      target === 'postgres' && rate
        ? r.p99 <= P99_TARGET_MS && r.rps >= 0.98 * rate && r.bad === 0
          ? 'PASS'
          : 'FAIL'
        : '';
    rows.push([
      target,
      routeName,
      rate ? `${rate}/s` : 'max',
      r.rps.toFixed(0),
      ms(r.p50),
      ms(r.p99),
      ms(r.max),
      (r.bytes / 1024).toFixed(1),
      String(r.bad),
      ratio,
      verdict,
    ]);
    log(
      `  ${target} ${routeName} ${rate ? `${rate}/s` : 'max'}: ${r.rps.toFixed(0)} rps, p99 ${ms(r.p99)} ms`,
    );
    if (!rate && !ceiling) ceiling = r.rps;
  }
}

try {
  const cpu = os.cpus();
  log(
    `library search: ${ITEMS} items, ${LOAD.connections} connections, ${LOAD.warmupSeconds} s warm-up + ` +
      `${LOAD.seconds} s per load, ${HEADERS['accept-encoding'] ? 'compressed' : 'identity'} answers; ` +
      `${cpu.length} × ${cpu[0]?.model.trim()}, Node ${process.version}`,
  );

  const empty = await startProcess(PORTS.empty, { script: 'bench/lib/empty-api.mjs', ready: '/api/empty' });
  cleanups.push(empty.stop);
  await load('none', 'empty Nest handler', empty.base, '/api/empty', HEADERS);
  await empty.stop();

  for (const target of ['postgres', 'pglite'].filter((t) => !ONLY || t === ONLY)) {
    const mark = cleanups.length;
    const { base, token } = await prepare(target);
    for (const route of ROUTES) log(`  ${await check(base, route, token)}`);
    for (const route of ROUTES) {
      const headers = { ...HEADERS, ...(route.user ? { authorization: `Bearer ${token}` } : {}) };
      await load(target, route.name, base, route.path, headers, route.pathFor);
    }
    // This target's server, data and database go before the next one starts.
    while (cleanups.length > mark) await cleanups.pop()();
  }

  const header = ['database', 'route', 'load', 'rps', 'p50 ms', 'p99 ms', 'max ms', 'KB/resp', 'errors'];
  log(`\n${table([[...header, 'vs empty', 'target'], ...rows])}`);
  log(
    `\nvs empty: rps as fast as it goes against the empty Nest handler's (${ceiling?.toFixed(0)} rps). ` +
      `target: p99 ≤ ${P99_TARGET_MS} ms at ${RATE} rps on the PostgreSQL server, the rate held, no errors. ` +
      `Latencies in ms; KB/resp on the wire.`,
  );
} finally {
  await cleanUp();
}
