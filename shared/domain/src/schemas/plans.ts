import { z } from 'zod';
import { PLAN_TIERS } from './user';

/** The most of each thing a plan allows; `null` is unlimited. */
export const planLimitsSchema = z.object({
  savedSequences: z.number().int().min(0).nullable(),
  customWorkouts: z.number().int().min(0).nullable(),
});
export type PlanLimits = z.infer<typeof planLimitsSchema>;

/**
 * GET /api/plans (anyone): whether trial mode is on (every plan gets everything, no limit is
 * enforced) and each plan's limits, as the server enforces them when trial mode is off.
 */
export const plansSchema = z.object({
  trialMode: z.boolean(),
  limits: z.record(z.enum(PLAN_TIERS), planLimitsSchema),
});
export type Plans = z.infer<typeof plansSchema>;
