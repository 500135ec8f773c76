/**
 * How much slower this machine runs now than the quiet machine a test's time limits were set on
 * (2 cores of this project's kind, nothing else running): a fixed piece of work (JSON and string
 * work) timed five times after two to warm up, its median wall time over QUIET_MS, at least 1.
 * It counts both a slower CPU and one shared with other work (two CPU hogs beside it read about
 * 2). Measured once per test file, when first asked.
 *
 * A time limit that says "the server is not blocked" holds on any machine only as a multiple of
 * this: a limit in this machine's milliseconds passes on a fast machine and fails on a slow one
 * with no change in the code.
 */
const QUIET_MS = 35;

function work(): number {
  let acc = 0;
  const o = { a: [1, 2, 3], b: 'handstand', c: { d: 4.5, e: [true, null] } };
  for (let i = 0; i < 20_000; i++) {
    o.a[0] = i;
    const s = JSON.stringify(o);
    acc += (JSON.parse(s) as typeof o).a[0]! % 7;
    acc += s.replace(/a/g, 'b').length;
  }
  return acc;
}

let measured: number | undefined;

export function machineSlowdown(): number {
  if (measured === undefined) {
    const times: number[] = [];
    for (let i = 0; i < 7; i++) {
      const t0 = performance.now();
      work();
      if (i >= 2) times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    measured = Math.max(1, times[2]! / QUIET_MS);
  }
  return measured;
}

/** `ms` on the quiet machine, as a limit on this one now. */
export const scaledMs = (ms: number): number => Math.round(ms * machineSlowdown());
