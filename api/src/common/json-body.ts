import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import express, { type RequestHandler } from 'express';

/** The largest JSON request body the API reads (a body-parser size: '1mb', '100kb', …). */
export const JSON_BODY_LIMIT = '1mb';

/**
 * Parses JSON request bodies up to `limit`. Its two common failures become Nest HTTP
 * exceptions with a plain message (malformed JSON -> 400, too large -> 413), so the exception
 * filter answers them like any other error; the parser's other errors pass on unchanged.
 */
export function jsonBody(limit: string = JSON_BODY_LIMIT): RequestHandler {
  const parse = express.json({ limit });
  return (req, res, next) => {
    parse(req, res, (err?: unknown) => {
      if (!err) return next();
      const type = (err as { type?: unknown }).type;
      if (type === 'entity.parse.failed') {
        return next(new BadRequestException('Malformed JSON in request body'));
      }
      if (type === 'entity.too.large') {
        return next(new PayloadTooLargeException(`Request body is larger than ${limit}`));
      }
      next(err);
    });
  };
}
