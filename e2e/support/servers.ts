import os from 'node:os';
import path from 'node:path';

/** The server on PGlite (every test) and the one on the PostgreSQL server (when configured). */
export const PGLITE_URL = 'http://localhost:3210';
export const POSTGRES_URL = 'http://localhost:3211';
export const HAS_POSTGRES = !!process.env.DATABASE_URL;

/**
 * The PGlite server's data dir (its mail outbox too). Set once by the runner, inherited by the
 * workers, so a test can read the mail the server wrote.
 */
export const PGLITE_DATA_DIR = (process.env.HANDYQ_E2E_DATA_DIR ??= path.join(
  os.tmpdir(),
  `handyq-e2e-${process.pid}`,
));

/** The first admin both e2e servers create at start. */
export const E2E_ADMIN = { email: 'admin@handyq.test', password: 'e2e-admin-password' };
