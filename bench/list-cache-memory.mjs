// `npm run bench:list-cache-memory -w bench`: whether a visitor can grow the server's memory with
// list queries. Three rounds of 20,000 distinct queries to the public library list (a 50-character
// random `txt`, random `tags` and `authors`, and a random `type`, `feature` and sort), 40 in
// flight, against the built API (api/dist/main.js) on PGlite and on a PostgreSQL server. After a
// warm-up and after each round (its queries all answered, the next round not started) it reads
// the server's memory, split, once RSS has settled after a garbage collection, through
// bench/lib/memory-probe.cjs (preloaded into the server): RSS; V8's heap used, reserved (by
// space) and resident; memory outside the heap V8 knows of (ArrayBuffers among it); WebAssembly
// memory (PGlite's), its size and resident part; and the rest of RSS by mapping: malloc's heaps,
// other anonymous memory (V8's heap is in it), files. Prints each round's growth against the
// targets (round 1 ≤ +80 MB, rounds 2 and 3 ≤ +10 MB each: a plateau) and whether every query
// was answered 200; the last line is JSON, one object per database.
// Exits 1 when a query failed. `--minutes=30` soaks instead: rounds go on for 30 minutes, and
// the trend of RSS from round 1 on (a least-squares line: single readings swing by tens of MB
// with V8's old generation) must rise no more than +10 MB over the soak (flat). `--against=<commit>` also runs
// that commit's build (made in a worktree, as bench:lighthouse does) with the same probe and
// load, one after the other on each database, and ends with a table of both.
//
//   npm run bench:list-cache-memory -w bench [-- --rounds=3 --queries=20000 --concurrency=40
//     --only=pglite|postgres --minutes=N --against=<commit>]
//
// Needs `npm run build` first; PostgreSQL on BENCH_DATABASE_URL (a throwaway database is made).
import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, startProcess } from './lib/api-process.mjs';
import { arg, wholeArg } from './lib/args.mjs';
import { memoryTrend } from './lib/memory-trend.mjs';
import { builtCheckout, commitOf } from './lib/worktree.mjs';
import { cleanUp, cleanups, throwawayDatabase } from './lib/bench-databases.mjs';

const ROUNDS = wholeArg('rounds', 3);
/** A soak: rounds go on until this many minutes have passed (instead of ROUNDS of them). */
const MINUTES = wholeArg('minutes', 0);
const QUERIES = wholeArg('queries', Number(process.env.QUERIES ?? 20_000));
const CONCURRENCY = wholeArg('concurrency', 40);
const ONLY = arg('only');
/** Another commit to measure side by side with this build (built in a worktree of its own). */
const AGAINST = arg('against');
const TARGET_MB = { first: 80, later: 10 };
const PORT = Number(process.env.PORT ?? 3461);
const PROBE = path.join(ROOT, 'bench/lib/memory-probe.cjs');

const TYPES = ['drill', 'tutorial', 'workout'];
const FEATURES = ['holdOn', 'entryBuddy', 'shapeJam', 'drillDJ'];
const SORTS = [
  ['', 1],
  ['title', 1],
  ['title', -1],
  ['createdAt', -1],
  ['createdAt', 1],
];
const word = () => randomBytes(randomInt(2, 8)).toString('hex');
const some = (n, make) => Array.from({ length: randomInt(1, n + 1) }, make);

