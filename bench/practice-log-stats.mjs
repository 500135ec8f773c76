// The practice log's stats under load: one user with 10,000 entries (400 days of runs), and
// `GET /api/practiceLog/stats` asked at 200 requests per second, open loop (evenly spaced
// arrivals, latency from each request's due moment: lib/load.mjs `paced`), the requests going
// round 3 spans (30, 90, 365 days) in 5 time zones. The API keeps each answer until the user's
// log changes or the day turns (PracticeLogStatsCache), so those are answered from what it kept;
// a further row asks at 20 per second what was never asked before (another zone each time): the
// cost of working the stats out. Against a PostgreSQL server and against PGlite, next to an empty
// Nest handler (the same HTTP pipeline, no database) as the ceiling and, for comparison, a
// logged-in read that is not kept (the list's first entry); each also 10 s as fast as 20
// connections go. Prints
// rps, p50, p99 and PASS/FAIL for the target on the server: p99 ≤ 20 ms at 200 rps, the rate
// held, no errors.
// Run after `npm run build -w api`:  npm run bench:practice-log -w bench
//
//   -- --quick            3 s runs after a 1 s warm-up (the figures are rougher)
//   -- --only=postgres    or --only=pglite: one database (the empty handler always runs)
//   -- --entries=N        another number of entries (10000)
//
// The PostgreSQL server is BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres by
// default): a database handyq_bench_log_<pid> is made on it and dropped at the end. PGlite runs
// in a temporary DATA_DIR. Servers, data dirs and the database go even on failure.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, startProcess } from './lib/api-process.mjs';
import { cleanUp, cleanups, pgClient, pgliteClient, throwawayDatabase } from './lib/bench-databases.mjs';
import { measure, paced, table } from './lib/load.mjs';
import { seedEntriesSql } from '../api/test/support/practice-log-entries.cjs';

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const QUICK = args.includes('--quick');
const ONLY = option('only');
const ENTRIES = Number(option('entries') ?? 10_000);
const LOAD = { connections: 20, seconds: QUICK ? 3 : 10, warmupSeconds: QUICK ? 1 : 2 };
const RATE = 200;
const P99_TARGET_MS = 20;
const HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const PASSWORD = 'bench-password-1';
const PORTS = { empty: 3288, postgres: 3286, pglite: 3287 };
const SPANS = [30, 90, 365];
const ZONES = ['UTC', 'Europe/Berlin', 'America/Los_Angeles', 'Asia/Tokyo', 'Pacific/Kiritimati'];
/** The i-th request's query: every span in every zone, in turn. */
const pathIn = (zones) => (i) =>
  `/api/practiceLog/stats?days=${SPANS[i % SPANS.length]}&tz=${encodeURIComponent(zones[Math.floor(i / SPANS.length) % zones.length])}`;
/** The i-th request's query: every span in every zone, in turn (the API keeps each answer). */
const statsPath = pathIn(ZONES);
/**
 * Queries never asked before, one per request: the other zones both Node and the database know,
 * each span in each. The API keeps a user's answers until an entry is added or deleted or the
 * day turns, so these are what a first look costs (a new span, another zone, after a run).
 */
const MISS_RATE = 20;
const MISS_SECONDS = QUICK ? 3 : 10;

if (ONLY && !['postgres', 'pglite'].includes(ONLY)) throw new Error('--only is postgres or pglite');
if (!Number.isInteger(ENTRIES) || ENTRIES < 1) throw new Error('--entries is a positive whole number');
if (!fs.existsSync(path.join(ROOT, 'api/dist/main.js'))) throw new Error('no api/dist: npm run build -w api');

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

