import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import request from 'supertest';
import { sql } from 'drizzle-orm';
import { DB, type DbHandle } from '../src/db/database';
import { ADMIN, ADMIN_ENV, apiClient, logIn, signUp } from './support/accounts';
import { DB_TARGETS } from './support/databases';
import { tinyPng } from './support/files';
import { libraryClient } from './support/library';
import { discoverRoutes } from './support/routes';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * A seeded sweep of hostile requests over every API route: bad ids, NUL and other control
 * characters, lone surrogates, huge and odd numbers, wrong types, deep nesting, bad content
 * types and malformed JSON, as a visitor, a user and an admin. No answer may be a 5xx; every
 * error is JSON with a message; a refused write changes no row; the server stays healthy.
 * The parsing it tests is the same on both databases, so PGlite takes the long sweep and the
 * PostgreSQL server a shorter one from a seed of its own (new cases, not the same ones again:
 * what only the server could refuse still meets hostile values). SWEEP_SEED and SWEEP_RUNS
 * override the seed and the number of cases on both.
 */
const SWEEP: Record<'pglite' | 'postgres', { seed: number; runs: number }> = {
  pglite: { seed: 20261124, runs: 5000 },
  postgres: { seed: 20261127, runs: 2000 },
};
const sweepOf = (db: 'pglite' | 'postgres') => ({
  seed: Number(process.env.SWEEP_SEED ?? SWEEP[db].seed),
  runs: Number(process.env.SWEEP_RUNS ?? SWEEP[db].runs),
});

/** Control characters and broken UTF-16: what no text a server stores may hold. */
const CONTROL_TEXT = ['\u0000', 'a\u0000b', '\u0001\u0002', '\u001b[31m', '\u007f', '\ud800', 'tail\udfff'];

