import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { apiErrorSchema, authResponseSchema, userSchema } from '@handyq/domain/schemas';
import { DB, type DbHandle } from '../src/db/database';
import { MailService } from '../src/mail/mail.service';
import { AdminSeed } from '../src/users/admin-seed';
import {
  ADMIN,
  ADMIN_ENV,
  apiClient,
  assertNoSecrets,
  logIn,
  signUp,
  type ApiClient,
} from './support/accounts';
import { DB_TARGETS } from './support/databases';
import { LogRecorder } from './support/log-recorder';
import { startSmtpSink } from './support/smtp-sink';
import { startTestApp, type TestApp } from './support/test-app';

const PUBLIC_URL = 'https://handyq.example';
const SAME_ANSWER = { message: 'If an account exists for this email, a reset link is on its way.' };

describe.each(DB_TARGETS)('auth API on $name', (target) => {
  let t: TestApp;
  let api: ApiClient;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  const seen: string[] = [];
  const passwords: string[] = [ADMIN.password];
  const logs = new LogRecorder();

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp(target, { logger: logs, env: { ...ADMIN_ENV, SMTP_URL: smtp.url, PUBLIC_URL } });
    api = apiClient(t, seen);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  describe('POST /api/auth/signup', () => {
    it('makes a basic account with the signup defaults and answers { user, token }', async () => {
      const res = await api
        .post('/api/auth/signup')
        .send({ fullname: '  Ada Lovelace ', email: 'Ada.Lovelace@Example.com', password: 'analytical-1' })
        .expect(201);
      passwords.push('analytical-1');
      const { token } = authResponseSchema.parse(res.body);
      expect(Object.keys(res.body).sort()).toEqual(['token', 'user']);
      const user = userSchema.strict().parse(res.body.user);
      expect(user).toEqual({
        _id: expect.any(String),
        fullname: 'Ada Lovelace',
        username: 'ada.lovelace',
        email: 'ada.lovelace@example.com',
        isAdmin: false,
        imgUrl: '/api/avatars/default.svg',
        instagram: '',
        facebook: '',
        youtube: '',
        website: '',
        other: '',
        bio: '',
        score: 10000,
        plan: { tier: 'basic' },
        generalSettings: { voiceURI: 'default' },
        settings: {},
        favorites: {},
        notifications: [],
        version: 1,
      });
      const me = await api.get('/api/auth/me', token).expect(200);
      expect(me.body).toEqual(user);
    });

    it('refuses an email already used, in any case, with 409', async () => {
      for (const email of ['ada.lovelace@example.com', 'ADA.LOVELACE@EXAMPLE.COM']) {
        const res = await api
          .post('/api/auth/signup')
          .send({ fullname: 'Other Ada', email, password: 'another-pass-1' })
          .expect(409);
        expect(apiErrorSchema.strict().parse(res.body)).toEqual({
          statusCode: 409,
          error: 'Conflict',
          message: 'An account with this email already exists.',
          err: 'An account with this email already exists.',
        });
      }
      const admins = await api.get('/api/user', (await logIn(api, ADMIN.email, ADMIN.password)).token);
      expect(admins.body.filter((u: { email: string }) => u.email.startsWith('ada')).length).toBe(1);
    });

    it('answers 400 naming the missing or bad fields', async () => {
      const empty = apiErrorSchema.parse((await api.post('/api/auth/signup').send({}).expect(400)).body);
      expect(Object.keys(empty.fields ?? {}).sort()).toEqual(['email', 'fullname', 'password']);
      const bad = apiErrorSchema.parse(
        (
          await api
            .post('/api/auth/signup')
            .send({ fullname: 'x', email: 'not-an-email', password: 'short' })
            .expect(400)
        ).body,
      );
      expect(bad.fields).toEqual({
        email: 'Please enter a valid email address.',
        password: 'Password must be at least 8 characters.',
      });
      await api
        .post('/api/auth/signup')
        .send({ fullname: 'x', email: 'a@b.co', password: 'p'.repeat(201) })
        .expect(400);
    });
  });

  describe('POST /api/auth/login', () => {
    it('logs in with the email in any case', async () => {
      const res = await api
        .post('/api/auth/login')
        .send({ email: ' ADA.lovelace@example.com ', password: 'analytical-1' })
        .expect(200);
      const body = authResponseSchema.parse(res.body);
      expect(body.user.email).toBe('ada.lovelace@example.com');
      await api.get('/api/auth/me', body.token).expect(200);
    });

    it('answers a wrong password and an unknown email alike: 401 Wrong email or password.', async () => {
      const wrong = await api
        .post('/api/auth/login')
        .send({ email: 'ada.lovelace@example.com', password: 'not-it-at-all' })
        .expect(401);
      const unknown = await api
        .post('/api/auth/login')
        .send({ email: 'nobody@example.com', password: 'not-it-at-all' })
        .expect(401);
      expect(wrong.body).toEqual(unknown.body);
      expect(wrong.body).toMatchObject({
        statusCode: 401,
        message: 'Wrong email or password.',
        err: 'Wrong email or password.',
      });
    });

    it('answers 400 to missing fields', async () => {
      const res = await api.post('/api/auth/login').send({ email: '' }).expect(400);
      expect(apiErrorSchema.parse(res.body).fields).toEqual({
        email: 'Please enter both email and password.',
        password: expect.any(String),
      });
    });
  });

  describe('GET /api/auth/me', () => {
    it('answers 401 without a token, with a bad, a forged or an expired one', async () => {
      await api.get('/api/auth/me').expect(401);
      await api.get('/api/auth/me', 'garbage').expect(401);
      const { token, user } = await logIn(api, 'ada.lovelace@example.com', 'analytical-1');
      const [h, p] = token.split('.');
      await api.get('/api/auth/me', `${h}.${p}.${'A'.repeat(43)}`).expect(401);
      const expired = Buffer.from(JSON.stringify({ sub: user._id, tv: 0, iat: 1, exp: 2 })).toString(
        'base64url',
      );
      await api.get('/api/auth/me', `${h}.${expired}.${token.split('.')[2]}`).expect(401);
      const res = await api.get('/api/auth/me', token).expect(200);
      expect(res.body._id).toBe(user._id);
    });
  });

  describe('forgot and reset password, through a real SMTP server', () => {
    const linkIn = (text: string) =>
      new RegExp(`${PUBLIC_URL}/reset-password\\?token=([\\w-]+)`).exec(text)?.[1];
    /** The mail work of the requests answered so far has ended (it runs after the answer). */
    const mailed = () => t.app.get(MailService).idle();

    it('mails a link for a known email and answers an unknown one the same, mailing nothing', async () => {
      const before = smtp.mails.length;
      const known = await api
        .post('/api/auth/forgot-password')
        .send({ email: 'Ada.Lovelace@example.com' })
        .expect(200);
      const unknown = await api
        .post('/api/auth/forgot-password')
        .send({ email: 'nobody@example.com' })
        .expect(200);
      expect(known.body).toEqual(SAME_ANSWER);
      expect(unknown.body).toEqual(SAME_ANSWER);
      await mailed();
      expect(smtp.mails.length).toBe(before + 1);
      expect(smtp.mails.at(-1)?.to).toEqual(['ada.lovelace@example.com']);
      expect(linkIn(smtp.mails.at(-1)!.text)).toBeDefined();
      const res = await api.post('/api/auth/forgot-password').send({}).expect(400);
      expect(apiErrorSchema.parse(res.body).fields).toHaveProperty('email');
    });

    it('resets with the mailed link once; old tokens die; the new password logs in', async () => {
      const session = await logIn(api, 'ada.lovelace@example.com', 'analytical-1');
      await api.post('/api/auth/forgot-password').send({ email: 'ada.lovelace@example.com' }).expect(200);
      await mailed();
      const token = linkIn(smtp.mails.at(-1)!.text)!;
      const res = await api
        .post('/api/auth/reset-password')
        .send({ token, newPassword: 'difference-engine' })
        .expect(200);
      passwords.push('difference-engine');
      expect(res.body).toEqual({ message: 'Password reset successful. You can now log in.' });
      await api.get('/api/auth/me', session.token).expect(401);
      await api
        .post('/api/auth/login')
        .send({ email: 'ada.lovelace@example.com', password: 'analytical-1' })
        .expect(401);
      await logIn(api, 'ada.lovelace@example.com', 'difference-engine');
      const again = await api
        .post('/api/auth/reset-password')
        .send({ token, newPassword: 'third-password' })
        .expect(400);
      expect(again.body).toMatchObject({
        message: 'This reset link is invalid or has expired. Please ask for a new one.',
        err: 'This reset link is invalid or has expired. Please ask for a new one.',
      });
      await logIn(api, 'ada.lovelace@example.com', 'difference-engine');
    });

    it('refuses an expired link, an unknown one and a short password', async () => {
      await api.post('/api/auth/forgot-password').send({ email: 'ada.lovelace@example.com' }).expect(200);
      await mailed();
      const token = linkIn(smtp.mails.at(-1)!.text)!;
      const short = await api
        .post('/api/auth/reset-password')
        .send({ token, newPassword: 'short' })
        .expect(400);
      expect(apiErrorSchema.parse(short.body).fields).toHaveProperty('newPassword');
      await t.app
        .get<DbHandle>(DB)
        .db.execute(sql`update password_resets set expires_at = now() - interval '1 second'`);
      await api.post('/api/auth/reset-password').send({ token, newPassword: 'too-late-123' }).expect(400);
      await api
        .post('/api/auth/reset-password')
        .send({ token: 'made-up', newPassword: 'made-up-123' })
        .expect(400);
      await api.post('/api/auth/reset-password').send({ newPassword: 'made-up-123' }).expect(400);
      await logIn(api, 'ada.lovelace@example.com', 'difference-engine');
    });
  });

  it('never answered a password or a hash (raw JSON of every response above)', () => {
    expect(seen.length).toBeGreaterThan(20);
    for (const text of seen) assertNoSecrets(text, passwords);
  });

  it('logged every request above as one JSON line with its id, user once known, no secret', () => {
    const requests = logs.records.filter((r) => r.req !== undefined);
    expect(requests.length).toBeGreaterThan(20);
    for (const r of requests) {
      expect(r).toMatchObject({
        reqId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        responseTime: expect.any(Number),
      });
      expect(r.res).toEqual({ statusCode: expect.any(Number) });
    }
    const me = requests.filter(
      (r) => (r.req as { url: string }).url === '/api/auth/me' && r.level === 'info',
    );
    expect(me.length).toBeGreaterThan(0);
    for (const r of me) {
      if ((r.res as { statusCode: number }).statusCode === 200) expect(r.userId).toEqual(expect.any(String));
      else expect(r.userId).toBeUndefined();
    }
    // The reset links mailed above, the login tokens, every password used: in no line.
    const resetTokens = smtp.mails.flatMap((m) => /token=([\w-]+)/.exec(m.text)?.[1] ?? []);
    expect(resetTokens.length).toBeGreaterThan(0);
    for (const line of logs.raw) {
      assertNoSecrets(line, [...passwords, ...resetTokens]);
      expect(line).not.toMatch(/eyJ[\w-]+\.eyJ/);
      expect(line.toLowerCase()).not.toMatch(/authorization|cookie|bearer/);
    }
  });
});

