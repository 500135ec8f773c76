import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import { DB, type DbHandle } from '../db/database';
import { videos, type VideoRow } from './upload.table';

/** A deleted video's record: whose it was and its size. */
export type DeletedVideo = Pick<VideoRow, 'file' | 'ownerId' | 'size'>;

const DELETED = { file: videos.file, ownerId: videos.ownerId, size: videos.size };

/** The videos on record (their bytes are in the object store: VideoStore). */
@Injectable()
export class VideoRepository {
  constructor(@Inject(DB) private readonly handle: DbHandle) {}

  private get db() {
    return this.handle.db;
  }

  /** Puts a video on record, unless it already is (another instance recorded it first). */
  async record(row: VideoRow): Promise<void> {
    await this.db.insert(videos).values(row).onConflictDoNothing();
  }

  async find(file: string): Promise<VideoRow | undefined> {
    const [row] = await this.db.select().from(videos).where(eq(videos.file, file));
    return row;
  }

  /** Those of `files` that are on record. */
  async filesAmong(files: string[]): Promise<string[]> {
    if (!files.length) return [];
    const rows = await this.db.select({ file: videos.file }).from(videos).where(inArray(videos.file, files));
    return rows.map((row) => row.file);
  }

  /** Up to `limit` videos stored before `before`, in name order, after the name `after`. */
  async storedBefore(
    before: Date,
    limit: number,
    after?: string,
  ): Promise<Pick<VideoRow, 'file' | 'ownerId'>[]> {
    return this.db
      .select({ file: videos.file, ownerId: videos.ownerId })
      .from(videos)
      .where(and(lt(videos.createdAt, before), after === undefined ? undefined : gt(videos.file, after)))
      .orderBy(asc(videos.file))
      .limit(limit);
  }

  /** The names of the videos `ownerId` stored. */
  async filesOf(ownerId: string): Promise<string[]> {
    const rows = await this.db.select({ file: videos.file }).from(videos).where(eq(videos.ownerId, ownerId));
    return rows.map((row) => row.file);
  }

  /** Takes a video off record if `ownerId` stored it; what was deleted, or undefined when nothing. */
  async deleteOwned(file: string, ownerId: string): Promise<DeletedVideo | undefined> {
    const [deleted] = await this.db
      .delete(videos)
      .where(and(eq(videos.file, file), eq(videos.ownerId, ownerId)))
      .returning(DELETED);
    return deleted;
  }
}
