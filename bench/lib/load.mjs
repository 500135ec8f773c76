// Load on one URL with autocannon, in this process: a warm-up, then the measured run; answers
// the rate held, the latency percentiles in ms and what went wrong.
import autocannon from 'autocannon';

/**
 * @param {string} url
 * @param {{ connections: number, seconds: number, warmupSeconds: number, rate?: number,
 *   headers?: Record<string, string> }} opts  `rate`: requests per second over all connections
 *   (autocannon's overallRate); none runs as fast as the server answers.
 * @returns {Promise<{ rps: number, p50: number, p99: number, max: number, requests: number,
 *   bad: number, bytes: number }>}  `bad`: errors, timeouts and non-2xx answers
 */
export async function measure(url, { connections, seconds, warmupSeconds, rate, headers = {} }) {
  const run = (duration) =>
    autocannon({
      url,
      connections,
      duration,
      headers,
      // With a rate, autocannon's coordinated-omission correction assumes an interval of
      // ceil(1 / rate) ms (1 ms for any per-connection rate given per second) and so adds
      // made-up samples to every response slower than 1 ms: record the latencies as measured.
      ...(rate ? { overallRate: rate, ignoreCoordinatedOmission: true } : {}),
      timeout: 10,
    });
  if (warmupSeconds > 0) await run(warmupSeconds);
  const r = await run(seconds);
  return {
    rps: r.requests.total / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    requests: r.requests.total,
    bad: r.errors + r.timeouts + r.non2xx,
    bytes: r.requests.total ? r.throughput.total / r.requests.total : 0,
  };
}

/** Rows of cells as a plain table: the first row is the header, numbers right-aligned. */
export function table(rows) {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => String(row[c]).length)));
  const line = (row) =>
    row
      .map((cell, c) =>
        typeof cell === 'number' || /^[\d.,x%-]+$/.test(cell)
          ? String(cell).padStart(widths[c])
          : String(cell).padEnd(widths[c]),
      )
      .join('  ')
      .trimEnd();
  return [
    line(rows[0]),
    rows[0].map((_, c) => '-'.repeat(widths[c])).join('  '),
    ...rows.slice(1).map(line),
  ].join('\n');
}
