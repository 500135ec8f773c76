import { setUploadHeaders } from './upload-headers';
import { pipeline } from 'node:stream/promises';
import { HttpException, HttpStatus } from '@nestjs/common';
import type { Request, Response } from 'express';
import { parseByteRange } from './byte-range';
import type { OpenedVideo } from './video-store';

/** 416, answered as JSON by the exception filter with the `Content-Range: bytes *\/<size>` set here. */
class RangeNotSatisfiableException extends HttpException {
  constructor(size: number) {
    super(
      `The requested range is not within the video's ${size} bytes.`,
      HttpStatus.REQUESTED_RANGE_NOT_SATISFIABLE,
    );
  }
}

/** A client that goes away mid-video (seeking, closing the tab) is not an error. */
const isClientGone = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE';

/**
 * Answers a stored video, whole (200) or one byte range of it (206 with Content-Range, for a
 * player's seeking), and closes its file. `Accept-Ranges: bytes`; cached for good (a name's
 * bytes never change), with its ETag for If-None-Match (304) and If-Range. A range that
 * starts past the end is 416 with `Content-Range: bytes *\/<size>`; one this does not serve
 * (several ranges, another unit, nonsense) is ignored and the whole video sent.
 */
export async function sendVideo(req: Request, res: Response, video: OpenedVideo): Promise<void> {
  const { handle, size, contentType, etag } = video;
  let streaming = false;
  // Served as exactly the type its content was checked to be, inert whatever its bytes are.
  setUploadHeaders(res);
  try {
    if (matchesEtag(req.headers['if-none-match'], etag)) {
      res.setHeader('ETag', etag);
      res.status(304).end();
      return;
    }
    // If-Range: the range only if the client's copy is this one (else the whole video).
    const ifRange = req.headers['if-range'];
    const range =
      ifRange === undefined || ifRange === etag ? parseByteRange(req.headers.range, size) : undefined;
    if (range === 'unsatisfiable') {
      res.setHeader('Content-Range', `bytes */${size}`);
      throw new RangeNotSatisfiableException(size);
    }
    res.setHeader('Content-Type', contentType);
    res.setHeader('Accept-Ranges', 'bytes');
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('ETag', etag);
    const { start, end } = range ?? { start: 0, end: size - 1 };
    if (range) {
      res.status(206);
      res.setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
    } else {
      res.status(200);
    }
    res.setHeader('Content-Length', String(end - start + 1));
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    // The stream closes the file when it ends or is destroyed.
    streaming = true;
    await pipeline(handle.createReadStream({ start, end }), res).catch((err: unknown) => {
      if (!isClientGone(err)) throw err;
    });
  } finally {
    if (!streaming) await handle.close();
  }
}

/** Whether an If-None-Match header names `etag` (or is `*`). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === '*' || t === etag);
}
