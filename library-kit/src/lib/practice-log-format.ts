import { TOOL_NAMES, type FeatureKey, type ToolKey } from '@handyq/domain';
import {
  addDays,
  compareLogEntries,
  entryFigures,
  localDayOf,
  type EntryFigures,
} from '@handyq/domain/practice-log-rules';
import type { DeviceLogEntry, PendingChanges } from '@handyq/web/practice-log';

// How the PracticeLog page words an entry and the stats: pure functions of the data, the time
// zone and today. The page reads no schema module (zod stays off its first load), so the units
// are spelled here; a test holds them to the schema's LOG_UNITS.

/** The PracticeLog page's fixed texts. */
export const PRACTICE_LOG_TEXTS = {
  visitor: 'Log in to keep a log of your runs.',
  empty: 'No sessions yet. Run a timer and it is kept here.',
  unsent: 'Not synced yet',
  held: 'Not synced yet: waits for an update',
  /** A logged run's recording, kept on this device. */
  watchRecording: 'Watch the recording',
  deleteTitle: 'Delete this entry?',
  loadFailed: 'Your log could not load',
} as const;

/** What one set of each tool counts, singular and plural. */
export const UNIT_WORDS: Record<FeatureKey, [one: string, many: string]> = {
  holdOn: ['second held', 'seconds held'],
  entryBuddy: ['entry', 'entries'],
  shapeJam: ['shape', 'shapes'],
  drillDJ: ['rep', 'reps'],
  cueCraft: ['step', 'steps'],
};

/** The browser's time zone: days are counted in it. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A run of one tool as the page names it: the tool, or a workout's title. */
export function entryTitle(entry: DeviceLogEntry): string {
  return entry.tool === 'workout' ? entry.title : TOOL_NAMES[entry.tool];
}

/** The favorite the run used ('Custom' for none); a workout says how many steps it had. */
export function entrySubtitle(entry: DeviceLogEntry): string {
  return entry.tool === 'workout'
    ? `Workout · ${plural(entry.steps.length, 'step', 'steps')}`
    : entry.favoriteName;
}

/** What one tool's sets did, in its unit: '3 sets · 75 s held', '2 × 5 entries', '12 reps'. */
export function setsSummary(tool: FeatureKey, sets: { done: number }[]): string {
  const done = sets.map((s) => s.done);
  const total = done.reduce((a, b) => a + b, 0);
  if (tool === 'holdOn') return `${plural(sets.length, 'set', 'sets')} · ${total} s held`;
  const [one, many] = UNIT_WORDS[tool];
  if (sets.length > 1 && done.every((d) => d === done[0]))
    return `${sets.length} × ${plural(done[0]!, one, many)}`;
  if (sets.length === 1) return plural(total, one, many);
  return `${plural(sets.length, 'set', 'sets')} · ${plural(total, one, many)}`;
}

/** What an entry did: its sets in the tool's unit, or a workout's figures added up. */
export function doneSummary(entry: DeviceLogEntry): string {
  if (entry.tool !== 'workout') return setsSummary(entry.tool, entry.sets);
  const f: EntryFigures = entryFigures(entry);
  const parts = [
    f.heldSeconds ? `${f.heldSeconds} s held` : '',
    f.entries ? plural(f.entries, 'entry', 'entries') : '',
    f.shapes ? plural(f.shapes, 'shape', 'shapes') : '',
    f.reps ? plural(f.reps, 'rep', 'reps') : '',
  ].filter(Boolean);
  return parts.join(' · ') || 'Nothing done';
}

/** How long a run lasted: '45 s', '4 min 5 s', '1 h 5 min' (whole seconds reached). */
export function formatDuration(ms: number): string {
  // whole seconds reached, rounded down as a hold's seconds are (4.7 s held reads '4 s' here too)
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h) return m ? `${h} h ${m} min` : `${h} h`;
  if (m) return s ? `${m} min ${s} s` : `${m} min`;
  return `${s} s`;
}

/** A number of seconds held: '45 s', or with minutes past one: '1:05 min'. */
export function formatSeconds(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const m = Math.floor(seconds / 60);
  const s = Math.round(seconds % 60);
  return `${m}:${String(s).padStart(2, '0')} min`;
}

