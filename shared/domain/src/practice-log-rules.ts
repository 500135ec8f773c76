import { TOOL_KEYS, type ToolKey } from './constants';
import { fromBase64Url, isCursorText, toBase64Url } from './library-paging';
import type {
  PersonalBest,
  PracticeLogFields,
  PracticeLogStats,
  PracticeLogStatsQuery,
} from './schemas/practice-log';

// The practice log's rules as plain functions, the API's and the demo's alike: what an entry
// counts for (its figures), how a list page continues (its cursor), and what the stats are.
// The API computes the stats in SQL over the stored figures; `statsOf` is the same definition
// over a list in memory (the demo, and the tests' reference).

export const PRACTICE_LOG_MESSAGES = {
  notFound: 'Entry not found',
  deleted: 'Entry deleted',
  badCursor: 'Not a cursor of this list',
  /** Over the per-day limit: said plainly, with the number. */
  dailyLimit: (limit: number) =>
    `You have logged ${limit} sessions in the last 24 hours, the most a day allows. Please try again later.`,
  /** Over the per-hour limit on edits and deletes. */
  changeLimit: 'Too many changes to your practice log. Please try again later.',
  /** Over the per-hour limit on stats worked out anew (an answer kept is not counted). */
  statsLimit: 'Too many stats requests. Please try again later.',
} as const;

/** What one entry counts for in the stats (workout steps included). */
export interface EntryFigures {
  /** HoldOn: every set's seconds held, added up. */
  heldSeconds: number;
  /** HoldOn: the longest single set. */
  longestHold: number;
  /** EntryBuddy entries, ShapeJam shapes and DrillDJ reps done in the session. */
  entries: number;
  shapes: number;
  reps: number;
}

/** The figures of an entry: a tool's run, or each step of a workout. */
export function entryFigures(entry: PracticeLogFields): EntryFigures {
  const figures: EntryFigures = { heldSeconds: 0, longestHold: 0, entries: 0, shapes: 0, reps: 0 };
  const runs = entry.tool === 'workout' ? entry.steps : [entry];
  for (const run of runs) {
    // a CueCraft run's units are its own steps: none of these figures
    if (run.tool === 'cueCraft') continue;
    for (const { done } of run.sets) {
      if (run.tool === 'holdOn') {
        figures.heldSeconds += done;
        figures.longestHold = Math.max(figures.longestHold, done);
      } else if (run.tool === 'entryBuddy') figures.entries += done;
      else if (run.tool === 'shapeJam') figures.shapes += done;
      else figures.reps += done;
    }
  }
  return figures;
}

/** Which figure is each tool's personal best. */
export const BEST_FIGURE: Record<ToolKey, keyof EntryFigures> = {
  holdOn: 'longestHold',
  entryBuddy: 'entries',
  shapeJam: 'shapes',
  drillDJ: 'reps',
};

/** Where a page of the log stopped: its last entry's start and id (newest first). */
export interface LogKey {
  startedAt: number;
  id: string;
}

/** The next page's cursor (base64url JSON, as the library's). */
export const encodeLogCursor = (last: LogKey): string =>
  toBase64Url(JSON.stringify([last.startedAt, last.id]));

/** The key a cursor continues after, or undefined when it is not a cursor of this list. */
export function decodeLogCursor(cursor: string): LogKey | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fromBase64Url(cursor));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) return undefined;
  const [startedAt, id] = parsed as unknown[];
  if (typeof startedAt !== 'number' || !Number.isSafeInteger(startedAt) || !isCursorText(id, 100)) {
    return undefined;
  }
  return { startedAt, id };
}

