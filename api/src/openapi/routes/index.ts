import type { RouteTable } from '../api-route';
import { authRoutes } from './auth.routes';
import { docsRoutes } from './docs.routes';
import { healthRoutes } from './health.routes';
import { libraryRoutes } from './library.routes';
import { notificationsRoutes } from './notifications.routes';
import { plansRoutes } from './plans.routes';
import { practiceLogRoutes } from './practice-log.routes';
import { uploadRoutes } from './upload.routes';
import { usersRoutes } from './users.routes';

/** Every module's routes, in the order /api/docs lists them. A new module adds its table here. */
export const ROUTE_TABLES: readonly RouteTable[] = [
  authRoutes,
  usersRoutes,
  libraryRoutes,
  notificationsRoutes,
  practiceLogRoutes,
  plansRoutes,
  uploadRoutes,
  healthRoutes,
  docsRoutes,
];
