import { z } from 'zod';
import {
  CUSTOM_RUN_NAME,
  PRACTICE_LOG_LIMITS as LIMITS,
  PRACTICE_LOG_SERIES_DAYS,
  type FeatureKey,
} from '../constants';
import { visibleOrEmpty } from '../visible-text';
import { toolInputsSchemas } from './features';

// The practice log: one entry per timer run (or one per whole workout), made on the device with
// an id of its own, so sending it twice never makes two. The API validates requests with these
// schemas; the log's forms and the device outbox use the same ones.

export { CUSTOM_RUN_NAME, PRACTICE_LOG_LIMITS, PRACTICE_LOG_SERIES_DAYS } from '../constants';

export const PRACTICE_LOG_FIELD_MESSAGES = {
  noteTooLong: `A note is at most ${LIMITS.noteLength} characters`,
  rating: `A rating is a whole number from ${LIMITS.ratingMin} to ${LIMITS.ratingMax}`,
  endsBeforeStart: 'A run cannot end before it starts',
  tooLong: 'A run lasts at most a day',
  nothingToUpdate: 'Send a note or a rating',
  timeZone: 'Not a time zone (an IANA name such as Europe/Berlin)',
  startedAt: 'A run cannot start more than a week from now',
  itemId: 'Not a library item id',
} as const;

/** A count or a number of whole seconds done or planned in one set. */
const amount = z.number().int().min(0).max(10_000);
/** One set: what the run planned and what was done (the unit is the tool's: see `LOG_UNITS`). */
export const logSetSchema = z.object({ planned: amount, done: amount });
export type LogSet = z.infer<typeof logSetSchema>;

/** What one set of each tool counts (a CueCraft run is one set of its steps). */
export const LOG_UNITS = {
  holdOn: 'seconds held',
  entryBuddy: 'entries',
  shapeJam: 'shapes',
  drillDJ: 'reps',
  cueCraft: 'steps',
} as const satisfies Record<FeatureKey, string>;

/** A favorite's name, or 'Custom' when the run used no saved favorite. */
const runName = z
  .string()
  .trim()
  .overwrite(visibleOrEmpty)
  .max(LIMITS.nameLength)
  .overwrite((name) => name || CUSTOM_RUN_NAME);

/** What every tool's run has: which favorite (or 'Custom') and its sets. */
const runFields = {
  favoriteName: runName.default(CUSTOM_RUN_NAME),
  sets: z.array(logSetSchema).max(LIMITS.sets),
};
const score = z.number().int().min(0).max(100);
const msIntoRun = z.number().int().min(0).max(LIMITS.durationMs);

/**
 * What the camera saw of a hold (LineTracker, HoldOn's camera start): how long it was held as
 * seen, the line score's average and worst, and the score over time ([ms from the hold's
 * start, score], in time order).
 */
export const lineTrackSchema = z.object({
  heldMs: msIntoRun,
  average: score,
  worst: score,
  points: z.array(z.tuple([msIntoRun, score])).max(LIMITS.linePoints),
});
export type LineTrack = z.infer<typeof lineTrackSchema>;

/** Each tool's run: its favorite, its inputs (as that tool's favorites keep them), its sets. */
const RUNS = [
  z.object({
    tool: z.literal('holdOn'),
    inputs: toolInputsSchemas.holdOn.default({}),
    ...runFields,
    /** The hold's line as the camera saw it, when one watched. */
    line: lineTrackSchema.optional(),
  }),
  z.object({ tool: z.literal('entryBuddy'), inputs: toolInputsSchemas.entryBuddy.default({}), ...runFields }),
  z.object({ tool: z.literal('shapeJam'), inputs: toolInputsSchemas.shapeJam.default({}), ...runFields }),
  z.object({ tool: z.literal('drillDJ'), inputs: toolInputsSchemas.drillDJ.default({}), ...runFields }),
  // the sequence itself is not kept, only its name and the steps done
  z.object({ tool: z.literal('cueCraft'), inputs: z.object({}).default({}), ...runFields }),
] as const;

/** One tool's run, alone or as a step of a workout. */
export const logRunSchema = z.discriminatedUnion('tool', RUNS);
export type LogRun = z.output<typeof logRunSchema>;

