import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PRACTICE_LOG_LIMITS, PRO_ONLY_MESSAGES } from '@handyq/domain';
import {
  PRACTICE_LOG_MESSAGES,
  addDays,
  localDayOf,
  statsOf,
  weekStartOf,
  type StatsRow,
} from '@handyq/domain/practice-log-rules';
import { practiceLogStatsSchema, userSchema, type NewPracticeLogEntry } from '@handyq/domain/schemas';
import { seedEntriesSql } from './support/practice-log-entries.cjs';
import { DB, type DbHandle } from '../src/db/database';
import { ADMIN, ADMIN_ENV, apiClient, logIn, signUp, type Account, type ApiClient } from './support/accounts';
import { DB_TARGETS } from './support/databases';
import { startTestApp, type TestApp } from './support/test-app';
import { scaledMs } from './support/machine-speed';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const DAILY_LIMIT = 25;

/** A HoldOn run of one minute that started at `startedAt`, holding `done` seconds per set. */
function holdOn(
  startedAt: number,
  done: number[],
  more: Partial<NewPracticeLogEntry> = {},
): NewPracticeLogEntry {
  return {
    _id: randomUUID(),
    tool: 'holdOn',
    favoriteName: 'Wall holds',
    inputs: { holdTime: 60, numSets: done.length, restTime: 30 },
    sets: done.map((d) => ({ planned: 60, done: d })),
    startedAt,
    endedAt: startedAt + 60_000,
    ...more,
  } as NewPracticeLogEntry;
}

/** A run of another tool, `done` counting its unit per set, lasting `minutes`. */
function run(
  tool: 'entryBuddy' | 'shapeJam' | 'drillDJ',
  startedAt: number,
  done: number[],
  minutes = 2,
): NewPracticeLogEntry {
  return {
    _id: randomUUID(),
    tool,
    sets: done.map((d) => ({ planned: 10, done: d })),
    startedAt,
    endedAt: startedAt + minutes * 60_000,
  } as NewPracticeLogEntry;
}

/** Midnight UTC of a 'YYYY-MM-DD' day, in ms. */
const utcMidnight = (day: string) => Date.parse(`${day}T00:00:00Z`);

