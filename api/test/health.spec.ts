import request from 'supertest';
import { sql } from 'drizzle-orm';
import { healthSchema, livenessSchema, readinessSchema } from '@handyq/domain/schemas';
import { DB_TARGETS } from './support/databases';
import { startTcpProxy } from './support/tcp-proxy';
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

describe.each(DB_TARGETS)('GET /api/health/live and /api/health/ready on $name', (target) => {
  it('live answers 200 without asking the database; ready names the database when it is gone', async () => {
    const t = await startTestApp(target);
    try {
      const live = livenessSchema.parse((await request(t.server).get('/api/health/live').expect(200)).body);
      expect(live.status).toBe('ok');
      const ready = readinessSchema.parse(
        (await request(t.server).get('/api/health/ready').expect(200)).body,
      );
      expect(ready).toEqual({
        status: 'ready',
        failed: [],
        checks: { database: { status: 'up', latencyMs: expect.any(Number) } },
      });

      await t.app.get<DbHandle>(DB).close();
      const down = readinessSchema.parse((await request(t.server).get('/api/health/ready').expect(503)).body);
      expect(down).toMatchObject({
        status: 'unavailable',
        failed: ['database'],
        checks: { database: { status: 'down' } },
      });
      await request(t.server).get('/api/health/live').expect(200);
    } finally {
      await t.close();
    }
  });

  it('ready checks Redis when REDIS_URL is set: 503 naming redis while it does not answer', async () => {
    const redis = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    const proxy = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
    const t = await startTestApp(target, {
      env: { REDIS_URL: `redis://127.0.0.1:${proxy.port}`, REDIS_PREFIX: `hq-ready-${process.pid}` },
    });
    // The probe's client (re)connects in the background: ready once it has.
    const readyAgain = async () => {
      let ready = await request(t.server).get('/api/health/ready');
      for (let i = 0; i < 50 && ready.status !== 200; i++) {
        await new Promise((r) => setTimeout(r, 100));
        ready = await request(t.server).get('/api/health/ready');
      }
      return ready;
    };
    try {
      const ready = await readyAgain();
      expect(readinessSchema.parse(ready.body)).toMatchObject({
        status: 'ready',
        failed: [],
        checks: { database: { status: 'up' }, redis: { status: 'up' } },
      });

      proxy.down();
      const down = readinessSchema.parse((await request(t.server).get('/api/health/ready').expect(503)).body);
      expect(down).toMatchObject({
        status: 'unavailable',
        failed: ['redis'],
        checks: { database: { status: 'up' }, redis: { status: 'down' } },
      });
      await request(t.server).get('/api/health/live').expect(200);
      // The old route checks the database only.
      await request(t.server).get('/api/health').expect(200);
      proxy.up();
      expect((await readyAgain()).status).toBe(200);
    } finally {
      await t.close();
      await proxy.close();
    }
  });
});
