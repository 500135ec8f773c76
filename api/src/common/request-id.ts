import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** An id sent by a caller or a proxy is kept when it looks like one; otherwise a new one. */
const VALID_ID = /^[\w.:-]{1,128}$/;

type Locals = { locals?: { requestId?: unknown } };

/**
 * The request's id, given once: the caller's `X-Request-Id` when valid, else a new UUID. It is
 * kept on the response and sent back in `X-Request-Id`; a second call answers the same id (the
 * request log asks for it too: one id per request in the answer and on every log line).
 */
export function requestIdFor(req: IncomingMessage, res: ServerResponse): string {
  const locals = ((res as ServerResponse & Locals).locals ??= {});
  if (typeof locals.requestId === 'string') return locals.requestId;
  const sent = req.headers['x-request-id'];
  const id = typeof sent === 'string' && VALID_ID.test(sent) ? sent : randomUUID();
  locals.requestId = id;
  if (!res.headersSent) res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/**
 * Gives every request an id and answers it in the `X-Request-Id` header, so a reported error
 * can be found in the log.
 */
export function requestId(req: Request, res: Response, next: NextFunction): void {
  requestIdFor(req, res);
  next();
}

/** The id `requestId` gave this request's response. */
export function requestIdOf(res: Response): string | undefined {
  return typeof res.locals.requestId === 'string' ? res.locals.requestId : undefined;
}
