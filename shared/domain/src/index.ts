// Node-safe entry with no heavy dependency (it is on every page): domain constants, routes,
// the kit registry and remotes.json. The zod schemas are @handyq/domain/schemas.
export * from './constants';
export * from './routes';
export * from './kits';
export * from './remotes';
export * from './features';
export * from './feature-settings-rules';
export * from './library-seed-ids';
export * from './links';
export * from './main-image';
export * from './reserved-names';
export * from './visible-text';
export * from './realtime';
export * from './shared-favorite';
export { DEMO_BANNER, DEMO_MESSAGES } from './demo-texts';
