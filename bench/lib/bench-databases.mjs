// What the API benches that seed a database share: a list of things to undo (run at the end, on
// a failure and on Ctrl-C), clients of the API's own database drivers, and a throwaway database
// on a PostgreSQL server or a throwaway DATA_DIR (PGlite's) for one run.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './api-process.mjs';

/** The PostgreSQL server a bench makes its database on. */
export const ADMIN_DB_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

// The API's own database drivers.
const requireApi = createRequire(path.join(ROOT, 'api/package.json'));

/** Everything to undo, last first. */
export const cleanups = [];
/** Undoes everything registered, each step on its own (a failing one is reported, the rest run). */
export async function cleanUp() {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch (err) {
      console.error(`clean-up: ${err instanceof Error ? err.message : err}`);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  });
}

/** A PostgreSQL connection (pg's Client). */
export async function pgClient(url) {
  const { Client } = requireApi('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  return { query: (sql, params) => client.query(sql, params), close: () => client.end() };
}

/** PGlite on a server's data dir, opened as api/src/db/database.ts opens it (server stopped). */
export async function pgliteClient(dataDir) {
  const { PGlite } = requireApi('@electric-sql/pglite');
  const { pg_trgm } = requireApi('@electric-sql/pglite/contrib/pg_trgm');
  const db = new PGlite({ dataDir: path.join(dataDir, 'pg'), extensions: { pg_trgm } });
  await db.waitReady;
  return { query: (sql, params) => db.query(sql, params), close: () => db.close() };
}

/** A new database `name` on ADMIN_DB_URL's server, dropped at clean-up; its URL. */
export async function throwawayDatabase(name) {
  const admin = await pgClient(ADMIN_DB_URL);
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.close();
  }
  cleanups.push(async () => {
    const again = await pgClient(ADMIN_DB_URL);
    try {
      await again.query(`drop database if exists ${name} with (force)`);
    } finally {
      await again.close();
    }
  });
  const url = new URL(ADMIN_DB_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new directory under the system's temp dir (`<prefix>` and a random tail), removed at clean-up. */
export function tempDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}
