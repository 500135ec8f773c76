// Demo mode's storage: collections of entities kept as JSON in browser storage (localStorage),
// each call answered after a simulated network delay, with the local fallback's own messages.
// No browser global is read here: the storage and the sleep are handed in.
import { DEMO_STORAGE_PREFIX } from '@handyq/domain/demo-flag';

/** What the store needs of `localStorage`. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface Entity {
  _id: string;
}

/** The local fallback's delay before each answer, as a network would take. */
export const LOCAL_DELAY_MS = 500;
/** Generated ids: 5 characters, 6 for library items. */
export const LOCAL_ID_LENGTH = 5;
export const LIBRARY_ID_LENGTH = 6;
/** Every collection is kept under this prefix, so demo data never mixes with the app's own keys. */
export const DEMO_KEY_PREFIX = `${DEMO_STORAGE_PREFIX}:`;

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A missing entity, in the local fallback's words. */
export class EntityNotFoundError extends Error {
  constructor(
    readonly action: 'Get' | 'Update' | 'Remove',
    readonly id: string,
    readonly collection: string,
  ) {
    super(`${action} failed, cannot find entity with id: ${id} in: ${collection}`);
    this.name = 'EntityNotFoundError';
  }
}

export interface LocalStoreOptions {
  delayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

export interface LocalStore {
  query<T extends Entity>(collection: string): Promise<T[]>;
  get<T extends Entity>(collection: string, id: string): Promise<T>;
  /** Saves a new entity under a fresh id (`idLength` characters, unused in the collection). */
  post<T extends Entity>(collection: string, entity: Omit<T, '_id'>, idLength?: number): Promise<T>;
  put<T extends Entity>(collection: string, entity: T): Promise<T>;
  remove(collection: string, id: string): Promise<void>;
  /** Replaces a whole collection at once (the seed), with no delay. */
  seed<T extends Entity>(collection: string, entities: T[]): void;
  /** Whether the collection was ever written on this device. */
  has(collection: string): boolean;
}

/** Makes an id of `length` letters and digits. */
export function makeId(length: number, random: () => number = Math.random): string {
  let id = '';
  for (let i = 0; i < length; i++) id += ID_CHARS[Math.floor(random() * ID_CHARS.length)];
  return id;
}

export function createLocalStore(storage: StorageLike, options: LocalStoreOptions = {}): LocalStore {
  const delayMs = options.delayMs ?? LOCAL_DELAY_MS;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const random = options.random ?? Math.random;
  const key = (collection: string) => DEMO_KEY_PREFIX + collection;

  const read = <T extends Entity>(collection: string): T[] => {
    const raw = storage.getItem(key(collection));
    if (!raw) return [];
    try {
      const list: unknown = JSON.parse(raw);
      return Array.isArray(list) ? (list as T[]) : [];
    } catch {
      return []; // damaged by hand: the demo starts that collection afresh
    }
  };
  // a full storage throws here (QuotaExceededError) and the call fails with the browser's message
  const write = <T extends Entity>(collection: string, list: T[]) =>
    storage.setItem(key(collection), JSON.stringify(list));
  // answers are copies: a caller never changes what is stored by changing what it got
  const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

  return {
    async query(collection) {
      await sleep(delayMs);
      return read(collection);
    },
    async get(collection, id) {
      await sleep(delayMs);
      const found = read(collection).find((e) => e._id === id);
      if (!found) throw new EntityNotFoundError('Get', id, collection);
      return found as never;
    },
    async post(collection, entity, idLength = LOCAL_ID_LENGTH) {
      await sleep(delayMs);
      const list = read(collection);
      let _id = makeId(idLength, random);
      while (list.some((e) => e._id === _id)) _id = makeId(idLength, random);
      const saved = { ...copy(entity), _id } as never;
      write(collection, [...list, saved]);
      return copy(saved);
    },
    async put(collection, entity) {
      await sleep(delayMs);
      const list = read(collection);
      const at = list.findIndex((e) => e._id === entity._id);
      if (at < 0) throw new EntityNotFoundError('Update', entity._id, collection);
      list[at] = copy(entity);
      write(collection, list);
      return copy(entity);
    },
    async remove(collection, id) {
      await sleep(delayMs);
      const list = read(collection);
      const at = list.findIndex((e) => e._id === id);
      if (at < 0) throw new EntityNotFoundError('Remove', id, collection);
      list.splice(at, 1);
      write(collection, list);
    },
    seed(collection, entities) {
      write(collection, copy(entities));
    },
    has(collection) {
      return storage.getItem(key(collection)) !== null;
    },
  };
}
