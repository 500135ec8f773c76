import { Injectable } from '@nestjs/common';
import { BoundedCache } from '../common/bounded-cache';
import { localDayOf } from '@handyq/domain/practice-log-rules';
import type { PracticeLogStats, PracticeLogStatsQuery } from '@handyq/domain/schemas';
import { PracticeLogRepository } from './practice-log.repository';

/** At most this many answers are kept (a user has 15 spans and zones at most in use). */
export const STATS_CACHE_MAX_ENTRIES = 10_000;
/** At most this many bytes, counted as in cost() below (a 365-day answer is ~10 KB of JSON). */
export const STATS_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** What keeping an answer costs, counted high: its JSON twice (V8's two-byte strings) and the entry. */
const cost = (key: string, stats: PracticeLogStats) =>
  400 + key.length * 2 + JSON.stringify(stats).length * 2;

/**
 * Each user's stats by span and time zone, good while the user's log revision stands still (an
 * entry added or deleted, by any API instance, moves it: practice_log's triggers) and the day in
 * that zone is the same: the stats read nothing else (a note or a rating is not in them). A hit
 * costs one primary-key read instead of the statement over every entry. Bounded by
 * STATS_CACHE_MAX_ENTRIES and STATS_CACHE_MAX_BYTES, and only an answer asked for before is kept
 * (BoundedCache).
 */
@Injectable()
export class PracticeLogStatsCache {
  private readonly kept = new BoundedCache<PracticeLogStats>({
    maxEntries: STATS_CACHE_MAX_ENTRIES,
    maxBytes: STATS_CACHE_MAX_BYTES,
    cost,
  });

  constructor(private readonly repo: PracticeLogRepository) {}

  /** How many answers and counted bytes are kept (tests, benches). */
  get size(): { entries: number; bytes: number } {
    return this.kept.size;
  }

  /** The user's stats for `q` now: kept, or `load()`'s. */
  async get(
    userId: string,
    q: PracticeLogStatsQuery,
    now: number,
    load: () => Promise<PracticeLogStats>,
  ): Promise<PracticeLogStats> {
    // The revision is read before the stats (see BoundedCache.get).
    const rev = await this.repo.revision(userId);
    return this.kept.get(`${userId}\n${q.tz}\n${q.days}`, `${rev}\n${localDayOf(now, q.tz)}`, load);
  }
}
