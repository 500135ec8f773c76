import { plansSchema } from '@handyq/domain/schemas';
import { json, type RouteTable } from '../api-route';

export const plansRoutes: RouteTable = {
  tag: 'Plans',
  routes: {
    'GET /api/plans': {
      summary: 'Trial mode and each plan’s limits',
      auth: 'none',
      answers: { 200: json('Whether trial mode is on, and the limits enforced when it is off', plansSchema) },
    },
  },
};
