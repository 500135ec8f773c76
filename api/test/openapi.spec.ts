import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DOCS_FILES } from '../src/openapi/docs-page';
import { ADMIN, ADMIN_ENV, apiClient, logIn, signUp, type Account, type ApiClient } from './support/accounts';
import { DB_TARGETS } from './support/databases';
import { ApiDocument, refsIn, resolvePointer, type Answer, type OpenApiDoc } from './support/openapi';
import { discoverRoutes } from './support/routes';
import { startTestApp, type TestApp } from './support/test-app';

describe.each(DB_TARGETS)('the API document on $name', (target) => {
  let t: TestApp;
  let api: ApiClient;
  let admin: Account;
  let doc: ApiDocument;
  /** Checks an answer against the document, and passes it on. */
  const documented = async <R extends Answer>(res: Promise<R> | R): Promise<R> => {
    const answer = await res;
    doc.check(answer);
    return answer;
  };

  beforeAll(async () => {
    t = await startTestApp(target, { env: { ...ADMIN_ENV, SIGNUP_LIMIT: '1000' } });
    api = apiClient(t, []);
    admin = await logIn(api, ADMIN.email, ADMIN.password);
    doc = new ApiDocument((await api.get('/api/openapi.json').expect(200)).body as OpenApiDoc);
  });
  afterAll(() => t.close());

  it('describes every route the app serves, and no route it does not', () => {
    const served = discoverRoutes(t.app);
    const described = doc.routeKeys();
    const missing = served.filter((r) => !described.includes(r));
    const extra = described.filter((r) => !served.includes(r));
    if (missing.length)
      throw new Error(
        `Served but missing from the API document (api/src/openapi/routes/): ${missing.join(', ')}`,
      );
    if (extra.length) throw new Error(`In the API document but not served: ${extra.join(', ')}`);
    expect(served.length).toBeGreaterThan(30);
  });

  it('is OpenAPI 3.1: every $ref resolves, every schema is valid JSON Schema 2020-12 (ajv, strict)', () => {
    expect(doc.doc.openapi).toMatch(/^3\.1\.\d+$/);
    const refs = refsIn(doc.doc);
    expect(refs.length).toBeGreaterThan(20);
    const broken = refs.filter(({ ref }) => resolvePointer(doc.doc, ref) === undefined);
    expect(broken).toEqual([]);
    expect(doc.compileAll()).toBeGreaterThan(50);
    const ids = Object.values(doc.doc.paths).flatMap((item) =>
      Object.values(item).map((op) => op.operationId),
    );
    expect(ids.every((id) => typeof id === 'string' && /^[a-z]+_[A-Za-z0-9_]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    // Every route that takes a token says so.
    const meOp = doc.operationFor('GET', '/api/auth/me').operation as { security?: unknown };
    expect(meOp.security).toEqual([{ bearer: [] }]);
  });

  it('is served as JSON, built once (the same bytes each time), and browsable at /api/docs', async () => {
    const a = await documented(api.get('/api/openapi.json').expect(200));
    const b = await api.get('/api/openapi.json').expect(200);
    expect(a.headers['content-type']).toMatch(/^application\/json/);
    expect(b.text).toBe(a.text);

    const page = await documented(api.get('/api/docs').expect(200));
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    // The strict policy holds here too: the page has no inline script.
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = [...page.text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map((s) => s[2]!.trim())).toEqual(['', '']);
    for (const [, src] of page.text.matchAll(/(?:src|href)="(\/api\/docs\/[^"]+)"/g)) {
      await documented(api.get(src!).expect(200));
    }
    await documented(api.get('/api/docs/..%2F..%2Fpackage.json').expect(404));
    await documented(api.get('/api/docs/constructor').expect(404));
  });

  it('THIRD_PARTY_NOTICES covers the third-party files /api/docs sends (npm run notices writes it)', () => {
    const root = path.resolve(__dirname, '../..');
    const notices = fs.readFileSync(path.join(root, 'THIRD_PARTY_NOTICES'), 'utf8');
    const { packages } = JSON.parse(fs.readFileSync(path.join(root, 'api/served-packages.json'), 'utf8')) as {
      packages: { name: string; files: string[] }[];
    };
    for (const p of packages) {
      const { version } = JSON.parse(fs.readFileSync(require.resolve(`${p.name}/package.json`), 'utf8')) as {
        version: string;
      };
      expect(notices).toContain(`${p.name} ${version}\nLicense: `);
      for (const file of p.files) expect(DOCS_FILES[file]?.file).toContain(p.name);
    }
  });

  it("the app's answers match their documented schemas (a sample of routes)", async () => {
    await documented(api.get('/api/health').expect(200));
    await documented(api.get('/api/health/live').expect(200));
    await documented(api.get('/api/health/ready').expect(200));
    await documented(api.get('/api/plans').expect(200));

    const signup = await documented(
      api
        .post('/api/auth/signup')
        .send({
          fullname: 'Olive Api',
          email: `olive-${randomUUID()}@example.com`,
          password: 'password-olive-1',
        })
        .expect(201),
    );
    const olive = signup.body as { token: string; user: { _id: string; email: string } };
    await documented(
      api.post('/api/auth/login').send({ email: olive.user.email, password: 'password-olive-1' }).expect(200),
    );
    await documented(api.get('/api/auth/me', olive.token).expect(200));
    await documented(api.get(`/api/user/${olive.user._id}`, olive.token).expect(200));
    await documented(api.get(`/api/user/${olive.user._id}`).expect(200));
    await documented(api.get('/api/user?limit=2', admin.token).expect(200));

    // The library: a visitor's list (the seeded items), one item, a create, a comment.
    const list = await documented(api.get('/api/libraryItem?limit=5').expect(200));
    expect((list.body as unknown[]).length).toBeGreaterThan(0);
    const first = (list.body as { _id: string }[])[0]!;
    await documented(api.get(`/api/libraryItem/${first._id}`).expect(200));
    const created = await documented(
      api
        .post('/api/libraryItem', olive.token)
        .send({ title: 'Wall walk', type: 'drill', tags: ['wall', 'wall'], body: 'Walk up the wall.' })
        .expect(201),
    );
    const itemId = (created.body as { _id: string })._id;
    await documented(api.get(`/api/libraryItem/${itemId}`, olive.token).expect(200));
    const workout = await documented(
      api
        .post('/api/libraryItem', olive.token)
        .send({ title: 'Morning', type: 'workout', body: [{ feature: 'holdOn', inputs: { holdTime: 30 } }] })
        .expect(201),
    );
    await documented(
      api.post(`/api/libraryItem/${itemId}/msg`, olive.token).send({ txt: 'Nice' }).expect(201),
    );
    await documented(
      api.delete(`/api/libraryItem/${(workout.body as { _id: string })._id}`, olive.token).expect(200),
    );

    // Notices.
    await documented(
      api.post(`/api/user/${olive.user._id}/notification`, olive.token).send({ txt: 'Hello' }).expect(201),
    );
    const notices = await documented(api.get('/api/notifications', olive.token).expect(200));
    const noticeId = (notices.body as { items: { _id: string }[] }).items[0]!._id;
    await documented(api.get('/api/notifications/unread-count', olive.token).expect(200));
    await documented(api.post(`/api/notifications/${noticeId}/read`, olive.token).expect(204));

    // The practice log: a new entry (201), the same again (200), the list, the stats.
    const entry = {
      _id: randomUUID(),
      tool: 'holdOn',
      favoriteName: '',
      inputs: { holdTime: 30, numSets: 1 },
      sets: [{ planned: 30, done: 28 }],
      startedAt: Date.now() - 120_000,
      endedAt: Date.now() - 60_000,
      line: { heldMs: 28_000, average: 80, worst: 60, points: [[0, 80]] },
    };
    await documented(api.post('/api/practiceLog', olive.token).send(entry).expect(201));
    await documented(api.post('/api/practiceLog', olive.token).send(entry).expect(200));
    await documented(
      api
        .post('/api/practiceLog', olive.token)
        .send({
          _id: randomUUID(),
          tool: 'workout',
          title: 'Morning',
          steps: [{ tool: 'drillDJ', sets: [{ planned: 5, done: 5 }] }],
          startedAt: Date.now() - 30_000,
          endedAt: Date.now() - 10_000,
          rating: 4,
        })
        .expect(201),
    );
    await documented(api.get('/api/practiceLog?limit=10', olive.token).expect(200));
    await documented(api.get('/api/practiceLog/stats?tz=Europe/Berlin', olive.token).expect(200));
    await documented(
      api.put(`/api/practiceLog/${entry._id}`, olive.token).send({ note: 'Solid' }).expect(200),
    );
  });

  it('error answers match the one documented error shape (400, 401, 403, 404, 409)', async () => {
    const bob = await signUp(api, 'Bob');
    const bad = await documented(api.post('/api/auth/signup').send({ email: 'nope' }).expect(400));
    expect(bad.body).toMatchObject({ statusCode: 400, fields: expect.any(Object) });
    await documented(api.get('/api/auth/me').expect(401));
    await documented(api.get('/api/libraryItem?limit=0').expect(400));
    await documented(api.get('/api/user', bob.token).expect(403));
    await documented(api.get(`/api/libraryItem/${randomUUID()}`).expect(404));
    await documented(api.put(`/api/practiceLog/${randomUUID()}`, bob.token).send({ rating: 3 }).expect(404));
    const me = (await api.get('/api/auth/me', bob.token).expect(200)).body as { version: number };
    await documented(
      api
        .put(`/api/user/${bob.user._id}`, bob.token)
        .send({ version: me.version + 5, bio: 'x' })
        .expect(409),
    );
  });

  it('refuses an answer that drifts from the document, naming the route', () => {
    const request = { method: 'GET', url: '/api/plans' };
    const plans = {
      trialMode: true,
      limits: {
        basic: { savedSequences: 3, customWorkouts: 1 },
        pro: { savedSequences: null, customWorkouts: null },
      },
    };
    const json = { 'content-type': 'application/json; charset=utf-8' };
    expect(() => doc.check({ status: 200, headers: json, body: plans, request })).not.toThrow();
    expect(() => doc.check({ status: 200, headers: json, body: { ...plans, extra: 1 }, request })).toThrow(
      /GET \/api\/plans 200: the answer does not match its schema/,
    );
    expect(() =>
      doc.check({ status: 200, headers: json, body: { trialMode: 'yes', limits: {} }, request }),
    ).toThrow(/\/trialMode must be boolean/);
    expect(() => doc.check({ status: 418, headers: json, body: {}, request })).toThrow(
      /answered 418, which the API document does not list/,
    );
    expect(() =>
      doc.check({ status: 200, headers: { 'content-type': 'text/plain' }, body: {}, request }),
    ).toThrow(/answered text\/plain/);
  });
});