/** A whole workout run as one entry: its title, the library item (if any), each step's run. */
const workoutRun = z.object({
  tool: z.literal('workout'),
  title: z.string().trim().overwrite(visibleOrEmpty).min(1).max(LIMITS.nameLength),
  /** A library item's id (letters and digits), not free text. */
  itemId: z
    .string()
    .regex(/^[A-Za-z0-9]{1,40}$/, PRACTICE_LOG_FIELD_MESSAGES.itemId)
    .optional(),
  steps: z.array(logRunSchema).min(1).max(LIMITS.steps),
});

/** What a user writes after the run: 'how it felt' and 1–5. */
const note = z.string().trim().max(LIMITS.noteLength, PRACTICE_LOG_FIELD_MESSAGES.noteTooLong);
const rating = z
  .int(PRACTICE_LOG_FIELD_MESSAGES.rating)
  .min(LIMITS.ratingMin, PRACTICE_LOG_FIELD_MESSAGES.rating)
  .max(LIMITS.ratingMax, PRACTICE_LOG_FIELD_MESSAGES.rating);
/** ms since the epoch. */
const instant = z.number().int().min(0).max(8.64e15);
/** How far ahead of the server's clock a run may start: a device's clock days ahead is forgiven. */
const START_AHEAD_MAX_MS = 7 * 86_400_000;
/**
 * When a run started: at most a week from now (a device whose clock runs ahead keeps its runs,
 * which the stats count from their day; the year 275760 is refused, whose day the stats named).
 */
const startInstant = instant.refine(
  (ms) => ms <= Date.now() + START_AHEAD_MAX_MS,
  PRACTICE_LOG_FIELD_MESSAGES.startedAt,
);

const entryFields = {
  /** Made on the device (crypto.randomUUID()), so a retry names the same entry. */
  _id: z.string().trim().toLowerCase().pipe(z.uuid()),
  startedAt: startInstant,
  endedAt: instant,
  note: note.default(''),
  rating: rating.nullable().default(null),
};

/** An entry's start and end make a run of at most a day. */
function checkSpan(entry: { startedAt: number; endedAt: number }, ctx: z.RefinementCtx): void {
  if (entry.endedAt < entry.startedAt) {
    ctx.addIssue({ code: 'custom', path: ['endedAt'], message: PRACTICE_LOG_FIELD_MESSAGES.endsBeforeStart });
  } else if (entry.endedAt - entry.startedAt > LIMITS.durationMs) {
    ctx.addIssue({ code: 'custom', path: ['endedAt'], message: PRACTICE_LOG_FIELD_MESSAGES.tooLong });
  }
}

/**
 * POST /api/practiceLog: one timer run (`tool` one of the four, its favorite's name or
 * 'Custom', its inputs, per set planned vs done), one CueCraft run (its name, its steps done as
 * one set) or one whole workout (`tool: 'workout'`, its
 * steps), when it started and ended, and optionally a note and a rating.
 */
export const newPracticeLogEntrySchema = z
  .discriminatedUnion('tool', [
    RUNS[0].extend(entryFields),
    RUNS[1].extend(entryFields),
    RUNS[2].extend(entryFields),
    RUNS[3].extend(entryFields),
    RUNS[4].extend(entryFields),
    workoutRun.extend(entryFields),
  ])
  .superRefine(checkSpan);
export type NewPracticeLogEntry = z.input<typeof newPracticeLogEntrySchema>;
/** An entry as stored: as sent, its names and defaults filled in. */
export type PracticeLogFields = z.output<typeof newPracticeLogEntrySchema>;

/** When the server first stored the entry (ms). */
const storedFields = { ...entryFields, createdAt: instant };
/** An entry as the API answers it: as stored, and when the server first stored it. */
export const practiceLogEntrySchema = z.discriminatedUnion('tool', [
  RUNS[0].extend(storedFields),
  RUNS[1].extend(storedFields),
  RUNS[2].extend(storedFields),
  RUNS[3].extend(storedFields),
  RUNS[4].extend(storedFields),
  workoutRun.extend(storedFields),
]);
export type PracticeLogEntry = PracticeLogFields & { createdAt: number };

