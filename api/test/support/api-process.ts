import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DbTarget } from './databases';

/** The API as its own process: what a test measures of it (memory, latency) is the server's alone. */
export interface ApiProcess {
  base: string;
  pid: number;
  /** The process's resident memory now, in MB. */
  rssMb(): number;
  /** How long `/api/health` takes to answer now, in ms. */
  healthMs(): Promise<number>;
  /** The last 4 KB the server logged. */
  log(): string;
  /** Everything it wrote to stdout (its JSON log lines), up to the last 2 MB. */
  stdout(): string;
  /** Resolves when the process has exited: its exit code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
}

const API_ROOT = path.resolve(__dirname, '../..');

/**
 * Starts `src/main.ts` (compiled on the fly, as `npm run dev -w api` does) on a fresh database of
 * `target`, with `env` added; resolves once `/api/health` answers. It listens on a port the
 * system picks (PORT=0) and says which: a port chosen here and handed over could be taken by
 * another test's server meanwhile, whose answers would then pass for this one's.
 */
export async function startApiProcess(
  target: DbTarget,
  env: Record<string, string> = {},
): Promise<ApiProcess> {
  const db = await target.create();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'handyq-api-proc-'));
  const child = spawn(
    process.execPath,
    ['--conditions=development', '-r', '@swc-node/register', 'src/main.ts'],
    {
      cwd: API_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: '0',
        DATA_DIR: dataDir,
        DATABASE_URL: db.databaseUrl ?? '',
        WEB_ROOT: dataDir,
        // Redis channels of its own (with REDIS_URL): what another test's API does never reaches it
        REDIS_PREFIX: `test-${randomBytes(4).toString('hex')}`,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  let stdout = '';
  const keep = (d: Buffer) => (log = (log + d.toString()).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.stdout.on('data', (d: Buffer) => (stdout = (stdout + d.toString()).slice(-2_000_000)));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const alive = () => child.exitCode === null && child.signalCode === null;
  let base = '';
  // The port it says it listens on, from its log's first lines.
  let listening = '';
  let startLog = '';
  const findPort = (d: Buffer) => {
    startLog += d.toString();
    listening = /HandyQ is up on http:\/\/localhost:(\d+)/.exec(startLog)?.[1] ?? '';
    if (listening) child.stdout.off('data', findPort);
  };
  child.stdout.on('data', findPort);

  const stop = async () => {
    if (alive()) {
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const t = setTimeout(() => child.kill('SIGKILL'), 5000);
      await gone;
      clearTimeout(t);
    }
    await db.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const healthMs = async () => {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/health`);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`/api/health answered ${res.status}`);
    return performance.now() - t0;
  };

  for (const end = Date.now() + 90_000; ;) {
    if (!alive()) {
      await stop();
      throw new Error(`the API exited (${child.exitCode ?? child.signalCode}):\n${log}`);
    }
    try {
      if (!listening) throw new Error('not listening yet');
      base = `http://127.0.0.1:${listening}`;
      await healthMs();
      break;
    } catch {
      if (Date.now() > end) {
        await stop();
        throw new Error(`the API did not answer /api/health within 90 s:\n${log}`);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  return {
    base,
    pid: child.pid!,
    rssMb: () =>
      Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) / 1024,
    healthMs,
    log: () => log,
    stdout: () => stdout,
    exited,
    stop,
  };
}

/** A JSON call to a running API: the parsed answer; throws on a non-2xx. */
export async function callJson<T = unknown>(
  base: string,
  method: string,
  route: string,
  token?: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${base}${route}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${route} -> ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * Samples `/api/health` every `everyMs` while `work` runs, and once more after: the slowest
 * answer, in ms (a health call still waiting when `work` ends counts with its full time).
 */
export async function slowestHealthWhile(
  api: ApiProcess,
  work: () => Promise<unknown>,
  everyMs = 100,
): Promise<number> {
  let slowest = 0;
  let done = false;
  const probe = (async () => {
    while (!done) {
      slowest = Math.max(slowest, await api.healthMs());
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  try {
    await work();
  } finally {
    done = true;
    await probe;
  }
  slowest = Math.max(slowest, await api.healthMs());
  return slowest;
}
