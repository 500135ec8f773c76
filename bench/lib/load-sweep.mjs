// bench:load as a sweep: several user counts, and with --against a second build, each run a
// process of its own (bench/load.mjs with --root and one --users), one after another on the
// one machine. The builds take turns at each count, the first one flipped from run to run, so a
// machine that slows over the sweep slows both alike. Prints each run as it ends, then a table
// per count and, per build, the largest count at which every run met every target (reads p99
// ≤ 250 ms, writes p99 ≤ 500 ms, no errors, every notice delivered).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { arg, wholeArg } from './args.mjs';
import { table } from './load.mjs';
import { builtCheckout } from './worktree.mjs';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** Whether this run of bench/load.mjs is a sweep: --against, or more than one --users. */
export const isSweep = () => arg('against') !== undefined || (arg('users') ?? '').includes(',');

function userCounts() {
  const counts = (arg('users') ?? '500').split(',').map(Number);
  if (!counts.every((n) => Number.isInteger(n) && n >= 1))
    throw new Error('--users: whole numbers ≥ 1, by commas');
  return counts;
}

/** Options handed on to each run as they were given. */
const PASSED_ON = ['seconds', 'instances', 'items'];

/** One bench/load.mjs run of `root`'s build with `users`: its JSON line, or what went wrong. */
function runOnce(root, users) {
  const args = ['bench/load.mjs', `--users=${users}`, `--root=${root}`];
  for (const name of PASSED_ON) if (arg(name) !== undefined) args.push(`--${name}=${arg(name)}`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => {
      const line = out
        .trim()
        .split('\n')
        .reverse()
        .find((l) => l.startsWith('{'));
      if (!line) return resolve({ failed: `exit ${code}: ${out.slice(-1500)}` });
      resolve({ ...JSON.parse(line), exitCode: code });
    });
  });
}

const worst = (run, kind) =>
  Math.max(
    0,
    ...Object.values(run.actions)
      .filter((a) => a.kind === kind)
      .map((a) => a.p99),
  );

/** A run's figures as one row of the table. */
function row(label, users, run) {
  if (run.failed) return [label, users, 'failed', '', '', '', '', '', ''];
  const t = run.totals;
  return [
    label,
    users,
    run.meetsEveryTarget ? 'yes' : 'NO',
    t.rps.toFixed(0),
    worst(run, 'read').toFixed(0),
    worst(run, 'write').toFixed(0),
    t.errors,
    `${t.noticesDelivered}/${t.noticesExpected}`,
    t.apiCpuMsPerRequest.toFixed(2),
    `${t.instanceCpuPct.join('+')} %`,
  ];
}

export async function sweep() {
  const counts = userCounts();
  const runs = wholeArg('runs', 1);
  const builds = [{ label: 'this build', root: ROOT }];
  const against = arg('against');
  if (against) {
    const old = builtCheckout(against);
    builds.push({ label: old.sha.slice(0, 7), root: old.dir });
  }
  console.log(
    `sweep: ${builds.map((b) => b.label).join(' and ')} at ${counts.join(', ')} users, ${runs} run(s) each` +
      `${builds.length > 1 ? ', the builds taking turns' : ''}; each run ${arg('seconds') ?? 60} s`,
  );
  const results = builds.map(() => new Map(counts.map((n) => [n, []])));
  let turn = 0;
  for (const users of counts) {
    for (let r = 0; r < runs; r++) {
      const order = turn++ % 2 ? [...builds.keys()].reverse() : [...builds.keys()];
      for (const b of order) {
        const run = await runOnce(builds[b].root, users);
        results[b].get(users).push(run);
        const missed =
          run.failed ?? (run.missed.length ? `missed: ${run.missed.join(', ')}` : 'every target met');
        console.log(`${builds[b].label}, ${users} users: ${missed}`);
      }
    }
  }
  const header = [
    'build',
    'users',
    'meets',
    'rps',
    'reads p99 ms (worst)',
    'writes p99 ms (worst)',
    'errors',
    'notices',
    'API CPU ms/request',
    'instances CPU',
  ];
  const rows = [header];
  for (const users of counts)
    for (const [b, build] of builds.entries())
      for (const run of results[b].get(users)) rows.push(row(build.label, users, run));
  console.log(`\n${table(rows)}`);
  const largest = builds.map((build, b) => {
    const meeting = counts.filter((n) => results[b].get(n).every((run) => run.meetsEveryTarget));
    return { build: build.label, largest: meeting.length ? Math.max(...meeting) : null };
  });
  for (const l of largest)
    console.log(`${l.build}: the largest count meeting every target: ${l.largest ?? 'none of those run'}`);
  console.log(
    JSON.stringify({
      counts,
      largest,
      runs: builds.map((build, b) => ({ build: build.label, byUsers: Object.fromEntries(results[b]) })),
    }),
  );
  return true;
}
