// Demo mode's /api/plans: trial mode, every plan's limits (nothing is held back in the demo).
import { PLAN_LIMITS } from '@handyq/domain';
import { ok, route, type LocalRoute } from './http';

export function planRoutes(): LocalRoute[] {
  return [route('GET', '/api/plans', async () => ok({ trialMode: true, limits: PLAN_LIMITS }))];
}
