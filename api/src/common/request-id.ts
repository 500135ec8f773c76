import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** An id sent by a caller or a proxy is kept when it looks like one; otherwise a new one. */
const VALID_ID = /^[\w.:-]{1,128}$/;

/**
 * Gives every request an id and answers it in the `X-Request-Id` header, so a reported error
 * can be found in the log.
 */
export function requestId(req: Request, res: Response, next: NextFunction): void {
  const sent = req.get(REQUEST_ID_HEADER);
  const id = sent && VALID_ID.test(sent) ? sent : randomUUID();
  res.locals.requestId = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  next();
}

/** The id `requestId` gave this request's response. */
export function requestIdOf(res: Response): string | undefined {
  return typeof res.locals.requestId === 'string' ? res.locals.requestId : undefined;
}
