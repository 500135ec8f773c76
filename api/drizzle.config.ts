import { defineConfig } from 'drizzle-kit';

// One schema, one set of SQL migrations for PGlite and the PostgreSQL server alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/**/*.table.ts',
  out: './drizzle',
});