/** A list query no one asked before: every filter the list takes, varied. */
function distinctQuery() {
  const q = new URLSearchParams({ txt: randomBytes(25).toString('hex') });
  q.set('tags', some(5, word).join(','));
  q.set('authors', some(3, word).join(','));
  if (Math.random() < 0.7) q.set('type', TYPES[randomInt(TYPES.length)]);
  if (Math.random() < 0.5) q.set('feature', FEATURES[randomInt(FEATURES.length)]);
  const [field, dir] = SORTS[randomInt(SORTS.length)];
  if (field) {
    q.set('sortField', field);
    q.set('sortDir', String(dir));
  }
  return q.toString();
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** Promise.withResolvers (Node 22), for Node 20. */
function withResolvers() {
  let resolve;
  const promise = new Promise((r) => (resolve = r));
  return { promise, resolve };
}

/** The server's memory now (MB), garbage collected first: the probe writes it on SIGUSR2. */
async function sample(pid, probeFile) {
  fs.rmSync(probeFile, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 600 && !fs.existsSync(probeFile); i++) await sleep(25);
  return JSON.parse(fs.readFileSync(probeFile, 'utf8'));
}

const PARTS = [
  'rssMb',
  'heapUsedMb',
  'heapTotalMb',
  'heapResidentMb',
  'newSpaceMb',
  'oldSpaceMb',
  'largeObjectsMb',
  'codeSpaceMb',
  'externalMb',
  'arrayBuffersMb',
  'wasmMb',
  'wasmResidentMb',
  'mallocMb',
  'otherAnonymousMb',
  'filesMb',
];
const delta = (a, b) =>
  Object.fromEntries(PARTS.filter((k) => k in b).map((k) => [k, Math.round((b[k] - a[k]) * 10) / 10]));
const signed = (n) => `${n >= 0 ? '+' : ''}${n}`;
const split = (d) =>
  `RSS ${signed(d.rssMb)} MB (V8 heap used ${signed(d.heapUsedMb)}, reserved ${signed(d.heapTotalMb)}, ` +
  `resident ${signed(d.heapResidentMb)}: new space ${signed(d.newSpaceMb)}, old ${signed(d.oldSpaceMb)}, ` +
  `large objects ${signed(d.largeObjectsMb)}, code ${signed(d.codeSpaceMb)}; external ${signed(d.externalMb)}, of it ArrayBuffers ` +
  `${signed(d.arrayBuffersMb)}; WebAssembly size ${signed(d.wasmMb)}` +
  (d.wasmResidentMb === undefined
    ? ')'
    : `, resident ${signed(d.wasmResidentMb)}; malloc heaps ${signed(d.mallocMb)}; other anonymous ` +
      `${signed(d.otherAnonymousMb)}; files ${signed(d.filesMb)})`);

let databases = 0;

/** One database's rounds against one build (`root`: a checkout whose api/dist/main.js runs). */
async function run(db, build = { root: ROOT }) {
  const name = build.label ? `${db} (${build.label})` : db;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'handyq-memory-bench-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const probeFile = path.join(dataDir, 'memory.json');
  const databaseUrl =
    db === 'postgres' ? await throwawayDatabase(`handyq_memory_${process.pid}_${++databases}`) : '';
  const server = await startProcess(PORT, {
    script: path.join(build.root, 'api/dist/main.js'),
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, HANDYQ_MEMORY_PROBE: probeFile, LOG_LEVEL: 'warn' },
    nodeArgs: ['--expose-gc', '-r', PROBE],
  });
  cleanups.push(() => server.stop());
  const get = (q) =>
    fetch(`${server.base}/api/libraryItem?${q}`).then(
      (r) => r.arrayBuffer().then(() => r.status),
      () => 0,
    );
  // Warm up: the server's own steady state (JIT, pools, the first queries' plans).
  for (let i = 0; i < 500; i++) await get(distinctQuery());
  await sleep(3000);
  const start = await sample(server.pid, probeFile);
  console.log(
    `${name}: after the warm-up RSS ${start.rssMb} MB (V8 heap used ${start.heapUsedMb}, resident ` +
      `${start.heapResidentMb}; WebAssembly size ${start.wasmMb}, resident ${start.wasmResidentMb}; ` +
      `malloc heaps ${start.mallocMb}; other anonymous ${start.otherAnonymousMb}; files ${start.filesMb})`,
  );
  // One load: 40 in flight until a round's queries are answered, then the memory is read at
  // once (nothing in flight, but V8's young generation still at its size under load, and no time
  // for V8's idle memory reducer), then the next round goes on. So each figure is what a visitor
  // who keeps asking holds the server at, not what an idle server gives back.
  const rounds = [];
  let issued = 0;
  let answered = 0;
  let roundEnd = QUERIES;
  let stop = false;
  let next = withResolvers();
  let roundDone = withResolvers();
  let failed = 0;
  let statuses = new Map();
  const load = Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (;;) {
        while (!stop && issued >= roundEnd) await next.promise;
        if (stop) return;
        issued++;
        const status = await get(distinctQuery());
        answered++;
        if (status !== 200) {
          failed++;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
        if (answered === roundEnd) roundDone.resolve();
      }
    }),
  );
  let previous = start;
  const began = performance.now();
  const goOn = (round) => (MINUTES ? performance.now() - began < MINUTES * 60_000 : round <= ROUNDS);
  let t0 = began;
  for (let round = 1; goOn(round); round++) {
    await roundDone.promise;
    const seconds = (performance.now() - t0) / 1000;
    const now = await sample(server.pid, probeFile);
    const grew = delta(previous, now);
    const target = round === 1 ? TARGET_MB.first : TARGET_MB.later;
    const pass = grew.rssMb <= target && failed === 0;
    rounds.push({
      round,
      queries: QUERIES,
      failed,
      perSecond: Math.round(QUERIES / seconds),
      memory: now,
      grew,
      targetMb: target,
      pass,
    });
    console.log(
      `${name} round ${round}: ${QUERIES} queries, ${Math.round(QUERIES / seconds)}/s, ${failed} not 200` +
        `${failed ? ` (${[...statuses].map(([s, n]) => `${s || 'no answer'}: ${n}`).join(', ')})` : ''}; ` +
        `${split(grew)}; RSS now ${now.rssMb} MB; target ≤ +${target} MB ${pass ? 'PASS' : 'FAIL'}`,
    );
    previous = now;
    failed = 0;
    statuses = new Map();
    roundDone = withResolvers();
    roundEnd += QUERIES;
    t0 = performance.now();
    const waiting = next;
    next = withResolvers();
    waiting.resolve();
  }
  stop = true;
  next.resolve();
  await load;
  const total = delta(start, previous);
  console.log(`${name} in all: ${split(total)}`);
  await server.stop();
  const result = { db, build: build.label, rounds, grew: total, pass: rounds.every((r) => r.pass) };
  if (MINUTES && rounds.length > 2) {
    const minutes = Math.round((performance.now() - began) / 6000) / 10;
    const trend = memoryTrend(rounds, TARGET_MB.later);
    result.soak = { minutes, queries: rounds.length * QUERIES, ...trend };
    console.log(
      `${name} soak: ${minutes} min, ${rounds.length} rounds (${rounds.length * QUERIES} queries), every one ` +
        `answered 200: ${rounds.every((r) => r.failed === 0)}; RSS from round 1 on ${trend.lowestMb}–` +
        `${trend.highestMb} MB (first ${trend.firstMb}, last ${trend.lastMb}); its trend over the soak ` +
        `${trend.trendRiseMb >= 0 ? '+' : ''}${trend.trendRiseMb} MB, target ≤ +${TARGET_MB.later} MB ` +
        `${trend.flat ? 'PASS (flat)' : 'FAIL'}; live V8 heap ${trend.liveHeapMb.first} → ${trend.liveHeapMb.last} MB`,
    );
  }
  return result;
}

