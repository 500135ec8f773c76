// The caller's own practice log: /api/practiceLog, written by the timers at the end of a run.
import { PRACTICE_LOG_LIMITS } from '@handyq/domain';
import { PRACTICE_LOG_FIELD_MESSAGES } from '@handyq/domain/schemas/practice-log';
import { call, type Scenario } from './scenario';

/** Ids as a device makes them (crypto.randomUUID()). */
const IDS = [
  '3f1c2a4e-8b7d-4c1e-9a2b-5d6e7f809a1b',
  '7a2b3c4d-5e6f-4a1b-8c9d-0e1f2a3b4c5d',
  'c0ffee00-1234-4abc-9def-0123456789ab',
];
/** A HoldOn run of one minute from `startedAt` (ms), holding `done` seconds in its one set. */
const holdOnRun = (id: string, startedAt: number, done: number) => ({
  _id: id,
  tool: 'holdOn',
  favoriteName: 'Wall holds',
  inputs: { holdTime: 60, numSets: 1 },
  sets: [{ planned: 60, done }],
  startedAt,
  endedAt: startedAt + 60_000,
});
const MARCH_2_2020_NOON_NY = Date.parse('2020-03-02T17:00:00Z');
const ids = (...equals: string[]) => ({ status: 200, list: { field: '_id', equals } });

/** What a camera saw of a hold (LineTracker): 8 s, its score every 2 s. */
const LINE = {
  heldMs: 8000,
  average: 71,
  worst: 55,
  points: [
    [0, 80],
    [2000, 75],
    [4000, 55],
    [6000, 74],
  ],
};

