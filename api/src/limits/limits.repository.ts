import { Inject, Injectable } from '@nestjs/common';
import { eq, lt, sql } from 'drizzle-orm';
import { DB, type DbHandle } from '../db/database';
import { rateLimits } from './limits.table';

/** A key's count in its window after an attempt was added, and when that window started. */
export interface WindowCount {
  count: number;
  windowStart: Date;
}

@Injectable()
export class LimitsRepository {
  constructor(@Inject(DB) private readonly handle: DbHandle) {}

  private get db() {
    return this.handle.db;
  }

  /**
   * Adds one attempt to `key` and answers the count, in one statement: the row is locked while
   * it is read and written, so N parallel attempts answer 1…N, whichever instance makes them.
   * A window older than `windowMs` starts again at now with this attempt.
   */
  async add(key: string, windowMs: number): Promise<WindowCount> {
    const expired = sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${windowMs / 1000})`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, count: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
          windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
        },
      })
      .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
    return row!;
  }

  /** Takes one attempt back from `key` (never below zero). */
  async subtract(key: string): Promise<void> {
    await this.db
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(eq(rateLimits.key, key));
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, key));
  }

  /** Deletes the keys whose window started before `before` (no rule's window is that long). */
  async sweep(before: Date): Promise<void> {
    await this.db.delete(rateLimits).where(lt(rateLimits.windowStart, before));
  }
}
