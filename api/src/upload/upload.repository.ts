import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { DB, type DbHandle, type LockedRun } from '../db/database';
import { media, uploadUsage, type NewMediaRow } from './upload.table';

/** A stored image: its bytes, or where they are in the object store. */
export interface MediaRecord {
  contentType: string;
  bytes: Buffer | null;
  objectKey: string | null;
}

/** A deleted image: whose it was, its size, and its object to delete when it has one. */
export interface DeletedMedia {
  ownerId: string;
  size: number;
  objectKey: string | null;
}

const DELETED = { ownerId: media.ownerId, size: media.size, objectKey: media.objectKey };

/** The name of the advisory lock the sweep of unused uploads runs under. */
const SWEEP_LOCK = 'handyq.upload-sweep';

@Injectable()
export class UploadRepository {
  constructor(@Inject(DB) private readonly handle: DbHandle) {}

  private get db() {
    return this.handle.db;
  }

  /**
   * Runs `fn` (a sweep) unless another API instance on this database is running one: then
   * `ran: false` at once, without waiting. A PostgreSQL advisory lock, released when `fn` ends.
   */
  whileSweepLocked<T>(fn: () => Promise<T>): Promise<LockedRun<T>> {
    return this.handle.tryLock(SWEEP_LOCK, fn);
  }

  /** Stores an image (under `id` when given); its id. */
  async insert(row: Omit<NewMediaRow, 'createdAt'>): Promise<string> {
    const [created] = await this.db.insert(media).values(row).returning({ id: media.id });
    return created!.id;
  }

  async findById(id: string): Promise<MediaRecord | undefined> {
    const [row] = await this.db
      .select({ contentType: media.contentType, bytes: media.bytes, objectKey: media.objectKey })
      .from(media)
      .where(eq(media.id, id));
    return row;
  }

  /** Deletes an image if `ownerId` stored it; what was deleted, or undefined when nothing. */
  async deleteOwned(id: string, ownerId: string): Promise<DeletedMedia | undefined> {
    const [deleted] = await this.db
      .delete(media)
      .where(and(eq(media.id, id), eq(media.ownerId, ownerId)))
      .returning(DELETED);
    return deleted;
  }

  /** Those of `keys` that an image row holds (the rest are objects no image points to). */
  async objectKeysAmong(keys: string[]): Promise<string[]> {
    if (!keys.length) return [];
    const rows = await this.db
      .select({ key: media.objectKey })
      .from(media)
      .where(inArray(media.objectKey, keys));
    return rows.map((row) => row.key!);
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

  /** Up to `limit` ids of the images stored before `before`, in id order, after the id `after`. */
  async imagesStoredBefore(before: Date, limit: number, after?: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: media.id })
      .from(media)
      .where(and(lt(media.createdAt, before), after === undefined ? undefined : gt(media.id, after)))
      .orderBy(asc(media.id))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /** Deletes these images; each that was there. */
  async deleteImages(ids: string[]): Promise<DeletedMedia[]> {
    if (!ids.length) return [];
    return this.db.delete(media).where(inArray(media.id, ids)).returning(DELETED);
  }
}