export const PRACTICE_LOG_SCENARIOS: Scenario[] = [
  {
    name: 'a CueCraft run is logged by its name and steps done, not its sequence; it counts as a day of practice',
    why:
      'A sequence may be long (200 steps and blocks): the log keeps what was run, its name and how ' +
      'many of its steps were done, and the streak counts its day like any run’s.',
    accounts: ['dana'],
    steps: [
      call(
        'POST /api/practiceLog',
        'dana',
        {
          status: 201,
          body: {
            _id: IDS[2],
            tool: 'cueCraft',
            favoriteName: 'Wall ladder',
            inputs: {},
            sets: [{ planned: 8, done: 6 }],
          },
        },
        {
          body: {
            _id: IDS[2],
            tool: 'cueCraft',
            favoriteName: 'Wall ladder',
            inputs: { name: 'Wall ladder', getReadyS: 5, items: [] },
            sets: [{ planned: 8, done: 6 }],
            startedAt: Date.now() - 600_000,
            endedAt: Date.now() - 60_000,
          },
        },
      ),
      call('GET /api/practiceLog', 'dana', { status: 200, list: { field: 'tool', equals: ['cueCraft'] } }),
      call('GET /api/practiceLog/stats', 'dana', {
        status: 200,
        // a day of practice (today's or, just past midnight, yesterday's), and no best of a timer
        body: { streak: { days: 1 }, bests: { holdOn: null, drillDJ: null } },
      }),
    ],
  },
  {
    name: "a hold's line as the camera saw it is kept with its entry; a line out of range is refused",
    accounts: ['dana'],
    steps: [
      call(
        'POST /api/practiceLog',
        'dana',
        { status: 400 },
        {
          about: 'a score over 100',
          body: { ...holdOnRun(IDS[1]!, MARCH_2_2020_NOON_NY, 8), line: { ...LINE, worst: 150 } },
        },
      ),
      call('GET /api/practiceLog', 'dana', ids()),
      call(
        'POST /api/practiceLog',
        'dana',
        { status: 201, body: { _id: IDS[1], line: LINE } },
        { body: { ...holdOnRun(IDS[1]!, MARCH_2_2020_NOON_NY, 8), line: LINE } },
      ),
      call('GET /api/practiceLog', 'dana', { status: 200, list: { field: 'line', equals: [LINE] } }),
    ],
  },
  {
    name: "a user's run is logged once however often it is sent, and only they see or change it",
    accounts: ['dana', 'max'],
    steps: [
      call('POST /api/practiceLog', undefined, 401, { body: holdOnRun(IDS[0]!, MARCH_2_2020_NOON_NY, 45) }),
      call(
        'POST /api/practiceLog',
        'dana',
        {
          status: 201,
          body: { _id: IDS[0], tool: 'holdOn', favoriteName: 'Wall holds', note: '', rating: null },
        },
        { body: holdOnRun(IDS[0]!, MARCH_2_2020_NOON_NY, 45) },
      ),
      call(
        'POST /api/practiceLog',
        'dana',
        { status: 200, body: { _id: IDS[0], sets: [{ planned: 60, done: 45 }] } },
        { about: 'a retry answers the entry as stored', body: holdOnRun(IDS[0]!, MARCH_2_2020_NOON_NY, 50) },
      ),
      call('GET /api/practiceLog', 'dana', ids(IDS[0]!)),
      call('GET /api/practiceLog', 'max', ids()),
      call('GET /api/practiceLog', undefined, 401),
      call('PUT /api/practiceLog/' + IDS[0], 'max', 404, { body: { note: 'Not mine' } }),
      call('PUT /api/practiceLog/' + IDS[0], 'admin', 404, { body: { note: 'Not mine' } }),
      call(
        'PUT /api/practiceLog/' + IDS[0],
        'dana',
        { status: 400, body: { fields: { note: PRACTICE_LOG_FIELD_MESSAGES.noteTooLong } } },
        { body: { note: 'x'.repeat(PRACTICE_LOG_LIMITS.noteLength + 1) } },
      ),
      call(
        'PUT /api/practiceLog/' + IDS[0],
        'dana',
        { status: 200, body: { _id: IDS[0], note: 'Felt light', rating: 4 } },
        { body: { note: 'Felt light', rating: 4 } },
      ),
      call('DELETE /api/practiceLog/' + IDS[0], 'max', 404),
      call('DELETE /api/practiceLog/' + IDS[0], 'admin', 404),
      call('DELETE /api/practiceLog/' + IDS[0], 'dana', 200),
      call('DELETE /api/practiceLog/' + IDS[0], 'dana', 404, { about: 'deleted already' }),
      call('GET /api/practiceLog', 'dana', ids()),
    ],
  },
  {
    name: 'the log comes newest first, a page at a time',
    accounts: ['dana'],
    steps: [
      ...IDS.map((id, i) =>
        call('POST /api/practiceLog', 'dana', 201, {
          body: holdOnRun(id, MARCH_2_2020_NOON_NY + i * 3_600_000, 30),
        }),
      ),
      call('GET /api/practiceLog?limit=2', 'dana', {
        ...ids(IDS[2]!, IDS[1]!),
        next: { path: '/api/practiceLog', params: { limit: '2' } },
      }),
      call('GET $next', 'dana', { ...ids(IDS[0]!), next: false }),
    ],
  },
  {
    name: 'stats count days in the asked time zone, with each personal best and its day',
    accounts: ['dana'],
    steps: [
      call('POST /api/practiceLog', 'dana', 201, { body: holdOnRun(IDS[0]!, MARCH_2_2020_NOON_NY, 40) }),
      call('POST /api/practiceLog', 'dana', 201, {
        about: '10 pm in New York, the next day in UTC',
        body: holdOnRun(IDS[1]!, MARCH_2_2020_NOON_NY + 10 * 3_600_000, 55),
      }),
      call('POST /api/practiceLog', 'dana', 201, {
        body: {
          _id: IDS[2],
          tool: 'entryBuddy',
          sets: [
            { planned: 5, done: 5 },
            { planned: 5, done: 4 },
          ],
          startedAt: MARCH_2_2020_NOON_NY - 86_400_000,
          endedAt: MARCH_2_2020_NOON_NY - 86_400_000 + 120_000,
        },
      }),
      call('GET /api/practiceLog/stats?tz=America/New_York&days=365', 'dana', {
        status: 200,
        body: {
          tz: 'America/New_York',
          streak: { days: 0, lastDay: '2020-03-02' },
          week: { sessions: 0, minutes: 0, secondsHeld: 0 },
          bests: {
            holdOn: { value: 55, startedAt: MARCH_2_2020_NOON_NY + 10 * 3_600_000, day: '2020-03-02' },
            entryBuddy: { value: 9, day: '2020-03-01' },
            shapeJam: null,
            drillDJ: null,
          },
          series: { days: 365, points: [] },
        },
      }),
      call('GET /api/practiceLog/stats', 'dana', {
        status: 200,
        body: {
          tz: 'UTC',
          streak: { days: 0, lastDay: '2020-03-03' },
          bests: { holdOn: { day: '2020-03-03' } },
        },
      }),
      call('GET /api/practiceLog/stats?tz=Nowhere/Atlantis', 'dana', {
        status: 400,
        body: { fields: { tz: PRACTICE_LOG_FIELD_MESSAGES.timeZone } },
      }),
      call('GET /api/practiceLog/stats', undefined, 401),
    ],
  },
];
