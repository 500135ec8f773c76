// A Node server of this repo as a child process on a port of its own: the built API
// (api/dist/main.js) with the environment the caller gives (a DATA_DIR it keeps, a DATABASE_URL),
// or any other script that listens on PORT. Unlike server.mjs it leaves the data dir to the
// caller, so the same database can be stopped, seeded and started again.
import { spawn } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * Starts `script` (relative to the repo root) with PORT and `env` added to this process's
 * environment and waits until `ready` (a path) answers 2xx; `stop()` ends it (SIGTERM, then
 * SIGKILL after 5 s) and may be called more than once. `nodeArgs`: options for node itself, before the script (`--cpu-prof`, which NODE_OPTIONS refuses).
 *
 * @param {number} port
 * @param {{ script?: string, env?: Record<string, string>, ready?: string, timeoutMs?: number,
 *   nodeArgs?: string[] }} [opts]
 */
export async function startProcess(port, opts = {}) {
  const {
    script = 'api/dist/main.js',
    env = {},
    ready = '/api/health',
    // a ceiling for a server that will not start: a busy 2-core machine took over 60 s
    timeoutMs = 180_000,
    nodeArgs = [],
  } = opts;
  const base = `http://127.0.0.1:${port}`;
  if (await answers(base + ready))
    throw new Error(`something already answers on port ${port}; stop it first`);
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (d) => (log = (log + d).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const alive = () => child.exitCode === null && child.signalCode === null;

  const stop = async () => {
    if (!alive()) return;
    const gone = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const t = setTimeout(() => child.kill('SIGKILL'), 5000);
    await gone;
    clearTimeout(t);
  };

  for (const end = Date.now() + timeoutMs; Date.now() < end;) {
    if (!alive()) throw new Error(`${script} exited (${child.exitCode ?? child.signalCode}):\n${log}`);
    if (await answers(base + ready)) return { base, pid: child.pid, stop, alive, log: () => log };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`${script} did not answer ${ready} within ${timeoutMs / 1000} s:\n${log}`);
}
