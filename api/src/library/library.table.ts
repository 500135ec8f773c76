import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type {
  AuthorInfo,
  ItemStatus,
  ItemType,
  externalLinkSchema,
  imgDataSchema,
  itemLinkSchema,
  itemMsgSchema,
  ITEM_FEATURES,
  videoDataSchema,
  workoutStepSchema,
} from '@handyq/domain/schemas';
import type { CraftSequence } from '@handyq/domain/cue-craft-rules';
import { users } from '../users/users.table';

/** One of the four tools, or '' for none. */
export type ItemFeature = (typeof ITEM_FEATURES)[number];
/** A drill's or tutorial's text, or a workout's steps. */
export type ItemBody = string | z.infer<typeof workoutStepSchema>[];

/**
 * Library items (drills, tutorials, workouts). Nested lists are jsonb; `tags` is text[] (GIN:
 * `tags @> array[…]`), and `tags_text` is the tags joined with spaces, written by the repository
 * with every save, so text search runs on two trigram indexes (title, tags_text). The owner is a
 * reference: their name and admin flag are read from `users` when an item is answered.
 *
 * Sorting is keyset-paged: the `id` tie-breaker and the title key compare in the "C" collation, so
 * PGlite and a PostgreSQL server (whatever its locale) order alike, and the sort indexes match.
 */
export const libraryItems = pgTable(
  'library_items',
  {
    /** 6 characters, random (or a fixed seed id, shared/domain/src/library-seed-ids.ts). */
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    type: text('type').$type<ItemType>().notNull(),
    feature: text('feature').$type<ItemFeature>().notNull().default(''),
    description: text('description').notNull().default(''),
    body: jsonb('body')
      .$type<ItemBody>()
      .notNull()
      .default(sql`'""'::jsonb`),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tagsText: text('tags_text').notNull().default(''),
    links: jsonb('links').$type<z.infer<typeof itemLinkSchema>[]>().notNull().default([]),
    externalLinks: jsonb('external_links')
      .$type<z.infer<typeof externalLinkSchema>[]>()
      .notNull()
      .default([]),
    videoData: jsonb('video_data').$type<z.infer<typeof videoDataSchema>[]>().notNull().default([]),
    imgData: jsonb('img_data').$type<z.infer<typeof imgDataSchema>[]>().notNull().default([]),
    authorInfo: jsonb('author_info').$type<AuthorInfo>().notNull(),
    status: text('status').$type<ItemStatus>().notNull().default('private'),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** ms since the epoch */
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    msgs: jsonb('msgs').$type<z.infer<typeof itemMsgSchema>[]>().notNull().default([]),
    /** A drill's CueCraft sequence (null: none). Not in list pages: read with the item alone. */
    sequence: jsonb('sequence').$type<CraftSequence | null>(),
    /** Grows by one on every PUT: a PUT with an older one is refused (lost updates). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('library_items_type_check', sql`${t.type} in ('drill', 'tutorial', 'workout')`),
    check('library_items_status_check', sql`${t.status} in ('private', 'pending', 'public')`),
    // Sort keys (default and createdAt; title), each with the id tie-breaker of the keyset.
    index('library_items_created_idx').on(t.createdAt, sql`(${t.id} collate "C")`),
    index('library_items_title_sort_idx').on(
      sql`(lower(${t.title}) collate "C")`,
      sql`(${t.id} collate "C")`,
    ),
    // Who sees what (visibility, author filters, counting a user's workouts).
    index('library_items_owner_idx').on(t.ownerId, t.type),
    index('library_items_status_idx').on(t.status, t.createdAt),
    // Filters: every listed tag (array containment); text in the title or the tags.
    index('library_items_tags_idx').using('gin', t.tags),
    index('library_items_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('library_items_tags_text_trgm_idx').using('gin', t.tagsText.op('gin_trgm_ops')),
  ],
);

export type LibraryItemRow = typeof libraryItems.$inferSelect;
export type NewLibraryItemRow = typeof libraryItems.$inferInsert;

/**
 * One row whose `rev` grows with every change to what item lists answer: any write to
 * `library_items` (a trigger, migration 0004, so a write by any API instance counts), and a new
 * name or admin flag of a user, the owner shown on their items (LibraryListCache.retireAll, on
 * the users module's `user.updated`). Cached list pages (LibraryListCache) are good while it
 * stands still.
 */
export const libraryRevision = pgTable(
  'library_revision',
  {
    id: integer('id').primaryKey().default(1),
    rev: bigint('rev', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('library_revision_one_row', sql`${t.id} = 1`)],
);