describe.each(DB_TARGETS)('first admin and mail outbox on $name', (target) => {
  let t: TestApp;
  let api: ApiClient;
  const logs = new LogRecorder();
  beforeAll(async () => {
    t = await startTestApp(target, { logger: logs, env: { ADMIN_EMAIL: 'Boss@HandyQ.test' } });
    api = apiClient(t, []);
  });
  afterAll(() => t.close());
  const adminPassword = () =>
    /with password (\S+)/.exec(
      logs.lines.find((l) => l.text.includes('Admin account created'))?.text ?? '',
    )?.[1];

  it('makes the admin at boot with a random password logged once, and only once', async () => {
    const lines = logs.lines.filter((l) => l.text.includes('Admin account created'));
    expect(lines).toHaveLength(1);
    const password = adminPassword();
    expect(password).toBeDefined();
    const admin = await logIn(api, 'boss@handyq.test', password!);
    expect(admin.user.isAdmin).toBe(true);
    await t.app.get(AdminSeed).onApplicationBootstrap();
    expect(logs.lines.filter((l) => l.text.includes('Admin account created'))).toHaveLength(1);
    const all = await api.get('/api/user', admin.token).expect(200);
    expect(all.body.filter((u: { isAdmin: boolean }) => u.isAdmin)).toHaveLength(1);
    await logIn(api, 'boss@handyq.test', password!);
  });

  it('without SMTP_URL writes the reset mail to DATA_DIR/outbox and logs the link', async () => {
    const { user } = await signUp(api, 'Outboxer');
    const email = user.email;
    await api.post('/api/auth/forgot-password').send({ email }).expect(200);
    await t.app.get(MailService).idle();
    const outbox = path.join(t.dataDir, 'outbox');
    const files = fs.readdirSync(outbox);
    expect(files).toHaveLength(1);
    const mail = fs.readFileSync(path.join(outbox, files[0]!), 'utf8');
    expect(mail).toContain(`To: ${email}`);
    const logged = logs.lines.find((l) => l.text.includes('Password reset link for'));
    // The link is in the mail file; its token never in the log, nor in a request line.
    expect(logged?.text).toContain('http://localhost:3000/reset-password?token=[Redacted]');
    // The mail file is quoted-printable: soft line breaks and '=' as =3D.
    const decoded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = /reset-password\?token=([\w-]+)/.exec(decoded)![1]!;
    const page = await request(t.server).get(`/reset-password?token=${token}`);
    expect(logs.records.find((r) => r.reqId === page.headers['x-request-id'])?.req).toEqual({
      method: 'GET',
      url: '/reset-password?token=[Redacted]',
    });
    for (const line of logs.raw) expect(line).not.toContain(token);
    // nor the account's email: the log names the account by its id
    expect(logged?.text).toContain(`user ${user._id}`);
    for (const line of logs.raw) expect(line).not.toContain(email);
  });
});

