import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { bigint, check, customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/**
 * PostgreSQL's bytea. node-postgres answers a Buffer, PGlite a Uint8Array: both become a Buffer
 * (a view on the same memory, no copy).
 */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v.buffer, v.byteOffset, v.byteLength)),
});

/**
 * Uploaded images, already re-encoded (no metadata), served by GET /api/media/:id. Their bytes
 * are kept in the row (every API instance serves every image, with nothing shared but the
 * database) or, with an object store configured (S3_URL), in the bucket under `objectKey`
 * with only this row in the database. A user's media go when the user is deleted.
 */
export const media = pgTable(
  'media',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What GET answers as Content-Type: image/jpeg or image/webp (what the server wrote). */
    contentType: text('content_type').notNull(),
    /** The image; null when it is in the object store. */
    bytes: bytea('bytes'),
    /** Where the image is in the object store (`media/<owner>/<id>`); null when `bytes` has it. */
    objectKey: text('object_key'),
    /** Its size in bytes, wherever it is (what it counts against the quota). */
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('media_owner_id_idx').on(t.ownerId),
    // Exactly one of them holds the image.
    check('media_bytes_or_object', sql`(${t.bytes} IS NULL) <> (${t.objectKey} IS NULL)`),
  ],
);

export type MediaRow = typeof media.$inferSelect;
export type NewMediaRow = typeof media.$inferInsert;

/**
 * Uploaded videos on record: their bytes are in the object store under `videos/<file>` (a
 * bucket or DATA_DIR), this row says whose each is, its size and type, and when it came. The
 * owner is no reference to users: a deleted account's videos are found here by owner, after
 * its row is gone, and deleted with their objects (MediaCleanupListener).
 */
export const videos = pgTable(
  'videos',
  {
    /** Its stored name, `<32 hex>.<ext>`, as served at `/api/video/<file>`. */
    file: text('file').primaryKey(),
    ownerId: text('owner_id').notNull(),
    /** What GET answers as Content-Type: the type of the format its content was checked to be. */
    contentType: text('content_type').notNull(),
    /** Its size in bytes (what it counts against the quota). */
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('videos_owner_id_idx').on(t.ownerId)],
);

export type VideoRow = typeof videos.$inferSelect;

/**
 * How many bytes of uploads (images and videos) each user keeps, against UPLOAD_QUOTA_BYTES:
 * raised in one conditional statement before an upload is stored, lowered when one is deleted.
 */
export const uploadUsage = pgTable('upload_usage', {
  ownerId: text('owner_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
});
