import { api, errorMessage, httpStatus } from '@handyq/web/server';
import type { OutboxRecord } from './outbox-record';

/**
 * What came of sending one record:
 * - `sent`: the server has it as the record says (a DELETE of an entry it no longer has too);
 * - `offline`: no answer (no network, a timeout): it stays, and sending stops until the next chance;
 * - `later`: the server asks to wait (408, 429, 5xx): it stays, tried again after `retryAfterMs`;
 * - `stop`: the session ended or changed under it (a logout, a 401, another login): it stays
 *   for the user's next login here;
 * - `held`: a refusal this app cannot tell is final (a 4xx: a value a newer kit logs before the
 *   API knows it, a plan that may change, a rule a later API relaxes): it stays, and is sent again
 *   after the app or the API is updated; `message` is the server's reason;
 * - `gone`: the answer says it can never be accepted: a note or rating for an entry the server
 *   no longer has (deleted on another device). It is dropped.
 */
export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'offline' }
  | { kind: 'later'; retryAfterMs?: number }
  | { kind: 'stop' }
  | { kind: 'held'; message: string }
  | { kind: 'gone' };

const path = (id: string) => `practiceLog/${encodeURIComponent(id)}`;

/** The login changed between reading a record and its request going out. */
class SessionChanged extends Error {
  constructor() {
    super('The login changed: not sent');
  }
}

/**
 * The app's client, sending only with `token`: a record is its user's, and the client takes the
 * token of the moment, which a logout or another user's login (here or in another tab) may have
 * changed. Checked as the request leaves, after the client set its header.
 */
const clientFor = (token: string) =>
  api.extend({
    hooks: {
      beforeRequest: [
        (request) => {
          if (request.headers.get('Authorization') !== `Bearer ${token}`) throw new SessionChanged();
        },
      ],
    },
  });

/** The request a record stands for. */
function request(record: OutboxRecord, token: string): Promise<unknown> {
  const client = clientFor(token);
  switch (record.op) {
    case 'create':
      return client.post('practiceLog', { json: record.entry });
    case 'update':
      return client.put(path(record.id), { json: record.patch });
    case 'delete':
      return client.delete(path(record.id));
  }
}

/** The server's Retry-After (seconds), if it gave one. */
function retryAfter(err: unknown): number | undefined {
  const header = (err as { response?: Response }).response?.headers.get('Retry-After');
  const seconds = header ? Number(header) : NaN;
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}

/**
 * Sends one record to the API through the app's one client, with `token` (its user's login) and
 * no other, and says what came of it.
 */
export async function sendRecord(record: OutboxRecord, token: string): Promise<SendOutcome> {
  try {
    await request(record, token);
    return { kind: 'sent' };
  } catch (err) {
    if (err instanceof SessionChanged) return { kind: 'stop' };
    const status = httpStatus(err);
    if (status === undefined) return { kind: 'offline' };
    if (status === 401) return { kind: 'stop' };
    if (status === 404 && record.op === 'delete') return { kind: 'sent' };
    if (status === 404 && record.op === 'update') return { kind: 'gone' };
    if (status === 408 || status === 429 || status >= 500) {
      return { kind: 'later', retryAfterMs: retryAfter(err) };
    }
    return {
      kind: 'held',
      message: await errorMessage(err, 'A practice log entry was refused by the server.'),
    };
  }
}
