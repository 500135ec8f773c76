import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { apiErrorSchema } from '@handyq/domain/schemas';
import { POPULAR_ITEM_ID } from '@handyq/domain';
import { apiClient, logIn, signUp, type ApiClient } from './support/accounts';
import { DB_TARGETS } from './support/databases';
import { tinyPng } from './support/files';
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

/** Limits per address count the caller behind the proxy, an IPv6 /64 as one address. */
describe.each(DB_TARGETS)('limits per address on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, {
      env: { FORGOT_PASSWORD_IP_LIMIT: '3', SIGNUP_LIMIT: '2', TRUST_PROXY: 'loopback' },
    });
  });
  afterAll(() => t.close());

  const forgot = (ip: string, email: string) =>
    request(t.server).post('/api/auth/forgot-password').set('X-Forwarded-For', ip).send({ email });
  const signup = (ip: string, name: string) =>
    request(t.server)
      .post('/api/auth/signup')
      .set('X-Forwarded-For', ip)
      .send({ fullname: name, email: `${name}@example.com`, password: 'proxied-pass-1' });

  it('forgot-password: FORGOT_PASSWORD_IP_LIMIT requests per address, whatever the emails, then 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await forgot('192.0.2.10', `someone${i}@example.com`)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect429(
      await forgot('192.0.2.10', 'yet-another@example.com'),
      /Too many reset requests from this address/,
    );
    // Another address is not held back; nor is an email refused from the busy one.
    await forgot('192.0.2.11', 'someone0@example.com').expect(200);
  });

  it('counts an IPv6 /64 as one address: signups and reset requests', async () => {
    await signup('2001:db8:aa:1::1', 'six-first').expect(201);
    await signup('2001:db8:aa:1:ffff:1:2:3', 'six-second').expect(201);
    expect429(await signup('2001:0db8:00aa:0001::9', 'six-third'), /Too many signups/);
    // The next /64 is another address; an IPv4 caller seen through IPv6 is that IPv4 address.
    await signup('2001:db8:aa:2::1', 'six-fourth').expect(201);
    await signup('::ffff:192.0.2.20', 'mapped-first').expect(201);
    await signup('192.0.2.20', 'mapped-second').expect(201);
    expect429(await signup('::ffff:192.0.2.20', 'mapped-third'), /Too many signups/);

    for (let i = 0; i < 3; i++) await forgot(`2001:db8:bb:1::${i + 1}`, `six${i}@example.com`).expect(200);
    expect429(await forgot('2001:db8:bb:1:abcd::1', 'six9@example.com'), /from this address/);
    await forgot('2001:db8:bb:2::1', 'six9@example.com').expect(200);
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

  async function burst(instances: [TestApp, ...TestApp[]]): Promise<void> {
    const victim = await signUp(apiClient(instances[0], []), 'Burst');
    const wrong = { email: victim.user.email, password: 'not-the-password' };
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        request(instances[i % instances.length]!.server)
          .post('/api/auth/login')
          .send(wrong),
      ),
    );
    const statuses = answers.map((r) => r.status);
    // At most LIMIT were checked (401); the rest were refused unchecked (429: over the limit,
    // or the server too busy hashing to try them, which still counts for the email).
    const tried = statuses.filter((s) => s === 401).length;
    expect(tried).toBeGreaterThan(0);
    expect(tried).toBeLessThanOrEqual(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - tried);
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

/** Limits on what a logged-in user does often: comments, password changes. */
describe.each(DB_TARGETS)('per-user limits on $name', (target) => {
  let t: TestApp;
  let api: ApiClient;
  beforeAll(async () => {
    t = await startTestApp(target, {
      env: {
        COMMENT_LIMIT: '3',
        LOGIN_FAIL_LIMIT: '3',
        UPLOAD_LIMIT: '2',
        ITEM_CREATE_LIMIT: '3',
        PRACTICE_LOG_CHANGE_LIMIT: '3',
        PRACTICE_LOG_STATS_LIMIT: '2',
      },
    });
    api = apiClient(t, []);
  });
  afterAll(() => t.close());

  it('comments: COMMENT_LIMIT per user, then 429 with Retry-After; others may still comment', async () => {
    const chatty = await signUp(api, 'Chatty');
    const quiet = await signUp(api, 'Quiet');
    const comment = (token: string, i: number) =>
      api.post(`/api/libraryItem/${POPULAR_ITEM_ID}/msg`, token).send({ txt: `Comment ${i}` });
    const answers = await Promise.all([0, 1, 2, 3, 4].map((i) => comment(chatty.token, i)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 201, 429, 429]);
    expect429(
      answers.find((r) => r.status === 429)!,
      /Too many comments/,
    );
    await comment(quiet.token, 9).expect(201);
    const item = await api.get(`/api/libraryItem/${POPULAR_ITEM_ID}`).expect(200);
    expect(item.body.msgs).toHaveLength(4);
  });

  it('new items: ITEM_CREATE_LIMIT per user, then 429 with Retry-After and nothing added; others may still add', async () => {
    const maker = await signUp(api, 'Maker');
    const other = await signUp(api, 'Othermaker');
    const create = (token: string, i: number) =>
      api.post('/api/libraryItem', token).send({ title: `Drill ${i}`, type: 'drill' });
    // a refused form costs no place
    await api.post('/api/libraryItem', maker.token).send({ title: '' }).expect(400);
    const answers = await Promise.all([0, 1, 2, 3, 4].map((i) => create(maker.token, i)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 201, 429, 429]);
    expect429(
      answers.find((r) => r.status === 429)!,
      /Too many new items/,
    );
    const mine = await api.get(`/api/libraryItem?author=${maker.user._id}`, maker.token).expect(200);
    expect(mine.body).toHaveLength(3);
    await create(other.token, 9).expect(201);
  });

  it('list pages carry no comments; the item page does', async () => {
    const reader = await signUp(api, 'Reader');
    await api
      .post(`/api/libraryItem/${POPULAR_ITEM_ID}/msg`, reader.token)
      .send({ txt: 'x'.repeat(2000) })
      .expect(201);
    const list = await api.get('/api/libraryItem?limit=500').expect(200);
    expect(list.body.length).toBeGreaterThan(0);
    for (const item of list.body) expect(item).not.toHaveProperty('msgs');
    expect(list.text).not.toContain('x'.repeat(2000));
    const one = await api.get(`/api/libraryItem/${POPULAR_ITEM_ID}`).expect(200);
    expect(one.body.msgs.map((m: { txt: string }) => m.txt)).toContain('x'.repeat(2000));
  });

  it('practice-log edits and deletes: PRACTICE_LOG_CHANGE_LIMIT per user, then 429 and nothing changed', async () => {
    const logger = await signUp(api, 'Logger');
    const other = await signUp(api, 'Otherlogger');
    const entry = (startedAt: number) => ({
      _id: randomUUID(),
      tool: 'drillDJ',
      sets: [{ planned: 5, done: 5 }],
      startedAt,
      endedAt: startedAt + 60_000,
    });
    const first = entry(Date.now() - 3_600_000);
    const second = entry(Date.now() - 1_800_000);
    for (const e of [first, second]) await api.post('/api/practiceLog', logger.token).send(e).expect(201);
    const edit = (note: string) => api.put(`/api/practiceLog/${first._id}`, logger.token).send({ note });
    const answers = await Promise.all(['a', 'b', 'c', 'd'].map(edit));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 429]);
    expect429(
      answers.find((r) => r.status === 429)!,
      /Too many changes to your practice log/,
    );
    expect429(
      await api.delete(`/api/practiceLog/${second._id}`, logger.token),
      /Too many changes to your practice log/,
    );
    const kept = await api.get('/api/practiceLog', logger.token).expect(200);
    expect(kept.body.map((e: { _id: string }) => e._id).sort()).toEqual([first._id, second._id].sort());
    // Someone else's count is their own.
    const theirs = entry(Date.now() - 600_000);
    await api.post('/api/practiceLog', other.token).send(theirs).expect(201);
    await api.delete(`/api/practiceLog/${theirs._id}`, other.token).expect(200);
  });

  it('practice-log stats: PRACTICE_LOG_STATS_LIMIT worked out per user, then 429', async () => {
    const curious = await signUp(api, 'Curious');
    const stats = (token: string, tz: string) => api.get(`/api/practiceLog/stats?tz=${tz}`, token);
    const zones = ['UTC', 'Europe/Paris', 'Asia/Tokyo', 'America/New_York'];
    const answers = await Promise.all(zones.map((tz) => stats(curious.token, tz)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 429, 429]);
    expect429(
      answers.find((r) => r.status === 429)!,
      /Too many stats requests/,
    );
    const other = await signUp(api, 'Othercurious');
    await stats(other.token, 'UTC').expect(200);
  });

  it('uploads: UPLOAD_LIMIT per user, images and videos alike, refused before the file is read', async () => {
    const uploader = await signUp(api, 'Uploader');
    const png = await tinyPng('#3a7', 8);
    const image = () =>
      api
        .post('/api/upload/image', uploader.token)
        .attach('file', png, { filename: 'a.png', contentType: 'image/png' });
    await image().expect(201);
    await image().expect(201);
    expect429(await image(), /Too many uploads/);
    const video = await api
      .post('/api/upload/video', uploader.token)
      .attach('file', Buffer.from('not even read'), { filename: 'v.mp4', contentType: 'video/mp4' });
    expect429(video, /Too many uploads/);
    const other = await signUp(api, 'OtherUploader');
    await api
      .post('/api/upload/image', other.token)
      .attach('file', png, { filename: 'a.png', contentType: 'image/png' })
      .expect(201);
  });

  it('change-password: wrong current passwords limited like logins, counted before the check', async () => {
    const owner = await signUp(api, 'Owner');
    const change = (currentPassword: string) =>
      api
        .post(`/api/user/${owner.user._id}/change-password`, owner.token)
        .send({ currentPassword, newPassword: 'a-new-password-1' });
    const answers = await Promise.all(Array.from({ length: 12 }, () => change('a-wrong-guess')));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9);
    expect429(
      answers.find((r) => r.status === 429)!,
      /Too many wrong passwords/,
    );
    // The right password is refused too until the window ends: guessing gains nothing.
    expect429(await change(owner.password), /Too many wrong passwords/);
    await logIn(api, owner.user.email, owner.password);
  });
});

describe.each(DB_TARGETS)('failed logins per address on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, { env: { LOGIN_IP_FAIL_LIMIT: '5', TRUST_PROXY: 'loopback' } });
  });
  afterAll(() => t.close());

  const login = (ip: string, email: string, password: string) =>
    request(t.server).post('/api/auth/login').set('X-Forwarded-For', ip).send({ email, password });

  it('LOGIN_IP_FAIL_LIMIT failures from one address, any emails, then 429; other addresses unaffected', async () => {
    const real = await signUp(apiClient(t, []), 'Real');
    // A success gives its attempt back: a real user behind a busy address is never counted.
    for (let i = 0; i < 8; i++) await login('198.51.100.7', real.user.email, real.password).expect(200);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await login('198.51.100.7', `nobody${i}@example.com`, 'wrong-wrong')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect429(
      await login('198.51.100.7', 'nobody@example.com', 'wrong-wrong'),
      /Too many failed logins from this address/,
    );
    expect429(await login('198.51.100.7', real.user.email, real.password), /from this address/);
    await login('198.51.100.8', real.user.email, real.password).expect(200);
  });
});
