// Acting as a user of the built API, as the load and crash benches do: one JSON request with the
// user's token (and, behind a proxy, the address the user comes from), a "busy, try again" (429)
// waited out after its Retry-After as a client would; and the user's live socket.io connection,
// joined to the user's room. Over node:http (a keep-alive agent of the caller's, or node's own);
// compressed answers only when asked for, so the bench's own work per request stays small.
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from './api-process.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * A request that failed: `status` is the answer's (not 2xx), or 0 when no answer came (the server
 * was down or killed, the connection broke, or the request timed out); `text` is the answer's
 * body, or what went wrong when none came.
 */
export class RequestFailed extends Error {
  /**
   * @param {string} what  `METHOD /route`
   * @param {number} status
   * @param {string} text
   */
  constructor(what, status, text) {
    super(`${what}: ${status || 'no answer'} ${text.slice(0, 300)}`);
    this.status = status;
    this.text = text;
  }
}

const INFLATE = { gzip: zlib.gunzipSync, deflate: zlib.inflateSync };

/** One try: the answer's status, headers and text, or RequestFailed with status 0. */
function once(base, method, route, { token, ip, body, agent, timeoutMs, compressed }) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const encodings = compressed ? 'gzip, deflate' : 'identity';
  const headers = { accept: 'application/json', 'accept-encoding': encodings };
  if (ip) headers['x-forwarded-for'] = ip;
  if (token) headers.authorization = `Bearer ${token}`;
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = Buffer.byteLength(payload);
  }
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const fail = (err) => reject(new RequestFailed(`${method} ${route}`, 0, err.message));
    const req = http.request({ agent, hostname, port, method, path: route, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('error', fail);
      res.on('end', () => {
        const inflate = INFLATE[res.headers['content-encoding'] ?? ''] ?? ((raw) => raw);
        let text;
        try {
          text = inflate(Buffer.concat(chunks)).toString('utf8');
        } catch (err) {
          return fail(err);
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text });
      });
    });
    if (timeoutMs)
      req.setTimeout(timeoutMs, () => req.destroy(new Error(`timeout after ${timeoutMs / 1000} s`)));
    req.on('error', fail);
    req.end(payload);
  });
}

/**
 * One JSON request to the API at `base` (`http://host:port`); the answer's parsed body (its text
 * when it is not JSON), status and headers, and `ms` from the first try to the answer. Throws
 * RequestFailed on a non-2xx answer or none.
 *
 * `busyTries`: how many tries a 429 gets (1: none again); each waits the Retry-After the server
 * names (1 s when it names none), at most `maxWaitS`, and calls `onBusy` first. `ip`: sent as
 * X-Forwarded-For (the caller's address to a proxy in front). `timeoutMs`: a try with no answer by
 * then fails (none by default). `compressed`: gzip or deflate asked for, as fetch and browsers
 * do (the server then compresses the larger answers); plain answers otherwise.
 *
 * @param {string} base
 * @param {string} method
 * @param {string} route  the path and query
 * @param {{ token?: string, ip?: string, body?: unknown, agent?: http.Agent, busyTries?: number,
 *   maxWaitS?: number, onBusy?: () => void, timeoutMs?: number, compressed?: boolean }} [opts]
 * @returns {Promise<{ body: any, status: number, headers: http.IncomingHttpHeaders, ms: number }>}
 */
export async function request(base, method, route, opts = {}) {
  const { busyTries = 1, maxWaitS = Infinity, onBusy } = opts;
  const started = performance.now();
  for (let tries = busyTries; ; tries--) {
    const { status, headers, text } = await once(base, method, route, opts);
    if (status === 429 && tries > 1) {
      onBusy?.();
      await sleep(Math.min(maxWaitS, Number(headers['retry-after']) || 1) * 1000);
      continue;
    }
    const ms = performance.now() - started;
    if (status < 200 || status >= 300) throw new RequestFailed(`${method} ${route}`, status, text);
    let parsed;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = text;
    }
    return { body: parsed, status, headers, ms };
  }
}

// The API's own socket.io client, the one its tests use.
const requireApi = createRequire(path.join(ROOT, 'api/package.json'));

/**
 * A socket.io connection of user `userId` to the API at `base` (WebSocket only, no reconnection),
 * resolved once the server has joined it to the user's room (`set-user-socket` acknowledged);
 * on a connect error or no join within `timeoutMs`, disconnected and rejected with what went
 * wrong (`connect_error …`, `set-user-socket …`). `ip`: sent as X-Forwarded-For. `onJoined`:
 * called with the socket as it joins, before the promise resolves, so listeners it adds hear
 * every event from the join on.
 *
 * @param {string} base
 * @param {{ token: string, userId: string, ip?: string, timeoutMs?: number,
 *   onJoined?: (socket: import('socket.io-client').Socket) => void }} who
 * @returns {Promise<import('socket.io-client').Socket>}
 */
export function openSocket(base, { token, userId, ip, timeoutMs = 30_000, onJoined }) {
  const { io } = requireApi('socket.io-client');
  return new Promise((resolve, reject) => {
    const s = io(base, {
      transports: ['websocket'],
      auth: { token },
      ...(ip ? { extraHeaders: { 'x-forwarded-for': ip } } : {}),
      reconnection: false,
    });
    const fail = (detail) => {
      s.disconnect();
      reject(new Error(detail));
    };
    s.once('connect_error', (err) => fail(`connect_error ${err.message}`));
    s.once('connect', () =>
      s.timeout(timeoutMs).emit('set-user-socket', userId, null, (err, joined) => {
        if (err || !joined) return fail(`set-user-socket ${err?.message ?? 'not joined'}`);
        onJoined?.(s);
        resolve(s);
      }),
    );
  });
}
