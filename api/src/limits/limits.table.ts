import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per limited key (`login:<email>`, `signup:<ip>`, …): how many attempts it made in
 * its current window, and when that window started. A key's row is counted up and checked in
 * one statement (limits.repository.ts), so parallel requests — on any API instance — cannot
 * slip past a limit; rows whose window has passed are swept.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
    count: integer('count').notNull().default(0),
  },
  (t) => [index('rate_limits_window_start_idx').on(t.windowStart)],
);
