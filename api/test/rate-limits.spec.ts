import request from 'supertest';
import { apiErrorSchema } from '@handyq/shared/schemas';
import { apiClient, logIn, signUp, type ApiClient } from './support/accounts';
import { DB_TARGETS } from './support/databases';
import { startTestApp, type TestApp } from './support/test-app';

/** Small limits so a test reaches them; the defaults (10, 5, 100) are in config.spec.ts. */
const ENV = { LOGIN_FAIL_LIMIT: '3', FORGOT_PASSWORD_LIMIT: '2', SIGNUP_LIMIT: '4' };

function expect429(
  res: { status: number; headers: Record<string, string>; body: unknown },
  text: RegExp,
): void {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  const body = apiErrorSchema.strict().parse(res.body);
  expect(body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
  expect(body.message).toMatch(text);
  expect(body.err).toBe(body.message);
}

describe.each(DB_TARGETS)('rate limits on the auth routes on $name', (target) => {
  let t: TestApp;
  let api: ApiClient;
  /** An email with an account (set by the first test). */
  let knownEmail = '';
  beforeAll(async () => {
    t = await startTestApp(target, { env: ENV });
    api = apiClient(t, []);
  });
  afterAll(() => t.close());

  it('locks an email after LOGIN_FAIL_LIMIT failed logins, the right password too; others unaffected', async () => {
    const victim = await signUp(api, 'Victim');
    const bystander = await signUp(api, 'Bystander');
    knownEmail = bystander.user.email;
    const wrong = { email: victim.user.email, password: 'guess-guess' };
    // A success clears the count: 2 failures, a success, then 3 more failures are needed.
    for (let i = 0; i < 2; i++) await api.post('/api/auth/login').send(wrong).expect(401);
    await logIn(api, victim.user.email, victim.password);
    for (let i = 0; i < 3; i++) await api.post('/api/auth/login').send(wrong).expect(401);
    expect429(await api.post('/api/auth/login').send(wrong), /Too many failed logins/);
    const right = await api
      .post('/api/auth/login')
      .send({ email: victim.user.email.toUpperCase(), password: victim.password });
    expect429(right, /Too many failed logins/);
    await logIn(api, bystander.user.email, bystander.password);
    // A token issued before still works: the limit is on logging in, not on the account.
    await api.get('/api/auth/me', victim.token).expect(200);
  });

  it('answers 429 after FORGOT_PASSWORD_LIMIT requests for one email, known or not', async () => {
    for (const email of [knownEmail, 'nobody-at-all@example.com']) {
      for (let i = 0; i < 2; i++) await api.post('/api/auth/forgot-password').send({ email }).expect(200);
      expect429(await api.post('/api/auth/forgot-password').send({ email }), /Too many reset requests/);
    }
    await api.post('/api/auth/forgot-password').send({ email: 'someone-else@example.com' }).expect(200);
  });

  it('answers 429 after SIGNUP_LIMIT signups from one address', async () => {
    // Two signups above, then two more reach the limit of 4.
    await signUp(api, 'Third');
    await signUp(api, 'Fourth');
    const res = await api
      .post('/api/auth/signup')
      .send({ fullname: 'Fifth', email: 'fifth@example.com', password: 'fifth-password' });
    expect429(res, /Too many signups/);
    await api
      .post('/api/auth/login')
      .send({ email: 'fifth@example.com', password: 'fifth-password' })
      .expect(401);
  });

  it('counts signups by the proxied address when TRUST_PROXY is set', async () => {
    const behind = await startTestApp(target, {
      env: { ...ENV, SIGNUP_LIMIT: '1', TRUST_PROXY: 'loopback' },
    });
    try {
      const signup = (ip: string, name: string) =>
        request(behind.server)
          .post('/api/auth/signup')
          .set('X-Forwarded-For', ip)
          .send({ fullname: name, email: `${name}@example.com`, password: 'proxied-pass-1' });
      await signup('203.0.113.1', 'first').expect(201);
      await signup('203.0.113.2', 'second').expect(201);
      expect((await signup('203.0.113.1', 'third')).status).toBe(429);
    } finally {
      await behind.close();
    }
  });
});

/**
 * The login limit under a burst: every attempt is counted and checked in one statement before
 * the password is verified, so of 60 parallel wrong logins exactly LOGIN_FAIL_LIMIT are tried,
 * whichever instance they reach.
 */
describe.each(DB_TARGETS)('parallel wrong logins on $name', (target) => {
  const LIMIT = 10;
  const env = { LOGIN_FAIL_LIMIT: String(LIMIT) };

  async function burst(instances: TestApp[]): Promise<void> {
    const victim = await signUp(apiClient(instances[0], []), 'Burst');
    const wrong = { email: victim.user.email, password: 'not-the-password' };
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        request(instances[i % instances.length].server)
          .post('/api/auth/login')
          .send(wrong),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - LIMIT);
    for (const t of instances) {
      const right = await request(t.server)
        .post('/api/auth/login')
        .send({ email: victim.user.email, password: victim.password });
      expect429(right, /Too many failed logins/);
    }
  }

  it('60 at once on one instance: LOGIN_FAIL_LIMIT are tried, then the right password gets 429', async () => {
    const t = await startTestApp(target, { env });
    try {
      await burst([t]);
    } finally {
      await t.close();
    }
  });

  if (target.name === 'postgres') {
    it('60 at once spread over two API instances on one database: the same limit holds', async () => {
      const a = await startTestApp(target, { env });
      try {
        const b = await startTestApp(target, { env, sharing: a });
        try {
          await burst([a, b]);
        } finally {
          await b.close();
        }
      } finally {
        await a.close();
      }
    });
  }
});
