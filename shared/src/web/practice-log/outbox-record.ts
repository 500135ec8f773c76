import { z } from 'zod';
import {
  PRACTICE_LOG_LIMITS,
  newPracticeLogEntrySchema,
  updatePracticeLogEntrySchema,
  type PracticeLogFields,
} from '@handyq/shared/schemas';

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
} & ({ op: 'create'; entry: PracticeLogFields } | { op: 'update'; patch: LogPatch } | { op: 'delete' });

const head = {
  userId: z.string().min(1).max(100),
  id: z.string().min(1).max(100),
  queuedAt: z.number().int().min(0),
  rev: z.number().int().min(0),
  tried: z.boolean(),
};

/**
 * A record read back from IndexedDB, checked like a request: storage may hold anything (an older
 * build's records, another script's writes). A record that does not parse is dropped.
 */
export const outboxRecordSchema: z.ZodType<OutboxRecord> = z.discriminatedUnion('op', [
  z.object({ ...head, op: z.literal('create'), entry: newPracticeLogEntrySchema }),
  z.object({
    ...head,
    op: z.literal('update'),
    patch: updatePracticeLogEntrySchema as unknown as z.ZodType<LogPatch>,
  }),
  z.object({ ...head, op: z.literal('delete') }),
]) as z.ZodType<OutboxRecord>;

/** `patch` on top of `base`: the newer note and rating win, each on its own. */
export function mergePatch(base: LogPatch, patch: LogPatch): LogPatch {
  return {
    ...base,
    ...(patch.note !== undefined ? { note: patch.note } : {}),
    ...(patch.rating !== undefined ? { rating: patch.rating } : {}),
  };
}
