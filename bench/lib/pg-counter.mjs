// A TCP relay between a server and PostgreSQL that counts the round trips the server makes: every
// query the client sends ends with a Sync message (the extended protocol, as pg and Drizzle send
// it) or is one Query message (the simple protocol), so counting those in the client's bytes
// counts queries. Bytes pass unchanged both ways.
import net from 'node:net';
import { freePort } from './free-port.mjs';

const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;

/**
 * Starts the relay in front of `target` (a postgres:// URL); `url` is the same URL through the
 * relay, `queries()` how many queries went through it so far.
 * @param {string} target
 * @returns {Promise<{ url: string, queries: () => number, close: () => Promise<void> }>}
 */
export async function startPgCounter(target) {
  const to = new URL(target);
  let queries = 0;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(to.port || 5432), to.hostname);
    client.pipe(upstream);
    upstream.pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end);
    upstream.on('error', end);
    client.on('close', end);
    upstream.on('close', end);
    // the client's messages: a startup one (no type byte; an SSL or GSS request before it), then
    // each a type byte and its length
    let started = false;
    let pending = Buffer.alloc(0);
    client.on('data', (chunk) => {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      let at = 0;
      for (;;) {
        if (!started) {
          if (pending.length - at < 8) break;
          const length = pending.readInt32BE(at);
          if (pending.length - at < length) break;
          const code = pending.readInt32BE(at + 4);
          if (code !== SSL_REQUEST && code !== GSS_REQUEST) started = true;
          at += length;
          continue;
        }
        if (pending.length - at < 5) break;
        const length = pending.readInt32BE(at + 1);
        if (pending.length - at < 1 + length) break;
        const type = pending[at];
        if (type === 0x53 /* S: Sync */ || type === 0x51 /* Q: Query */) queries += 1;
        at += 1 + length;
      }
      pending = pending.subarray(at);
    });
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    queries: () => queries,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
