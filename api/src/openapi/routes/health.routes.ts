import { healthSchema, livenessSchema, readinessSchema } from '@handyq/domain/schemas';
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
    'GET /api/health/live': {
      summary: 'Whether the process answers (nothing else is checked): for a liveness probe',
      auth: 'none',
      answers: { 200: json('The process is up', livenessSchema) },
    },
    'GET /api/health/ready': {
      summary: 'Whether this instance should get traffic: the database, and Redis when configured',
      auth: 'none',
      answers: {
        200: json('Ready', readinessSchema),
        503: json("Not ready: `failed` names each check that failed, or 'shutting down'", readinessSchema),
      },
    },
  },
};
