// `npm run bench:list-cache-memory -w bench`: whether a visitor can grow the server's memory with
// list queries. Three rounds of 20,000 distinct queries to the public library list (a 50-character
// random `txt`, random `tags` and `authors`, and a random `type`, `feature` and sort), 40 in
// flight, against the built API (api/dist/main.js) on PGlite and on a PostgreSQL server. After a
// warm-up and after each round (and a 5 s settle) it reads the server's memory, split, after a
// garbage collection, through bench/lib/memory-probe.cjs (preloaded into the server): RSS, V8's
// heap, memory outside the heap (ArrayBuffers among it) and WebAssembly memory (PGlite). Prints each round's growth against the
// targets (round 1 ≤ +80 MB, rounds 2 and 3 ≤ +10 MB each: a plateau) and whether every query was
// answered 200; the last line is JSON, one object per database. Exits 1 when a query failed.
//
//   npm run bench:list-cache-memory -w bench [-- --rounds=3 --queries=20000 --concurrency=40 --only=pglite|postgres]
//
// Needs `npm run build` first; PostgreSQL on BENCH_DATABASE_URL (a throwaway database is made).
import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, startProcess } from './lib/api-process.mjs';
import { arg, wholeArg } from './lib/args.mjs';
import { cleanUp, cleanups, throwawayDatabase } from './lib/bench-databases.mjs';

const ROUNDS = wholeArg('rounds', 3);
const QUERIES = wholeArg('queries', Number(process.env.QUERIES ?? 20_000));
const CONCURRENCY = wholeArg('concurrency', 40);
const ONLY = arg('only');
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

/** The server's memory now (MB), garbage collected first: the probe writes it on SIGUSR2. */
async function sample(pid, probeFile) {
  fs.rmSync(probeFile, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 200 && !fs.existsSync(probeFile); i++) await sleep(25);
  return JSON.parse(fs.readFileSync(probeFile, 'utf8'));
}

const PARTS = ['rssMb', 'heapUsedMb', 'heapTotalMb', 'externalMb', 'arrayBuffersMb', 'wasmMb'];
const delta = (a, b) => Object.fromEntries(PARTS.map((k) => [k, Math.round((b[k] - a[k]) * 10) / 10]));
const split = (d) =>
  `RSS ${d.rssMb >= 0 ? '+' : ''}${d.rssMb} MB (V8 heap used ${d.heapUsedMb}, reserved ${d.heapTotalMb}; ` +
  `external ${d.externalMb}, of it ArrayBuffers ${d.arrayBuffersMb}; WebAssembly ${d.wasmMb})`;

async function run(db) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'handyq-memory-bench-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const probeFile = path.join(dataDir, 'memory.json');
  const databaseUrl = db === 'postgres' ? await throwawayDatabase(`handyq_memory_${process.pid}`) : '';
  const server = await startProcess(PORT, {
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
    `${db}: after the warm-up RSS ${start.rssMb} MB (V8 heap used ${start.heapUsedMb}, WebAssembly ${start.wasmMb})`,
  );
  const rounds = [];
  let previous = start;
  for (let round = 1; round <= ROUNDS; round++) {
    let next = 0;
    let failed = 0;
    const statuses = new Map();
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < QUERIES) {
          next++;
          const status = await get(distinctQuery());
          if (status !== 200) {
            failed++;
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
          }
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    await sleep(5000);
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
      `${db} round ${round}: ${QUERIES} queries, ${Math.round(QUERIES / seconds)}/s, ${failed} not 200` +
        `${failed ? ` (${[...statuses].map(([s, n]) => `${s || 'no answer'}: ${n}`).join(', ')})` : ''}; ` +
        `${split(grew)}; RSS now ${now.rssMb} MB; target ≤ +${target} MB ${pass ? 'PASS' : 'FAIL'}`,
    );
    previous = now;
  }
  const total = delta(start, previous);
  console.log(`${db} in all: ${split(total)}`);
  await server.stop();
  return { db, rounds, grew: total, pass: rounds.every((r) => r.pass) };
}

const results = [];
try {
  for (const db of ['pglite', 'postgres']) if (!ONLY || ONLY === db) results.push(await run(db));
} finally {
  await cleanUp();
}
console.log(JSON.stringify(results));
if (results.some((r) => r.rounds.some((x) => x.failed > 0))) process.exitCode = 1;
