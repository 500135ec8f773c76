// One port in front of several API instances, as nginx stands in front of them in deploy/: each
// HTTP request and each WebSocket upgrade (socket.io) goes to the next instance in turn, with
// X-Forwarded-For set to the caller's address. Run as a process of its own (so its CPU is not
// the load generator's): PORT and UPSTREAMS (comma-separated ports on 127.0.0.1).
//
// The caller's address: the TCP peer's, or, when the caller names one in X-Forwarded-For (the
// load bench's simulated users, all on this machine), that one: the proxy stands for the network
// those users would come from. The instances run with TRUST_PROXY=1 and see it as `req.ip`.
import http from 'node:http';
import net from 'node:net';

const upstreams = (process.env.UPSTREAMS ?? '')
  .split(',')
  .filter(Boolean)
  .map((p) => Number(p));
if (!upstreams.length || upstreams.some((p) => !Number.isInteger(p) || p <= 0))
  throw new Error('UPSTREAMS: comma-separated ports of the instances');
let turn = 0;
const next = () => upstreams[turn++ % upstreams.length];
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** The caller's address as the proxy hands it on (the first X-Forwarded-For entry, else the peer). */
const callerOf = (req) => {
  const given = req.headers['x-forwarded-for'];
  const first = typeof given === 'string' ? given.split(',')[0].trim() : '';
  return first || req.socket.remoteAddress || '';
};

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'upgrade', 'te', 'trailer']);

const server = http.createServer((req, res) => {
  const headers = {};
  for (const [name, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value;
  headers['x-forwarded-for'] = callerOf(req);
  const up = http.request(
    { agent, host: '127.0.0.1', port: next(), method: req.method, path: req.url, headers },
    (answer) => {
      const out = {};
      for (const [name, value] of Object.entries(answer.headers))
        if (!HOP_BY_HOP.has(name)) out[name] = value;
      res.writeHead(answer.statusCode ?? 502, out);
      answer.pipe(res);
    },
  );
  up.on('error', (err) => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end(`proxy: ${err.message}`);
  });
  req.pipe(up);
});

server.on('upgrade', (req, socket, head) => {
  const up = net.connect(next(), '127.0.0.1', () => {
    const lines = [`${req.method} ${req.url} HTTP/1.1`];
    for (let i = 0; i < req.rawHeaders.length; i += 2)
      if (req.rawHeaders[i].toLowerCase() !== 'x-forwarded-for')
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
    lines.push(`X-Forwarded-For: ${callerOf(req)}`);
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

server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
