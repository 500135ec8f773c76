import { Inject, Injectable } from '@nestjs/common';
import { and, eq } from 'drizzle-orm';
import { DB, type DbHandle } from '../db/database';
import { media, type NewMediaRow } from './upload.table';

/** A stored image as GET /api/media/:id serves it. */
export interface StoredMedia {
  contentType: string;
  bytes: Buffer;
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

  /** Deletes an image if `ownerId` stored it; whether one was deleted. */
  async deleteOwned(id: string, ownerId: string): Promise<boolean> {
    const deleted = await this.db
      .delete(media)
      .where(and(eq(media.id, id), eq(media.ownerId, ownerId)))
      .returning({ id: media.id });
    return deleted.length > 0;
  }
}
