import { healthSchema } from '@handyq/shared/schemas';
import { json, type RouteTable } from '../api-route';

export const healthRoutes: RouteTable = {
  tag: 'Health',
  routes: {
    'GET /api/health': {
      summary: 'Whether the API and its database answer',
      auth: 'none',
      answers: {
        200: json('Up', healthSchema),
        503: json('The database does not answer: the same report, `status: error`', healthSchema),
      },
    },
  },
};
