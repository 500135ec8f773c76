// Which API test files start first. Jest runs the longest first when it has timed them before;
// on a fresh checkout (CI) it has not, and goes by file size, which left a short file that
// runs long (scenarios.spec.ts: 73 lines, 40 s) for the end, one worker busy while the other
// waits. Without timings, the files known to be long start first, longest first.
const TestSequencer = require('@jest/test-sequencer').default;

/**
 * The slowest files, slowest first (a quiet fresh-clone run of e28c5c3: 95, 59, 48, 41, 34, 30,
 * 24, 23, 22, 21, 20, 20 s; the rest under 20 s). One of them left for last (list-cache, 23 s)
 * kept one worker busy while the others had nothing left to run.
 */
const LONG = [
  'hostile-input.spec.ts',
  'realtime-abuse.spec.ts',
  'scenarios.spec.ts',
  'shutdown.spec.ts',
  'rate-limits.spec.ts',
  'realtime.spec.ts',
  'item-comments.spec.ts',
  'list-cache.spec.ts',
  'sessions.spec.ts',
  'auth.spec.ts',
  'health.spec.ts',
  'authz.spec.ts',
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
// for the repo test that each name is a file of api/test
module.exports.LONG = LONG;
