import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../bench/lib/free-port.mjs';

/**
 * A port of this run's: HANDYQ_E2E_PORT_OFFSET (default 0) is added to each, so that two
 * checkouts on one machine can run their browser tests at the same time.
 */
export const e2ePort = (port: number) => port + Number(process.env.HANDYQ_E2E_PORT_OFFSET ?? 0);

/** The server on PGlite (every test) and the one on the PostgreSQL server (when configured). */
export const PGLITE_URL = `http://localhost:${e2ePort(3210)}`;
export const POSTGRES_URL = `http://localhost:${e2ePort(3211)}`;
export const HAS_POSTGRES = !!process.env.DATABASE_URL;
/** The demo build (npm run build:demo) served as plain static files: no API behind it. */
export const DEMO_URL = `http://localhost:${e2ePort(3220)}`;

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

/** The longest a test's own server may take to answer its health check. */
export const EXTRA_SERVER_START_MS = 180_000;

/**
 * One more built server for the tests that need a setting of their own (TRIAL_MODE=false, say),
 * on PGlite in a fresh data dir, on a free port: each worker that runs a file's tests starts its
 * own (with a fixed port, a second worker's health check found the first one's server, which
 * the first then stopped under it). `stop()` ends it and removes the data; `halt()` ends it and
 * keeps them, so `restart()` brings the same server back on the same port (the network gone and
 * back, for a page that keeps working offline).
 */
export async function startExtraServer(env: Record<string, string>) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'handyq-e2e-extra-'));
  const url = `http://127.0.0.1:${port}`;
  const launch = async () => {
    const child = spawn(process.execPath, [path.resolve(__dirname, '../../api/dist/main.js')], {
      env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', DATA_DIR: dataDir, PORT: String(port), ...env },
      stdio: 'ignore',
    });
    // a ceiling for a server that will not start: on a slow machine, beside the suite's first
    // tests, one took over 60 s
    for (const end = Date.now() + EXTRA_SERVER_START_MS; Date.now() < end;) {
      if (child.exitCode !== null) break;
      if (
        await fetch(`${url}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return child;
      await new Promise((r) => setTimeout(r, 250));
    }
    await end(child);
    throw new Error(`the server on port ${port} did not start`);
  };
  const end = async (child: ReturnType<typeof spawn>) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((done) => child.once('exit', done));
    }
  };
  const removeData = () => fs.rmSync(dataDir, { recursive: true, force: true });
  let child: ReturnType<typeof spawn>;
  try {
    child = await launch();
  } catch (err) {
    removeData();
    throw err;
  }
  return {
    url,
    port,
    stop: async () => {
      await end(child);
      removeData();
    },
    halt: () => end(child),
    restart: async () => {
      await end(child);
      child = await launch();
    },
  };
}
