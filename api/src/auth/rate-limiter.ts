import { Inject, Injectable } from '@nestjs/common';
import { TooManyRequestsException } from '../common/too-many-requests.exception';
import { CONFIG, type AppConfig } from '../config';
import { AuthRepository } from './auth.repository';

const MINUTE = 60_000;
/** The longest window: hits older than this are never counted again. */
const LONGEST_WINDOW_MS = 60 * MINUTE;

/** What is limited: failed logins per email, reset requests per email, signups per IP. */
export type LimitKind = 'login' | 'forgot' | 'signup';

interface Rule {
  limit: number;
  windowMs: number;
  message: string;
}

/**
 * Limits on the auth routes (README: LOGIN_FAIL_LIMIT, FORGOT_PASSWORD_LIMIT, SIGNUP_LIMIT),
 * counted in the database so every API instance sees the same attempts. Over a limit -> 429
 * with Retry-After: the seconds until the oldest counted attempt leaves the window.
 */
@Injectable()
export class RateLimiter {
  private readonly rules: Record<LimitKind, Rule>;

  constructor(
    @Inject(CONFIG) config: AppConfig,
    private readonly repo: AuthRepository,
  ) {
    const l = config.rateLimits;
    this.rules = {
      login: {
        limit: l.loginFailsPer15Min,
        windowMs: 15 * MINUTE,
        message: 'Too many failed logins for this email. Please try again later.',
      },
      forgot: {
        limit: l.forgotPasswordPerHour,
        windowMs: 60 * MINUTE,
        message: 'Too many reset requests for this email. Please try again later.',
      },
      signup: {
        limit: l.signupsPerHour,
        windowMs: 60 * MINUTE,
        message: 'Too many signups from this address. Please try again later.',
      },
    };
  }

  /** Throws 429 when `kind:id` has reached its limit in its window. */
  async check(kind: LimitKind, id: string): Promise<void> {
    const rule = this.rules[kind];
    const now = Date.now();
    const { count, oldest } = await this.repo.hitsSince(`${kind}:${id}`, new Date(now - rule.windowMs));
    if (count >= rule.limit) {
      const retryAfterMs = (oldest?.getTime() ?? now) + rule.windowMs - now;
      throw new TooManyRequestsException(rule.message, retryAfterMs / 1000);
    }
  }

  /** Counts one attempt of `kind:id`. */
  async hit(kind: LimitKind, id: string): Promise<void> {
    await this.repo.addHit(`${kind}:${id}`, new Date(Date.now() - LONGEST_WINDOW_MS));
  }

  /** Forgets the attempts of `kind:id` (a successful login clears its failures). */
  async clear(kind: LimitKind, id: string): Promise<void> {
    await this.repo.clearHits(`${kind}:${id}`);
  }
}
