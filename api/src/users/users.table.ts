import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { FavoritesByTool, SettingsByTool } from '@handyq/shared';

/**
 * One row per account. Document-shaped fields (settings, favorites) are jsonb; notices are rows
 * of their own (notifications/notifications.table.ts).
 */
export const users = pgTable(
  'users',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    fullname: text('fullname').notNull(),
    username: text('username').notNull(),
    /** Stored as typed; unique regardless of case (the index below). */
    email: text('email').notNull(),
    /** argon2id; read only to verify a password, never answered. */
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    imgUrl: text('img_url').notNull().default(''),
    instagram: text('instagram').notNull().default(''),
    facebook: text('facebook').notNull().default(''),
    youtube: text('youtube').notNull().default(''),
    website: text('website').notNull().default(''),
    other: text('other').notNull().default(''),
    bio: text('bio').notNull().default(''),
    score: integer('score').notNull().default(10000),
    plan: jsonb('plan').$type<{ tier: 'basic' | 'pro' }>().notNull().default({ tier: 'basic' }),
    generalSettings: jsonb('general_settings')
      .$type<{ voiceURI: string }>()
      .notNull()
      .default({ voiceURI: 'default' }),
    settings: jsonb('settings').$type<SettingsByTool>().notNull().default({}),
    favorites: jsonb('favorites').$type<FavoritesByTool>().notNull().default({}),
    /** Grows by one on every update: a PUT with an older one is refused (lost updates). */
    version: integer('version').notNull().default(1),
    /** Carried in every token; bumped on a password change or reset, which kills old tokens. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