const results = [];
try {
  // With --against, each database runs that commit's build and this one, one after the other
  // (the order swapped from one database to the next), with the same probe and load.
  const builds = AGAINST
    ? [
        { root: builtCheckout(AGAINST).dir, label: commitOf(AGAINST).slice(0, 7) },
        { root: ROOT, label: 'this build' },
      ]
    : [{ root: ROOT }];
  for (const [i, db] of ['pglite', 'postgres'].entries()) {
    if (ONLY && ONLY !== db) continue;
    for (const build of i % 2 ? [...builds].reverse() : builds) results.push(await run(db, build));
  }
} finally {
  await cleanUp();
}
if (AGAINST) {
  console.log(
    '\n| database | build | warm-up RSS MB | ' +
      results[0].rounds.map((r) => `round ${r.round}`).join(' | ') +
      ' | in all |',
  );
  console.log('|---|---|---|' + results[0].rounds.map(() => '---|').join('') + '---|');
  for (const r of results) {
    const mb = (n) => `${n >= 0 ? '+' : ''}${n}`;
    console.log(
      `| ${r.db} | ${r.build} | ${Math.round((r.rounds[0].memory.rssMb - r.rounds[0].grew.rssMb) * 10) / 10} | ` +
        r.rounds.map((x) => `${mb(x.grew.rssMb)}${x.pass ? '' : ' ✗'}`).join(' | ') +
        ` | ${mb(r.grew.rssMb)} |`,
    );
  }
}
console.log(JSON.stringify(results));
if (results.some((r) => r.rounds.some((x) => x.failed > 0))) process.exitCode = 1;