/** Strings that have broken servers: control characters, broken UTF-16, traversal, huge ones. */
const hostileString = fc.oneof(
  fc.constantFrom(
    ...CONTROL_TEXT,
    '\udc00\ud800',
    '../../../etc/passwd',
    '..%2F..%2Fjwt-secret',
    '%',
    '%zz',
    '%00',
    '\u202eevil',
    '𝕳𝖆𝖓𝖉𝖞𝕼',
    '',
    ' ',
    "'; drop table users; --",
    '<script>alert(1)</script>',
    'javascript:alert(1)',
    'a'.repeat(10_000),
  ),
  // Any UTF-16 code units: lone surrogates and C0 controls included.
  fc
    .array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 12 })
    .map((codes) => String.fromCharCode(...codes)),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const hostileNumber = fc.oneof(
  fc.constantFrom(
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53,
    2 ** 64,
    1e308,
    -1e308,
    -1,
    0,
    1.5,
    Number.MAX_SAFE_INTEGER,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const wrongType = fc.oneof(
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.boolean(),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);
const hostileValue = fc.oneof(hostileString, hostileNumber, wrongType);

/** A realistic body per route, for the sweep to spoil one part of. */
function skeleton(route: string): Record<string, unknown> | undefined {
  const bodies: Record<string, Record<string, unknown>> = {
    'POST /api/auth/signup': {
      fullname: 'Sweep Person',
      email: 'sweep@example.com',
      password: 'a-password-1',
    },
    'POST /api/auth/login': { email: 'sweep@example.com', password: 'a-password-1' },
    'POST /api/auth/forgot-password': { email: 'sweep@example.com' },
    'POST /api/auth/reset-password': { token: 'x'.repeat(43), newPassword: 'a-password-2' },
    'PUT /api/user/:id': {
      version: 1,
      fullname: 'Sweep',
      bio: 'Bio',
      website: 'https://example.com',
      generalSettings: { voiceURI: 'default' },
      favorites: { holdOn: [{ name: 'Fav', dateCreated: 1, inputs: { holdTime: 30, numSets: 2 } }] },
      settings: {
        holdOn: {
          inputSettings: { holdTime: { min: 5, max: 90, step: 5 } },
          defaultValues: { holdTime: 30 },
        },
      },
    },
    'POST /api/user/:id/notification': { txt: 'Hi', link: '/libraryKit' },
    'POST /api/user/:id/change-password': {
      currentPassword: 'wrong-password-1',
      newPassword: 'a-password-3',
    },
    'POST /api/libraryItem': {
      title: 'Sweep drill',
      type: 'drill',
      description: 'Desc',
      tags: ['balance'],
      externalLinks: [{ url: 'https://example.com', label: 'x' }],
      links: [],
      sequence: {
        name: 'Sweep ladder',
        getReadyS: 5,
        items: [
          { kind: 'block', repeat: 2, restS: 10, items: [{ kind: 'step', name: 'Hold', durationS: 20 }] },
        ],
      },
    },
    'PUT /api/libraryItem/:id': {
      title: 'Sweep drill',
      type: 'drill',
      status: 'private',
      version: 1,
      tags: ['x'],
    },
    'POST /api/libraryItem/:id/msg': { txt: 'A comment' },
  };
  return bodies[route];
}

interface Ids {
  user: string;
  item: string;
  media: string;
  video: string;
}

/** The leaf paths of a value ('favorites.holdOn.0.inputs.holdTime', …). */
function leafPaths(v: unknown, at: string[] = []): string[][] {
  if (typeof v !== 'object' || v === null) return [at];
  const entries = Object.entries(v);
  return entries.length ? entries.flatMap(([k, x]) => leafPaths(x, [...at, k])) : [at];
}

function setAt(v: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(v);
  let o: Record<string, unknown> = copy;
  for (const k of path.slice(0, -1)) o = o[k] as Record<string, unknown>;
  if (path.length) o[path.at(-1)!] = value;
  return copy;
}

/**
 * A cursor as the paged routes make them (base64url of a JSON array: the library's
 * [field, dir, key, id], the practice log's [startedAt, id]) with a hostile or look-alike string
 * (or number) where its key and id go: what a caller who decoded a real cursor sends back. The
 * route must decode it and refuse it, never hand it to the database (a NUL once answered 500).
 */
const hostileCursor = fc
  .oneof(
    fc.tuple(
      fc.constantFrom('default', 'title', 'createdAt'),
      fc.constantFrom(1, -1),
      fc.oneof(hostileString, hostileNumber, fc.constantFrom('Wall', 'W\u0430ll', 'Wall\u200b')),
      hostileString,
    ),
    fc.tuple(fc.oneof(hostileNumber, fc.constant(1)), hostileString),
  )
  // JSON.stringify writes a lone surrogate as an escape, so the text is whole UTF-8
  .map((parts) => Buffer.from(JSON.stringify(parts)).toString('base64url'));

/** A path or query part: percent-encoded as a browser would, or raw junk escapes. */
const segment = fc.oneof(
  hostileString.map((s) => encodeURIComponent(Buffer.from(s).toString())),
  hostileCursor,
  fc.constantFrom('%ED%A0%80', '%', '%zz', '%00', '%C0%AE%C0%AE', '..%2F..', '%2e%2e'),
);

/** A query key: one a route reads, or junk. */
const queryKey = fc.oneof(
  fc.constantFrom(
    'txt',
    'tags',
    'type',
    'limit',
    'cursor',
    'status',
    'sortBy',
    'sortDir',
    'author',
    'authors',
    'after',
  ),
  segment,
);

/** What one case sends. */
interface HostileRequest {
  route: string;
  actor: 'visitor' | 'user' | 'admin';
  /** Replaces each :param (undefined: a real id of the right kind). */
  param?: string;
  query?: string;
  body:
    { kind: 'json'; value: unknown } | { kind: 'raw'; contentType: string; text: string } | { kind: 'none' };
}

function hostileRequest(routes: string[]): fc.Arbitrary<HostileRequest> {
  return fc
    .record({
      route: fc.constantFrom(...routes),
      actor: fc.constantFrom('visitor', 'user', 'admin'),
      useRealId: fc.boolean(),
      param: segment,
      query: fc.option(fc.array(fc.tuple(queryKey, segment), { maxLength: 4 }), { nil: undefined }),
      spoil: fc.nat(1000),
      value: hostileValue,
      depth: fc.integer({ min: 33, max: 5000 }),
      how: fc.constantFrom(
        'leaf',
        'leaf',
        'leaf',
        'whole',
        'deep',
        'text/plain',
        'malformed',
        'multipart',
        'none',
      ),
    })
    .map(({ route, actor, useRealId, param, query, spoil, value, depth, how }) => {
      const base = skeleton(route);
      let body: HostileRequest['body'] = { kind: 'none' };
      if (base || !route.startsWith('GET')) {
        const leaves = leafPaths(base ?? {});
        const leaf = leaves[spoil % leaves.length] ?? [];
        if (how === 'leaf') body = { kind: 'json', value: setAt(base ?? {}, leaf, value) };
        else if (how === 'whole') body = { kind: 'json', value };
        else if (how === 'deep')
          body = {
            kind: 'raw',
            contentType: 'application/json',
            text: `{"${leaf[0] ?? 'x'}":${'['.repeat(depth)}${']'.repeat(depth)}}`,
          };
        else if (how === 'text/plain')
          body = { kind: 'raw', contentType: 'text/plain', text: JSON.stringify(base ?? {}) };
        else if (how === 'malformed')
          body = { kind: 'raw', contentType: 'application/json', text: '{"title": "x",' };
        else if (how === 'multipart')
          body = {
            kind: 'raw',
            contentType: 'multipart/form-data; boundary=zz',
            text: '--zz\r\nContent-Disposition: form-data; name="file"\r\n\r\nx\r\n--zz--',
          };
      }
      const q = query?.map(([k, v]) => `${k}=${v}`).join('&');
      // Never a real id to delete or change the password of: the sweep's own accounts stay.
      const mayUseRealId = useRealId && !/^DELETE|change-password/.test(route);
      return { route, actor, param: mayUseRealId ? undefined : param, query: q, body };
    });
}

/** The URL of a route with its params filled in. */
function urlOf(r: HostileRequest, ids: Ids): string {
  const path = r.route.split(' ')[1]!;
  const real = (name: string) =>
    ({
      id: path.startsWith('/api/user') ? ids.user : path.startsWith('/api/media') ? ids.media : ids.item,
      file: ids.video,
    })[name] ?? 'x';
  const filled = path.replace(/:(\w+)/g, (_m, name: string) => r.param ?? real(name));
  return r.query ? `${filled}?${r.query}` : filled;
}

/** Every row of the tables a write could touch, as one text (compared before and after). */
async function snapshot(db: DbHandle['db']): Promise<string> {
  const rows = await db.execute(sql`select
    (select md5(coalesce(string_agg(u::text, '|' order by u.id), '')) from users u) as users,
    (select md5(coalesce(string_agg(i::text, '|' order by i.id), '')) from library_items i) as items,
    (select md5(coalesce(string_agg(m.id || m.owner_id, '|' order by m.id), '')) from media m) as media,
    (select md5(coalesce(string_agg(p::text, '|' order by p.token_hash), '')) from password_resets p) as resets`);
  return JSON.stringify((rows as unknown as { rows?: unknown[] }).rows ?? rows);
}

describe.each(DB_TARGETS)('hostile input over every route on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(target, {
      env: {
        ...ADMIN_ENV,
        LOGIN_FAIL_LIMIT: '100000',
        LOGIN_IP_FAIL_LIMIT: '100000',
        FORGOT_PASSWORD_LIMIT: '100000',
        SIGNUP_LIMIT: '100000',
        COMMENT_LIMIT: '100000',
        ITEM_CREATE_LIMIT: '100000',
        UPLOAD_LIMIT: '100000',
      },
    });
  });
  afterAll(() => t.close());
  const { seed, runs } = sweepOf(target.name);

  it(`answers ${runs} hostile requests (seed ${seed}) without a 5xx, and refused writes change nothing`, async () => {
    const api = apiClient(t, []);
    const user = await signUp(api, 'Sweeper');
    const admin = await logIn(api, ADMIN.email, ADMIN.password);
    const item = await libraryClient(api).create(user.token, { title: 'Sweep target' });
    const png = await tinyPng('#123', 4);
    const media = (
      await api.post('/api/upload/image', user.token).attach('file', png, { filename: 'a.png' }).expect(201)
    ).body.url;
    const ids: Ids = {
      user: user.user._id,
      item: item._id,
      media: String(media).split('/').pop()!,
      video: 'none.mp4',
    };
    const tokens: Record<HostileRequest['actor'], string | undefined> = {
      visitor: undefined,
      user: user.token,
      admin: admin.token,
    };
    const db = t.app.get<DbHandle>(DB).db;
    const routes = discoverRoutes(t.app);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let before = await snapshot(db);

    await fc.assert(
      fc.asyncProperty(hostileRequest(routes), async (r) => {
        const [method] = r.route.split(' ') as [string];
        const url = urlOf(r, ids);
        let req = request(t.server)[method.toLowerCase() as 'get'](url);
        const token = tokens[r.actor];
        if (token) req = req.set('Authorization', `Bearer ${token}`);
        // As JSON text: a bare number, boolean or null is a JSON body too.
        if (r.body.kind === 'json')
          req = req.set('Content-Type', 'application/json').send(JSON.stringify(r.body.value));
        else if (r.body.kind === 'raw') req = req.set('Content-Type', r.body.contentType).send(r.body.text);
        const res = await req;
        // A logout ended the actor's token: log in again, so the sweep goes on as that actor.
        if (r.route === 'POST /api/auth/logout' && res.status === 204) {
          const again = r.actor === 'user' ? user : { user: admin.user, password: ADMIN.password };
          tokens[r.actor] = (await logIn(api, again.user.email, again.password)).token;
        }
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const what = `${r.actor} ${method} ${url.slice(0, 120)} ${JSON.stringify(r.body).slice(0, 160)}`;
        if (res.status >= 500) failures.push(`${res.status} ${what}`);
        if (res.status >= 400 && typeof res.body?.message !== 'string')
          failures.push(`no JSON message: ${res.status} ${what}`);
        if (method !== 'GET') {
          const after = await snapshot(db);
          if (res.status >= 400 && after !== before)
            failures.push(`refused but changed rows: ${res.status} ${what}`);
          before = after;
        }
        return failures.length === 0 || !!process.env.HOSTILE_REPORT;
      }),
      { seed, numRuns: runs, endOnFailure: true },
    );
    console.log(
      `hostile sweep on ${target.name}: ${runs} requests over ${routes.length} routes, seed ${seed}; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
    );
    expect(failures).toEqual([]);
    await api.get('/api/health').expect(200);
  }, 600_000);
});

/**
 * Every paged route's cursor, taken from a real answer, decoded, its key and id swapped for
 * each hostile or look-alike string, and sent back: a clear 400, never a 5xx (a NUL once reached
 * PostgreSQL and answered 500, with a stack in the log).
 */
describe.each(DB_TARGETS)('cursors decoded, spoiled and re-encoded on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, { env: ADMIN_ENV });
  });
  afterAll(() => t.close());

  /** What no key holds: refused with a 400. */
  const REFUSED = [...CONTROL_TEXT, 'x'.repeat(5000)];
  /** Look-alikes and direction marks: text a key may hold, answered as any other (never a 5xx). */
  const LOOK_ALIKES = ['\u202enimdA', 'W\u0430ll', 'Wall\u200b'];
  const SPOILS = [...REFUSED, ...LOOK_ALIKES];
  const encode = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');
  const decode = (cursor: string) => JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];

  it('answers 400 to a cursor holding what no key holds, and no 5xx to any, on the library list (each sort), the practice log and the users list', async () => {
    const api = apiClient(t, []);
    /** The cursor of the page after `path`'s, from its Link header. */
    const nextCursor = async (path: string, token: string) => {
      const res = await api.get(path, token).expect(200);
      const next = /<([^>]+)>; rel="next"/.exec(String(res.headers.link ?? ''))?.[1];
      expect(next).toBeDefined();
      return new URL(next!, 'http://x').searchParams.get('cursor')!;
    };
    const user = await signUp(api, 'Pager');
    const admin = await logIn(api, ADMIN.email, ADMIN.password);
    for (let i = 0; i < 3; i++) await libraryClient(api).create(user.token, { title: `Page item ${i}` });
    for (let i = 0; i < 3; i++) {
      const startedAt = Date.now() - (i + 1) * 3_600_000;
      await api
        .post('/api/practiceLog', user.token)
        .send({
          _id: randomUUID(),
          tool: 'holdOn',
          favoriteName: 'Wall holds',
          inputs: { holdTime: 60, numSets: 1, restTime: 30 },
          sets: [{ planned: 60, done: 50 }],
          startedAt,
          endedAt: startedAt + 60_000,
        })
        .expect(201);
    }
    const pages: { path: string; token: string; cursor: string }[] = [];
    for (const sort of ['', '&sortField=title&sortDir=1', '&sortField=createdAt&sortDir=-1']) {
      const path = `/api/libraryItem?author=${user.user._id}&limit=1${sort}`;
      pages.push({ path, token: user.token, cursor: await nextCursor(path, user.token) });
    }
    const logPath = '/api/practiceLog?limit=1';
    pages.push({ path: logPath, token: user.token, cursor: await nextCursor(logPath, user.token) });
    const users = await api.get('/api/user?limit=1', admin.token).expect(200);
    const failures: string[] = [];
    let sent = 0;
    for (const page of pages) {
      const parts = decode(page.cursor);
      // the key and the id: the last two parts of the library's, both of the practice log's
      const at = parts.length === 4 ? [2, 3] : [1];
      for (const i of at)
        for (const spoil of SPOILS) {
          const spoiled = [...parts];
          spoiled[i] = spoil;
          const res = await api.get(`${page.path}&cursor=${encode(spoiled)}`, page.token);
          sent += 1;
          if (res.status >= 500 || (REFUSED.includes(spoil) && res.status !== 400))
            failures.push(`${res.status} ${page.path} cursor ${JSON.stringify(spoiled)}`);
        }
    }
    // the users list (admins) pages by the last id: the same spoils there
    expect(users.body.next ?? 'there is a next page').toBeTruthy();
    // as bytes (a lone surrogate has no UTF-8 of its own: its replacement, and a raw surrogate's bytes)
    const bytes = (text: string) =>
      [...Buffer.from(text)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
    for (const after of [...SPOILS.map(bytes), '%ED%A0%80']) {
      const res = await api.get(`/api/user?limit=1&after=${after}`, admin.token);
      sent += 1;
      if (res.status >= 500) failures.push(`${res.status} /api/user after ${after}`);
    }
    expect(sent).toBe(3 * 2 * SPOILS.length + SPOILS.length + SPOILS.length + 1);
    expect(failures).toEqual([]);
  });
});
