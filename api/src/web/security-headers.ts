import fs from 'node:fs';
import path from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/**
 * The origins of kits served elsewhere than this server (remotes.json may point a kit or its
 * canary at a CDN): scripts from there must run. Re-read when remotes.json changes, looked at
 * no more than once every 5 seconds.
 */
export function kitOrigins(webRoot: string): () => string[] {
  const file = path.join(webRoot, 'shell', 'dist', 'remotes.json');
  let checkedAt = 0;
  let mtimeMs = -1;
  let origins: string[] = [];
  return () => {
    const now = Date.now();
    if (now - checkedAt < 5_000) return origins;
    checkedAt = now;
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return (origins = []);
    }
    if (stat.mtimeMs === mtimeMs) return origins;
    mtimeMs = stat.mtimeMs;
    origins = originsOf(fs.readFileSync(file, 'utf8'));
    return origins;
  };
}

/** The http(s) origins of the absolute entries (and canary entries) of a remotes.json text. */
export function originsOf(remotesJson: string): string[] {
  const found = new Set<string>();
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(visit);
    if (typeof v !== 'object' || v === null) return;
    for (const [k, x] of Object.entries(v)) {
      if (k === 'entry' && typeof x === 'string' && /^https?:\/\//i.test(x)) {
        try {
          found.add(new URL(x).origin);
        } catch {
          // Not a URL: the shell cannot load it either.
        }
      } else visit(x);
    }
  };
  try {
    visit(JSON.parse(remotesJson));
  } catch {
    return [];
  }
  return [...found].slice(0, 20);
}

/**
 * helmet on every answer (API, web app, errors): a Content-Security-Policy the app runs under
 * with no inline script and no framing, nosniff, a strict Referrer-Policy and HSTS.
 * Styles: the app's CSS is in files, and React's `style` props are set through the CSSOM,
 * which CSP does not govern, so no 'unsafe-inline' is needed there either.
 */
export function securityHeaders(webRoot: string): RequestHandler {
  const kits = kitOrigins(webRoot);
  const withKits = (base: string[]) => [...base, () => kits().join(' ')];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' compiles WebAssembly (the pose model's runtime) and nothing else:
        // eval and inline script stay refused.
        scriptSrc: withKits(["'self'", "'wasm-unsafe-eval'"]),
        scriptSrcAttr: ["'none'"],
        styleSrc: withKits(["'self'"]),
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: withKits(["'self'"]),
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    // Kits on another origin (a CDN canary) are fetched cross-origin by the shell.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}

/**
 * The headers a middleware such as securityHeaders sets, as [name, value] pairs, for an answer
 * written straight to the socket (a request Node refuses before express sees it): the same
 * headers as every other answer, from the same configuration.
 */
export function renderHeaders(middleware: RequestHandler): [string, string][] {
  const headers = new Map<string, [string, string]>();
  const res = {
    setHeader(name: string, value: number | string | readonly string[]) {
      headers.set(name.toLowerCase(), [name, typeof value === 'object' ? value.join(', ') : String(value)]);
      return res;
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  let failure: unknown;
  void middleware({} as Request, res as unknown as Response, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return [...headers.values()];
}
