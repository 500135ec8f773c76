import fs from 'node:fs';
import path from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { KITS, kitBasePath } from '@handyq/domain';
import { kitOfPage, kitPreloader } from './kit-preload';

// `data`: the on-device voice's engine data (assets/espeak-ng-en.[hash].data)
const HASHED = /\.[0-9a-f]{8}\.(js|css|png|jpe?g|svg|webp|mp4|woff2?|data)(\.map)?$/;

/** A content-hashed file that is never a document: all but an SVG (which a browser may open as one). */
const isHashedSubresource = (file: string) => HASHED.test(file) && !/\.svg(\.map)?$/.test(file);

/**
 * Headers that only a document (or, HSTS, any answer once) acts on: framing, the opener's
 * browsing context group, the old XSS filter, downloads, DNS prefetching, cross-domain policy
 * files, HSTS (every page carries it) and the referrer policy (the browser's default is the same
 * policy). A first visit to a kit page asks for about 25 hashed files, and each carried them:
 * 320 bytes an answer over HTTP/1.1. nosniff, Cross-Origin-Resource-Policy and the CSP (a worker
 * runs under its own script's) stay on every file.
 */
const DOCUMENT_ONLY = [
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'Referrer-Policy',
  'Strict-Transport-Security',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
];

function setCacheHeaders(res: Response, file: string): void {
  // Content-hashed files never change; everything else (index.html, remotes.json, a kit's
  // remoteEntry.js) must be revalidated so a redeployed kit shows at once.
  res.setHeader('Cache-Control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (isHashedSubresource(file)) for (const name of DOCUMENT_ONLY) res.removeHeader(name);
}

const staticOptions = { index: false, setHeaders: setCacheHeaders, fallthrough: true } as const;

/** Files the build leaves a brotli copy beside (`<file>.br`, shared/build/precompress.cjs). */
const PRECOMPRESSED = /\.(js|css|html|json|svg|txt|data)$/;

const statOrNull = (file: string) => fs.promises.stat(file).catch(() => null);

/**
 * Sends the build's brotli copy of a file under `root` to a browser that accepts br: made at
 * brotli's best setting when the file was built, it is 12–15% smaller than what the compression
 * middleware makes on the fly. A copy older than its file (a rebuild that did not write one) is
 * never sent. Everything else passes on to express.static.
 */
function precompressed(root: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !PRECOMPRESSED.test(req.path)) return next();
    if (req.acceptsEncodings('br') !== 'br') return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.join(root, relative);
    if (relative.includes('\0') || !file.startsWith(root + path.sep)) return next();
    void Promise.all([statOrNull(file), statOrNull(`${file}.br`)]).then(([plain, br]) => {
      if (!plain?.isFile() || !br?.isFile() || br.mtimeMs < plain.mtimeMs) return next();
      res.setHeader('Content-Encoding', 'br');
      res.setHeader('Vary', 'Accept-Encoding');
      res.type(path.extname(file));
      setCacheHeaders(res, file);
      res.sendFile(`${file}.br`, { dotfiles: 'deny' }, (err) => {
        if (err && !res.headersSent) {
          res.removeHeader('Content-Encoding');
          next();
        }
      });
    }, next);
  };
}

/** A build's folder: its brotli copies where the browser takes them, else its files as they are. */
function serveBuild(dir: string) {
  const router = express.Router();
  router.use(precompressed(dir), express.static(dir, staticOptions));
  return router;
}

/** API calls and the realtime socket: never files of the web app. */
const isApiPath = (p: string) => p === '/api' || p.startsWith('/api/') || p.startsWith('/socket.io');

/**
 * Serves the built front end: the shell at /, each kit under /kits/<kit>/, /remotes.json next
 * to the shell, and the shell's index.html for every other GET that is not an API call. API
 * calls pass by without a look at the disk.
 */
export function mountWeb(app: Express, webRoot: string): void {
  const shellDist = path.join(webRoot, 'shell', 'dist');
  const kitHints = kitPreloader(webRoot);
  const web = express.Router();

  for (const kit of KITS) {
    web.use(kitBasePath(kit), serveBuild(path.join(webRoot, kit.folder, 'dist')));
  }
  web.use('/kits', (_req: Request, res: Response) => {
    res.status(404).type('text/plain').send('No such kit file');
  });
  web.use(serveBuild(shellDist));

  web.use((req: Request, res: Response, next: NextFunction) => {
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && path.extname(req.path) === '';
    if (!isPage) return next();
    const index = path.join(shellDist, 'index.html');
    if (!fs.existsSync(index)) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    // A kit's page names that kit's first files, so they download beside the shell's.
    const kit = kitOfPage(req.path);
    const hints = kit ? kitHints(kit) : [];
    if (hints.length) res.setHeader('Link', hints.join(', '));
    res.sendFile(index);
  });

  app.use((req: Request, res: Response, next: NextFunction) => {
    if (isApiPath(req.path)) next();
    else web(req, res, next);
  });
}
