import type { AppConfig } from '../config';
import type { LimitRule } from '../limits/rate-limiter';

const MINUTE = 60_000;

/** The auth routes' limits (README: LOGIN_FAIL_LIMIT, FORGOT_PASSWORD_LIMIT, SIGNUP_LIMIT). */
export function authLimits(config: AppConfig): Record<'login' | 'forgot' | 'signup', LimitRule> {
  const l = config.rateLimits;
  return {
    login: {
      name: 'login',
      limit: l.loginFailsPer15Min,
      windowMs: 15 * MINUTE,
      message: 'Too many failed logins for this email. Please try again later.',
    },
    forgot: {
      name: 'forgot',
      limit: l.forgotPasswordPerHour,
      windowMs: 60 * MINUTE,
      message: 'Too many reset requests for this email. Please try again later.',
    },
    signup: {
      name: 'signup',
      limit: l.signupsPerHour,
      windowMs: 60 * MINUTE,
      message: 'Too many signups from this address. Please try again later.',
    },
  };
}
