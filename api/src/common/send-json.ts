import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';

/** Bodies smaller than this go uncompressed (what the compression middleware does too). */
const COMPRESS_FROM_BYTES = 1024;
type Encoding = 'br' | 'gzip' | 'identity';

interface Encoded {
  body: Buffer;
  etag: string;
  /** What `body` is in: identity when it is too small to compress. */
  encoding: Encoding;
}

/** JSON text made elsewhere (by the database, say), answered as it is. */
export class JsonText {
  constructor(readonly text: string) {}
}

/** A value's JSON in each encoding asked for so far, kept while the value lives. */
const memo = new WeakMap<object, Map<Encoding, Encoded>>();

function encode(value: object, encoding: Encoding): Encoded {
  const json = Buffer.from(value instanceof JsonText ? value.text : JSON.stringify(value));
  const etag = `W/"${createHash('sha1').update(json).digest('base64url')}"`;
  if (encoding === 'identity' || json.length < COMPRESS_FROM_BYTES)
    return { body: json, etag, encoding: 'identity' };
  // On the event loop: a 100 KB page takes about 0.5 ms (brotli at the compression middleware's
  // quality), less than handing it to the thread pool and back cost when measured.
  const body =
    encoding === 'br'
      ? brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : gzipSync(json);
  return { body, etag, encoding };
}

/**
 * Answers `value` as JSON (a JsonText as it is), compressed as the request accepts (br, then gzip), with a weak ETag
 * (If-None-Match → 304) unless the answer is private (keepPrivate takes both away). The
 * bytes are made once per value and encoding and kept as long as the value is: answering the
 * same object again (a cached list page) costs no serializing and no compression. The
 * compression middleware leaves an answer with a Content-Encoding alone.
 */
export function sendJson(req: Request, res: Response, value: object): void {
  const encoding = (req.acceptsEncodings('br', 'gzip', 'identity') || 'identity') as Encoding;
  let forValue = memo.get(value);
  if (!forValue) memo.set(value, (forValue = new Map()));
  let encoded = forValue.get(encoding);
  if (!encoded) forValue.set(encoding, (encoded = encode(value, encoding)));
  const { body, etag, encoding: sent } = encoded;

  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', etag);
  if (req.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (sent !== 'identity') res.setHeader('Content-Encoding', sent);
  res.setHeader('Content-Length', body.length);
  res.end(body);
}
