import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { LogKey } from '@handyq/domain/practice-log-rules';
import type { PracticeLogEntry, PracticeLogStats, PracticeLogStatsQuery } from '@handyq/domain/schemas';
import { DB, type DbHandle } from '../db/database';
import {
  practiceLog,
  practiceLogRevision,
  type NewPracticeLogRow,
  type PracticeLogRow,
} from './practice-log.table';

const DAY_MS = 86_400_000;

/** A row as the API answers it: a run, or a workout with its steps. */
export function toEntry(row: PracticeLogRow): PracticeLogEntry {
  const common = {
    _id: row.id,
    startedAt: row.startedAt,
    endedAt: row.endedAt,
    note: row.note,
    rating: row.rating,
    createdAt: row.createdAt,
  };
  if (row.tool === 'workout') {
    return {
      tool: 'workout',
      title: row.name,
      ...(row.itemId === null ? {} : { itemId: row.itemId }),
      steps: row.steps ?? [],
      ...common,
    };
  }
  return {
    tool: row.tool,
    favoriteName: row.name,
    inputs: row.inputs,
    sets: row.sets,
    ...(row.line === null ? {} : { line: row.line }),
    ...common,
  } as PracticeLogEntry;
}

/** The calendar day a row started on, in time zone `tz`. */
const localDay = (tz: string): SQL =>
  sql`(to_timestamp(${practiceLog.startedAt} / 1000.0) at time zone ${tz}::text)::date`;
const dayText = (day: SQL | string) =>
  sql`to_char(${typeof day === 'string' ? sql.raw(day) : day}, 'YYYY-MM-DD')`;

@Injectable()
export class PracticeLogRepository {
  constructor(@Inject(DB) private readonly handle: DbHandle) {}

  private get db() {
    return this.handle.db;
  }

  private revisionQuery?: { execute(params: { userId: string }): Promise<{ rev: number }[]> };

  /** The user's log revision: it grows with every entry added or deleted (0 before any). */
  async revision(userId: string): Promise<number> {
    this.revisionQuery ??= this.db
      .select({ rev: practiceLogRevision.rev })
      .from(practiceLogRevision)
      .where(eq(practiceLogRevision.userId, sql.placeholder('userId')))
      .prepare('practice_log_revision');
    const [row] = await this.revisionQuery.execute({ userId });
    return row?.rev ?? 0;
  }

  /** Stores the row unless the user has an entry of that id already; the row when stored. */
  async insert(row: NewPracticeLogRow): Promise<PracticeLogRow | undefined> {
    const [added] = await this.db.insert(practiceLog).values(row).onConflictDoNothing().returning();
    return added;
  }

  async find(userId: string, id: string): Promise<PracticeLogRow | undefined> {
    const [row] = await this.db
      .select()
      .from(practiceLog)
      .where(and(eq(practiceLog.userId, userId), eq(practiceLog.id, id)));
    return row;
  }

  /** The user's entries, newest start first, after `after` when given; at most `limit`. */
  page(userId: string, limit: number, after?: LogKey): Promise<PracticeLogRow[]> {
    return this.db
      .select()
      .from(practiceLog)
      .where(
        and(
          eq(practiceLog.userId, userId),
          after && sql`(${practiceLog.startedAt}, ${practiceLog.id}) < (${after.startedAt}, ${after.id})`,
        ),
      )
      .orderBy(desc(practiceLog.startedAt), desc(practiceLog.id))
      .limit(limit);
  }

  /** Sets the note and/or rating of one of the user's entries; the row after, if there is one. */
  async update(
    userId: string,
    id: string,
    changes: { note?: string; rating?: number | null },
  ): Promise<PracticeLogRow | undefined> {
    const [row] = await this.db
      .update(practiceLog)
      .set(changes)
      .where(and(eq(practiceLog.userId, userId), eq(practiceLog.id, id)))
      .returning();
    return row;
  }

