import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// A fixed CPU share for a browser: the phone in a gym bag rather than the developer's desk, and
// the same phone whatever else this machine runs. The browser's processes go into a cgroup of
// their own (cgroup v2, or v1's cpu controller) capped at `share` of one core per period, and
// weighted ten times above everything else, so the cap is also what the browser gets when the
// machine is busy: a benchmark in this mode measures the same slow phone at load 0.5 and at 4.
// Needs a writable cgroup file system (root here); `cpuShare` says why when there is none.

const PERIOD_US = 10_000; // short periods: a long task is slowed evenly, not stopped for 75 ms
const V2 = '/sys/fs/cgroup';
const V1 = '/sys/fs/cgroup/cpu';

/** The cgroup layout this machine offers, or a reason there is none. */
function layout() {
  if (fs.existsSync(path.join(V2, 'cgroup.controllers'))) {
    const controllers = fs.readFileSync(path.join(V2, 'cgroup.controllers'), 'utf8');
    if (controllers.split(/\s+/).includes('cpu')) return { version: 2, root: V2 };
  }
  if (fs.existsSync(path.join(V1, 'cpu.cfs_quota_us'))) return { version: 1, root: V1 };
  return { reason: 'no cgroup cpu controller (neither v2 with cpu nor v1 cpu) is mounted' };
}

/**
 * Makes the cgroup `name` with `share` of one core (0 < share ≤ os.cpus().length), and answers
 * `{ wrap(executable), describe, remove() }`: `wrap` writes a launcher that puts itself into the
 * cgroup and then runs `executable` (its children stay in), for a browser launcher's path.
 */
export function cpuShare(share, name = `handyq-cpu-share-${process.pid}`) {
  if (!(share > 0 && share <= os.cpus().length))
    throw new Error(`a CPU share of ${share} is not between 0 and ${os.cpus().length}`);
  const at = layout();
  if (!at.version) throw new Error(`a fixed CPU share needs a cgroup: ${at.reason}`);
  const dir = path.join(at.root, name);
  try {
    fs.mkdirSync(dir, { recursive: true });
    const quota = Math.round(share * PERIOD_US);
    if (at.version === 2) {
      fs.writeFileSync(path.join(dir, 'cpu.max'), `${quota} ${PERIOD_US}`);
      fs.writeFileSync(path.join(dir, 'cpu.weight'), '1000');
    } else {
      fs.writeFileSync(path.join(dir, 'cpu.cfs_period_us'), String(PERIOD_US));
      fs.writeFileSync(path.join(dir, 'cpu.cfs_quota_us'), String(quota));
      fs.writeFileSync(path.join(dir, 'cpu.shares'), '10240');
    }
  } catch (err) {
    throw new Error(`a fixed CPU share needs a writable cgroup (${dir}): ${err.message}`, { cause: err });
  }
  const wrappers = [];
  return {
    describe: `${share} of one core (cgroup v${at.version}, ${PERIOD_US / 1000} ms periods, weighted above the rest)`,
    wrap(executable) {
      const file = path.join(os.tmpdir(), `${name}-${path.basename(executable)}.sh`);
      fs.writeFileSync(
        file,
        `#!/bin/sh\necho $$ > '${path.join(dir, 'cgroup.procs')}' || exit 1\nexec '${executable}' "$@"\n`,
        { mode: 0o755 },
      );
      wrappers.push(file);
      return file;
    },
    /** Removes the cgroup (once its processes have ended) and the launchers. */
    remove() {
      for (const f of wrappers.splice(0)) fs.rmSync(f, { force: true });
      try {
        fs.rmdirSync(dir);
      } catch {
        // a process still in it: the kernel keeps the group until it ends
      }
    },
  };
}