/** A database whose one user has ENTRIES entries, behind a running server; that user's token. */
async function prepare(target) {
  const port = PORTS[target];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'handyq-bench-log-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_PASSWORD: PASSWORD,
  };
  if (target === 'postgres') {
    env.DATABASE_URL = await throwawayDatabase(`handyq_bench_log_${process.pid}`);
  }

  let server = await startProcess(port, { env });
  cleanups.push(server.stop);
  const email = 'bench-logger@handyq.local';
  const { user } = await post(server.base, '/api/auth/signup', {
    fullname: 'Bench Logger',
    email,
    password: PASSWORD,
  });
  await server.stop();

  let zones;
  const t0 = performance.now();
  const db = target === 'postgres' ? await pgClient(env.DATABASE_URL) : await pgliteClient(dataDir);
  try {
    await db.query(seedEntriesSql(user._id, Date.now(), ENTRIES));
    await db.query('vacuum analyze practice_log');
    const known = await db.query('select name from pg_timezone_names');
    const inDb = new Set(known.rows.map((r) => r.name));
    zones = Intl.supportedValuesOf('timeZone').filter((z) => inDb.has(z) && !ZONES.includes(z));
  } finally {
    await db.close();
  }
  log(`  ${target}: ${ENTRIES} entries seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  server = await startProcess(port, { env });
  cleanups.push(server.stop);
  const { token } = await post(server.base, '/api/auth/login', { email, password: PASSWORD });
  return { base: server.base, token, zones };
}

/** The stats answer 200 and are not empty (a bench of an error page would be fast). */
async function check(base, headers) {
  const res = await fetch(base + statsPath(2), { headers });
  const text = await res.text();
  if (!res.ok) throw new Error(`stats: ${res.status} ${text.slice(0, 300)}`);
  const stats = JSON.parse(text);
  const points = stats.series?.points?.length ?? 0;
  if (!(stats.streak?.days > 0 && points > 200)) {
    throw new Error(`stats look empty (${points} points): ${text.slice(0, 300)}`);
  }
  return `stats over 365 days: streak ${stats.streak.days} days, ${stats.series.points.length} points, ${text.length} B of JSON`;
}

const rows = [];
let ceiling;

async function load(target, routeName, base, pathFor, headers, judged = true) {
  for (const rate of [RATE, undefined]) {
    const r = rate
      ? await paced(base, pathFor, { ...LOAD, rate, headers })
      : await measure(base + pathFor(0), { ...LOAD, headers, pathFor });
    const ratio = ceiling && !rate ? `${((100 * r.rps) / ceiling).toFixed(1)}%` : '';
    const verdict =
      target === 'postgres' && rate && judged
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
    `practice-log stats: ${ENTRIES} entries, spans ${SPANS.join('/')} days in ${ZONES.length} zones, ` +
      `${LOAD.warmupSeconds} s warm-up + ${LOAD.seconds} s per load; ${cpu.length} × ${cpu[0]?.model.trim()}, Node ${process.version}`,
  );
  const empty = await startProcess(PORTS.empty, { script: 'bench/lib/empty-api.mjs', ready: '/api/empty' });
  cleanups.push(empty.stop);
  await load('none', 'empty Nest handler', empty.base, () => '/api/empty', HEADERS);
  await empty.stop();

  for (const target of ['postgres', 'pglite'].filter((t) => !ONLY || t === ONLY)) {
    const mark = cleanups.length;
    const { base, token, zones } = await prepare(target);
    const headers = { ...HEADERS, authorization: `Bearer ${token}` };
    log(`  ${await check(base, headers)}`);
    // For comparison, a logged-in read that is not kept: the list's first entry.
    await load(target, 'list, first entry', base, () => '/api/practiceLog?limit=1', headers, false);
    await load(target, 'stats', base, statsPath, headers);
    if (MISS_RATE * MISS_SECONDS > zones.length * SPANS.length)
      throw new Error('too few zones for a miss each time');
    const miss = await paced(base, pathIn(zones), {
      rate: MISS_RATE,
      seconds: MISS_SECONDS,
      warmupSeconds: 0,
      headers,
    });
    rows.push([
      target,
      'stats, never asked before',
      `${MISS_RATE}/s`,
      miss.rps.toFixed(0),
      ms(miss.p50),
      ms(miss.p99),
      ms(miss.max),
      String(miss.bad),
      '',
      '',
    ]);
    log(
      `  ${target} stats, never asked before ${MISS_RATE}/s: p50 ${ms(miss.p50)} ms, p99 ${ms(miss.p99)} ms`,
    );
    while (cleanups.length > mark) await cleanups.pop()();
  }

  const header = [
    'database',
    'route',
    'load',
    'rps',
    'p50 ms',
    'p99 ms',
    'max ms',
    'errors',
    'vs empty',
    'target',
  ];
  log(`\n${table([header, ...rows])}`);
  log(
    `\nvs empty: rps as fast as it goes against the empty Nest handler's (${ceiling?.toFixed(0)} rps). ` +
      `target: p99 ≤ ${P99_TARGET_MS} ms at ${RATE} rps on the PostgreSQL server, the rate held, no errors.`,
  );
  if (rows.some((r) => r.at(-1) === 'FAIL')) process.exitCode = 1;
} finally {
  await cleanUp();
}
