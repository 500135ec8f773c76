import { spawn, type ChildProcess } from 'node:child_process';
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

const API_MAIN = path.resolve(__dirname, '../../api/dist/main.js');
/**
 * What every server of the suite runs with: the e2e admin, and room for the suite's signups. The
 * suite signs up about 110 accounts, all from this host, within the hour that the signup limit
 * counts per address (100 by default): past it, every later test's account is refused (429).
 * How many land on 127.0.0.1 and how many on ::1 depends on how the machine resolves
 * `localhost`, so at the default a run passed on one machine and failed on another. The limit
 * itself is the API tests' to prove (api/test/rate-limits.spec.ts).
 */
export const SUITE_SERVER_ENV = {
  ADMIN_EMAIL: E2E_ADMIN.email,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  SIGNUP_LIMIT: '100000',
};

/** The built server on PGlite in `dataDir`, on `port`; resolves once it answers its health check. */
async function launchServer(port: number, dataDir: string, env: Record<string, string>) {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [API_MAIN], {
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
  await endServer(child);
  throw new Error(`the server on port ${port} did not start`);
}

async function endServer(child: ChildProcess) {
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM');
    await new Promise((done) => child.once('exit', done));
  }
}

/**
 * A server's data dir as its first boot leaves it (the database made, migrated and seeded, the
 * e2e admin in it), which each test's server starts from a copy of: a boot on it took 1.3 s and
 * 1.9 CPU-seconds here, a boot that makes its database 3.7 s and 5.6 (most of the wait in a
 * test's beforeAll, beside the other workers). Named by the runner, so every worker of a run
 * finds the same one; made by the first server the run asks for, in whichever worker, while any
 * other asking waits for it; removed when the run ends (the global setup `server-template.ts`).
 */
export const SERVER_TEMPLATE = (process.env.HANDYQ_E2E_SERVER_TEMPLATE ??= path.join(
  os.tmpdir(),
  `handyq-e2e-template-${process.pid}`,
));
export const SERVER_TEMPLATE_MAKING = `${SERVER_TEMPLATE}.making`;

async function serverTemplate(): Promise<string> {
  for (const end = Date.now() + EXTRA_SERVER_START_MS; Date.now() < end;) {
    if (fs.existsSync(SERVER_TEMPLATE)) return SERVER_TEMPLATE;
    try {
      // the one that makes the folder makes the template in it
      fs.mkdirSync(SERVER_TEMPLATE_MAKING);
    } catch {
      await new Promise((r) => setTimeout(r, 250));
      continue;
    }
    try {
      await endServer(await launchServer(await freePort(), SERVER_TEMPLATE_MAKING, SUITE_SERVER_ENV));
      fs.renameSync(SERVER_TEMPLATE_MAKING, SERVER_TEMPLATE);
    } catch (err) {
      fs.rmSync(SERVER_TEMPLATE_MAKING, { recursive: true, force: true });
      throw err;
    }
    return SERVER_TEMPLATE;
  }
  throw new Error(`no server template in ${SERVER_TEMPLATE} after ${EXTRA_SERVER_START_MS} ms`);
}

/**
 * One more built server for the tests that need a setting of their own (TRIAL_MODE=false, say),
 * on PGlite in a fresh data dir, on a free port, with the e2e admin: each worker that runs a
 * file's tests starts its own (with a fixed port, a second worker's health check found the
 * first one's server, which the first then stopped under it). Its data dir is a copy of the
 * run's SERVER_TEMPLATE, as a fresh server's first boot leaves it (its own JWT secret, made at
 * its boot), unless `env` names another admin: then it makes its own database. `stop()` ends it
 * and removes the data; `halt()` ends it and keeps them, so `restart()` brings the same server
 * back on the same port (the network gone and back, for a page that keeps working offline).
 */
export async function startExtraServer(env: Record<string, string>) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'handyq-e2e-extra-'));
  const serverEnv = { ...SUITE_SERVER_ENV, ...env };
  const removeData = () => fs.rmSync(dataDir, { recursive: true, force: true });
  let child: ChildProcess;
  try {
    if (
      serverEnv.ADMIN_EMAIL === SUITE_SERVER_ENV.ADMIN_EMAIL &&
      serverEnv.ADMIN_PASSWORD === SUITE_SERVER_ENV.ADMIN_PASSWORD
    )
      fs.cpSync(await serverTemplate(), dataDir, {
        recursive: true,
        filter: (file) => path.basename(file) !== 'jwt-secret',
      });
    child = await launchServer(port, dataDir, serverEnv);
  } catch (err) {
    removeData();
    throw err;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    stop: async () => {
      await endServer(child);
      removeData();
    },
    halt: () => endServer(child),
    restart: async () => {
      await endServer(child);
      child = await launchServer(port, dataDir, serverEnv);
    },
  };
}
