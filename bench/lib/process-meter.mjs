// What the processes of a run cost over a timed window, from Linux's /proc: CPU (user + system,
// % of one core), how long each main thread was ready to run but waited for a CPU (high: the
// machine is short of cores, not the code slow), RSS at the end; the same CPU for the PostgreSQL
// server's backends serving one database; the machine's load average.
import fs from 'node:fs';

/** CPU seconds (user + system) of a process, from /proc/<pid>/stat. */
export function cpuSeconds(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (100 Hz)
}

/** Seconds a process's main thread ran on a CPU and waited for one (runnable), /proc/<pid>/schedstat. */
export function schedSeconds(pid) {
  const [ran, waited] = fs.readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ').map(Number);
  return { ran: ran / 1e9, waited: waited / 1e9 };
}

/** A process's resident memory (MB), /proc/<pid>/status. */
export const rssMb = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

/** The machine's load average over 1, 5 and 15 minutes, as /proc/loadavg says it ("0.52 0.58 0.59"). */
export const loadAverage = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/**
 * Starts a window on `pids`; `end(wallSeconds)` reads, for each in order, its CPU and its main
 * thread's wait for a CPU over the window (% of one core, % of the window) and its RSS now.
 * @param {number[]} pids
 */
export function processMeter(pids) {
  const cpu0 = pids.map(cpuSeconds);
  const waited0 = pids.map((pid) => schedSeconds(pid).waited);
  return {
    /** @param {number} wall  the window's length in seconds */
    end: (wall) =>
      pids.map((pid, i) => ({
        cpuPct: ((cpuSeconds(pid) - cpu0[i]) / wall) * 100,
        waitedPct: ((schedSeconds(pid).waited - waited0[i]) / wall) * 100,
        rssMb: rssMb(pid),
      })),
  };
}

/**
 * Starts a window on the PostgreSQL backends serving `db`'s database (the API's pools; the server
 * on this machine), found through `db` (a pgClient of that database, itself left out);
 * `end(wallSeconds)`: their CPU over the window, % of one core (a backend started in the window
 * counts all its CPU; one gone by the end, none).
 * @param {{ query: (sql: string) => Promise<{ rows: { pid: number }[] }> }} db
 */
export async function postgresMeter(db) {
  const backends = async () =>
    (
      await db.query(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      )
    ).rows.map((r) => r.pid);
  const cpu0 = new Map();
  for (const pid of await backends()) cpu0.set(pid, cpuSeconds(pid));
  return {
    /** @param {number} wall  the window's length in seconds */
    end: async (wall) => {
      let cpu = 0;
      for (const pid of await backends()) {
        try {
          cpu += cpuSeconds(pid) - (cpu0.get(pid) ?? 0);
        } catch {
          // gone meanwhile
        }
      }
      return (cpu / wall) * 100;
    },
  };
}