describe.each(DB_TARGETS)('the practice log on $name', (target) => {
  let t: TestApp;
  let api: ApiClient;
  let admin: Account;

  beforeAll(async () => {
    t = await startTestApp(target, {
      env: { ...ADMIN_ENV, PRACTICE_LOG_DAILY_LIMIT: String(DAILY_LIMIT), SIGNUP_LIMIT: '1000' },
    });
    api = apiClient(t, []);
    admin = await logIn(api, ADMIN.email, ADMIN.password);
  });
  afterAll(() => t.close());

  const db = () => t.app.get<DbHandle>(DB).db;
  const countRows = async (userId: string) => {
    const res = await db().execute(
      sql`select count(*)::int as n from practice_log where user_id = ${userId}`,
    );
    return (res as unknown as { rows: { n: number }[] }).rows[0]!.n;
  };
  const stats = async (who: Account, query = '') =>
    practiceLogStatsSchema.parse(
      (await api.get(`/api/practiceLog/stats${query}`, who.token).expect(200)).body,
    );

  it('adds, lists, edits and deletes a user’s entries', async () => {
    const dana = await signUp(api, 'Dana');
    const entry = holdOn(Date.now() - HOUR_MS, [40, 55], { favoriteName: '  ' });
    const created = await api.post('/api/practiceLog', dana.token).send(entry).expect(201);
    expect(created.body).toEqual({
      ...entry,
      favoriteName: 'Custom',
      note: '',
      rating: null,
      createdAt: expect.any(Number),
    });

    const workout = {
      _id: randomUUID(),
      tool: 'workout',
      title: 'Morning flow',
      itemId: 'abc123',
      steps: [
        { tool: 'holdOn', favoriteName: 'Wall', inputs: { holdTime: 30 }, sets: [{ planned: 30, done: 30 }] },
        { tool: 'drillDJ', sets: [{ planned: 5, done: 4 }] },
      ],
      startedAt: Date.now() - 30 * 60_000,
      endedAt: Date.now() - 20 * 60_000,
      note: 'Felt strong',
      rating: 4,
    };
    const w = await api.post('/api/practiceLog', dana.token).send(workout).expect(201);
    expect(w.body).toMatchObject({
      ...workout,
      steps: [
        workout.steps[0],
        { tool: 'drillDJ', favoriteName: 'Custom', inputs: {}, sets: workout.steps[1]!.sets },
      ],
    });

    const list = await api.get('/api/practiceLog', dana.token).expect(200);
    expect(list.body.map((e: { _id: string }) => e._id)).toEqual([workout._id, entry._id]);
    expect(list.headers.link).toBeUndefined();

    const edited = await api
      .put(`/api/practiceLog/${entry._id}`, dana.token)
      .send({ note: 'Shaky on the second', rating: 3 })
      .expect(200);
    expect(edited.body).toMatchObject({
      _id: entry._id,
      note: 'Shaky on the second',
      rating: 3,
      sets: [
        { planned: 60, done: 40 },
        { planned: 60, done: 55 },
      ],
    });
    const cleared = await api
      .put(`/api/practiceLog/${entry._id}`, dana.token)
      .send({ rating: null })
      .expect(200);
    expect(cleared.body).toMatchObject({ note: 'Shaky on the second', rating: null });
    await api.put(`/api/practiceLog/${entry._id}`, dana.token).send({}).expect(400);

    await api
      .delete(`/api/practiceLog/${entry._id}`, dana.token)
      .expect(200, { message: PRACTICE_LOG_MESSAGES.deleted });
    await api.delete(`/api/practiceLog/${entry._id}`, dana.token).expect(404);
    await api.put(`/api/practiceLog/${entry._id}`, dana.token).send({ rating: 2 }).expect(404);
    const after = await api.get('/api/practiceLog', dana.token).expect(200);
    expect(after.body.map((e: { _id: string }) => e._id)).toEqual([workout._id]);
  });

  it('makes one row of 20 parallel retries of one entry, and answers each with it', async () => {
    const eve = await signUp(api, 'Eve');
    const entry = holdOn(Date.now() - HOUR_MS, [30]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => api.post('/api/practiceLog', eve.token).send(entry)),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(18).fill(200), 201].sort());
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await countRows(eve.user._id)).toBe(1);

    // A later retry with other content answers the entry as first stored.
    const again = await api
      .post('/api/practiceLog', eve.token)
      .send({ ...entry, note: 'changed' })
      .expect(200);
    expect(again.body).toEqual(answers[0]!.body);
    // The same id sent in capitals is the same entry.
    await api
      .post('/api/practiceLog', eve.token)
      .send({ ...entry, _id: entry._id.toUpperCase() })
      .expect(200);
    expect(await countRows(eve.user._id)).toBe(1);

    // Another user's entry of the same id is theirs, apart.
    const fay = await signUp(api, 'Fay');
    await api.post('/api/practiceLog', fay.token).send(entry).expect(201);
    expect(await countRows(eve.user._id)).toBe(1);
    expect(await countRows(fay.user._id)).toBe(1);
  });

  it('shows and changes a user’s entries to that user only: not to others, admins neither', async () => {
    const owner = await signUp(api, 'Owner');
    const other = await signUp(api, 'Other');
    const entry = holdOn(Date.now() - HOUR_MS, [45]);
    await api.post('/api/practiceLog', owner.token).send(entry).expect(201);

    for (const who of [other, admin]) {
      expect((await api.get('/api/practiceLog', who.token).expect(200)).body).toEqual([]);
      expect((await stats(who)).bests.holdOn).toBeNull();
      await api.put(`/api/practiceLog/${entry._id}`, who.token).send({ note: 'mine now' }).expect(404);
      await api.delete(`/api/practiceLog/${entry._id}`, who.token).expect(404);
    }
    await api.get('/api/practiceLog').expect(401);
    await api.get('/api/practiceLog/stats').expect(401);
    await api
      .post('/api/practiceLog')
      .send(holdOn(Date.now(), [10]))
      .expect(401);
    await api.put(`/api/practiceLog/${entry._id}`).send({ note: 'x' }).expect(401);
    await api.delete(`/api/practiceLog/${entry._id}`).expect(401);

    const mine = await api.get('/api/practiceLog', owner.token).expect(200);
    expect(mine.body).toEqual([expect.objectContaining({ _id: entry._id, note: '' })]);
  });

  it('deletes a user’s entries with their account', async () => {
    const gus = await signUp(api, 'Gus');
    await api
      .post('/api/practiceLog', gus.token)
      .send(holdOn(Date.now(), [20]))
      .expect(201);
    expect(await countRows(gus.user._id)).toBe(1);
    await api.delete(`/api/user/${gus.user._id}`, gus.token).expect(200);
    expect(await countRows(gus.user._id)).toBe(0);
  });

  it('refuses what is not an entry with 400 naming the field, and a body over its cap with 413', async () => {
    const hal = await signUp(api, 'Hal');
    const post = (body: unknown) => api.post('/api/practiceLog', hal.token).send(body as object);
    const base = holdOn(Date.now() - HOUR_MS, [30]);
    const cases: [unknown, string, string?][] = [
      [
        { ...base, note: 'x'.repeat(PRACTICE_LOG_LIMITS.noteLength + 1) },
        'note',
        'A note is at most 500 characters',
      ],
      [{ ...base, rating: 6 }, 'rating'],
      [{ ...base, rating: 2.5 }, 'rating'],
      [{ ...base, _id: 'not-a-uuid' }, '_id'],
      [{ ...base, endedAt: base.startedAt - 1 }, 'endedAt'],
      [{ ...base, endedAt: base.startedAt + 2 * DAY_MS }, 'endedAt'],
      [{ ...base, tool: 'lineCal' }, 'tool'],
      [{ ...base, sets: [{ planned: 60, done: -1 }] }, 'sets.0.done'],
      [{ ...base, sets: Array.from({ length: 21 }, () => ({ planned: 1, done: 1 })) }, 'sets'],
      [{ ...base, inputs: { holdTime: 'long' } }, 'inputs.holdTime'],
      [{ ...base, tool: 'workout', title: 'Empty', steps: [] }, 'steps'],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(body);
      expect({ field, status: res.status, has: field in (res.body.fields ?? {}) }).toEqual({
        field,
        status: 400,
        has: true,
      });
      if (message) expect(res.body.fields[field]).toBe(message);
    }
    const huge = await post({ ...base, padding: 'x'.repeat(70_000) });
    expect(huge.status).toBe(413);
    const note = await api
      .put(`/api/practiceLog/${randomUUID()}`, hal.token)
      .send({ note: 'y'.repeat(PRACTICE_LOG_LIMITS.noteLength + 1) });
    expect(note.status).toBe(400);
    expect(note.body.fields).toEqual({ note: 'A note is at most 500 characters' });
    expect(await countRows(hal.user._id)).toBe(0);

    for (const [query, field] of [
      ['?tz=Not/AZone', 'tz'],
      ['?tz=%2B01:00', 'tz'],
      ['?days=31', 'days'],
    ] as const) {
      const res = await api.get(`/api/practiceLog/stats${query}`, hal.token);
      expect({ status: res.status, fields: Object.keys(res.body.fields ?? {}) }).toEqual({
        status: 400,
        fields: [field],
      });
    }
    const bad = await api.get('/api/practiceLog?cursor=nonsense', hal.token);
    expect({ status: bad.status, fields: bad.body.fields }).toEqual({
      status: 400,
      fields: { cursor: PRACTICE_LOG_MESSAGES.badCursor },
    });
  });

  it(`adds at most PRACTICE_LOG_DAILY_LIMIT (${DAILY_LIMIT}) entries a day, then 429 said plainly`, async () => {
    const ivy = await signUp(api, 'Ivy');
    const entries = Array.from({ length: DAILY_LIMIT }, (_, i) => holdOn(Date.now() - i * HOUR_MS, [10]));
    for (const e of entries) await api.post('/api/practiceLog', ivy.token).send(e).expect(201);
    const over = await api.post('/api/practiceLog', ivy.token).send(holdOn(Date.now(), [10]));
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(PRACTICE_LOG_MESSAGES.dailyLimit(DAILY_LIMIT));
    expect(over.body.message).toMatch(/^You have logged 25 sessions in the last 24 hours/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // A retry of an entry already stored is not a new one: still answered.
    await api.post('/api/practiceLog', ivy.token).send(entries[3]).expect(200);
    expect(await countRows(ivy.user._id)).toBe(DAILY_LIMIT);
  });

  it('pages the list newest first with a Link to the next page', async () => {
    const jo = await signUp(api, 'Jo');
    const base = Date.now() - DAY_MS;
    const entries = [0, 1, 2, 3, 4].map((i) => holdOn(base + i * HOUR_MS, [10 + i]));
    // Two entries that started at the same moment are kept apart by their ids.
    entries.push(holdOn(base + 2 * HOUR_MS, [99]));
    for (const e of entries) await api.post('/api/practiceLog', jo.token).send(e).expect(201);
    const expected = [...entries]
      .sort((a, b) => b.startedAt - a.startedAt || (a._id < b._id ? 1 : -1))
      .map((e) => e._id);

    const seen: string[] = [];
    let path: string | undefined = '/api/practiceLog?limit=4';
    const sizes: number[] = [];
    while (path) {
      const res: { body: { _id: string }[]; headers: Record<string, string> } = await api
        .get(path, jo.token)
        .expect(200);
      seen.push(...res.body.map((e) => e._id));
      sizes.push(res.body.length);
      path = /<([^>]+)>; rel="next"/.exec(res.headers.link ?? '')?.[1];
    }
    expect(sizes).toEqual([4, 2]);
    expect(seen).toEqual(expected);
  });

  describe('stats', () => {
    const TZ = 'America/New_York';
    /** A moment on `day` (New York) at 17:00 UTC: noon or 1 pm there. */
    const onDay = (day: string) => utcMidnight(day) + 17 * HOUR_MS;

    it('counts the streak, the week, the bests and the series in the asked time zone', async () => {
      const kim = await signUp(api, 'Kim');
      const today = localDayOf(Date.now(), TZ);
      const d = (n: number) => addDays(today, -n);
      const workout = {
        _id: randomUUID(),
        tool: 'workout',
        title: 'Long one',
        steps: [
          { tool: 'holdOn', sets: [{ planned: 60, done: 70 }] },
          {
            tool: 'drillDJ',
            sets: [
              { planned: 5, done: 3 },
              { planned: 5, done: 3 },
            ],
          },
        ],
        startedAt: onDay(d(10)),
        endedAt: onDay(d(10)) + 20 * 60_000,
      } as NewPracticeLogEntry;
      const entries: NewPracticeLogEntry[] = [
        holdOn(onDay(d(0)), [30, 45]),
        run('entryBuddy', onDay(d(1)), [5, 6]),
        // 22:00 or 23:00 in New York on the day before yesterday: already yesterday in UTC.
        holdOn(utcMidnight(d(1)) + 3 * HOUR_MS, [60]),
        run('shapeJam', onDay(d(4)), [10, 12], 5),
        run('drillDJ', onDay(d(5)), [8]),
        holdOn(onDay(d(5)) - HOUR_MS, [50]),
        holdOn(onDay(d(5)), [20, 20]),
        workout,
        holdOn(onDay(d(100)), [90]),
        // A device clock ahead: the day after tomorrow counts for the bests only.
        run('entryBuddy', onDay(addDays(today, 2)), [4]),
      ];
      for (const e of entries) await api.post('/api/practiceLog', kim.token).send(e).expect(201);

      const ny = await stats(kim, `?tz=${encodeURIComponent(TZ)}`);
      expect(ny.tz).toBe(TZ);
      expect(ny.today).toBe(today);
      expect(ny.streak).toEqual({ days: 3, lastDay: today });
      expect(ny.bests).toEqual({
        holdOn: { value: 90, startedAt: onDay(d(100)), day: d(100) },
        entryBuddy: { value: 11, startedAt: onDay(d(1)), day: d(1) },
        shapeJam: { value: 22, startedAt: onDay(d(4)), day: d(4) },
        drillDJ: { value: 8, startedAt: onDay(d(5)), day: d(5) },
      });
      expect(ny.series).toEqual({
        days: 30,
        points: [
          { day: d(10), seconds: 70 },
          { day: d(5), seconds: 50 },
          { day: d(2), seconds: 60 },
          { day: d(0), seconds: 45 },
        ],
      });
      const from = weekStartOf(today);
      const inWeek = [
        { day: d(0), minutes: 1, held: 75 },
        { day: d(1), minutes: 2, held: 0 },
        { day: d(2), minutes: 1, held: 60 },
        { day: d(4), minutes: 5, held: 0 },
        { day: d(5), minutes: 1 + 1 + 2, held: 90, sessions: 3 },
        { day: d(10), minutes: 20, held: 70 },
      ].filter((x) => x.day >= from);
      expect(ny.week).toEqual({
        from,
        sessions: inWeek.reduce((n, x) => n + (x.sessions ?? 1), 0),
        minutes: inWeek.reduce((n, x) => n + x.minutes, 0),
        secondsHeld: inWeek.reduce((n, x) => n + x.held, 0),
      });
      expect((await stats(kim, `?tz=${encodeURIComponent(TZ)}&days=365`)).series.points[0]).toEqual({
        day: d(100),
        seconds: 90,
      });

      // The same entries as the rules define the stats, in New York and in UTC (where the late
      // entry moves to yesterday, and the day before yesterday has none: a streak of two).
      const rows = await statsRowsOf(kim.user._id);
      for (const [tz, days] of [
        [TZ, 30],
        ['UTC', 90],
      ] as const) {
        expect(await stats(kim, `?tz=${tz}&days=${days}`)).toEqual(statsOf(rows, { tz, days }, Date.now()));
      }
      expect((await stats(kim)).streak.days).toBe(
        statsOf(rows, { tz: 'UTC', days: 30 }, Date.now()).streak.days,
      );
    });

    it('answers a new entry and a deleted one at once, whichever API instance wrote it', async () => {
      const ivy = await signUp(api, 'Ivy');
      // How many of these runs this week holds (UTC, from Monday): all of them, unless the test
      // runs in the first hours of a week, when the earlier ones fall in the week before.
      const inWeek = async (...startedAt: number[]) => {
        const { from } = (await stats(ivy)).week;
        return startedAt.filter((at) => new Date(at).toISOString().slice(0, 10) >= from).length;
      };
      const first = holdOn(Date.now() - HOUR_MS, [30]);
      await api.post('/api/practiceLog', ivy.token).send(first).expect(201);
      expect((await stats(ivy)).bests.holdOn?.value).toBe(30);
      // asked again: the same answer
      expect((await stats(ivy)).week.sessions).toBe(await inWeek(first.startedAt));
      // A longer hold through the API, then one written straight to the table (as another
      // instance would): each shows in the next answer.
      const second = holdOn(Date.now() - 2 * HOUR_MS, [45]);
      await api.post('/api/practiceLog', ivy.token).send(second).expect(201);
      expect((await stats(ivy)).bests.holdOn?.value).toBe(45);
      const at = Date.now() - 3 * HOUR_MS;
      await db().execute(sql`
        insert into practice_log (user_id, id, tool, name, inputs, sets, started_at, ended_at, created_at,
          held_seconds, longest_hold)
        values (${ivy.user._id}, ${randomUUID()}, 'holdOn', 'Custom', '{}', '[]', ${at}, ${at + 60_000}, ${at}, 50, 50)`);
      expect(await stats(ivy)).toMatchObject({
        week: { sessions: await inWeek(first.startedAt, second.startedAt, at) },
        bests: { holdOn: { value: 50 } },
      });
      // A note changes no figure; a deletion does.
      await api.put(`/api/practiceLog/${first._id}`, ivy.token).send({ note: 'ok' }).expect(200);
      await api.delete(`/api/practiceLog/${first._id}`, ivy.token).expect(200);
      expect((await stats(ivy)).week.sessions).toBe(await inWeek(second.startedAt, at));
      // The account gone, its revision goes too.
      await api.delete(`/api/user/${ivy.user._id}`, ivy.token).expect(200);
      const left = await db().execute(
        sql`select count(*)::int as n from practice_log_revision where user_id = ${ivy.user._id}`,
      );
      expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    });

    it('answers correctly over 10,000 entries', async () => {
      const lee = await signUp(api, 'Lee');
      const now = Date.now();
      // 10,000 runs over 400 days, every 11th day missed; tool, figures and time of day vary.
      await db().execute(sql.raw(seedEntriesSql(lee.user._id, now, 10_000)));
      expect(await countRows(lee.user._id)).toBe(10_000);

      const rows = await statsRowsOf(lee.user._id);
      for (const [tz, days] of [
        ['Europe/Berlin', 30],
        ['Pacific/Kiritimati', 90],
        ['America/Los_Angeles', 365],
      ] as const) {
        const startedAt = performance.now();
        const answer = await stats(lee, `?tz=${tz}&days=${days}`);
        const ms = performance.now() - startedAt;
        expect(answer).toEqual(statsOf(rows, { tz, days }, Date.now()));
        // Not a vacuous match: most days of the span have a hold, and the streak runs.
        expect(answer.series.points.length).toBeGreaterThan(days * 0.6);
        expect(answer.streak.days).toBeGreaterThan(0);
        expect(ms).toBeLessThan(scaledMs(5_000)); // a ceiling on the quiet machine, scaled
      }
    });

    /** A user's rows as the stats read them. */
    async function statsRowsOf(userId: string): Promise<StatsRow[]> {
      const res = await db().execute(sql`
        select started_at::float8 as "startedAt", ended_at::float8 as "endedAt", held_seconds as "heldSeconds",
          longest_hold as "longestHold", entries, shapes, reps
        from practice_log where user_id = ${userId}`);
      return (res as unknown as { rows: StatsRow[] }).rows;
    }
  });
});

