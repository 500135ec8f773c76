import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SettingsByTool } from '@handyq/domain';
import type { User } from '@handyq/domain/schemas';
import { newUserDefaults } from '@handyq/domain/user-rules';

/** A new account's values (UsersService.create writes them all; these are the columns' own). */
const NEW = newUserDefaults();

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
    isAdmin: boolean('is_admin').notNull().default(NEW.isAdmin),
    /** '' as a column (a row always gets NEW.imgUrl from UsersService.create). */
    imgUrl: text('img_url').notNull().default(''),
    instagram: text('instagram').notNull().default(NEW.instagram),
    facebook: text('facebook').notNull().default(NEW.facebook),
    youtube: text('youtube').notNull().default(NEW.youtube),
    website: text('website').notNull().default(NEW.website),
    other: text('other').notNull().default(NEW.other),
    bio: text('bio').notNull().default(NEW.bio),
    score: integer('score').notNull().default(NEW.score),
    plan: jsonb('plan').$type<{ tier: 'basic' | 'pro' }>().notNull().default(NEW.plan),
    generalSettings: jsonb('general_settings')
      .$type<{ voiceURI: string }>()
      .notNull()
      .default(NEW.generalSettings),
    settings: jsonb('settings').$type<SettingsByTool>().notNull().default(NEW.settings),
    favorites: jsonb('favorites').$type<User['favorites']>().notNull().default(NEW.favorites),
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
