/** How many events a key may send: `burst` at once, then one more every `refillMs`. */
export interface BucketRule {
  burst: number;
  refillMs: number;
}

/**
 * Token buckets by key (a socket, a user), held in memory by this instance. A key starts full;
 * each `take` spends one token. At most `maxKeys` are kept, the least recently used forgotten
 * first. Counting is synchronous, so two events can never both take the last token.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly rule: BucketRule,
    private readonly maxKeys: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Spends one of `key`'s tokens; false (nothing spent) when it has none left. */
  take(key: string): boolean {
    const now = this.now();
    const held = this.buckets.get(key);
    let tokens = this.rule.burst;
    if (held) {
      tokens = Math.min(this.rule.burst, held.tokens + (now - held.at) / this.rule.refillMs);
      // Deleted and set again below: the map's order is least recently used first.
      this.buckets.delete(key);
    }
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at: now });
      return false;
    }
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    if (this.buckets.size > this.maxKeys) this.evict();
    return true;
  }

  /** How many keys are held (for tests of the bound). */
  get size(): number {
    return this.buckets.size;
  }

  /** The least recently used go first (they have had the longest to fill up again). */
  private evict(): void {
    for (const key of this.buckets.keys()) {
      if (this.buckets.size <= this.maxKeys) break;
      this.buckets.delete(key);
    }
  }
}
