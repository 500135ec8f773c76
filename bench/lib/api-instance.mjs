// The built API as a bench runs it on a database of the run's own (bench-databases.mjs): a
// secret and an admin of the run's, a port the kernel gives unless the bench names one, and a
// stop registered for the clean-up (on the bench's end, a failure or Ctrl-C).
import { randomBytes } from 'node:crypto';
import { startProcess } from './api-process.mjs';
import { cleanups } from './bench-databases.mjs';
import { freePort } from './free-port.mjs';

/**
 * The environment of an API whose admin the bench logs in as: a JWT secret of the run's own and
 * the admin's email and password (the API makes the account at its first start).
 * @param {{ email: string, password: string }} admin
 */
export const apiEnv = (admin) => ({
  JWT_SECRET: randomBytes(32).toString('hex'),
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
});

/**
 * Starts the built API (or `opts.script`) with `env` and waits until it answers
 * (api-process.mjs's startProcess, whose options it takes); stopped at clean-up, and `stop()`
 * may be called before. `opts.port`: the port to listen on (the same one again to restart on
 * it); a free one by default.
 *
 * @param {Record<string, string>} env
 * @param {{ port?: number, script?: string, ready?: string, nodeArgs?: string[] }} [opts]
 * @returns {Promise<{ base: string, port: number, pid: number, stop: () => Promise<void>,
 *   alive: () => boolean, log: () => string }>}
 */
export async function startApi(env, opts = {}) {
  const port = opts.port ?? (await freePort());
  const api = await startProcess(port, { ...opts, env });
  cleanups.push(api.stop);
  return { ...api, port };
}
