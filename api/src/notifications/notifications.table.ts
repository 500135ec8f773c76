import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ItemStatus } from '@handyq/domain/schemas';
import { users } from '../users/users.table';

/**
 * One row per notice, apart from the user's row: adding, reading and clearing notices never
 * touches `users` (nor its version, so they never make a profile save stale). `seq` orders a
 * user's notices (newest = highest) across API instances; "up to this notice" means up to its seq.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    txt: text('txt').notNull(),
    link: text('link').notNull().default(''),
    type: text('type'),
    itemId: text('item_id'),
    status: text('status').$type<ItemStatus>(),
    /** Who caused it (not a reference: the notice outlives that account). */
    byUserId: text('by_user_id'),
    isRead: boolean('is_read').notNull().default(false),
    /** ms since the epoch, as the API answers it. */
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('notifications_user_seq_key').on(t.userId, t.seq),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`not ${t.isRead}`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
