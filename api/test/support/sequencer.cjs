// Which API test files start first. Jest runs the longest first when it has timed them before;
// on a fresh checkout (CI) it has not, and goes by file size, which left a short file that
// runs long (scenarios.spec.ts: 73 lines, 40 s) for the end, one worker busy while the other
// waits. Without timings, the files known to be long start first, longest first.
const TestSequencer = require('@jest/test-sequencer').default;

/** The slowest files, slowest first (about 270 s of the suite's 600 s of work, on 2 cores). */
const LONG = [
  'hostile-input.spec.ts',
  'scenarios.spec.ts',
  'realtime-abuse.spec.ts',
  'rate-limits.spec.ts',
  'authz.spec.ts',
  'realtime.spec.ts',
  'auth.spec.ts',
  'sessions.spec.ts',
  'plans.spec.ts',
  'notifications.spec.ts',
];

class LongestFirst extends TestSequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    if (sorted.some((test) => test.duration != null)) return sorted;
    const rank = (test) => {
      const i = LONG.findIndex((name) => test.path.endsWith(`/test/${name}`));
      return i === -1 ? LONG.length : i;
    };
    // Array.prototype.sort is stable: the rest keep jest's order by size.
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = LongestFirst;
