import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JwtService } from '@nestjs/jwt';
import argon2 from 'argon2';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { createApp } from '../src/app';
import { promoteAdmin } from '../src/cli/promote-admin';
import { loadConfig } from '../src/config';
import { DB, type DbHandle } from '../src/db/database';
import { apiClient, logIn, signUp, type ApiClient } from './support/accounts';
import { DB_TARGETS } from './support/databases';
import { LogRecorder } from './support/log-recorder';
import { startTestApp, type TestApp } from './support/test-app';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';

/** The claims of a token, read without checking it. */
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

describe.each(DB_TARGETS)('logout and token lifetime on $name', (target) => {
  let t: TestApp;
  let api: ApiClient;
  beforeAll(async () => {
    t = await startTestApp(target, { env: { JWT_SECRET: SECRET } });
    api = apiClient(t, []);
  });
  afterAll(() => t.close());

  it('POST /api/auth/logout ends that token on the server; the same user on another device stays in', async () => {
    const alice = await signUp(api, 'Alice');
    const phone = await logIn(api, alice.user.email, alice.password);
    await api.get('/api/auth/me', alice.token).expect(200);
    await api.post('/api/auth/logout', alice.token).expect(204);
    await api.get('/api/auth/me', alice.token).expect(401);
    await api.put(`/api/user/${alice.user._id}`, alice.token).send({ version: 0, bio: 'x' }).expect(401);
    await api.post('/api/auth/logout', alice.token).expect(401);
    await api.get('/api/auth/me', phone.token).expect(200);
  });

  it("a password hashed with older parameters is rehashed at login, and the user's tokens stay valid", async () => {
    const dana = await signUp(api, 'Dana');
    const db = t.app.get<DbHandle>(DB).db;
    const hashOf = async () => {
      const res = await db.execute(sql`select password_hash as h from users where id = ${dana.user._id}`);
      return (res as unknown as { rows: { h: string }[] }).rows[0]!.h;
    };
    expect(await hashOf()).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    // As stored before: argon2's defaults (64 MiB, 3 passes, 4 lanes).
    const old = await argon2.hash(dana.password, { type: argon2.argon2id });
    await db.execute(sql`update users set password_hash = ${old} where id = ${dana.user._id}`);
    const again = await logIn(api, dana.user.email, dana.password);
    expect(await hashOf()).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    await api.get('/api/auth/me', dana.token).expect(200);
    await api.get('/api/auth/me', again.token).expect(200);
    await logIn(api, dana.user.email, dana.password);
    await api
      .post('/api/auth/login')
      .send({ email: dana.user.email, password: 'not-her-password' })
      .expect(401);
  });

  it('logout needs a valid token', async () => {
    await api.post('/api/auth/logout').expect(401);
    await api.post('/api/auth/logout', 'not-a-token').expect(401);
  });

  it('tokens last 7 days by default and each has its own id', async () => {
    const bob = await signUp(api, 'Bob');
    const again = await logIn(api, bob.user.email, bob.password);
    const claims = claimsOf(bob.token);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(7 * 24 * 3600);
    expect(claims.jti).toEqual(expect.stringMatching(/^[\w-]{16,}$/));
    expect(claimsOf(again.token).jti).not.toBe(claims.jti);
  });

  it('a token without an id (made before logout existed) is refused: log in again', async () => {
    const carol = await signUp(api, 'Carol');
    const { sub, tv } = claimsOf(carol.token);
    const old = await new JwtService({ secret: SECRET }).signAsync({ sub, tv }, { expiresIn: 3600 });
    await api.get('/api/auth/me', old).expect(401);
  });

  it('TOKEN_TTL sets the lifetime, at most 30 days', async () => {
    const short = await startTestApp(target, { env: { TOKEN_TTL: '90m' } });
    try {
      const dan = await signUp(apiClient(short, []), 'Dan');
      const claims = claimsOf(dan.token);
      expect(Number(claims.exp) - Number(claims.iat)).toBe(90 * 60);
    } finally {
      await short.close();
    }
    expect(loadConfig({ TOKEN_TTL: '3600' }).tokenTtlSeconds).toBe(3600);
    expect(() => loadConfig({ TOKEN_TTL: '31d' })).toThrow(/TOKEN_TTL must be at most 30 days/);
    expect(() => loadConfig({ TOKEN_TTL: 'forever' })).toThrow(/TOKEN_TTL/);
  });
});

describe.each(DB_TARGETS)('the first admin and explicit promotion on $name', (target) => {
  it('never promotes an existing ordinary account at boot; the operator command does', async () => {
    const db = await target.create();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'handyq-admin-'));
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: db.databaseUrl, WEB_ROOT: dataDir });
    const boot = async (env: Record<string, string>, logger = new LogRecorder()) => {
      const app = await createApp(
        loadConfig({ DATA_DIR: dataDir, DATABASE_URL: db.databaseUrl, WEB_ROOT: dataDir, ...env }),
        {
          logger,
        },
      );
      await app.init();
      return { app, logger };
    };
    try {
      // Someone signs up with the address the operator later names as ADMIN_EMAIL.
      let { app } = await boot({});
      const squatter = await signUp(apiClient({ server: app.getHttpServer() } as TestApp, []), 'Squatter');
      await app.close();

      const restarted = await boot({ ADMIN_EMAIL: squatter.user.email, ADMIN_PASSWORD: 'admin-password-1' });
      app = restarted.app;
      const me = await request(app.getHttpServer())
        .get('/api/auth/me')
        .set('Authorization', `Bearer ${squatter.token}`)
        .expect(200);
      expect(me.body.isAdmin).toBe(false);
      const warning = restarted.logger.lines.find((l) => l.text.includes(squatter.user.email));
      expect(warning?.level).toBe('warn');
      expect(warning?.text).toContain('left it alone');
      expect(warning?.text).toContain(`npm run admin:promote -w api -- ${squatter.user.email}`);
      await app.close();

      expect(await promoteAdmin(config, 'nobody@example.com')).toBeUndefined();
      expect(await promoteAdmin(config, squatter.user.email.toUpperCase())).toMatchObject({ isAdmin: true });
      ({ app } = await boot({}));
      const after = await request(app.getHttpServer())
        .get('/api/auth/me')
        .set('Authorization', `Bearer ${squatter.token}`)
        .expect(200);
      expect(after.body.isAdmin).toBe(true);
      await app.close();
    } finally {
      await db.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
