import { Injectable } from '@nestjs/common';
import { TooManyRequestsException } from '../common/too-many-requests.exception';
import { addressKey } from './address-key';
import { LimitsRepository } from './limits.repository';

/**
 * What is limited: at most `limit` attempts per key in a window of `windowMs` that starts at
 * the key's first attempt. Over it, 429 with `message` and Retry-After until the window ends.
 */
export interface LimitRule {
  /** The key's prefix: `login`, `signup`, `comment`, … (one name per rule). */
  name: string;
  limit: number;
  windowMs: number;
  message: string;
  /**
   * Counted per IP address: the id is the caller's address, counted by its addressKey (an
   * IPv6 /64 is one address).
   */
  perAddress?: boolean;
}

/** No rule's window is longer than this: keys older than it are swept. */
export const LONGEST_WINDOW_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60_000;

/**
 * Rate limits counted in the database, so every API instance counts the same attempts.
 * `take` counts the attempt and checks the limit in one atomic step, before the work it guards
 * (a password check, a comment, an upload): of N parallel attempts exactly `limit` pass.
 */
@Injectable()
export class RateLimiter {
  private lastSweep = 0;

  constructor(private readonly repo: LimitsRepository) {}

  /** Counts one attempt of `rule` for `id`; 429 (nothing else done) when it is over the limit. */
  async take(rule: LimitRule, id: string): Promise<void> {
    await this.sweepNow();
    const { count, windowStart } = await this.repo.add(keyOf(rule, id), rule.windowMs);
    if (count > rule.limit) {
      const retryAfterMs = windowStart.getTime() + rule.windowMs - Date.now();
      throw new TooManyRequestsException(rule.message, Math.max(1, retryAfterMs / 1000));
    }
  }

  /** Gives back an attempt `take` counted (one that turned out not to count, e.g. a success). */
  async refund(rule: LimitRule, id: string): Promise<void> {
    await this.repo.subtract(keyOf(rule, id));
  }

  /** Forgets every attempt of `rule` for `id` (a successful login clears its failures). */
  async clear(rule: LimitRule, id: string): Promise<void> {
    await this.repo.clear(keyOf(rule, id));
  }

  /** At most once a minute per instance: keys whose window is long over are deleted. */
  private async sweepNow(): Promise<void> {
    const now = Date.now();
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    await this.repo.sweep(new Date(now - LONGEST_WINDOW_MS));
  }
}

const keyOf = (rule: LimitRule, id: string) => `${rule.name}:${rule.perAddress ? addressKey(id) : id}`;
