import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// The load bench's smoke (bench/load.mjs --smoke: 20 users on two built API instances behind its
// proxy, on a throwaway PostgreSQL database joined by Redis), run as a child process: no browser.
// Its ports are asked of the OS, so they never meet the e2e servers' or another worker's. The
// smoke is a set amount of work (each user five actions, three of them submitting an item the
// admin approves), however long a slow machine takes: latency and throughput are the bench's to
// report, not asserted here; only that nothing failed and every notice reached its socket live.
test('the load bench smoke: no errors, notices delivered live', async () => {
  test.skip(!process.env.DATABASE_URL || !process.env.REDIS_URL, 'needs DATABASE_URL and REDIS_URL');
  test.setTimeout(240_000);
  const child = spawn(process.execPath, ['bench/load.mjs', '--smoke'], {
    cwd: path.resolve(__dirname, '../..'),
    env: { ...process.env, BENCH_DATABASE_URL: process.env.DATABASE_URL },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const last = out.trim().split('\n').at(-1) ?? '';
  expect(code, out).toBe(0);
  const result = JSON.parse(last) as {
    totals: {
      requests: number;
      errors: number;
      noticesDelivered: number;
      noticesExpected: number;
      approvals: number;
    };
    actions: Record<string, { count: number; errors: number }>;
  };
  expect(result.totals.errors, out).toBe(0);
  expect(result.totals.requests, out).toBeGreaterThanOrEqual(20 * 5 + 21); // five actions each, the logins
  expect(result.actions.login?.count, out).toBe(21); // 20 users and the admin
  // three submissions (the admin is told) and their approvals (the owners are told), at least
  expect(result.totals.approvals, out).toBeGreaterThanOrEqual(3);
  expect(result.totals.noticesExpected, out).toBeGreaterThanOrEqual(6);
  expect(result.totals.noticesDelivered, out).toBeGreaterThanOrEqual(result.totals.noticesExpected);
});
