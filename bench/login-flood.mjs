// `npm run bench:login-flood -w bench`: a real user's login while 64 scripts flood the login
// route with unknown emails, each from its own address (X-Forwarded-For, TRUST_PROXY=loopback).
// Prints the flood's throughput and answers, and the real user's login count, p50, p99, max
// and failures; target: p99 ≤ 1 s and no failure. The last line is the figures as JSON.
// Needs `npm run build` first (it runs api/dist/main.js on PGlite in a temporary DATA_DIR).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startProcess } from './lib/api-process.mjs';
import { percentile as pct } from './lib/load.mjs';

const FLOODERS = 64;
const SECONDS = Number(process.env.SECONDS ?? 20);
const REAL_EVERY_MS = 500;
const TARGET_P99_MS = 1000;
const PORT = Number(process.env.PORT ?? 3462);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'handyq-flood-bench-'));
const server = await startProcess(PORT, {
  env: { DATA_DIR: dataDir, DATABASE_URL: '', TRUST_PROXY: 'loopback' },
});

const login = async (ip, email, password) => {
  const started = performance.now();
  const res = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ email, password }),
  });
  const text = await res.text();
  return { status: res.status, ms: performance.now() - started, text };
};

try {
  const real = { email: 'real-user@example.com', password: 'a-real-password-1' };
  const signup = await fetch(`${server.base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.10' },
    body: JSON.stringify({ fullname: 'Real User', ...real }),
  });
  if (signup.status !== 201) throw new Error(`signup: ${signup.status} ${await signup.text()}`);

  const end = performance.now() + SECONDS * 1000;
  const floodStatuses = new Map();
  let floodCount = 0;
  const flooders = Array.from({ length: FLOODERS }, async (_, i) => {
    const ip = `10.0.${Math.floor(i / 250)}.${(i % 250) + 1}`;
    for (let n = 0; performance.now() < end; n++) {
      const { status } = await login(ip, `nobody-${i}-${n}@example.com`, 'guess-guess');
      floodStatuses.set(status, (floodStatuses.get(status) ?? 0) + 1);
      floodCount++;
    }
  });
  const realTimes = [];
  const realFailures = [];
  const realUser = (async () => {
    await new Promise((r) => setTimeout(r, 1000));
    while (performance.now() < end - 1000) {
      const { status, ms, text } = await login('192.0.2.1', real.email, real.password);
      if (status === 200) realTimes.push(ms);
      else realFailures.push(`${status} ${JSON.parse(text).message}`);
      await new Promise((r) => setTimeout(r, REAL_EVERY_MS));
    }
  })();
  await Promise.all([...flooders, realUser]);

  const sorted = [...realTimes].sort((a, b) => a - b);
  const result = {
    flooders: FLOODERS,
    seconds: SECONDS,
    floodRequestsPerSecond: Math.round(floodCount / SECONDS),
    floodStatuses: Object.fromEntries([...floodStatuses].sort()),
    realLogins: realTimes.length,
    realFailures: realFailures.length,
    realP50Ms: Math.round(pct(sorted, 50)),
    realP99Ms: Math.round(pct(sorted, 99)),
    realMaxMs: Math.round(sorted.at(-1) ?? NaN),
    targetP99Ms: TARGET_P99_MS,
  };
  result.pass = result.realP99Ms <= TARGET_P99_MS && result.realFailures === 0 && result.realLogins > 0;
  console.log(
    `flood: ${FLOODERS} addresses, ${result.floodRequestsPerSecond} logins/s, answers ${JSON.stringify(result.floodStatuses)}`,
  );
  console.log(
    `real user: ${result.realLogins} logins, p50 ${result.realP50Ms} ms, p99 ${result.realP99Ms} ms, max ${result.realMaxMs} ms, ` +
      `${result.realFailures} failed${realFailures.length ? ` (${[...new Set(realFailures)].join(', ')})` : ''} ` +
      `(target p99 ≤ ${TARGET_P99_MS} ms) ${result.pass ? 'PASS' : 'FAIL'}`,
  );
  console.log(JSON.stringify(result));
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
