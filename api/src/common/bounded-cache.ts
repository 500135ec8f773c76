/**
 * Which keys were asked for lately, in a table of a fixed size: a cache asks it before keeping a
 * value, so that only what is asked for twice is kept. A key a visitor makes up for every
 * request is then answered and forgotten: it never enters the cache, so it pushes nothing out
 * and leaves V8 no long-lived garbage to keep pages for (a cache filled by endless distinct
 * queries grew the heap V8 reserves by 100 MB and more while the live heap grew 5 MB).
 *
 * Each key owns one slot (a hash of it) holding its 32-bit fingerprint until another key's
 * lands there: "lately" is the last few tens of thousands of distinct keys, however many come.
 * Two keys may share slot and fingerprint; the second is then taken as seen and its value kept
 * on first sight, which costs memory the bounds count, nothing else.
 */
export class Doorkeeper {
  private readonly slots: Uint32Array;
  private readonly mask: number;

  constructor(size: number) {
    if (!Number.isInteger(Math.log2(size)))
      throw new Error(`a Doorkeeper's size is a power of 2, not ${size}`);
    this.slots = new Uint32Array(size);
    this.mask = size - 1;
  }

  /** Whether `key` was seen since its slot last changed hands; remembers it either way. */
  sawBefore(key: string): boolean {
    // Two 32-bit hashes in one pass: FNV-1a picks the slot, a murmur-style mix is the fingerprint.
    let slot = 0x811c9dc5;
    let print = 0x9747b28c;
    for (let i = 0; i < key.length; i++) {
      const c = key.charCodeAt(i);
      slot = Math.imul(slot ^ c, 0x01000193);
      print = Math.imul(print ^ c, 0x5bd1e995);
      print ^= print >>> 15;
    }
    const at = (slot >>> 0) & this.mask;
    // Never 0: that is an empty slot.
    const fingerprint = (print | 1) >>> 0;
    if (this.slots[at] === fingerprint) return true;
    this.slots[at] = fingerprint;
    return false;
  }
}

export interface BoundedCacheOptions<V> {
  /** At most this many values are kept, whatever their size. */
  maxEntries: number;
  /** At most this many bytes are kept, as `cost` counts them. */
  maxBytes: number;
  /** What keeping `value` under `key` costs in bytes, counted high rather than low. */
  cost(key: string, value: V): number;
  /** The Doorkeeper's slots (a power of 2): how many distinct keys count as asked lately. */
  doorkeeperSlots?: number;
}

interface Entry<V> {
  version: string | number;
  value: V;
  cost: number;
  /** When its load started: a load started earlier never replaces one started later. */
  order: number;
}

interface Load<V> {
  value: Promise<V>;
  /** Whether the value is kept when it arrives: some request for it asked before. */
  keep: boolean;
}

/**
 * Values by key, each good for one version of what it was read from (a revision the database
 * moves on every write): a value kept for another version is loaded again. Least recently used
 * values go first past `maxEntries` or `maxBytes`. Loads of one key at one version run once,
 * however many requests wait for them. A value is kept only for a key asked for before (kept
 * already for an older version, asked while its load runs, or seen by the Doorkeeper), so keys
 * made up once each neither enter nor churn it.
 */
export class BoundedCache<V> {
  private readonly kept = new Map<string, Entry<V>>();
  private readonly loading = new Map<string, Load<V>>();
  private readonly doorkeeper: Doorkeeper;
  private bytes = 0;
  private loads = 0;

  constructor(private readonly opts: BoundedCacheOptions<V>) {
    this.doorkeeper = new Doorkeeper(opts.doorkeeperSlots ?? 1 << 16);
  }

  /** How many values and counted bytes are kept (tests, benches). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.kept.size, bytes: this.bytes };
  }

  /**
   * `key`'s value at `version`: the kept one, or `load()`'s. Read the version before calling:
   * a write landing in between then makes the next request load again, and never keeps an old
   * value under a new version.
   */
  get(key: string, version: string | number, load: () => Promise<V>): Promise<V> {
    const hit = this.kept.get(key);
    if (hit?.version === version) {
      // Deleted and set again: the map's order is least recently used first.
      this.kept.delete(key);
      this.kept.set(key, hit);
      return Promise.resolve(hit.value);
    }
    const askedBefore = hit !== undefined || this.doorkeeper.sawBefore(key);
    const loadKey = `${version}\n${key}`;
    const running = this.loading.get(loadKey);
    if (running) {
      running.keep = true;
      return running.value;
    }
    const order = ++this.loads;
    const started: Load<V> = {
      value: load().finally(() => this.loading.delete(loadKey)),
      keep: askedBefore,
    };
    this.loading.set(loadKey, started);
    void started.value.then(
      (value) => started.keep && this.keep(key, { version, value, cost: this.opts.cost(key, value), order }),
      () => undefined,
    );
    return started.value;
  }

  private keep(key: string, entry: Entry<V>): void {
    const current = this.kept.get(key);
    if (current && current.order > entry.order) return;
    if (current) this.drop(key, current);
    if (entry.cost > this.opts.maxBytes) return;
    this.kept.set(key, entry);
    this.bytes += entry.cost;
    for (const [oldKey, old] of this.kept) {
      if (this.bytes <= this.opts.maxBytes && this.kept.size <= this.opts.maxEntries) break;
      this.drop(oldKey, old);
    }
  }

  private drop(key: string, entry: Entry<V>): void {
    this.kept.delete(key);
    this.bytes -= entry.cost;
  }
}
