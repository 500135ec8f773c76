// A relay in front of the built server, on a port of its own, that answers a few paths itself and
// hands every other request and WebSocket upgrade (socket.io) to the server unchanged. A page
// opened through it is of the relay's origin, so a file of the bench's served there is the page's
// own under the app's Content-Security-Policy ('self'), in a browser that cannot be told to
// bypass it (WebKit through WebDriver, Firefox over BiDi). The app's answers, headers and CSP
// included, pass as they are.
import http from 'node:http';
import net from 'node:net';
import { freePort } from './free-port.mjs';

/**
 * @param {number} upstream  the server's port on 127.0.0.1
 * @param {Record<string, { type: string, body: string }>} files  path → what the relay answers there
 * @returns {Promise<{ base: string, close: () => Promise<void> }>}
 */
export async function startRelay(upstream, files) {
  const server = http.createServer((req, res) => {
    const own = files[new URL(req.url ?? '/', 'http://relay').pathname];
    if (own) {
      res.writeHead(200, { 'content-type': own.type, 'cache-control': 'no-store' });
      res.end(own.body);
      return;
    }
    const up = http.request(
      { host: '127.0.0.1', port: upstream, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    up.on('error', (err) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`relay: ${err.message}`);
    });
    req.pipe(up);
  });
  server.on('upgrade', (req, socket, head) => {
    const up = net.connect(upstream, '127.0.0.1', () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      up.write(lines.join('\r\n') + '\r\n\r\n');
      if (head.length) up.write(head);
      socket.pipe(up).pipe(socket);
    });
    const end = () => {
      socket.destroy();
      up.destroy();
    };
    up.on('error', end);
    socket.on('error', end);
    up.on('close', end);
    socket.on('close', end);
  });
  const port = await freePort();
  // every address, as the server itself: 'localhost' may be ::1 or 127.0.0.1 to a browser
  await new Promise((done) => server.listen(port, () => done(undefined)));
  return {
    base: `http://localhost:${port}`,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done(undefined));
      }),
  };
}
