import { Injectable } from '@nestjs/common';
import { localDayOf } from '@handyq/shared/practice-log-rules';
import type { PracticeLogStats, PracticeLogStatsQuery } from '@handyq/shared/schemas';
import { PracticeLogRepository } from './practice-log.repository';

/** At most this many answers are kept (a user has 15 spans and zones at most in use). */
export const STATS_CACHE_MAX_ENTRIES = 10_000;
/** At most this many bytes, counted as in cost() below (a 365-day answer is ~10 KB of JSON). */
export const STATS_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** What keeping an answer costs, counted high: its JSON twice (V8's two-byte strings) and the entry. */
const cost = (key: string, stats: PracticeLogStats) =>
  400 + key.length * 2 + JSON.stringify(stats).length * 2;

interface Entry {
  rev: number;
  today: string;
  stats: PracticeLogStats;
  cost: number;
}

/**
 * Each user's stats by span and time zone, good while the user's log revision stands still (an
 * entry added or deleted, by any API instance, moves it: practice_log's triggers) and the day in
 * that zone is the same: the stats read nothing else (a note or a rating is not in them). A hit
 * costs one primary-key read instead of the statement over every entry. Loads of one key at one
 * revision run once, however many requests wait for them. Bounded by STATS_CACHE_MAX_ENTRIES and
 * STATS_CACHE_MAX_BYTES: least recently used answers go first.
 */
@Injectable()
export class PracticeLogStatsCache {
  private readonly kept = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<PracticeLogStats>>();
  private bytes = 0;

  constructor(private readonly repo: PracticeLogRepository) {}

  /** How many answers and counted bytes are kept (tests, benches). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.kept.size, bytes: this.bytes };
  }

  /** The user's stats for `q` now: kept, or `load()`'s, then kept. */
  async get(
    userId: string,
    q: PracticeLogStatsQuery,
    now: number,
    load: () => Promise<PracticeLogStats>,
  ): Promise<PracticeLogStats> {
    const key = `${userId}\n${q.tz}\n${q.days}`;
    const today = localDayOf(now, q.tz);
    // The revision is read before the stats: an entry landing in between makes the next request
    // miss, never keeps old stats under a new revision.
    const rev = await this.repo.revision(userId);
    const hit = this.kept.get(key);
    if (hit?.rev === rev && hit.today === today) {
      this.kept.delete(key);
      this.kept.set(key, hit);
      return hit.stats;
    }
    const loadKey = `${rev}\n${today}\n${key}`;
    let pending = this.loading.get(loadKey);
    if (!pending) {
      pending = load().finally(() => this.loading.delete(loadKey));
      this.loading.set(loadKey, pending);
      void pending.then(
        (stats) => this.keep(key, rev, today, stats),
        () => undefined,
      );
    }
    return pending;
  }

  private keep(key: string, rev: number, today: string, stats: PracticeLogStats): void {
    const current = this.kept.get(key);
    if (current && (current.rev > rev || current.today > today)) return;
    if (current) this.drop(key, current);
    const entry = { rev, today, stats, cost: cost(key, stats) };
    if (entry.cost > STATS_CACHE_MAX_BYTES) return;
    this.kept.set(key, entry);
    this.bytes += entry.cost;
    for (const [oldKey, old] of this.kept) {
      if (this.bytes <= STATS_CACHE_MAX_BYTES && this.kept.size <= STATS_CACHE_MAX_ENTRIES) break;
      this.drop(oldKey, old);
    }
  }

  private drop(key: string, entry: Entry): void {
    this.kept.delete(key);
    this.bytes -= entry.cost;
  }
}
