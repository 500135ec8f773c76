// Node-safe entry: domain constants, routes, the kit registry and zod schemas shared by the
// API and the apps.
export * from './constants';
export * from './routes';
export * from './kits';
export * from './schemas/api-error';
export * from './schemas/health';
export * from './schemas/remotes';
export * from './schemas/session-user';