  /** False when the user has no such entry. */
  async delete(userId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(practiceLog)
      .where(and(eq(practiceLog.userId, userId), eq(practiceLog.id, id)))
      .returning({ id: practiceLog.id });
    return rows.length > 0;
  }

  /**
   * The user's stats (PracticeLogStats, without `tz`) in one statement, days counted in
   * `q.tz` with `now` falling on today. Each range of days is first cut coarsely by
   * `started_at` (the list index), then exactly by the local day. A time zone PostgreSQL does
   * not know fails with its error 22023.
   */
  async stats(userId: string, q: PracticeLogStatsQuery, now: number): Promise<Omit<PracticeLogStats, 'tz'>> {
    const t = practiceLog;
    const day = localDay(q.tz);
    const mine = sql`${t.userId} = ${userId}`;
    // No entry of the week or of the series started more than this long before now, nor
    // (being on or before today) later than a day and a half after it.
    const lower = now - (Math.max(q.days, 7) + 2) * DAY_MS;
    const upper = now + 2 * DAY_MS;
    const best = (figure: SQL) => sql`(
      select json_build_object('value', ${figure}, 'startedAt', ${t.startedAt}, 'day', ${dayText(day)})
      from ${t} where ${mine} and ${figure} > 0
      order by ${figure} desc, ${t.startedAt} asc limit 1)`;
    const result = await this.db.execute(sql`
      with t as (select (to_timestamp(${now}::bigint / 1000.0) at time zone ${q.tz}::text)::date as today),
      days as (select distinct ${day} as day from ${t} where ${mine} and ${t.startedAt} < ${upper}::bigint),
      run as (
        select days.day, days.day + (row_number() over (order by days.day desc))::int as grp
        from days, t where days.day <= t.today
      ),
      streak as (
        select count(*)::int as n, max(day) as last_day from run
        where grp = (select grp from run order by day desc limit 1)
      ),
      recent as (
        select ${day} as day, ${t.startedAt} as started_at, ${t.endedAt} as ended_at,
          ${t.heldSeconds} as held_seconds, ${t.longestHold} as longest_hold
        from ${t} where ${mine} and ${t.startedAt} >= ${lower}::bigint and ${t.startedAt} < ${upper}::bigint
      ),
      week as (
        select count(*)::int as sessions, coalesce(sum(ended_at - started_at), 0) as ms,
          coalesce(sum(held_seconds), 0)::int as held
        from recent, t where recent.day between date_trunc('week', t.today::timestamp)::date and t.today
      ),
      series as (
        select recent.day, max(longest_hold) as seconds from recent, t
        where longest_hold > 0 and recent.day between t.today - ${q.days - 1}::int and t.today
        group by recent.day
      )
      select json_build_object(
        'today', ${dayText('t.today')},
        'streak', (select json_build_object(
          'days', case when last_day >= t.today - 1 then n else 0 end,
          'lastDay', ${dayText('last_day')}) from streak),
        'week', (select json_build_object(
          'from', ${dayText(sql`date_trunc('week', t.today::timestamp)`)},
          'sessions', sessions, 'minutes', round(ms / 60000.0)::int, 'secondsHeld', held) from week),
        'bests', json_build_object(
          'holdOn', ${best(sql`${t.longestHold}`)},
          'entryBuddy', ${best(sql`${t.entries}`)},
          'shapeJam', ${best(sql`${t.shapes}`)},
          'drillDJ', ${best(sql`${t.reps}`)}),
        'series', json_build_object('days', ${q.days}::int, 'points', coalesce(
          (select json_agg(json_build_object('day', ${dayText('series.day')}, 'seconds', seconds)
            order by series.day) from series),
          '[]'::json))
      ) as stats from t`);
    const [row] = (result as unknown as { rows: { stats: unknown }[] }).rows;
    const stats = typeof row?.stats === 'string' ? JSON.parse(row.stats) : row?.stats;
    return stats as Omit<PracticeLogStats, 'tz'>;
  }
}