/** PUT /api/practiceLog/:id: a new note, a new rating (null clears it), or both. */
export const updatePracticeLogEntrySchema = z
  .object({ note: note.optional(), rating: rating.nullable().optional() })
  .refine((u) => u.note !== undefined || u.rating !== undefined, {
    message: PRACTICE_LOG_FIELD_MESSAGES.nothingToUpdate,
  });
export type UpdatePracticeLogEntry = z.input<typeof updatePracticeLogEntrySchema>;

/**
 * GET /api/practiceLog: the caller's entries, newest start first, `limit` a page; `cursor` is
 * the opaque token of the `Link: <…>; rel="next"` header.
 */
export const practiceLogPageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(LIMITS.pageMax).default(LIMITS.pageDefault),
  cursor: z.string().max(200).optional(),
});
export type PracticeLogPageQuery = z.infer<typeof practiceLogPageQuerySchema>;

/**
 * The runtime's own name for time zone `name`, or null when it names none: any spelling of a
 * zone ('europe/berlin', 'US/Pacific') is answered in one form ('Europe/Berlin',
 * 'America/Los_Angeles'), so what is kept per zone (a day format, a cached answer) is kept once
 * per zone, not once per spelling a caller makes up (one name has 2^29 of them).
 */
export function canonicalTimeZone(name: string): string | null {
  // Offsets ('+01:00') and POSIX rules are not names: PostgreSQL reads their sign the other way.
  if (!/^[A-Za-z][\w+-]*(\/[\w+-]+)*$/.test(name)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** Whether `name` is a time zone this runtime knows by its IANA name ('Europe/Berlin', 'UTC'). */
export const isTimeZone = (name: string): boolean => canonicalTimeZone(name) !== null;

/**
 * GET /api/practiceLog/stats: days are counted in `tz` (an IANA time zone, UTC by default);
 * `days` is the span of the longest-hold series (30, 90 or 365 days ending today).
 */
export const practiceLogStatsQuerySchema = z.object({
  // answered, counted and cached under the zone's own name, whatever the spelling asked
  tz: z
    .string()
    .trim()
    .max(64)
    .refine(isTimeZone, PRACTICE_LOG_FIELD_MESSAGES.timeZone)
    .overwrite((name) => canonicalTimeZone(name) ?? name)
    .default('UTC'),
  days: z.coerce
    .number()
    .refine(
      (n): n is (typeof PRACTICE_LOG_SERIES_DAYS)[number] =>
        (PRACTICE_LOG_SERIES_DAYS as readonly number[]).includes(n),
      `days is one of ${PRACTICE_LOG_SERIES_DAYS.join(', ')}`,
    )
    .default(30),
});
export type PracticeLogStatsQuery = z.infer<typeof practiceLogStatsQuerySchema>;

/** A calendar day in the asked time zone, 'YYYY-MM-DD'. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A personal best: how much, and the run that first reached it. */
const bestSchema = z.object({ value: z.number(), startedAt: z.number(), day }).nullable();

/** What GET /api/practiceLog/stats answers. */
export const practiceLogStatsSchema = z.object({
  tz: z.string(),
  today: day,
  /** Days in a row with practice, ending today, or yesterday while today has none yet. */
  streak: z.object({ days: z.number().int(), lastDay: day.nullable() }),
  /** This week (Monday to today): sessions, minutes (rounded) and HoldOn seconds held. */
  week: z.object({
    from: day,
    sessions: z.number().int(),
    minutes: z.number().int(),
    secondsHeld: z.number(),
  }),
  /**
   * Per tool: the longest single hold (HoldOn, seconds), the most entries, shapes and reps in
   * one session (EntryBuddy, ShapeJam, DrillDJ); workout steps count too. Null: none yet.
   */
  bests: z.object({ holdOn: bestSchema, entryBuddy: bestSchema, shapeJam: bestSchema, drillDJ: bestSchema }),
  /** The longest HoldOn hold of each day with one, oldest first, over the last `days` days. */
  series: z.object({
    days: z.number().int(),
    points: z.array(z.object({ day, seconds: z.number() })),
  }),
});
export type PracticeLogStats = z.infer<typeof practiceLogStatsSchema>;
export type PersonalBest = NonNullable<PracticeLogStats['bests']['holdOn']>;