// Its own app, after the other has closed: passport keeps one JWT strategy per process.
describe.each(DB_TARGETS)('the practice log with trial mode off on $name', (target) => {
  let off: TestApp;
  let offApi: ApiClient;
  beforeAll(async () => {
    off = await startTestApp(target, { env: { ...ADMIN_ENV, TRIAL_MODE: 'off' } });
    offApi = apiClient(off, []);
  });
  afterAll(() => off.close());

  it('refuses a Basic user’s new entry with the Pro-only message, and takes a Pro user’s', async () => {
    const basic = await signUp(offApi, 'Basic');
    const res = await offApi.post('/api/practiceLog', basic.token).send(holdOn(Date.now(), [30]));
    expect({ status: res.status, message: res.body.message }).toEqual({
      status: 403,
      message: PRO_ONLY_MESSAGES.practiceLog,
    });

    const pro = await signUp(offApi, 'Pro');
    const offAdmin = await logIn(offApi, ADMIN.email, ADMIN.password);
    const cur = userSchema.parse(
      (await offApi.get(`/api/user/${pro.user._id}`, offAdmin.token).expect(200)).body,
    );
    await offApi
      .put(`/api/user/${pro.user._id}`, offAdmin.token)
      .send({ ...cur, plan: { tier: 'pro' } })
      .expect(200);
    await offApi
      .post('/api/practiceLog', pro.token)
      .send(holdOn(Date.now(), [30]))
      .expect(201);
  });
});
