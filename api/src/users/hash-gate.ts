import { availableParallelism } from 'node:os';
import { TooManyRequestsException } from '../common/too-many-requests.exception';

export const BUSY_MESSAGE = 'Too many login attempts right now. Please try again in a moment.';

/** A password hash refused because the server is busy hashing for others (429, retry in 1 s). */
export class HashBusyException extends TooManyRequestsException {
  constructor() {
    super(BUSY_MESSAGE, 1);
  }
}

/** How many tries ahead of failing sources a right password earns its source. */
const TRUST_AFTER_SUCCESS = 5;

interface Waiter {
  source: string;
  start(): void;
  refuse(): void;
}

export interface HashGateOptions {
  /** Hashes running at once (argon2 runs on libuv's threads): the CPU count by default. */
  concurrency?: number;
  /** Hashes waiting at most; an arrival past it is refused at once, or displaces a busier one. */
  maxQueue?: number;
  /** How long a source's failures are remembered. */
  windowMs?: number;
  /** Sources remembered at most (the oldest are forgotten first). */
  maxSources?: number;
  now?: () => number;
}

/**
 * A bound on password hashing, so a flood of logins is refused fast instead of queued for
 * seconds: at most `concurrency` hashes run and `maxQueue` wait. When the queue is full, an
 * arrival from a source with fewer recent failures (wrong passwords, unknown emails, refusals
 * here: a person gets theirs right and tries once, a script guessing does neither) takes the place of the most failing source's
 * waiting one, which is refused; an arrival failing no less than every waiter is refused
 * itself. Waiters start least failing source first. A source is the caller's address; its
 * bookkeeping is bounded.
 */
export class HashGate {
  private readonly concurrency: number;
  private readonly maxQueue: number;
  private readonly windowMs: number;
  private readonly maxSources: number;
  private readonly now: () => number;
  private running = 0;
  private readonly queue: Waiter[] = [];
  /** Failures per source in the current window; a Map keeps insertion order for forgetting. */
  private readonly recent = new Map<string, { count: number; since: number }>();

  constructor(opts: HashGateOptions = {}) {
    this.concurrency = opts.concurrency ?? Math.max(1, availableParallelism());
    this.maxQueue = opts.maxQueue ?? this.concurrency;
    this.windowMs = opts.windowMs ?? 60_000;
    this.maxSources = opts.maxSources ?? 10_000;
    this.now = opts.now ?? Date.now;
  }

  /** Runs `work` when a slot is free; HashBusyException when refused (nothing run). */
  async run<T>(source: string, work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) await this.wait(source);
    else this.running++;
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  /** How many hashes run and wait, and how many sources are remembered (tests, logs). */
  get load(): { running: number; waiting: number; sources: number } {
    return { running: this.running, waiting: this.queue.length, sources: this.recent.size };
  }

  private wait(source: string): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      // A refusal counts like a failure: a source pushing into a full queue is a busy one.
      const refuse = () => {
        this.failed(source);
        reject(new HashBusyException());
      };
      const waiter: Waiter = { source, start: resolve, refuse };
      if (this.queue.length >= this.maxQueue) {
        const busiest = this.busiestWaiter();
        if (!busiest || this.countOf(busiest.source) <= this.countOf(source)) return waiter.refuse();
        this.queue.splice(this.queue.indexOf(busiest), 1);
        busiest.refuse();
      }
      this.queue.push(waiter);
    });
  }

  /** A slot is free: the quietest waiter takes it (the slot passes on; running stays). */
  private release(): void {
    const next = this.quietestWaiter();
    if (!next) {
      this.running--;
      return;
    }
    this.queue.splice(this.queue.indexOf(next), 1);
    next.start();
  }

  private busiestWaiter(): Waiter | undefined {
    let best: Waiter | undefined;
    // The newest of the busiest: the ones that waited longest keep their turn.
    for (const w of this.queue) if (!best || this.countOf(w.source) >= this.countOf(best.source)) best = w;
    return best;
  }

  private quietestWaiter(): Waiter | undefined {
    let best: Waiter | undefined;
    for (const w of this.queue) if (!best || this.countOf(w.source) < this.countOf(best.source)) best = w;
    return best;
  }

  private countOf(source: string): number {
    const r = this.recent.get(source);
    return r && this.now() - r.since < this.windowMs ? r.count : 0;
  }

  /**
   * Records a right password from `source`: it goes before sources that only fail, for its next
   * few tries (each failure or refusal takes one back).
   */
  succeeded(source: string): void {
    this.recent.delete(source);
    this.recent.set(source, { count: -TRUST_AFTER_SUCCESS, since: this.now() });
    this.forgetOldest();
  }

  /** Records a failed check (a wrong password, an unknown email) from `source`. */
  failed(source: string): void {
    const now = this.now();
    const r = this.recent.get(source);
    this.recent.delete(source);
    this.recent.set(
      source,
      r && now - r.since < this.windowMs ? { count: r.count + 1, since: r.since } : { count: 1, since: now },
    );
    this.forgetOldest();
  }

  private forgetOldest(): void {
    if (this.recent.size > this.maxSources) this.recent.delete(this.recent.keys().next().value!);
  }
}
