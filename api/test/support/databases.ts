import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** A database an integration test runs against: PGlite always, the server when configured. */
export interface DbTarget {
  name: 'pglite' | 'postgres';
  /** Creates a fresh, empty database; returns its URL (undefined for PGlite) and a drop(). */
  create(): Promise<{ databaseUrl?: string; drop(): Promise<void> }>;
}

const pglite: DbTarget = {
  name: 'pglite',
  create: async () => ({ databaseUrl: undefined, drop: async () => {} }),
};

function postgres(baseUrl: string): DbTarget {
  return {
    name: 'postgres',
    async create() {
      const dbName = `handyq_test_${randomBytes(5).toString('hex')}`;
      const admin = new Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${dbName}`);
      await admin.end();
      const url = new URL(baseUrl);
      url.pathname = `/${dbName}`;
      return {
        databaseUrl: url.toString(),
        async drop() {
          const c = new Client({ connectionString: baseUrl });
          await c.connect();
          // A closed pool ends its clients without waiting for their sockets: give their
          // backends a moment to go, so FORCE does not kill one a closing client still reads
          // (its FATAL would surface as an unhandled error in whichever test runs next).
          for (let i = 0; i < 50; i++) {
            const { rows } = await c.query(
              'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
              [dbName],
            );
            if (rows[0].n === 0) break;
            await new Promise((r) => setTimeout(r, 20));
          }
          await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
          await c.end();
        },
      };
    },
  };
}

/** PGlite, plus the PostgreSQL server when DATABASE_URL is set (as in CI). */
export const DB_TARGETS: DbTarget[] = process.env.DATABASE_URL
  ? [pglite, postgres(process.env.DATABASE_URL)]
  : [pglite];
