import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbDriver = 'pglite' | 'postgres';

/** What `tryLock` answers: `fn`'s value, or `ran: false` when the lock was held elsewhere. */
export type LockedRun<T> = { ran: true; value: T } | { ran: false };

/** An open database: Drizzle on PGlite (embedded) or on a PostgreSQL server. */
export interface DbHandle {
  driver: DbDriver;
  db: Db;
  /**
   * Runs `fn` holding the advisory lock named `name` (a session lock, held on a connection of
   * its own while `fn` runs, whatever `fn` queries meanwhile), or answers `ran: false` at once
   * when another session holds it: another API instance on the same database. PGlite has one
   * session, in which the lock is taken again; one PGlite database serves one process only.
   */
  tryLock<T>(name: string, fn: () => Promise<T>): Promise<LockedRun<T>>;
  close(): Promise<void>;
}

const TRY_LOCK = 'SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked';
const UNLOCK = 'SELECT pg_advisory_unlock(hashtextextended($1, 0))';

export const DB = Symbol('DB');

const MIGRATIONS = path.join(__dirname, '..', '..', 'drizzle');

function migrationsFolder(): string {
  // Built code runs from api/dist/db, sources from api/src/db: both find api/drizzle,
  // and the build copies it to api/dist/drizzle too.
  for (const dir of [MIGRATIONS, path.join(__dirname, '..', 'drizzle')]) {
    if (fs.existsSync(path.join(dir, 'meta', '_journal.json'))) return dir;
  }
  throw new Error(`No migrations found near ${__dirname}`);
}

/** The session lock migrations are applied under on a PostgreSQL server ('hndyq' in ASCII). */
const MIGRATION_LOCK = 0x68_6e_64_79_71;

/**
 * Opens the database and applies the SQL migrations. With a URL, node-postgres against that
 * server; otherwise PGlite persisted under `dataDir/pg` (or in memory when dataDir is null).
 * `image` (in memory only): a dump of a database to start from instead of an empty one (tests
 * start each app from one made by this function, saving PGlite's initdb).
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string | null;
  image?: Blob;
}): Promise<DbHandle> {
  const migrationsDir = migrationsFolder();
  if (opts.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = drizzle(pool, { schema });
    // Instances booting together (a deploy of two replicas) migrate one after the other: the
    // next finds the migrations applied instead of creating the same tables again.
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      try {
        await migrate(drizzle(client, { schema }), { migrationsFolder: migrationsDir });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
      }
    } catch (err) {
      client.release(true);
      await pool.end();
      throw err;
    }
    client.release();
    const tryLock = async <T>(name: string, fn: () => Promise<T>): Promise<LockedRun<T>> => {
      const session = await pool.connect();
      let healthy = false;
      try {
        const { rows } = await session.query<{ locked: boolean }>(TRY_LOCK, [name]);
        if (!rows[0]!.locked) {
          healthy = true;
          return { ran: false };
        }
        try {
          return { ran: true, value: await fn() };
        } finally {
          await session.query(UNLOCK, [name]);
          healthy = true;
        }
      } finally {
        // A connection that failed is closed: its session ends, and any lock it held with it.
        session.release(!healthy);
      }
    };
    return { driver: 'postgres', db: db as unknown as Db, tryLock, close: once(() => pool.end()) };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dataDir: string | undefined;
  if (opts.dataDir) {
    fs.mkdirSync(opts.dataDir, { recursive: true });
    dataDir = path.join(opts.dataDir, 'pg');
  }
  const loadDataDir = dataDir ? undefined : opts.image;
  const client = new PGlite({ dataDir, loadDataDir, extensions: { pg_trgm } });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: migrationsDir });
  const tryLock = async <T>(name: string, fn: () => Promise<T>): Promise<LockedRun<T>> => {
    const { rows } = await client.query<{ locked: boolean }>(TRY_LOCK, [name]);
    if (!rows[0]!.locked) return { ran: false };
    try {
      return { ran: true, value: await fn() };
    } finally {
      await client.query(UNLOCK, [name]);
    }
  };
  return { driver: 'pglite', db: db as unknown as Db, tryLock, close: once(() => client.close()) };
}

/** close() may be called more than once (shutdown after a failure); it closes once. */
function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}
