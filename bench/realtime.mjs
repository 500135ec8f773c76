// Realtime at scale: two built API instances on one PostgreSQL database, joined by Redis, hold
// 10,000 idle logged-in sockets between them; an admin approves items on instance A and the
// owner's socket on instance B hears of each. Prints delivery p50/p99/max (approve request sent
// → the owner's `user-notification` received), each server's memory per socket, and PASS/FAIL
// against the targets (p99 ≤ 100 ms, ≤ 20 KB per socket). A missed target does not fail the run.
//
//   npm run bench:realtime -w bench [-- --sockets=N --approvals=N]
//
// Needs `npm run build`, a PostgreSQL server (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres; a throwaway database is made and dropped) and
// Redis (REDIS_URL, default redis://127.0.0.1:6379; channels of its own).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { openSocket } from './lib/api-client.mjs';
import { percentile as pct } from './lib/load.mjs';
import { startServer } from './lib/server.mjs';

const require = createRequire(import.meta.url);
const jwt = require('jsonwebtoken');
const { Client } = require('pg');

const arg = (name, fallback) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? Number(hit.split('=')[1]) : fallback;
};
const SOCKETS = arg('sockets', 10_000);
const APPROVALS = arg('approvals', 200);
const TARGET_P99_MS = 100;
const TARGET_KB_PER_SOCKET = 20;
const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ADMIN = { email: 'admin@bench.test', password: 'bench-admin-password' };
const SECRET = randomBytes(32).toString('hex');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
const tokenOf = (id) =>
  jwt.sign({ sub: id, tv: 0, jti: randomBytes(16).toString('base64url') }, SECRET, {
    algorithm: 'HS256',
    expiresIn: 3600,
  });

async function sql(url, text, params) {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, params)).rows;
  } finally {
    await c.end();
  }
}

/** A socket announced as `userId`; resolves once the server has joined it. */
const socketOf = (base, userId) => openSocket(base, { token: tokenOf(userId), userId });

