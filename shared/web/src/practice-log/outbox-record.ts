import { PRACTICE_LOG_LIMITS } from '@handyq/domain';
import type { PracticeLogFields } from '@handyq/domain/schemas';

// Free of zod: the log's pages and the shell's sync load this without the schemas; the check of
// a record read back (outbox-schema.ts) loads only when there are records to read.

/**
 * The most records one user's outbox holds (new sessions and changes to sent ones together):
 * five days of the API's default daily limit. At the cap a new session or change is refused on
 * the device with a message (what is already queued is never dropped to make room).
 */
export const OUTBOX_CAP = PRACTICE_LOG_LIMITS.dailyEntriesDefault * 5;

/** A note and/or a rating, as the API's PUT takes them. */
export type LogPatch = { note?: string; rating?: number | null };

/**
 * What the outbox keeps for one entry of one user: a session not sent yet (`create`, with the
 * note and rating as they are now), or a change not sent yet to a sent one (`update`, `delete`).
 * One record per entry: later changes merge into it.
 */
export type OutboxRecord = {
  userId: string;
  id: string;
  /** When it was first queued (ms): sending goes oldest first. */
  queuedAt: number;
  /** Moves on every change, so a send that raced a change does not drop the change. */
  rev: number;
  /** A request for it may have reached the server (so a removal must ask the server too). */
  tried: boolean;
  /**
   * The server refused it with an answer this app cannot tell is final (send-record.ts, `held`):
   * when, and in which load of the app. It is sent again from the next load, or an hour later.
   */
  held?: { at: number; load: string };
} & ({ op: 'create'; entry: PracticeLogFields } | { op: 'update'; patch: LogPatch } | { op: 'delete' });

/** `patch` on top of `base`: the newer note and rating win, each on its own. */
export function mergePatch(base: LogPatch, patch: LogPatch): LogPatch {
  return {
    ...base,
    ...(patch.note !== undefined ? { note: patch.note } : {}),
    ...(patch.rating !== undefined ? { rating: patch.rating } : {}),
  };
}
