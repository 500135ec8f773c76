// The floor under the API benchmarks: a bare node:http server answering `GET /api/empty` with
// `[]` as JSON (no framework, no middleware, no log). Run as a child process
// (bench/lib/api-process.mjs) with PORT set; exits 0 on SIGTERM (a --cpu-prof profile is written).
import http from 'node:http';

const body = '[]';
http
  .createServer((req, res) => {
    res.writeHead(req.url === '/api/empty' ? 200 : 404, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
    });
    res.end(body);
  })
  .listen(Number(process.env.PORT));
process.on('SIGTERM', () => process.exit(0));
