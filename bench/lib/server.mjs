// The built server (api/dist/main.js) on a port of its own, on a throwaway PGlite data dir.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

async function answers(base) {
  try {
    return (await fetch(`${base}/api/health`)).ok;
  } catch {
    return false;
  }
}

/**
 * Starts the server and waits for /api/health; `stop()` ends it and removes its data. `env`
 * adds to (or overrides) the environment: PGlite unless it names a DATABASE_URL. `root`: the
 * checkout whose build to serve (this one by default; another one for a side-by-side bench).
 */
export async function startServer(port, env = {}, { root: serverRoot = root } = {}) {
  const base = `http://localhost:${port}`;
  if (await answers(base)) throw new Error(`something already answers on port ${port}; stop it first`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'handyq-bench-'));
  const server = spawn(process.execPath, ['api/dist/main.js'], {
    cwd: serverRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (d) => (log = (log + d).slice(-4000));
  server.stdout.on('data', keep);
  server.stderr.on('data', keep);

  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const gone = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      const t = setTimeout(() => server.kill('SIGKILL'), 5000);
      await gone;
      clearTimeout(t);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const alive = () => server.exitCode === null && server.signalCode === null;

  for (let i = 0; i < 240; i++) {
    if (!alive()) {
      await stop();
      throw new Error(`server exited (${server.exitCode}):\n${log}`);
    }
    if (await answers(base)) return { base, stop, alive, pid: server.pid, log: () => log };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`server did not answer /api/health within 60 s:\n${log}`);
}
