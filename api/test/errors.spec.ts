import request from 'supertest';
import { apiErrorSchema, type ApiError } from '@handyq/domain/schemas';
import { DB_TARGETS } from './support/databases';
import { apiClient, signUp } from './support/accounts';
import { LogRecorder } from './support/log-recorder';
import { ProbeController } from './support/probe.controller';
import { startTestApp, type TestApp } from './support/test-app';

/** Every error body must be exactly the API's error shape: no stack, no extra keys. */
const strictApiError = apiErrorSchema.strict();

/** One body per kind of error, printed once after the run so it shows what callers get. */
const shown = new Map<string, ApiError>();
function show(kind: string, body: ApiError): void {
  if (!shown.has(kind)) shown.set(kind, body);
}
afterAll(() => {
  const lines = [...shown].map(([kind, body]) => `  ${kind}:\n    ${JSON.stringify(body)}`);
  process.stdout.write(`\nError bodies the API answers:\n${lines.join('\n')}\n\n`);
});

describe.each(DB_TARGETS)('errors answered as JSON on $name', (target) => {
  let t: TestApp;
  const logs = new LogRecorder();
  beforeAll(async () => {
    t = await startTestApp(target, { controllers: [ProbeController], logger: logs });
  });
  afterAll(() => t.close());

  it('logs which query parameters a request used, never what was typed into them', async () => {
    await request(t.server)
      .get('/api/libraryItem?txt=ada%40example.com%20private&tags=secret-tag&bare-value')
      .expect(200);
    const line = logs.records.find((r) => String(r.msg).startsWith('GET /api/libraryItem?'));
    expect(line?.msg).toMatch(
      /^GET \/api\/libraryItem\?txt=\[Redacted\]&tags=\[Redacted\]&\[Redacted\] 200 \d+ ms$/,
    );
    for (const raw of logs.raw) expect(raw).not.toMatch(/ada|private|secret-tag|bare-value/);
  });

  it('answers a valid body with the parsed value, unknown keys dropped', async () => {
    const res = await request(t.server)
      .post('/api/probe/echo')
      .send({ email: 'ada@example.com', age: 36, isAdmin: true })
      .expect(201);
    expect(res.body).toEqual({ email: 'ada@example.com', age: 36 });
  });

  it('answers malformed JSON with 400', async () => {
    const res = await request(t.server)
      .post('/api/probe/echo')
      .set('Content-Type', 'application/json')
      .send('{"email": "ada@example.com", ')
      .expect(400);
    const body = strictApiError.parse(res.body);
    expect(body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Malformed JSON in request body',
    });
    show('400 malformed JSON', body);
  });

  it('answers a body that fails its schema with 400 naming each field', async () => {
    const res = await request(t.server)
      .post('/api/probe/echo')
      .send({ email: 'not-an-email', age: -1, address: { city: '' } })
      .expect(400);
    const body = strictApiError.parse(res.body);
    expect(body.error).toBe('Bad Request');
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(['address.city', 'age', 'email']);
    expect(body.fields?.email).toMatch(/email/i);
    expect(body.message).toBe('Invalid request body: email, age, address.city');
    show('400 validation', body);
  });

  it('answers a missing body and a bad query parameter with 400 too', async () => {
    const noBody = strictApiError.parse((await request(t.server).post('/api/probe/echo').expect(400)).body);
    expect(Object.keys(noBody.fields ?? {})).toEqual(['body']);
    const query = strictApiError.parse(
      (await request(t.server).get('/api/probe/list?limit=500').expect(400)).body,
    );
    expect(Object.keys(query.fields ?? {})).toEqual(['limit']);
    const ok = await request(t.server).get('/api/probe/list?limit=5').expect(200);
    expect(ok.body).toEqual({ limit: 5 });
  });

  it('answers a body over the limit (1 MB) with 413, and reads one under it', async () => {
    const big = JSON.stringify({ email: 'x'.repeat(1100 * 1024) });
    const res = await request(t.server)
      .post('/api/probe/echo')
      .set('Content-Type', 'application/json')
      .send(big)
      .expect(413);
    const body = strictApiError.parse(res.body);
    expect(body).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
    expect(body.message).toMatch(/larger than 1mb/);
    show('413 body too large', body);
    // 900 KB is read (and then fails validation on the field, not the size).
    const under = await request(t.server)
      .post('/api/probe/echo')
      .send({ email: 'x'.repeat(900 * 1024), age: 1 })
      .expect(400);
    expect(strictApiError.parse(under.body).fields).toHaveProperty('email');
  });

  it('answers an unknown route under /api with a JSON 404', async () => {
    const res = await request(t.server).get('/api/no-such-route').expect(404);
    expect(res.headers['content-type']).toContain('application/json');
    const body = strictApiError.parse(res.body);
    expect(body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Cannot GET /api/no-such-route' });
    show('404 unknown route', body);
    await request(t.server).post('/api/no-such-route').send({}).expect(404);
  });

  it('answers an unexpected error with a bare 500, logged with the request id', async () => {
    logs.clear();
    const res = await request(t.server).get('/api/probe/broken').expect(500);
    const body = strictApiError.parse(res.body);
    expect(body).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Internal server error',
    });
    expect(res.text).not.toMatch(/no_such_table|secret_column|select|stack|\bat /i);
    show('500 unexpected error', body);

    const id = String(res.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const logged = logs.lines.filter((l) => l.level === 'error' && l.text.includes(id));
    expect(logged).toHaveLength(1);
    expect(logged[0]?.text).toContain('GET /api/probe/broken');
    expect(logged[0]?.text).toContain('no_such_table');
    // JSON lines: the error and the request's own line, both with the id the answer gave.
    const mine = logs.records.filter((r) => r.reqId === id);
    expect(mine.map((r) => [r.level, r.context ?? 'request'])).toEqual([
      ['error', 'HttpExceptionFilter'],
      ['error', 'request'],
    ]);
    expect(mine[1]).toMatchObject({
      req: { method: 'GET', url: '/api/probe/broken' },
      res: { statusCode: 500 },
    });
    expect(mine[1]?.responseTime).toEqual(expect.any(Number));
  });

  it('never logs the parameters of a failed query (an email and a password hash here)', async () => {
    logs.clear();
    await request(t.server).get('/api/probe/failed-insert').expect(500);
    const text = logs.raw.join('\n');
    expect(text).toContain('insert into no_such_table');
    expect(text).toContain('no_such_table');
    expect(text).not.toContain('probe-secret');
    expect(text).not.toContain('$argon2');
    expect(text).not.toMatch(/params:/);
  });

  it("puts the request's id and, once the token is checked, its user on a service's log line", async () => {
    const { user, token } = await signUp(apiClient(t, []), 'Logged');
    const res = await request(t.server)
      .get('/api/probe/logged')
      .set('Authorization', `Bearer ${token}`)
      .set('X-Request-Id', 'probe-logged-1')
      .expect(200);
    expect(res.headers['x-request-id']).toBe('probe-logged-1');
    const mine = logs.records.filter((r) => r.reqId === 'probe-logged-1');
    expect(mine).toEqual([
      expect.objectContaining({ level: 'warn', context: 'Probe', userId: user._id }),
      expect.objectContaining({ level: 'info', userId: user._id, res: { statusCode: 200 } }),
    ]);
    for (const line of logs.raw) expect(line).not.toContain(token);
  });

  it('gives every response an X-Request-Id, keeping one the caller sent', async () => {
    const health = await request(t.server).get('/api/health').expect(200);
    expect(health.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const page = await request(t.server).get('/some/page');
    expect(page.headers['x-request-id']).toBeDefined();
    const kept = await request(t.server).get('/api/health').set('X-Request-Id', 'proxy-42').expect(200);
    expect(kept.headers['x-request-id']).toBe('proxy-42');
    const replaced = await request(t.server).get('/api/health').set('X-Request-Id', 'bad id\u00e9');
    expect(replaced.headers['x-request-id']).not.toBe('bad id\u00e9');
    // The log knows each request by the id its answer gave: one line each, with its status.
    for (const [res, url] of [
      [health, '/api/health'],
      [page, '/some/page'],
      [kept, '/api/health'],
      [replaced, '/api/health'],
    ] as const) {
      const lines = logs.records.filter((r) => r.reqId === res.headers['x-request-id']);
      expect(lines).toEqual([
        expect.objectContaining({ req: { method: 'GET', url }, res: { statusCode: res.status } }),
      ]);
    }
  });
});
