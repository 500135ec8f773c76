// The database schema (Drizzle). Tables arrive with the features that own them; the SQL
// migrations under api/drizzle are generated from this file with `npm run db:generate -w api`.
export {};
