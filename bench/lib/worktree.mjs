// Another commit of this repo, installed and built in a git worktree of its own, for a bench that
// measures it side by side with this checkout's build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

function run(cmd, args, cwd) {
  const r = spawnSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (r.status !== 0) {
    const out = `${r.stdout ?? ''}${r.stderr ?? ''}`.slice(-3000);
    throw new Error(`${cmd} ${args.join(' ')} failed in ${cwd} (${r.status ?? r.signal}):\n${out}`);
  }
  return r.stdout.trim();
}

/** The full id of `rev` (a commit, tag or branch of this repo); throws when it names none. */
export const commitOf = (rev) => run('git', ['rev-parse', '--verify', `${rev}^{commit}`], ROOT);

/**
 * The root of a checkout of `rev` with its `npm ci` and `npm run build` done: made once under
 * the system's temp dir (`handyq-at-<commit>`), kept and reused by later runs (a marker says
 * the build finished). `log` hears each step.
 */
export function builtCheckout(rev, log = console.log) {
  const sha = commitOf(rev);
  const dir = path.join(os.tmpdir(), `handyq-at-${sha.slice(0, 12)}`);
  const marker = path.join(dir, '.handyq-bench-built');
  if (fs.existsSync(marker)) {
    log(`using the build of ${sha.slice(0, 12)} in ${dir}`);
    return { sha, dir };
  }
  if (fs.existsSync(dir)) {
    run('git', ['worktree', 'remove', '--force', dir], ROOT);
    fs.rmSync(dir, { recursive: true, force: true });
  }
  run('git', ['worktree', 'prune'], ROOT);
  log(`checking out ${sha.slice(0, 12)} in ${dir}`);
  run('git', ['worktree', 'add', '--detach', dir, sha], ROOT);
  log('npm ci (a few minutes)');
  run('npm', ['ci', '--no-audit', '--no-fund'], dir);
  log('npm run build (a few minutes)');
  run('npm', ['run', 'build'], dir);
  fs.writeFileSync(marker, `${sha}\n`);
  return { sha, dir };
}
