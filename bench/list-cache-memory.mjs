// `npm run bench:list-cache-memory -w bench`: what 20,000 distinct visitor list queries cost the
// server's memory. Each query is new (a long random txt, tags and authors), so each misses the
// list cache and could be kept by it; the cache must stay bounded by entries and bytes. Prints
// the server's RSS before, right after, and after a settle, and the growth; target ≤ 80 MB.
// Needs `npm run build` first (it runs api/dist/main.js on PGlite in a temporary DATA_DIR).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startProcess } from './lib/api-process.mjs';

const QUERIES = Number(process.env.QUERIES ?? 20_000);
const CONCURRENCY = 16;
const TARGET_MB = 80;
const PORT = Number(process.env.PORT ?? 3461);

/** The server's resident memory in MB, from /proc. */
function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'handyq-cache-bench-'));
const server = await startProcess(PORT, { env: { DATA_DIR: dataDir, DATABASE_URL: '' } });
try {
  const get = (q) =>
    fetch(`${server.base}/api/libraryItem?${q}`).then((r) => r.arrayBuffer().then(() => r.status));
  // Warm up: the server's own steady state (JIT, pools) before the baseline.
  for (let i = 0; i < 500; i++) await get(`txt=warm${i}`);
  await new Promise((r) => setTimeout(r, 2000));
  const before = rssMb(server.pid);
  let next = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < QUERIES) {
        const i = next++;
        const junk = randomBytes(48).toString('hex');
        const q = `txt=${junk}&tags=${junk.slice(0, 20)},t${i}&authors=${junk.slice(20, 40)},a${i}`;
        if ((await get(q)) !== 200) failed++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const after = rssMb(server.pid);
  await new Promise((r) => setTimeout(r, 5000));
  const settled = rssMb(server.pid);
  const growth = settled - before;
  const result = {
    queries: QUERIES,
    failed,
    requestsPerSecond: Math.round(QUERIES / seconds),
    rssBeforeMb: Math.round(before),
    rssAfterMb: Math.round(after),
    rssSettledMb: Math.round(settled),
    growthMb: Math.round(growth),
    targetMb: TARGET_MB,
    pass: growth <= TARGET_MB && failed === 0,
  };
  console.log(
    `${QUERIES} distinct visitor list queries (${result.requestsPerSecond}/s, ${failed} failed): RSS ` +
      `${result.rssBeforeMb} MB before, ${result.rssAfterMb} MB right after, ${result.rssSettledMb} MB settled: ` +
      `growth ${result.growthMb} MB (target ≤ ${TARGET_MB} MB) ${result.pass ? 'PASS' : 'FAIL'}`,
  );
  console.log(JSON.stringify(result));
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