/** The time of day a run started, in `tz`: '7:05 AM'. */
export function timeOfDay(ms: number, tz: string): string {
  return new Date(ms).toLocaleTimeString('en-US', { timeZone: tz, hour: 'numeric', minute: '2-digit' });
}

/** A calendar day 'YYYY-MM-DD' as a short date: 'Mon 23 Nov', with the year when not `today`'s. */
export function shortDay(day: string, today?: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const text = `${part('weekday')} ${part('day')} ${part('month')}`;
  return today && today.slice(0, 4) !== day.slice(0, 4) ? `${text} ${y}` : text;
}

/** A day's heading in the list: 'Today', 'Yesterday', or 'Mon 23 Nov'. */
export function dayHeading(day: string, today: string): string {
  if (day === today) return 'Today';
  if (day === addDays(today, -1)) return 'Yesterday';
  return shortDay(day, today);
}

export interface LogDay {
  day: string;
  heading: string;
  entries: DeviceLogEntry[];
}

/**
 * The device's unsent entries the server's list does not have yet: an entry sent meanwhile is
 * the server's too, and counts (or is exported) once.
 */
export function notOnServer<E extends { _id: string }>(
  unsent: readonly E[],
  server: readonly { _id: string }[],
): E[] {
  const known = new Set(server.map((e) => e._id));
  return unsent.filter((e) => !known.has(e._id));
}

/**
 * The list by day, newest first: the server's entries and the device's unsent ones merged (an
 * id known to both shows once, as the device has it: it is the newer), with the changes the
 * device has not sent yet (a deletion hides the entry, a new note or rating shows), each day
 * under its heading. Days are counted in `tz`; `today` is the day it is there.
 */
export function groupByDay(
  server: readonly DeviceLogEntry[],
  unsent: readonly DeviceLogEntry[],
  tz: string,
  today: string,
  pending?: PendingChanges,
): LogDay[] {
  const byId = new Map<string, DeviceLogEntry>();
  for (const e of server) {
    if (pending?.removed.has(e._id)) continue;
    const patch = pending?.edited.get(e._id);
    byId.set(e._id, patch ? { ...e, ...patch } : e);
  }
  for (const e of unsent) byId.set(e._id, { ...e, unsent: true });
  const sorted = [...byId.values()].sort((a, b) =>
    compareLogEntries({ startedAt: a.startedAt, id: a._id }, { startedAt: b.startedAt, id: b._id }),
  );
  const days: LogDay[] = [];
  for (const entry of sorted) {
    const day = localDayOf(entry.startedAt, tz);
    const last = days[days.length - 1];
    if (last?.day === day) last.entries.push(entry);
    else days.push({ day, heading: dayHeading(day, today), entries: [entry] });
  }
  return days;
}

/** The streak as the summary says it. */
export const streakText = (days: number): string => `${plural(days, 'day', 'days')} in a row`;

/** Each tool's personal best: what it counts, and how its figure reads. */
export const BEST_LABELS: Record<ToolKey, { label: string; format: (value: number) => string }> = {
  holdOn: { label: 'Longest single hold', format: formatSeconds },
  entryBuddy: { label: 'Most entries', format: (n) => plural(n, 'entry', 'entries') },
  shapeJam: { label: 'Most shapes', format: (n) => plural(n, 'shape', 'shapes') },
  drillDJ: { label: 'Most reps', format: (n) => plural(n, 'rep', 'reps') },
};

/** Every day of the series' span, oldest first, each with its longest hold (0: none). */
export function seriesDays(
  points: readonly { day: string; seconds: number }[],
  today: string,
  days: number,
): { day: string; seconds: number }[] {
  const byDay = new Map(points.map((p) => [p.day, p.seconds]));
  return Array.from({ length: days }, (_, i) => {
    const day = addDays(today, i + 1 - days);
    return { day, seconds: byDay.get(day) ?? 0 };
  });
}

/** A sentence for screen readers that names what the chart shows. */
export function seriesSummary(
  points: readonly { day: string; seconds: number }[],
  days: number,
  today: string,
): string {
  const span = `the last ${days} days`;
  if (!points.length) return `No HoldOn holds in ${span}.`;
  const best = points.reduce((a, b) => (b.seconds > a.seconds ? b : a));
  return `Longest HoldOn hold per day over ${span}: ${plural(points.length, 'day', 'days')} with a hold, the longest ${formatSeconds(best.seconds)} on ${shortDay(best.day, today)}.`;
}
