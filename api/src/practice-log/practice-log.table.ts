import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import type { LineTrack, LogRun, LogSet } from '@handyq/domain/schemas';
import { users } from '../users/users.table';

/**
 * One row per practice-log entry: a timer run, or a whole workout (`tool` 'workout', its runs
 * in `steps`). Keyed by the user and the id the device made, so a retried create finds the row
 * it made before (INSERT … ON CONFLICT DO NOTHING) and never makes a second one. A user's rows
 * go with their account (the foreign key cascades).
 *
 * The figures (`held_seconds` … `reps`) are what the entry counts for in the stats, written
 * with it (entryFigures in @handyq/domain/practice-log-rules), so the stats are aggregates over
 * plain columns, and each personal best is one step down a partial index.
 */
export const practiceLog = pgTable(
  'practice_log',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The device's id for the entry: a UUID, lowercase. */
    id: text('id').notNull(),
    tool: text('tool').$type<LogRun['tool'] | 'workout'>().notNull(),
    /** A run's favorite name ('Custom' for none), or a workout's title. */
    name: text('name').notNull(),
    /** A workout's library item, when it ran one. */
    itemId: text('item_id'),
    /** A run's inputs ({} for a workout). */
    inputs: jsonb('inputs').$type<Record<string, unknown>>().notNull(),
    /** A run's sets, planned vs done ([] for a workout). */
    sets: jsonb('sets').$type<LogSet[]>().notNull(),
    /** A workout's runs, in order; null for a run. */
    steps: jsonb('steps').$type<LogRun[]>(),
    /** A hold's line as the camera saw it (HoldOn only); null when no camera watched. */
    line: jsonb('line').$type<LineTrack>(),
    /** ms since the epoch */
    startedAt: bigint('started_at', { mode: 'number' }).notNull(),
    endedAt: bigint('ended_at', { mode: 'number' }).notNull(),
    note: text('note').notNull().default(''),
    rating: smallint('rating'),
    /** ms since the epoch: when the server first stored it. */
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    heldSeconds: integer('held_seconds').notNull().default(0),
    longestHold: integer('longest_hold').notNull().default(0),
    entries: integer('entries').notNull().default(0),
    shapes: integer('shapes').notNull().default(0),
    reps: integer('reps').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'practice_log_pkey', columns: [t.userId, t.id] }),
    check(
      'practice_log_tool_check',
      sql`${t.tool} in ('holdOn', 'entryBuddy', 'shapeJam', 'drillDJ', 'cueCraft', 'workout')`,
    ),
    check('practice_log_rating_check', sql`${t.rating} between 1 and 5`),
    // The list (newest start first, keyset on start and id) and every range of days.
    index('practice_log_user_started_idx').on(t.userId, t.startedAt.desc(), t.id.desc()),
    // Each personal best: the greatest figure, the earliest run that reached it.
    ...(['longestHold', 'entries', 'shapes', 'reps'] as const).map((figure) =>
      index(`practice_log_best_${t[figure].name}_idx`)
        .on(t.userId, t[figure].desc(), t.startedAt)
        .where(sql`${t[figure]} > 0`),
    ),
  ],
);

export type PracticeLogRow = typeof practiceLog.$inferSelect;
export type NewPracticeLogRow = typeof practiceLog.$inferInsert;

/**
 * Each user's log revision: `rev` grows with every entry added or deleted (triggers on
 * practice_log, migration 0013, so a write by any API instance counts). The stats only read
 * what those change (notes and ratings are not in them), and a user's kept stats
 * (PracticeLogStatsCache) are good while it stands still. A user with no row has revision 0.
 */
export const practiceLogRevision = pgTable('practice_log_revision', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  rev: bigint('rev', { mode: 'number' }).notNull().default(0),
});
