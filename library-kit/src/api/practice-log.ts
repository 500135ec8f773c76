import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { PRACTICE_LOG_LIMITS } from '@handyq/domain';
import type { NewPracticeLogEntry, PracticeLogEntry, PracticeLogStats } from '@handyq/domain/schemas';
import { api, httpStatus, queryClient } from '@handyq/web/server';
import { practiceLogKeys } from '@handyq/web/practice-log';
import { nextPagePath } from '../lib/filter';

// The log page's server answers, under `practiceLogKeys.all`: the device module invalidates
// that key when an entry is sent, changed or arrives live, so the page follows. The answers are
// the API's own (validated there); the page reads them without zod, which stays off its first
// load.

export const logListKey = [...practiceLogKeys.all, 'list'] as const;
export const logStatsKey = (tz: string, days: number) => [...practiceLogKeys.all, 'stats', tz, days] as const;

/** One page of the log and the path of the next one (null on the last). */
export interface LogPage {
  entries: PracticeLogEntry[];
  next: string | null;
}

async function getPage(path: string): Promise<LogPage> {
  const res = await api.get(path);
  const body: unknown = await res.json();
  if (!Array.isArray(body)) throw new Error('The practice log answer is not a list');
  return { entries: body as PracticeLogEntry[], next: nextPagePath(res.headers.get('Link')) };
}

/** The log, newest first, a page at a time (the API's `Link` cursor). */
export const logListQuery = () =>
  infiniteQueryOptions({
    queryKey: logListKey,
    initialPageParam: 'practiceLog',
    queryFn: ({ pageParam }) => getPage(pageParam),
    getNextPageParam: (last) => last.next ?? undefined,
  });

/** Streak, this week, bests and the longest hold per day over `days`, days counted in `tz`. */
export const logStatsQuery = (tz: string, days: number) =>
  queryOptions({
    queryKey: logStatsKey(tz, days),
    queryFn: () => api.get('practiceLog/stats', { searchParams: { tz, days } }).json<PracticeLogStats>(),
  });

/** Every entry the server keeps, newest first, paging through the API at its largest page. */
export async function fetchAllEntries(): Promise<PracticeLogEntry[]> {
  const all: PracticeLogEntry[] = [];
  let path: string | null = `practiceLog?limit=${PRACTICE_LOG_LIMITS.pageMax}`;
  while (path) {
    const page = await getPage(path);
    all.push(...page.entries);
    path = page.next;
  }
  return all;
}

export interface ImportOutcome {
  added: number;
  known: number;
  /** Why it stopped before the end (the server's answer), the entries before it kept. */
  failed?: unknown;
}

/**
 * Sends each entry: the API stores a new id (201) and answers one it has with what it keeps
 * (200), so an entry already in the log is counted, never doubled. Stops at the first refusal
 * (a daily limit, the network), keeping what was sent; importing the file again resumes.
 */
export async function importEntries(
  entries: readonly NewPracticeLogEntry[],
  onProgress?: (done: number) => void,
): Promise<ImportOutcome> {
  const outcome: ImportOutcome = { added: 0, known: 0 };
  try {
    for (const entry of entries) {
      const res = await api.post('practiceLog', { json: entry });
      if (res.status === 201) outcome.added++;
      else outcome.known++;
      onProgress?.(outcome.added + outcome.known);
    }
  } catch (err) {
    outcome.failed = err;
  }
  if (outcome.added) await queryClient.invalidateQueries({ queryKey: practiceLogKeys.all });
  return outcome;
}

/** Whether a failed request was refused by the server (not the network). */
export const refusedByServer = (err: unknown) => httpStatus(err) !== undefined;
