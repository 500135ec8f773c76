// What made-up spellings of a time zone cost the server: one user asks
// `GET /api/practiceLog/stats?tz=…` with 10,000 spellings of zones no one asked before
// ('aMeRiCa/ArGeNtInA/CoMoDrIvAdAvIa': one name has 2^29), and the server's memory is read after
// a garbage collection before and after (bench/lib/memory-probe.cjs). Every spelling is answered
// in the zone's own name, and kept (day formats, cached answers) once per zone, so the target is
// +5 MB at most. Prints the answers' statuses and the names they gave, the memory split, and
// PASS/FAIL. Run after `npm run build -w api`:  npm run bench:time-zones -w bench
//   -- --spellings=N   another count (10000)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, startProcess } from './lib/api-process.mjs';
import { wholeArg } from './lib/args.mjs';

const SPELLINGS = wholeArg('spellings', 10_000);
const TARGET_MB = 5;
const PORT = Number(process.env.PORT ?? 3462);
const ZONES = [
  'America/Argentina/ComodRivadavia',
  'Europe/Berlin',
  'Pacific/Port_Moresby',
  'Asia/Ho_Chi_Minh',
];

/** A spelling of `name` with each letter's case picked at random. */
const respell = (name) =>
  [...name].map((c) => (Math.random() < 0.5 ? c.toLowerCase() : c.toUpperCase())).join('');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function sample(pid, probeFile) {
  fs.rmSync(probeFile, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 600 && !fs.existsSync(probeFile); i++) await sleep(25);
  return JSON.parse(fs.readFileSync(probeFile, 'utf8'));
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'handyq-tz-bench-'));
const probeFile = path.join(dataDir, 'memory.json');
const server = await startProcess(PORT, {
  env: { DATA_DIR: dataDir, DATABASE_URL: '', HANDYQ_MEMORY_PROBE: probeFile, LOG_LEVEL: 'warn' },
  nodeArgs: ['--expose-gc', '-r', path.join(ROOT, 'bench/lib/memory-probe.cjs')],
});
let ok;
try {
  const signup = await fetch(`${server.base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      fullname: 'Zone Bench',
      email: 'zones@bench.test',
      password: 'zone-bench-password',
    }),
  });
  const { token } = await signup.json();
  const statuses = {};
  const names = new Map();
  const ask = async (tz) => {
    const res = await fetch(`${server.base}/api/practiceLog/stats?tz=${encodeURIComponent(tz)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    const body = await res.json();
    if (res.ok) names.set(body.tz, (names.get(body.tz) ?? 0) + 1);
  };
  // Warm up: the server's steady state (JIT, pools, the allocator's arenas: 200 requests left
  // RSS 10 MB short of it), made-up spellings and all.
  for (let i = 0; i < 2000; i++) await ask(respell(ZONES[i % ZONES.length]));
  const before = await sample(server.pid, probeFile);
  for (let i = 0; i < SPELLINGS; i++) await ask(respell(ZONES[i % ZONES.length]));
  const after = await sample(server.pid, probeFile);
  const grew = Math.round((after.rssMb - before.rssMb) * 10) / 10;
  const heap = Math.round((after.heapUsedMb - before.heapUsedMb) * 10) / 10;
  ok = grew <= TARGET_MB && Object.keys(statuses).every((s) => s === '200');
  console.log(
    `answers: ${JSON.stringify(statuses)}; the names they gave: ${JSON.stringify(Object.fromEntries(names))}`,
  );
  console.log(
    `${SPELLINGS} spellings: RSS ${before.rssMb.toFixed(1)} -> ${after.rssMb.toFixed(1)} MB (${grew >= 0 ? '+' : ''}${grew}), ` +
      `V8 heap used ${heap >= 0 ? '+' : ''}${heap} MB; target +${TARGET_MB} MB: ${ok ? 'PASS' : 'FAIL'}`,
  );
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
