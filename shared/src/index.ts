// Node-safe entry: domain constants, routes and zod schemas shared by the API and the apps.
export * from './constants';
export * from './routes';
export * from './schemas/health';
export * from './schemas/remotes';
