import type { NextFunction, Request, Response } from 'express';

/**
 * Whether an API answer may be kept by the browser's HTTP cache and revalidated: only the
 * answer to a GET or HEAD that carried no Authorization header, which is the same for every
 * visitor. Anything sent with a token depends on who asks (one's own profile, notices, a
 * library list with one's private items), and a write's answer may hold a token (login).
 */
export const isPublicRequest = (req: Request): boolean =>
  (req.method === 'GET' || req.method === 'HEAD') && req.headers.authorization === undefined;

/**
 * Makes the answer to a request that is not public `Cache-Control: private, no-store` with no
 * ETag, set as its headers go out (over whatever the route, the error filter or Express set),
 * and answers a conditional request for it in full: no 304. So no cache keeps it to hand out
 * after logout. Public answers keep their ETags and caching.
 */
export function keepPrivate(req: Request, res: Response): void {
  if (isPublicRequest(req)) return;
  delete req.headers['if-none-match'];
  delete req.headers['if-modified-since'];
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    this.removeHeader('ETag');
    this.removeHeader('Last-Modified');
    this.setHeader('Cache-Control', 'private, no-store');
    return writeHead.apply(this, args as Parameters<Response['writeHead']>);
  } as Response['writeHead'];
}

/**
 * Applies `keepPrivate` to every request under /api, before its guards, pipes and handler run
 * (the errors they throw included). Express middleware rather than a Nest interceptor: an
 * interceptor puts every request through RxJS and two async-context bindings, for the same
 * header.
 */
export function privateAnswers(req: Request, res: Response, next: NextFunction): void {
  keepPrivate(req, res);
  next();
}
