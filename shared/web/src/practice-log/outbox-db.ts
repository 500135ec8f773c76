import { idbStore } from '../lib/idb';
import type { OutboxRecord } from './outbox-record';
import type { outboxRecordSchema } from './outbox-schema';

/** The check of a record read back: with zod, so loaded when there is a record to check. */
type RecordSchema = typeof outboxRecordSchema;
const loadSchema = (): Promise<RecordSchema> => import('./outbox-schema').then((m) => m.outboxRecordSchema);

// The outbox on IndexedDB: one object store keyed by [userId, id], with an index on userId.
// Every change is one read-modify-write transaction, so two tabs changing the same entry never
// lose one another's change.

const STORE = 'outbox';
const BY_USER = 'userId';

const outbox = idbStore('handyq-practice-log', STORE, (db) => {
  const store = db.createObjectStore(STORE, { keyPath: ['userId', 'id'] });
  store.createIndex(BY_USER, 'userId');
});
const inTransaction = <T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore, done: (value: T) => void) => void,
): Promise<T> => outbox.run(mode, work);

/**
 * A stored value as a record, or undefined (and a warning) when it is not one. Without the check
 * (`schema` null: offline, its file gone) a value with a record's keys is taken as this code
 * wrote it; the full check runs when the outbox is read to be sent (`allOf`).
 */
function readRecord(schema: RecordSchema | null, value: unknown): OutboxRecord | undefined {
  if (!schema) {
    const v = value as Partial<OutboxRecord> | null;
    return typeof v?.userId === 'string' && typeof v.id === 'string' && typeof v.op === 'string'
      ? (v as OutboxRecord)
      : undefined;
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  console.warn('A practice log outbox record this build cannot read is kept, unsent', parsed.error.issues);
  return undefined;
}

/**
 * The user's records, oldest first. A stored value that does not read back as a record this build
 * knows (say, a run a newer kit logged with a value this build's schema lacks) is left where it
 * is, neither sent nor dropped: the build that wrote it, or a later one, reads and sends it. An
 * empty outbox (the usual case) is read without loading the check.
 */
export async function allOf(userId: string): Promise<OutboxRecord[]> {
  const raws = await inTransaction<unknown[]>('readonly', (store, done) => {
    const req = store.index(BY_USER).getAll(IDBKeyRange.only(userId));
    req.onsuccess = () => done(req.result as unknown[]);
  });
  if (!raws.length) return [];
  const schema = await loadSchema();
  const records: OutboxRecord[] = [];
  for (const raw of raws) {
    const record = readRecord(schema, raw);
    if (record && record.userId === userId) records.push(record);
  }
  return records.sort((a, b) => a.queuedAt - b.queuedAt);
}

/** How many records the user has. */
export function countOf(userId: string): Promise<number> {
  return inTransaction<number>('readonly', (store, done) => {
    const req = store.index(BY_USER).count(IDBKeyRange.only(userId));
    req.onsuccess = () => done(req.result);
  });
}

/**
 * Reads the user's record of `id` (undefined when none), and stores what `change` makes of it:
 * a record (put), null (deleted) or undefined (left as it was). `change` also sees how many
 * records the user has, for the cap. Answers what `change` answered.
 */
export async function changeRecord(
  userId: string,
  id: string,
  change: (record: OutboxRecord | undefined, count: number) => OutboxRecord | null | undefined,
): Promise<OutboxRecord | null | undefined> {
  // Loaded before the transaction: an IndexedDB transaction ends when its task waits on anything
  // else. Offline with its file gone (the browser dropped what the service worker kept) the
  // change is still made: a run is never lost for want of the check.
  const schema = await loadSchema().catch((err: unknown) => {
    console.warn('The outbox check could not load: the change is kept unchecked', err);
    return null;
  });
  return inTransaction<OutboxRecord | null | undefined>('readwrite', (store, done) => {
    const got = store.get([userId, id]);
    got.onsuccess = () => {
      const counted = store.index(BY_USER).count(IDBKeyRange.only(userId));
      counted.onsuccess = () => {
        const now = got.result === undefined ? undefined : readRecord(schema, got.result);
        const next = change(now, counted.result);
        if (next === null) store.delete([userId, id]);
        else if (next) store.put(next);
        done(next);
      };
    };
  });
}
