import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/database';
import { DB_TARGETS } from './support/databases';

const server = DB_TARGETS.find((t) => t.name === 'postgres');

// Two API instances deployed together boot at the same moment on one empty database.
(server ? describe : describe.skip)('migrations at boot on a PostgreSQL server', () => {
  it('two instances starting together on an empty database both come up, the migrations applied once', async () => {
    const { databaseUrl, drop } = await server!.create();
    try {
      const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl, dataDir: null })));
      try {
        const res = await handles[0]!.db.execute(
          sql`select count(*)::int as n, count(distinct hash)::int as d from drizzle.__drizzle_migrations`,
        );
        const { n, d } = (res as unknown as { rows: { n: number; d: number }[] }).rows[0]!;
        expect(n).toBe(d);
        expect(n).toBeGreaterThan(10);
        await handles[1]!.db.execute(sql`select count(*) from users`);
      } finally {
        await Promise.all(handles.map((h) => h.close()));
      }
    } finally {
      await drop();
    }
  });
});
