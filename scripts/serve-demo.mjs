// `npm run serve:demo`: serves the demo build (demo/, made by `npm run build:demo`) as plain
// static files, as any web server would: a file if there is one, else index.html for the app's
// routes (the build's brotli copy of a file where the browser takes br). Nothing else: there is no API. PORT (default 8080) and DEMO_DIR may be set.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = process.env.DEMO_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'demo');
const port = Number(process.env.PORT ?? 8080);
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
  '.data': 'application/octet-stream',
  '.wasm': 'application/wasm',
};

if (!existsSync(join(root, 'index.html'))) {
  console.error(`No demo build in ${root}: run npm run build:demo first`);
  process.exit(1);
}

createServer((req, res) => {
  const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  const file = normalize(join(root, pathname));
  if (!file.startsWith(root + sep) && file !== root) {
    res.writeHead(400).end();
    return;
  }
  const found = existsSync(file) && statSync(file).isFile();
  // An app route (no file extension) is the app's page; a missing file is a 404.
  const path = found ? file : extname(pathname) ? null : join(root, 'index.html');
  if (!path) {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    return;
  }
  const hashed = /\.[0-9a-f]{8}\./.test(path);
  // The build's brotli copy (shared/build/precompress.cjs), to a browser that takes br.
  const br = /\bbr\b(?!;q=0(\.0*)?\b)/.test(req.headers['accept-encoding'] ?? '') && existsSync(`${path}.br`);
  res.writeHead(200, {
    'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
    'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    Vary: 'Accept-Encoding',
    ...(br ? { 'Content-Encoding': 'br' } : {}),
  });
  createReadStream(br ? `${path}.br` : path).pipe(res);
}).listen(port, () => console.log(`HandyQ demo on http://localhost:${port}`));