async function main() {
  const dbName = `handyq_bench_rt_${randomBytes(4).toString('hex')}`;
  await sql(BASE_URL, `CREATE DATABASE ${dbName}`);
  const url = new URL(BASE_URL);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    REDIS_PREFIX: `bench-${randomBytes(4).toString('hex')}`,
    JWT_SECRET: SECRET,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // Every socket of the bench comes from this one address.
    SOCKETS_PER_ADDRESS: String(SOCKETS + 100),
  };
  const servers = [];
  const sockets = [];
  try {
    // One at a time: both would run the migrations at once otherwise.
    servers.push(await startServer(3301, env));
    servers.push(await startServer(3302, env));
    const [a, b] = servers;

    // The idle users, made straight in the database (argon2 for 10,000 signups would take the
    // better part of half an hour); their tokens are signed with the servers' secret.
    const ids = (
      await sql(
        databaseUrl,
        `INSERT INTO users (id, fullname, username, email, password_hash)
         SELECT gen_random_uuid()::text, 'Idle ' || g, 'idle' || g, 'idle' || g || '@bench.test', 'none'
         FROM generate_series(1, $1) g RETURNING id`,
        [SOCKETS],
      )
    ).map((r) => r.id);
    const [owner] = await sql(
      databaseUrl,
      `INSERT INTO users (id, fullname, username, email, password_hash)
       VALUES (gen_random_uuid()::text, 'Owner', 'owner', 'owner@bench.test', 'none') RETURNING id`,
    );
    const ownerToken = tokenOf(owner.id);
    const adminToken = (
      await (
        await fetch(`${a.base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(ADMIN),
        })
      ).json()
    ).token;

    await sleep(2000);
    const before = [rssKb(a.pid), rssKb(b.pid)];

    // 10,000 idle sockets, half on each instance, opened 200 at a time.
    const t0 = performance.now();
    for (let i = 0; i < ids.length; i += 200) {
      const batch = ids.slice(i, i + 200).map((id, j) => socketOf((i + j) % 2 ? b.base : a.base, id));
      sockets.push(...(await Promise.all(batch)));
    }
    const connectS = (performance.now() - t0) / 1000;
    await sleep(5000);
    const after = [rssKb(a.pid), rssKb(b.pid)];
    const perSocketKb = [0, 1].map((i) => (after[i] - before[i]) / (ids.length / 2));

    // The owner listens on instance B; the admin approves on instance A.
    const ownerSocket = await socketOf(b.base, owner.id);
    sockets.push(ownerSocket);
    const heard = new Map();
    ownerSocket.on('user-notification', (n) => {
      if (n.status === 'public' && n.itemId) heard.get(n.itemId)?.(performance.now());
    });
    const call = async (base, method, path, token, body) => {
      const res = await fetch(`${base}/api/${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body && JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${path} -> ${res.status} ${await res.text()}`);
      return res.json();
    };
    const pending = [];
    for (let i = 0; i < APPROVALS; i++) {
      const item = await call(a.base, 'POST', 'libraryItem', ownerToken, {
        title: `Bench ${i}`,
        type: 'drill',
      });
      const { author: _author, ...body } = item;
      pending.push(
        await call(a.base, 'PUT', `libraryItem/${item._id}`, ownerToken, { ...body, status: 'pending' }),
      );
    }
    const delivery = [];
    const answer = [];
    let missed = 0;
    for (const item of pending) {
      const { author: _author, ...body } = item;
      const got = new Promise((resolve) => heard.set(item._id, resolve));
      const sent = performance.now();
      await call(a.base, 'PUT', `libraryItem/${item._id}`, adminToken, { ...body, status: 'public' });
      answer.push(performance.now() - sent);
      const at = await Promise.race([got, sleep(5000).then(() => null)]);
      if (at === null) missed += 1;
      else delivery.push(at - sent);
    }
    delivery.sort((x, y) => x - y);
    answer.sort((x, y) => x - y);

    const p99 = pct(delivery, 99);
    const f = (ms) => `${ms.toFixed(1)} ms`;
    console.log(
      `sockets: ${sockets.length - 1} idle (${ids.length / 2} per instance), opened in ${connectS.toFixed(1)} s`,
    );
    console.log(
      `memory: A ${(before[0] / 1024).toFixed(0)} → ${(after[0] / 1024).toFixed(0)} MB, ` +
        `B ${(before[1] / 1024).toFixed(0)} → ${(after[1] / 1024).toFixed(0)} MB; ` +
        `per socket A ${perSocketKb[0].toFixed(1)} KB, B ${perSocketKb[1].toFixed(1)} KB`,
    );
    console.log(
      `approve (on A) → owner's socket (on B), ${delivery.length} of ${APPROVALS} heard, ${missed} missed: ` +
        `p50 ${f(pct(delivery, 50))}, p99 ${f(p99)}, max ${f(delivery.at(-1))}`,
    );
    console.log(`the approve request's own answer: p50 ${f(pct(answer, 50))}, p99 ${f(pct(answer, 99))}`);
    const worstKb = Math.max(...perSocketKb);
    console.log(
      `${p99 <= TARGET_P99_MS && missed === 0 ? 'PASS' : 'FAIL'} delivery p99 ≤ ${TARGET_P99_MS} ms; ` +
        `${worstKb <= TARGET_KB_PER_SOCKET ? 'PASS' : 'FAIL'} ≤ ${TARGET_KB_PER_SOCKET} KB per socket`,
    );
    console.log(
      JSON.stringify({
        sockets: ids.length,
        approvals: APPROVALS,
        missed,
        p50: pct(delivery, 50),
        p99,
        max: delivery.at(-1),
        kbPerSocket: perSocketKb,
      }),
    );
  } finally {
    for (const s of sockets) s.disconnect();
    for (const s of servers) await s.stop();
    await sql(BASE_URL, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  }
}

await main();
