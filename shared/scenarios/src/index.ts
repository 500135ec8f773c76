// The scenario suite: every request the web app makes to /api, with the answers that matter,
// held against the API and the demo alike (docs/demo.md: The scenario suite).
import { AUTH_SCENARIOS } from './auth.scenarios';
import { COMMENT_SCENARIOS } from './comments.scenarios';
import { LIBRARY_SCENARIOS } from './library.scenarios';
import { NOTIFICATION_SCENARIOS } from './notifications.scenarios';
import { PRACTICE_LOG_SCENARIOS } from './practice-log.scenarios';
import type { Scenario } from './scenario';
import { UPLOAD_SCENARIOS } from './uploads.scenarios';
import { USER_SCENARIOS } from './users.scenarios';

export const SCENARIOS: Scenario[] = [
  ...AUTH_SCENARIOS,
  ...USER_SCENARIOS,
  ...LIBRARY_SCENARIOS,
  ...COMMENT_SCENARIOS,
  ...NOTIFICATION_SCENARIOS,
  ...UPLOAD_SCENARIOS,
  ...PRACTICE_LOG_SCENARIOS,
];

/**
 * The API's routes no scenario sends, and why: none is called by the web app, and the demo
 * answers none. A route added to the API fails the coverage check until a scenario sends it or
 * it is named here.
 */
export const NOT_IN_SCENARIOS: Record<string, string> = {
  'GET /api/health': "the operators' probe (load balancers, the deploy): no screen asks it",
  'GET /api/openapi.json': 'the API document, for developers and their tools: no screen asks it',
  'GET /api/docs': 'the API document as a page, for developers: no screen links it',
  'GET /api/docs/:file': 'the files of that page',
  'GET /api/health/live': "the operators' liveness probe: no screen asks it",
  'GET /api/health/ready': "the load balancer's readiness probe: no screen asks it",
  'POST /api/user/:id/notification':
    'notices are made by the server (the review flow); no screen adds one by hand',
};

export { isCovered, requestsOf, runScenario, type Answer, type Backend, type Sent } from './run-scenario';
export type { Scenario, Upload } from './scenario';
