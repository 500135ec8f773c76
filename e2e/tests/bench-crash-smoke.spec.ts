import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { HAS_POSTGRES } from '../support/servers';

// The crash bench's smoke (bench/crash.mjs --smoke): the built API SIGKILLed once mid-load on
// PGlite and once on the PostgreSQL server (DATABASE_URL), started again on the same database,
// every write it had acknowledged read back; the PostgreSQL database dumped, restored into a
// fresh one and checked there too. No browser: the bench's own API processes, on ports the
// kernel picks (never the e2e servers' fixed ones, nor another worker's), and databases named
// after the bench's pid.
const ROOT = path.resolve(__dirname, '../..');

/** Runs the bench to its end: its exit code and its output. */
function runBench(args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['bench/crash.mjs', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...(HAS_POSTGRES ? { BENCH_DATABASE_URL: process.env.DATABASE_URL } : {}) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, out }));
  });
}

test('a SIGKILL mid-load loses no acknowledged write, the API boots again alone, a restore holds them all', async () => {
  // About 20 s alone; CI runs it beside three browser workers on 2 cores, where each of its API
  // starts (a fresh PGlite database among them) took up to a minute on a slow machine.
  test.setTimeout(480_000);
  const { code, out } = await runBench(HAS_POSTGRES ? ['--smoke'] : ['--smoke', '--only=pglite']);
  const lines = out.trim().split('\n');
  const results = JSON.parse(lines.at(-1) ?? '') as {
    db: string;
    kills: number;
    acknowledged: number;
    lost: number;
    restored?: boolean;
  }[];
  expect(
    results.map((r) => r.db),
    out,
  ).toEqual(HAS_POSTGRES ? ['pglite', 'postgres'] : ['pglite']);
  for (const r of results) {
    expect(r, out).toMatchObject({ kills: 1, lost: 0 });
    expect(r.acknowledged, out).toBeGreaterThan(0);
  }
  if (HAS_POSTGRES) expect(results[1]?.restored, out).toBe(true);
  expect(code, out).toBe(0);
});
