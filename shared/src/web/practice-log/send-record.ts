import { api, errorMessage, httpStatus } from '@handyq/shared/web/server';
import type { OutboxRecord } from './outbox-record';

/**
 * What came of sending one record:
 * - `sent`: the server has it as the record says (a DELETE of an entry it no longer has too);
 * - `offline`: no answer (no network, a timeout): it stays, and sending stops until the next chance;
 * - `later`: the server asks to wait (408, 429, 5xx): it stays, tried again after `retryAfterMs`;
 * - `stop`: the session ended under it (401): it stays for the user's next login here;
 * - `rejected`: a 4xx that will never change: it is dropped, and `message` is the server's reason.
 */
export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'offline' }
  | { kind: 'later'; retryAfterMs?: number }
  | { kind: 'stop' }
  | { kind: 'rejected'; message: string };

const path = (id: string) => `practiceLog/${encodeURIComponent(id)}`;

/** The request a record stands for. */
function request(record: OutboxRecord): Promise<unknown> {
  switch (record.op) {
    case 'create':
      return api.post('practiceLog', { json: record.entry });
    case 'update':
      return api.put(path(record.id), { json: record.patch });
    case 'delete':
      return api.delete(path(record.id));
  }
}

/** The server's Retry-After (seconds), if it gave one. */
function retryAfter(err: unknown): number | undefined {
  const header = (err as { response?: Response }).response?.headers.get('Retry-After');
  const seconds = header ? Number(header) : NaN;
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}

/** Sends one record to the API through the app's one client, and says what came of it. */
export async function sendRecord(record: OutboxRecord): Promise<SendOutcome> {
  try {
    await request(record);
    return { kind: 'sent' };
  } catch (err) {
    const status = httpStatus(err);
    if (status === undefined) return { kind: 'offline' };
    if (status === 401) return { kind: 'stop' };
    if (status === 404 && record.op === 'delete') return { kind: 'sent' };
    if (status === 408 || status === 429 || status >= 500) {
      return { kind: 'later', retryAfterMs: retryAfter(err) };
    }
    return {
      kind: 'rejected',
      message: await errorMessage(err, 'A practice log entry was refused by the server.'),
    };
  }
}
