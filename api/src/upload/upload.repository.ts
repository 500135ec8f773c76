import { Inject, Injectable } from '@nestjs/common';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { DB, type DbHandle } from '../db/database';
import { media, uploadUsage, type NewMediaRow } from './upload.table';

/** A stored image as GET /api/media/:id serves it. */
export interface StoredMedia {
  contentType: string;
  bytes: Buffer;
}

/**
 * A select of the library items that show the stored file at `url` (an SQL text expression),
 * in their images or their videos: both lists take any stored URL, so a file is looked for in
 * each, whatever its kind.
 */
function itemShowing(url: SQL): SQL {
  const entry = sql`jsonb_build_array(jsonb_build_object('url', ${url}))`;
  return sql`select 1 from library_items i where i.img_data @> ${entry} or i.video_data @> ${entry}`;
}

@Injectable()
export class UploadRepository {
  constructor(@Inject(DB) private readonly handle: DbHandle) {}

  private get db() {
    return this.handle.db;
  }

  /** Stores an image; its new id. */
  async insert(row: Omit<NewMediaRow, 'id' | 'createdAt'>): Promise<string> {
    const [created] = await this.db.insert(media).values(row).returning({ id: media.id });
    return created!.id;
  }

  async findById(id: string): Promise<StoredMedia | undefined> {
    const [row] = await this.db
      .select({ contentType: media.contentType, bytes: media.bytes })
      .from(media)
      .where(eq(media.id, id));
    return row;
  }

  /** Deletes an image if `ownerId` stored it; its size, or undefined when none was deleted. */
  async deleteOwned(id: string, ownerId: string): Promise<number | undefined> {
    const [deleted] = await this.db
      .delete(media)
      .where(and(eq(media.id, id), eq(media.ownerId, ownerId)))
      .returning({ size: sql<number>`octet_length(${media.bytes})` });
    return deleted?.size;
  }

  /**
   * Adds `bytes` to the owner's usage if it stays within `quota`, in one statement (the row is
   * locked while it is read and written, so parallel uploads cannot both slip under the quota).
   * Whether it was added.
   */
  async reserve(ownerId: string, bytes: number, quota: number): Promise<boolean> {
    if (bytes > quota) return false;
    const rows = await this.db
      .insert(uploadUsage)
      .values({ ownerId, bytes })
      .onConflictDoUpdate({
        target: uploadUsage.ownerId,
        set: { bytes: sql`${uploadUsage.bytes} + excluded.bytes` },
        setWhere: sql`${uploadUsage.bytes} + excluded.bytes <= ${quota}`,
      })
      .returning({ bytes: uploadUsage.bytes });
    return rows.length > 0;
  }

  /** Takes `bytes` off the owner's usage (never below zero). */
  async release(ownerId: string, bytes: number): Promise<void> {
    await this.db
      .update(uploadUsage)
      .set({ bytes: sql`greatest(${uploadUsage.bytes} - ${bytes}, 0)` })
      .where(eq(uploadUsage.ownerId, ownerId));
  }

  /** The bytes of uploads the owner keeps (0 before their first). */
  async usage(ownerId: string): Promise<number> {
    const [row] = await this.db
      .select({ bytes: uploadUsage.bytes })
      .from(uploadUsage)
      .where(eq(uploadUsage.ownerId, ownerId));
    return row?.bytes ?? 0;
  }

  /**
   * Deletes the images stored before `before` that nothing uses: no profile's picture and no
   * library item's image or video entry. (A read-only look at the users and library tables:
   * the reference check has to see them, and those modules depend on this one, not the other
   * way round.)
   * The deleted images' owners and sizes.
   */
  async deleteOrphanImages(before: Date): Promise<{ ownerId: string; size: number }[]> {
    const rows = await this.db.execute<{ owner_id: string; size: number }>(sql`
      delete from media m
      where m.created_at < ${before.toISOString()}::timestamptz
        and not exists (select 1 from users u where u.img_url = '/api/media/' || m.id)
        and not exists (${itemShowing(sql`'/api/media/' || m.id`)})
      returning m.owner_id, octet_length(m.bytes) as size`);
    const list =
      (Array.isArray(rows) ? rows : (rows as { rows: { owner_id: string; size: number }[] }).rows) ?? [];
    return list.map((r) => ({ ownerId: r.owner_id, size: Number(r.size) }));
  }

  /** Whether a library item shows the video at `url`, in either list (same look as above). */
  async isVideoUsed(url: string): Promise<boolean> {
    const rows = await this.db.execute(sql`${itemShowing(sql`${url}::text`)} limit 1`);
    const list = Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows;
    return list.length > 0;
  }
}
