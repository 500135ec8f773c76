import sharp from 'sharp';
import request from 'supertest';
import {
  NOT_IN_SCENARIOS,
  SCENARIOS,
  isCovered,
  requestsOf,
  runScenario,
  type Backend,
  type Upload,
} from '@handyq/scenarios';
import { ADMIN, ADMIN_ENV, apiClient, logIn } from './support/accounts';
import { DB_TARGETS } from './support/databases';
import { tinyMp4 } from './support/files';
import { ApiDocument, type OpenApiDoc } from './support/openapi';
import { discoverRoutes } from './support/routes';
import { startTestApp, type TestApp } from './support/test-app';

// The scenario suite (shared/scenarios/src) against the Nest app, on each database. One app
// per database runs every scenario in turn: each signs up its own accounts.

/** The file a scenario uploads, as the browser would send it. */
async function fileOf(upload: Upload): Promise<{ bytes: Buffer; filename: string; contentType: string }> {
  if (upload.image) {
    const { width, height } = upload.image;
    const bytes = await sharp({ create: { width, height, channels: 3, background: '#0b6e69' } })
      .png()
      .toBuffer();
    return { bytes, filename: 'picture.png', contentType: 'image/png' };
  }
  if (upload.video) return { bytes: tinyMp4(), filename: 'clip.mp4', contentType: 'video/mp4' };
  return { bytes: Buffer.from(upload.text ?? ''), filename: 'notes.txt', contentType: 'text/plain' };
}

describe.each(DB_TARGETS)('the scenario suite on the API ($name)', (target) => {
  let t: TestApp;
  const backend = { name: 'api' } as Backend;
  let doc: ApiDocument;
  /** Every answer a scenario got that its schema in the API document refuses (one per route and status). */
  const drift = new Map<string, string>();

  beforeAll(async () => {
    t = await startTestApp(target, {
      env: { ...ADMIN_ENV, SIGNUP_LIMIT: '100000', UPLOAD_LIMIT: '1000', FORGOT_PASSWORD_IP_LIMIT: '1000' },
    });
    const admin = await logIn(apiClient(t, []), ADMIN.email, ADMIN.password);
    backend.admin = { user: admin.user, token: admin.token };
    doc = new ApiDocument((await request(t.server).get('/api/openapi.json').expect(200)).body as OpenApiDoc);
    backend.send = async ({ method, path, body, token, upload }) => {
      const req = request(t.server)[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path);
      if (token) void req.set('Authorization', `Bearer ${token}`);
      if (upload) {
        const file = await fileOf(upload);
        void req.attach('file', file.bytes, { filename: file.filename, contentType: file.contentType });
      } else if (body !== undefined) {
        void req.send(body as object);
      }
      const res = await req;
      try {
        doc.check(res);
      } catch (err) {
        const message = (err as Error).message;
        drift.set(message.split(':')[0]!, message);
      }
      const json = /json/.test(String(res.headers['content-type'])) ? (res.body as unknown) : undefined;
      return { status: res.status, body: json, headers: res.headers as Record<string, string> };
    };
  });
  afterAll(() => t.close());

  it('has a scenario for every route the app serves, or says why not', () => {
    const routes = discoverRoutes(t.app);
    const requests = requestsOf(SCENARIOS);
    const missing = routes.filter((r) => !isCovered(r, requests) && !(r in NOT_IN_SCENARIOS));
    const needless = Object.keys(NOT_IN_SCENARIOS).filter(
      (r) => !routes.includes(r) || isCovered(r, requests),
    );
    expect({ missing, needless }).toEqual({ missing: [], needless: [] });
  });

  it.each(SCENARIOS.map((s) => [s.name, s] as const))('%s', async (_name, scenario) => {
    await runScenario(scenario, backend);
  });

  it('got only answers the API document describes (each checked against its schema)', () => {
    expect([...drift.values()]).toEqual([]);
  });
});
