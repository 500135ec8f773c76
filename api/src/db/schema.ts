// Every Drizzle table of the API, for the typed Drizzle client (`db.query.<table>`).
// A module keeps its tables in its own `<name>.table.ts` and adds one line here:
//   export * from '../<name>/<name>.table';
// drizzle-kit reads the same files (`./src/**/*.table.ts`) to generate the SQL migrations.
export * from '../users/users.table';
export * from '../auth/auth.table';
export * from '../upload/upload.table';
export * from '../library/library.table';
export * from '../limits/limits.table';
export * from '../notifications/notifications.table';
export * from '../practice-log/practice-log.table';
