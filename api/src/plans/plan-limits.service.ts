import { ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { PLAN_LIMIT_MESSAGES, PLAN_LIMITS, PRO_ONLY_MESSAGES } from '@handyq/domain';
import type { Plans, User } from '@handyq/domain/schemas';
import { CONFIG, type AppConfig } from '../config';

/** What a plan counts: saved sequences (favorites, all tools together) and custom workouts. */
export type PlanLimited = keyof typeof PLAN_LIMIT_MESSAGES;
/** What only Pro gets (with trial mode off). */
export type ProFeature = keyof typeof PRO_ONLY_MESSAGES;

/**
 * The plan limits (PLAN_LIMITS), enforced only when trial mode is off. Every check is about
 * the user who owns the data (an admin editing someone is held to that user's plan, not
 * their own), and only refuses growing: a user already over a limit (saved in trial mode, or
 * before a downgrade to Basic) may still rename or delete.
 */
@Injectable()
export class PlanLimitsService {
  constructor(@Inject(CONFIG) private readonly config: AppConfig) {}

  /** What GET /api/plans answers. */
  plans(): Plans {
    return { trialMode: this.config.trialMode, limits: PLAN_LIMITS };
  }

  /** The most `user` may have of `what` now; null when unlimited (Pro, or trial mode). */
  limitFor(user: Pick<User, 'plan'>, what: PlanLimited): number | null {
    if (this.config.trialMode) return null;
    return PLAN_LIMITS[user.plan.tier][what];
  }

  /**
   * 403 with the plan's message if going from `current` to `next` items of `what` breaks the
   * limit: `next` is above it and above `current` (so staying level or shrinking is allowed).
   */
  assertWithinLimit(user: Pick<User, 'plan'>, what: PlanLimited, current: number, next: number): void {
    const limit = this.limitFor(user, what);
    if (limit !== null && next > limit && next > current) {
      refuse(PLAN_LIMIT_MESSAGES[what]);
    }
  }

  /** 403 with the feature's message unless `user` may use it: Pro, or anyone in trial mode. */
  assertHasFeature(user: Pick<User, 'plan'>, feature: ProFeature): void {
    if (!this.config.trialMode && user.plan.tier !== 'pro') refuse(PRO_ONLY_MESSAGES[feature]);
  }

  /** Saving favorites that total `next` (countFavorites) where the user has `current` now. */
  assertCanSaveSequences(user: Pick<User, 'plan'>, current: number, next: number): void {
    this.assertWithinLimit(user, 'savedSequences', current, next);
  }

  /** Adding one custom workout to the `currentCount` the user owns. */
  assertCanAddWorkout(user: Pick<User, 'plan'>, currentCount: number): void {
    this.assertWithinLimit(user, 'customWorkouts', currentCount, currentCount + 1);
  }
}

/** The plan's refusal: 403, with `err` too (the message a form shows as is). */
function refuse(message: string): never {
  throw new ForbiddenException({ message, err: message });
}