/**
 * Whether an email has an account must not show in forgot-password's answer, nor in how long it
 * takes: the lookup, the token and the mail happen after the answer. Against an SMTP server that
 * greets only after GREETING_DELAY_MS, the known email's answer comes well before its mail.
 */
describe.each(DB_TARGETS)('forgot-password answers before mailing on $name', (target) => {
  const GREETING_DELAY_MS = 2500;
  let t: TestApp;
  let api: ApiClient;
  let slowSmtp: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    slowSmtp = await startSmtpSink({ greetingDelayMs: GREETING_DELAY_MS });
    t = await startTestApp(target, { env: { SMTP_URL: slowSmtp.url, PUBLIC_URL } });
    api = apiClient(t, []);
  });
  afterAll(async () => {
    await t.close();
    await slowSmtp.close();
  });

  it('answers a known and an unknown email alike, and the known one at once, its mail later', async () => {
    const { user } = await signUp(api, 'Slowmail');
    const ask = async (email: string) => {
      const started = Date.now();
      const res = await api.post('/api/auth/forgot-password').send({ email });
      return { status: res.status, body: res.body as unknown, ms: Date.now() - started };
    };
    const unknown = await ask('nobody-here@example.com');
    const known = await ask(user.email);
    expect(known.status).toBe(200);
    expect({ status: known.status, body: known.body }).toEqual({
      status: unknown.status,
      body: unknown.body,
    });
    expect(known.body).toEqual(SAME_ANSWER);
    // Far below the server's delay, which an answer waiting for the mail could not beat.
    expect(known.ms).toBeLessThan(GREETING_DELAY_MS / 2);
    expect(slowSmtp.mails).toHaveLength(0);
    await t.app.get(MailService).idle();
    expect(slowSmtp.mails.map((m) => m.to)).toEqual([[user.email]]);
    expect(slowSmtp.mails[0]!.text).toContain(`${PUBLIC_URL}/reset-password?token=`);
  });

  it('logs a failure of the mail work instead of throwing it', async () => {
    const logs = new LogRecorder();
    const broken = await startTestApp(target, { logger: logs, env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const { user } = await signUp(apiClient(broken, []), 'Unmailable');
      const res = await request(broken.server).post('/api/auth/forgot-password').send({ email: user.email });
      expect({ status: res.status, body: res.body as unknown }).toEqual({ status: 200, body: SAME_ANSWER });
      await broken.app.get(MailService).idle();
      expect(
        logs.lines.some((l) => l.level === 'error' && l.text.includes('Could not mail the reset link')),
      ).toBe(true);
    } finally {
      await broken.close();
    }
  });
});
