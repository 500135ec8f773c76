// Load on a server, in this process, two ways: `measure` (autocannon, as fast as the server
// answers) and `paced` (open loop: requests at evenly spaced moments, whatever the answers do).
// Each runs a warm-up, then the measured run; answers the rate held, the latency percentiles
// in ms and what went wrong. And what a bench that times its own requests prints them with: a
// percentile of its times, a plain table.
import http from 'node:http';
import autocannon from 'autocannon';

/**
 * As many requests as `connections` keep in flight, each sent when one answers.
 * @param {string} url
 * @param {{ connections: number, seconds: number, warmupSeconds: number,
 *   headers?: Record<string, string>, pathFor?: (i: number) => string }} opts  `pathFor(i)`: the
 *   i-th request's path, when not the URL's.
 * @returns {Promise<{ rps: number, p50: number, p99: number, max: number, requests: number,
 *   bad: number, bytes: number }>}  `bad`: errors, timeouts and non-2xx answers
 */
export async function measure(url, { connections, seconds, warmupSeconds, headers = {}, pathFor }) {
  let next = 0;
  const run = (duration) =>
    autocannon({
      url,
      connections,
      duration,
      headers,
      ...(pathFor ? { requests: [{ setupRequest: (req) => ({ ...req, path: pathFor(next++) }) }] } : {}),
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

/**
 * `rate` requests per second for `seconds`, each sent at its own moment (start + i / rate) on
 * one of up to `sockets` keep-alive connections, however slow the answers are: a request waits
 * for a free connection if all are busy, and its latency counts from its moment, not from when
 * it went out (no coordinated omission). The way users arrive: independently, not in bursts.
 * `pathFor(i)` is the i-th request's path (a new query each time defeats any cache).
 * @param {string} base  http://host:port
 * @param {(i: number) => string} pathFor
 * @param {{ rate: number, seconds: number, warmupSeconds: number, headers?: Record<string, string>,
 *   sockets?: number }} opts
 */
export async function paced(base, pathFor, { rate, seconds, warmupSeconds, headers = {}, sockets = 64 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const { hostname, port } = new URL(base);
  let next = 0;
  const once = (path) =>
    new Promise((resolve) => {
      const req = http.request({ agent, hostname, port, path, headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () => resolve({ ok: res.statusCode < 400, bytes }));
        res.on('error', () => resolve({ ok: false, bytes }));
      });
      req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
      req.on('error', () => resolve({ ok: false, bytes: 0 }));
      req.end();
    });
  const run = (duration) =>
    new Promise((resolve) => {
      const total = Math.round(rate * duration);
      const latencies = new Float64Array(total);
      let sent = 0;
      let done = 0;
      let bad = 0;
      let bytes = 0;
      const start = performance.now();
      const tick = () => {
        const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000) + 1);
        for (; sent < due; sent++) {
          const i = sent;
          const at = start + (i * 1000) / rate;
          void once(pathFor(next++)).then((r) => {
            latencies[i] = performance.now() - at;
            if (!r.ok) bad += 1;
            bytes += r.bytes;
            if (++done === total) {
              const sorted = latencies.sort();
              const pct = (p) => sorted[Math.min(total - 1, Math.ceil((p / 100) * total) - 1)];
              resolve({
                rps: total / ((performance.now() - start) / 1000),
                p50: pct(50),
                p99: pct(99),
                max: sorted[total - 1],
                requests: total,
                bad,
                bytes: bytes / total,
              });
            }
          });
        }
        if (sent < total) setTimeout(tick, 1);
      };
      tick();
    });
  try {
    if (warmupSeconds > 0) await run(warmupSeconds);
    return await run(seconds);
  } finally {
    agent.destroy();
  }
}

/**
 * The `p`th percentile (0-100) of `sorted` (ascending): the smallest value at least p % of them
 * are at or below; NaN when there are none.
 * @param {ArrayLike<number>} sorted
 * @param {number} p
 */
export const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

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
