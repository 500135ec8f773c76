import type { NestExpressApplication } from '@nestjs/platform-express';
import { OBJECT_STORE, type ObjectStore } from '../../src/upload/storage/object-store';

/** The ObjectStore's methods that reach the store (disk or bucket). */
const METHODS = ['put', 'read', 'head', 'delete', 'list', 'removeStale'] as const;
export type StoreMethod = (typeof METHODS)[number];

export interface CountedStore {
  /** How many calls of each method since the last reset (`list`: calls, not pages). */
  counts(): Record<StoreMethod, number>;
  /** All of them added up. */
  total(): number;
  reset(): void;
  /**
   * The next `list` waits, once called, until `release()`: `reached` settles when it is called.
   * For holding one instance inside its sweep while another tries to start one.
   */
  holdNextList(): { reached: Promise<void>; release(): void };
}

/**
 * Counts the calls an app makes to its object store, by wrapping the methods of the one
 * instance the app holds (every module of the app shares it), from now on. Only the app's
 * calls count: a store's calls to itself (the disk's `list` stats each file with `head`) go
 * to an unwrapped copy.
 */
export function countStoreCalls(app: NestExpressApplication): CountedStore {
  const store = app.get<symbol, ObjectStore>(OBJECT_STORE);
  const counts = Object.fromEntries(METHODS.map((m) => [m, 0])) as Record<StoreMethod, number>;
  let hold: { reached(): void; released: Promise<void> } | undefined;
  const target = store as unknown as Record<StoreMethod, (...args: unknown[]) => unknown>;
  const unwrapped = Object.assign(Object.create(Object.getPrototypeOf(store) as object) as object, store);
  for (const method of METHODS) {
    const original = target[method].bind(unwrapped);
    if (method === 'list') {
      target.list = (...args: unknown[]) =>
        (async function* () {
          counts.list += 1;
          const held = hold;
          hold = undefined;
          if (held) {
            held.reached();
            await held.released;
          }
          yield* original(...args) as AsyncIterable<unknown>;
        })();
    } else {
      target[method] = (...args: unknown[]) => {
        counts[method] += 1;
        return original(...args);
      };
    }
  }
  return {
    counts: () => ({ ...counts }),
    total: () => METHODS.reduce((sum, m) => sum + counts[m], 0),
    reset: () => METHODS.forEach((m) => (counts[m] = 0)),
    holdNextList() {
      let reached!: () => void;
      let release!: () => void;
      const reachedP = new Promise<void>((r) => (reached = r));
      const released = new Promise<void>((r) => (release = r));
      hold = { reached, released };
      return { reached: reachedP, release };
    },
  };
}
