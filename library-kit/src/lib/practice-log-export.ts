import { TOOL_NAMES } from '@handyq/domain';
import { entryFigures } from '@handyq/domain/practice-log-rules';
import type { NewPracticeLogEntry, PracticeLogEntry } from '@handyq/domain/schemas';

// The practice log as files: CSV (one row per entry, for a spreadsheet) and JSON (every field,
// read back by Import). Pure functions; the page downloads and uploads.

/** What a JSON export says it is, so Import knows the file. */
export const EXPORT_FORMAT = 'handyq-practice-log';
export const EXPORT_VERSION = 1;

export interface LogExport {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  entries: PracticeLogEntry[];
}

/** The JSON file: every entry as the API answers it (newest first), with what the file is. */
export function toJson(entries: readonly PracticeLogEntry[], now: number): string {
  const file: LogExport = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: new Date(now).toISOString(),
    entries: entries.map(({ unsent: _unsent, ...e }: PracticeLogEntry & { unsent?: boolean }) => e),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

export const CSV_COLUMNS = [
  'id',
  'tool',
  'name',
  'started',
  'ended',
  'duration_s',
  'sets',
  'planned',
  'done',
  'held_s',
  'longest_hold_s',
  'entries',
  'shapes',
  'reps',
  'rating',
  'note',
] as const;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. Text a user
 * wrote that a spreadsheet would run as a formula (= + - @ first) is kept as text with a
 * leading apostrophe.
 */
export function csvCell(value: string | number | null, text = false): string {
  let s = value === null ? '' : String(value);
  if (text && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The CSV file: a header row, then one row per entry; times in UTC (ISO 8601). */
export function toCsv(entries: readonly PracticeLogEntry[]): string {
  const rows = entries.map((e) => {
    const f = entryFigures(e);
    const runs = e.tool === 'workout' ? e.steps : [e];
    const sets = runs.flatMap((r) => r.sets);
    return [
      csvCell(e._id),
      csvCell(e.tool === 'workout' ? 'Workout' : TOOL_NAMES[e.tool]),
      csvCell(e.tool === 'workout' ? e.title : e.favoriteName, true),
      csvCell(new Date(e.startedAt).toISOString()),
      csvCell(new Date(e.endedAt).toISOString()),
      csvCell(Math.round((e.endedAt - e.startedAt) / 1000)),
      csvCell(sets.length),
      csvCell(sets.reduce((a, s) => a + s.planned, 0)),
      csvCell(sets.reduce((a, s) => a + s.done, 0)),
      csvCell(f.heldSeconds),
      csvCell(f.longestHold),
      csvCell(f.entries),
      csvCell(f.shapes),
      csvCell(f.reps),
      csvCell(e.rating),
      csvCell(e.note, true),
    ].join(',');
  });
  return `${[CSV_COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}

/** A file Export saves: its name, its type and its text. */
export interface ExportFile {
  name: string;
  type: string;
  text: string;
}

/** The export of `entries` as CSV or JSON, named after the (UTC) day of `now`: `practice-log-YYYY-MM-DD.csv`. */
export function exportFile(
  kind: 'csv' | 'json',
  entries: readonly PracticeLogEntry[],
  now: number,
): ExportFile {
  const day = new Date(now).toISOString().slice(0, 10);
  return kind === 'csv'
    ? { name: `practice-log-${day}.csv`, type: 'text/csv;charset=utf-8', text: toCsv(entries) }
    : { name: `practice-log-${day}.json`, type: 'application/json', text: toJson(entries, now) };
}

/** The schema Import checks each entry with (`newPracticeLogEntrySchema`), as a parser. */
export interface EntryParser {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: unknown }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

export type ImportRead = { ok: true; entries: NewPracticeLogEntry[] } | { ok: false; error: string };

/**
 * Reads an exported JSON file: the export object, or a bare list of entries. Every entry must
 * pass the schema, or nothing is imported and the error names the entry and the field.
 */
export function readImport(text: string, schema: EntryParser): ImportRead {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, error: 'This file is not JSON. Choose a practice log exported as JSON.' };
  }
  const list = Array.isArray(parsed)
    ? parsed
    : parsed && typeof parsed === 'object' && Array.isArray((parsed as { entries?: unknown }).entries)
      ? (parsed as { entries: unknown[] }).entries
      : null;
  if (!list) {
    return { ok: false, error: 'This file is not a practice log: it has no list of entries.' };
  }
  if (!list.length) return { ok: false, error: 'This file has no entries.' };
  const entries: NewPracticeLogEntry[] = [];
  for (const [i, item] of list.entries()) {
    const result = schema.safeParse(item);
    if (!result.success) {
      const issue = result.error.issues[0];
      const field = issue?.path.length ? `${issue.path.map(String).join('.')}: ` : '';
      return {
        ok: false,
        error: `Entry ${i + 1} of ${list.length} is not valid (${field}${issue?.message ?? 'invalid'}). Nothing was imported.`,
      };
    }
    entries.push(result.data as NewPracticeLogEntry);
  }
  return { ok: true, entries };
}

/** What Import says when it is done. */
export function importReport(added: number, known: number): string {
  const sessions = `${added} ${added === 1 ? 'session' : 'sessions'}`;
  return `Imported ${sessions}, ${known} already in your log`;
}
