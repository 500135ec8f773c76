/** The server on PGlite (every test) and the one on the PostgreSQL server (when configured). */
export const PGLITE_URL = 'http://localhost:3210';
export const POSTGRES_URL = 'http://localhost:3211';
export const HAS_POSTGRES = !!process.env.DATABASE_URL;
