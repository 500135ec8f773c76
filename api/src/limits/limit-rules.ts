import { PRACTICE_LOG_MESSAGES } from '@handyq/domain/practice-log-rules';
import type { AppConfig } from '../config';
import type { LimitRule } from './rate-limiter';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Every rate limit of the API in one place, built from the configuration (docs/security.md:
 * LOGIN_FAIL_LIMIT, LOGIN_IP_FAIL_LIMIT, FORGOT_PASSWORD_LIMIT, FORGOT_PASSWORD_IP_LIMIT,
 * SIGNUP_LIMIT, COMMENT_LIMIT, ITEM_CREATE_LIMIT, UPLOAD_LIMIT,
 * PRACTICE_LOG_DAILY_LIMIT, PRACTICE_LOG_CHANGE_LIMIT, PRACTICE_LOG_STATS_LIMIT). Each is counted in the database before the work it
 * guards (RateLimiter.take). A rule per address counts an IPv6 /64 as one address (addressKey).
 */
export function limitRules(config: AppConfig) {
  const l = config.rateLimits;
  const rule = (name: string, limit: number, windowMs: number, message: string): LimitRule => ({
    name,
    limit,
    windowMs,
    message,
  });
  const perAddress = (r: LimitRule): LimitRule => ({ ...r, perAddress: true });
  return {
    /** Per email: failed logins (a success clears them). */
    login: rule(
      'login',
      l.loginFailsPer15Min,
      15 * MINUTE,
      'Too many failed logins for this email. Please try again later.',
    ),
    /** Per IP address: failed logins for any email (a success gives its attempt back). */
    loginIp: perAddress(
      rule(
        'login-ip',
        l.loginIpFailsPer15Min,
        15 * MINUTE,
        'Too many failed logins from this address. Please try again later.',
      ),
    ),
    /** Per user: wrong current passwords when changing it, limited like logins. */
    passwordChange: rule(
      'password-change',
      l.loginFailsPer15Min,
      15 * MINUTE,
      'Too many wrong passwords. Please try again later.',
    ),
    /** Per email, known or not: reset-link requests. */
    forgot: rule(
      'forgot',
      l.forgotPasswordPerHour,
      HOUR,
      'Too many reset requests for this email. Please try again later.',
    ),
    /** Per IP address, for any email: reset-link requests. */
    forgotIp: perAddress(
      rule(
        'forgot-ip',
        l.forgotPasswordIpPerHour,
        HOUR,
        'Too many reset requests from this address. Please try again later.',
      ),
    ),
    /** Per IP address: signups. */
    signup: perAddress(
      rule('signup', l.signupsPerHour, HOUR, 'Too many signups from this address. Please try again later.'),
    ),
    /** Per user: comments on library items. */
    comment: rule('comment', l.commentsPerHour, HOUR, 'Too many comments. Please try again later.'),
    /** Per user: new library items (each a row, a search index entry and a review to come). */
    itemCreate: rule(
      'item-create',
      l.itemsCreatedPerHour,
      HOUR,
      'Too many new items. Please try again later.',
    ),
    /** Per user: image and video uploads. */
    upload: rule('upload', l.uploadsPerHour, HOUR, 'Too many uploads. Please try again later.'),
    /** Per user: new practice-log entries. */
    practiceLog: rule(
      'practice-log',
      l.practiceLogEntriesPerDay,
      DAY,
      PRACTICE_LOG_MESSAGES.dailyLimit(l.practiceLogEntriesPerDay),
    ),
    /** Per user: edits and deletes of practice-log entries (each a write and a live event). */
    practiceLogChange: rule(
      'practice-log-change',
      l.practiceLogChangesPerHour,
      HOUR,
      PRACTICE_LOG_MESSAGES.changeLimit,
    ),
    /** Per user: practice-log stats worked out anew (a query over the whole log; a kept answer is free). */
    practiceLogStats: rule(
      'practice-log-stats',
      l.practiceLogStatsPerHour,
      HOUR,
      PRACTICE_LOG_MESSAGES.statsLimit,
    ),
  } satisfies Record<string, LimitRule>;
}

export type LimitRules = ReturnType<typeof limitRules>;

/** The injection token of the configured LimitRules. */
export const LIMIT_RULES = Symbol('LIMIT_RULES');
