import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/** Password-reset tokens: only their SHA-256 is kept; a row is deleted when used. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('password_resets_user_id_idx').on(t.userId)],
);

/**
 * One row per counted attempt (a failed login, a reset request, a signup), by key
 * (`login:<email>`, `forgot:<email>`, `signup:<ip>`). Kept in the database so every API
 * instance counts the same attempts; rows older than the longest window are deleted.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_hits_key_at_idx').on(t.key, t.at), index('rate_limit_hits_at_idx').on(t.at)],
);
