import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Request, Response } from 'express';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Bodies smaller than this go uncompressed (what the compression middleware does too). */
const COMPRESS_FROM_BYTES = 1024;
type Encoding = 'br' | 'gzip' | 'identity';

interface Encoded {
  body: Buffer;
  etag: string;
  /** What `body` is in: identity when it is too small to compress. */
  encoding: Encoding;
}

/** A value's JSON in each encoding asked for so far, kept while the value lives. */
const memo = new WeakMap<object, Map<Encoding, Promise<Encoded>>>();

async function encode(value: object, encoding: Encoding): Promise<Encoded> {
  const json = Buffer.from(JSON.stringify(value));
  const etag = `W/"${createHash('sha1').update(json).digest('base64url')}"`;
  if (encoding === 'identity' || json.length < COMPRESS_FROM_BYTES)
    return { body: json, etag, encoding: 'identity' };
  // In the thread pool, off the event loop; brotli at the compression middleware's quality.
  const body =
    encoding === 'br'
      ? await brotli(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : await gzipAsync(json);
  return { body, etag, encoding };
}

/**
 * Answers `value` as JSON, compressed as the request accepts (br, then gzip), with a weak ETag
 * (If-None-Match → 304). The bytes are made once per value and encoding and kept as long as the
 * value is: answering the same object again (a cached list page) costs no serializing and no
 * compression. The compression middleware leaves an answer with a Content-Encoding alone.
 */
export async function sendJson(req: Request, res: Response, value: object): Promise<void> {
  const encoding = (req.acceptsEncodings('br', 'gzip', 'identity') || 'identity') as Encoding;
  let forValue = memo.get(value);
  if (!forValue) memo.set(value, (forValue = new Map()));
  let pending = forValue.get(encoding);
  if (!pending) forValue.set(encoding, (pending = encode(value, encoding)));
  const { body, etag, encoding: sent } = await pending;

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
