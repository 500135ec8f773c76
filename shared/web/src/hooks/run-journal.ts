/**
 * The runs a page has ended and not yet kept in the PracticeLog's outbox. Keeping one takes a
 * moment (the log's code loading, the plan read, IndexedDB's write); a reload or a closed tab
 * within it lost the run (seen in Firefox). So the run is first written here, at once
 * (localStorage is synchronous), and struck off once kept; whatever is left, the PracticeLog
 * keeps when it next loads for that user (keeping the same run twice keeps one). The newest
 * MAX_JOURNALED only: a run is in it for a moment.
 */
const KEY = 'handyq.runJournal';
export const MAX_JOURNALED = 20;

export interface JournaledRun {
  userId: string;
  id: string;
  entry: unknown;
}

const isJournaled = (v: unknown): v is JournaledRun =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as JournaledRun).userId === 'string' &&
  typeof (v as JournaledRun).id === 'string' &&
  typeof (v as JournaledRun).entry === 'object';

function read(): JournaledRun[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(list) ? list.filter(isJournaled) : [];
  } catch {
    return [];
  }
}

function write(list: JournaledRun[]): void {
  try {
    if (list.length) localStorage.setItem(KEY, JSON.stringify(list.slice(-MAX_JOURNALED)));
    else localStorage.removeItem(KEY);
  } catch {
    // storage full or refused: the run is still kept the usual way, only without this net
  }
}

/** Writes `entry` (a run of `userId`'s, id `id`) down before it is kept. */
export function journalRun(userId: string, id: string, entry: unknown): void {
  write([...read().filter((j) => j.id !== id), { userId, id, entry }]);
}

/** Strikes the run `id` off: it is kept (or was not one to keep). */
export function runKept(id: string): void {
  if (read().some((j) => j.id === id)) write(read().filter((j) => j.id !== id));
}

/** `userId`'s runs written down and not struck off, oldest first. */
export function journaledRuns(userId: string): JournaledRun[] {
  return read().filter((j) => j.userId === userId);
}