/** Newest first: later start first, then the greater id (the order the API's index keeps). */
export function compareLogEntries(a: LogKey, b: LogKey): number {
  return b.startedAt - a.startedAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/** The query string of the next page. */
export const nextLogPageQuery = (limit: number, cursor: string): string =>
  new URLSearchParams({ limit: String(limit), cursor }).toString();

const DAY_MS = 86_400_000;
/** Day formats by time zone: callers pass canonical names (a few hundred), and the map is bounded all the same. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const DAY_FORMATS_MAX = 1000;

/** The calendar day ('YYYY-MM-DD') an instant falls on in a time zone. */
export function localDayOf(ms: number, tz: string): string {
  let format = dayFormats.get(tz);
  if (!format) {
    if (dayFormats.size >= DAY_FORMATS_MAX) dayFormats.clear();
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: tz,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(tz, format);
  }
  return format.format(new Date(ms));
}

/** The day `n` days after `day` (before, for a negative `n`). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the week `day` is in. */
export function weekStartOf(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** An entry as the stats read it: when it ran, and what it counts for. */
export type StatsRow = { startedAt: number; endedAt: number } & EntryFigures;

/**
 * The stats of a user's entries as GET /api/practiceLog/stats defines them, days counted in
 * `q.tz`, `now` being today. Entries after today count for the bests only.
 */
export function statsOf(rows: StatsRow[], q: PracticeLogStatsQuery, now: number): PracticeLogStats {
  const today = localDayOf(now, q.tz);
  const withDays = rows.map((r) => ({ ...r, day: localDayOf(r.startedAt, q.tz) }));
  const upToToday = withDays.filter((r) => r.day <= today);

  const days = [...new Set(upToToday.map((r) => r.day))].sort().reverse();
  let run = 0;
  if (days.length && days[0]! >= addDays(today, -1)) {
    while (run < days.length && days[run] === addDays(days[0]!, -run)) run++;
  }

  const from = weekStartOf(today);
  const week = upToToday.filter((r) => r.day >= from);

  const bestOf = (figure: keyof EntryFigures): PersonalBest | null => {
    let best: (typeof withDays)[number] | undefined;
    for (const r of withDays) {
      if (r[figure] <= 0) continue;
      if (!best || r[figure] > best[figure] || (r[figure] === best[figure] && r.startedAt < best.startedAt)) {
        best = r;
      }
    }
    return best ? { value: best[figure], startedAt: best.startedAt, day: best.day } : null;
  };

  const seriesFrom = addDays(today, 1 - q.days);
  const longest = new Map<string, number>();
  for (const r of upToToday) {
    if (r.longestHold > 0 && r.day >= seriesFrom) {
      longest.set(r.day, Math.max(longest.get(r.day) ?? 0, r.longestHold));
    }
  }

  return {
    tz: q.tz,
    today,
    streak: { days: run, lastDay: days[0] ?? null },
    week: {
      from,
      sessions: week.length,
      minutes: Math.round(week.reduce((ms, r) => ms + r.endedAt - r.startedAt, 0) / 60_000),
      secondsHeld: week.reduce((s, r) => s + r.heldSeconds, 0),
    },
    bests: Object.fromEntries(
      TOOL_KEYS.map((tool) => [tool, bestOf(BEST_FIGURE[tool])]),
    ) as PracticeLogStats['bests'],
    series: {
      days: q.days,
      points: [...longest].sort(([a], [b]) => (a < b ? -1 : 1)).map(([day, seconds]) => ({ day, seconds })),
    },
  };
}

/**
 * The server's stats with this week's figures counting `unsent` too: runs kept on the device and
 * not yet synced (offline), which the page lists as 'Not synced yet' and the week must not leave
 * out. A run the server already counts is passed in `unsent` by no caller: leave those out first.
 */
export function withUnsentWeek(stats: PracticeLogStats, unsent: PracticeLogFields[]): PracticeLogStats {
  const thisWeek = unsent.filter((e) => {
    const day = localDayOf(e.startedAt, stats.tz);
    return day >= stats.week.from && day <= stats.today;
  });
  if (!thisWeek.length) return stats;
  const ms = thisWeek.reduce((sum, e) => sum + e.endedAt - e.startedAt, 0);
  return {
    ...stats,
    week: {
      ...stats.week,
      sessions: stats.week.sessions + thisWeek.length,
      minutes: stats.week.minutes + Math.round(ms / 60_000),
      secondsHeld: stats.week.secondsHeld + thisWeek.reduce((sum, e) => sum + entryFigures(e).heldSeconds, 0),
    },
  };
}
