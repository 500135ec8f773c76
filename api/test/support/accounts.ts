import request from 'supertest';
import { authResponseSchema, userSchema, type User } from '@handyq/domain/schemas';
import type { TestApp } from './test-app';

export const ADMIN = { email: 'admin@handyq.test', password: 'admin-password-1' };
/** The environment that makes the first admin known to the tests. */
export const ADMIN_ENV = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };

export interface Account {
  user: User;
  token: string;
  password: string;
}

const SECRET_KEYS = new Set(['password', 'passwordHash', 'password_hash', 'tokenVersion', 'token_version']);

/**
 * What no answer may contain: a password (the plain ones given), an argon2 hash, or a key
 * naming one (outside `fields`, where a validation error names the field it is about).
 */
export function assertNoSecrets(text: string, passwords: string[] = []): void {
  for (const bad of ['$argon2', ...passwords]) {
    if (text.includes(bad))
      throw new Error(`A response contains ${JSON.stringify(bad)}: ${text.slice(0, 300)}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return;
  }
  const walk = (v: unknown, where: string): void => {
    if (Array.isArray(v)) return v.forEach((x, i) => walk(x, `${where}.${i}`));
    if (typeof v !== 'object' || v === null) return;
    for (const [k, x] of Object.entries(v)) {
      if (SECRET_KEYS.has(k)) throw new Error(`A response has ${where}.${k}: ${text.slice(0, 300)}`);
      if (k !== 'fields') walk(x, `${where}.${k}`);
    }
  };
  walk(json, '$');
}

/**
 * supertest against the app, with an optional bearer token; every response's raw text is kept
 * in `seen` so a test file can check all of them for secrets.
 */
export function apiClient(t: TestApp, seen: string[]) {
  const call = (method: 'get' | 'post' | 'put' | 'delete', path: string, token?: string) => {
    const req = request(t.server)[method](path);
    if (token) void req.set('Authorization', `Bearer ${token}`);
    req.on('response', (res: { text?: string }) => seen.push(res.text ?? ''));
    return req;
  };
  return {
    get: (path: string, token?: string) => call('get', path, token),
    post: (path: string, token?: string) => call('post', path, token),
    put: (path: string, token?: string) => call('put', path, token),
    delete: (path: string, token?: string) => call('delete', path, token),
  };
}
export type ApiClient = ReturnType<typeof apiClient>;

let n = 0;
/** Signs up a new user with a unique email. */
export async function signUp(api: ApiClient, name = 'User'): Promise<Account> {
  n += 1;
  const password = `password-${n}-${Math.random().toString(36).slice(2)}`;
  const res = await api
    .post('/api/auth/signup')
    .send({ fullname: `${name} ${n}`, email: `${name.toLowerCase()}${n}@example.com`, password })
    .expect(201);
  const body = authResponseSchema.parse(res.body);
  return { user: userSchema.parse(res.body.user), token: body.token, password };
}

export async function logIn(api: ApiClient, email: string, password: string): Promise<Account> {
  const res = await api.post('/api/auth/login').send({ email, password }).expect(200);
  return { user: userSchema.parse(res.body.user), token: authResponseSchema.parse(res.body).token, password };
}
