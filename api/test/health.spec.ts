import request from 'supertest';
import { sql } from 'drizzle-orm';
import { healthSchema } from '@handyq/shared/schemas';
import { DB_TARGETS } from './support/databases';
import { startTestApp, type TestApp } from './support/test-app';
import { DB, type DbHandle } from '../src/db/database';

describe.each(DB_TARGETS)('GET /api/health on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.close());

  it('answers 200 with the database up, on the configured driver', async () => {
    const res = await request(t.server).get('/api/health').expect(200);
    const body = healthSchema.parse(res.body);
    expect(body.status).toBe('ok');
    expect(body.db).toMatchObject({ driver: target.name, status: 'up' });
  });

  it('has applied the SQL migrations at boot (pg_trgm is there)', async () => {
    const handle = t.app.get<DbHandle>(DB);
    const res = await handle.db.execute(sql`select similarity('handstand', 'handstnd') as s`);
    const rows = (res as unknown as { rows: { s: number }[] }).rows;
    expect(Number(rows[0]?.s)).toBeGreaterThan(0.5);
  });

  it('answers 503 when the database is gone', async () => {
    const other = await startTestApp(target);
    try {
      await other.app.get<DbHandle>(DB).close();
      const res = await request(other.server).get('/api/health').expect(503);
      const body = healthSchema.parse(res.body);
      expect(body.status).toBe('error');
      expect(body.db).toMatchObject({ driver: target.name, status: 'down' });
    } finally {
      await other.close();
    }
  });
});
