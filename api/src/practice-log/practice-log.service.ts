import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  PRACTICE_LOG_FIELD_MESSAGES,
  type PracticeLogEntry,
  type PracticeLogFields,
  type PracticeLogPageQuery,
  type PracticeLogStats,
  type PracticeLogStatsQuery,
  type User,
} from '@handyq/domain/schemas';
import {
  PRACTICE_LOG_MESSAGES,
  decodeLogCursor,
  encodeLogCursor,
  entryFigures,
} from '@handyq/domain/practice-log-rules';
import { PG_ERRORS, isPgError } from '../common/pg-error';
import { DomainEvents } from '../events/domain-events';
import { ValidationFailedException } from '../common/zod-validation.pipe';
import { LIMIT_RULES, type LimitRules } from '../limits/limit-rules';
import { RateLimiter } from '../limits/rate-limiter';
import { PlanLimitsService } from '../plans/plan-limits.service';
import { PracticeLogRepository, toEntry } from './practice-log.repository';
import { PracticeLogStatsCache } from './practice-log-stats-cache';
import type { NewPracticeLogRow } from './practice-log.table';

/** A page of the log: its entries, and when there are more, the next page's cursor. */
export interface LogPage {
  entries: PracticeLogEntry[];
  next?: string;
}

/** The row an entry is stored as: the caller's, with what it counts for in the stats. */
function rowOf(userId: string, entry: PracticeLogFields, now: number): NewPracticeLogRow {
  const run =
    entry.tool === 'workout'
      ? {
          name: entry.title,
          itemId: entry.itemId ?? null,
          inputs: {},
          sets: [],
          steps: entry.steps,
          line: null,
        }
      : {
          name: entry.favoriteName,
          itemId: null,
          inputs: entry.inputs,
          sets: entry.sets,
          steps: null,
          line: entry.tool === 'holdOn' ? (entry.line ?? null) : null,
        };
  return {
    userId,
    id: entry._id,
    tool: entry.tool,
    ...run,
    startedAt: entry.startedAt,
    endedAt: entry.endedAt,
    note: entry.note,
    rating: entry.rating,
    createdAt: now,
    ...entryFigures(entry),
  };
}

/**
 * Each user's practice log: their own entries only (nobody else reads them, admins neither).
 * A create is idempotent on the id the device made; new entries count against the plan (Pro,
 * or anyone in trial mode) and PRACTICE_LOG_DAILY_LIMIT a day; edits and deletes count against
 * PRACTICE_LOG_CHANGE_LIMIT an hour, stats worked out anew against PRACTICE_LOG_STATS_LIMIT. Each stored change is published
 * as `practice-log.changed` (the user's other devices show it live); a retry that finds its
 * entry stored changes nothing and publishes nothing.
 */
@Injectable()
export class PracticeLogService {
  constructor(
    private readonly repo: PracticeLogRepository,
    private readonly planLimits: PlanLimitsService,
    private readonly limits: RateLimiter,
    @Inject(LIMIT_RULES) private readonly rules: LimitRules,
    private readonly events: DomainEvents,
    private readonly statsCache: PracticeLogStatsCache,
  ) {}

  /**
   * Stores the entry, or finds the one stored under its id before (a retry, a second tab):
   * `created` says which. However many identical requests race, one row is made and every one
   * of them answers it; only the one that made it is counted against the daily limit.
   */
  async create(
    viewer: User,
    entry: PracticeLogFields,
  ): Promise<{ entry: PracticeLogEntry; created: boolean }> {
    const stored = await this.repo.find(viewer._id, entry._id);
    if (stored) return { entry: toEntry(stored), created: false };
    this.planLimits.assertHasFeature(viewer, 'practiceLog');
    await this.limits.take(this.rules.practiceLog, viewer._id);
    const added = await this.repo.insert(rowOf(viewer._id, entry, Date.now()));
    if (added) {
      await this.events.publish('practice-log.changed', {
        userId: viewer._id,
        id: added.id,
        change: 'created',
      });
      return { entry: toEntry(added), created: true };
    }
    // Another request stored it between the look and the insert: that one counted.
    await this.limits.refund(this.rules.practiceLog, viewer._id);
    const raced = await this.repo.find(viewer._id, entry._id);
    if (!raced) throw new NotFoundException(PRACTICE_LOG_MESSAGES.notFound);
    return { entry: toEntry(raced), created: false };
  }

  /** The caller's entries, newest start first, a page after the cursor's entry. */
  async page(viewer: User, q: PracticeLogPageQuery): Promise<LogPage> {
    const after = q.cursor === undefined ? undefined : decodeLogCursor(q.cursor);
    if (q.cursor !== undefined && !after) {
      throw new ValidationFailedException('query', { cursor: PRACTICE_LOG_MESSAGES.badCursor });
    }
    const rows = await this.repo.page(viewer._id, q.limit + 1, after);
    const entries = rows.slice(0, q.limit).map(toEntry);
    const last = entries.at(-1);
    return rows.length > q.limit && last
      ? { entries, next: encodeLogCursor({ startedAt: last.startedAt, id: last._id }) }
      : { entries };
  }

  /** A new note and/or rating on one of the caller's entries; 404 for anyone else's. */
  async update(viewer: User, id: string, changes: { note?: string; rating?: number | null }) {
    await this.limits.take(this.rules.practiceLogChange, viewer._id);
    const row = await this.repo.update(viewer._id, id.toLowerCase(), changes);
    if (!row) throw new NotFoundException(PRACTICE_LOG_MESSAGES.notFound);
    await this.events.publish('practice-log.changed', { userId: viewer._id, id: row.id, change: 'updated' });
    return toEntry(row);
  }

  /** Deletes one of the caller's entries; 404 for anyone else's (or one deleted already). */
  async remove(viewer: User, id: string): Promise<void> {
    const key = id.toLowerCase();
    await this.limits.take(this.rules.practiceLogChange, viewer._id);
    if (!(await this.repo.delete(viewer._id, key))) {
      throw new NotFoundException(PRACTICE_LOG_MESSAGES.notFound);
    }
    await this.events.publish('practice-log.changed', { userId: viewer._id, id: key, change: 'deleted' });
  }

  /** The caller's streak, week, bests and longest-hold series, days counted in `q.tz`. */
  async stats(viewer: User, q: PracticeLogStatsQuery): Promise<PracticeLogStats> {
    try {
      const now = Date.now();
      return await this.statsCache.get(viewer._id, q, now, async () => {
        await this.limits.take(this.rules.practiceLogStats, viewer._id);
        return { tz: q.tz, ...(await this.repo.stats(viewer._id, q, now)) };
      });
    } catch (err) {
      // A name the runtime knows but the database's time zone data does not.
      if (isPgError(err, PG_ERRORS.invalidParameterValue)) {
        throw new ValidationFailedException('query', { tz: PRACTICE_LOG_FIELD_MESSAGES.timeZone });
      }
      throw err;
    }
  }
}
