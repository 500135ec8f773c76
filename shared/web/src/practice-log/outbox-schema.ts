import { z } from 'zod';
import { newPracticeLogEntrySchema, updatePracticeLogEntrySchema } from '@handyq/domain/schemas';
import type { LogPatch, OutboxRecord } from './outbox-record';

// Loaded only when the outbox has records to read back or a change to write (with zod).

const head = {
  userId: z.string().min(1).max(100),
  id: z.string().min(1).max(100),
  queuedAt: z.number().int().min(0),
  rev: z.number().int().min(0),
  tried: z.boolean(),
  held: z.object({ at: z.number().int().min(0), load: z.string().min(1).max(100) }).optional(),
};

/**
 * A record read back from IndexedDB, checked like a request: storage may hold anything (an older
 * build's records, a newer kit's, another script's writes). One that does not parse is kept
 * unsent (outbox-db.ts, `allOf`).
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
