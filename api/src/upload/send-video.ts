import { setUploadHeaders } from './upload-headers';
import { pipeline } from 'node:stream/promises';
import { HttpException, HttpStatus, NotFoundException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { parseByteRange } from './byte-range';
import { VIDEO_MESSAGES } from './upload.service';
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
 * player's seeking). `Accept-Ranges: bytes`; cached for good (a name's
 * bytes never change), with its ETag for If-None-Match (304) and If-Range. A range that
 * starts past the end is 416 with `Content-Range: bytes *\/<size>`; one this does not serve
 * (several ranges, another unit, nonsense) is ignored and the whole video sent. Only the range
 * sent is read from the store (a ranged read of the file or of the bucket's object).
 */
export async function sendVideo(req: Request, res: Response, video: OpenedVideo): Promise<void> {
  const { size, contentType, etag } = video;
  // Served as exactly the type its content was checked to be, inert whatever its bytes are.
  setUploadHeaders(res);
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
  const { start, end } = range ?? { start: 0, end: size - 1 };
  // Opened before any header: a video deleted since it was found is still a clean 404.
  const body = req.method === 'HEAD' ? undefined : await video.read({ start, end });
  if (req.method !== 'HEAD' && !body) throw new NotFoundException(VIDEO_MESSAGES.notFound);
  res.setHeader('Content-Type', contentType);
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.setHeader('ETag', etag);
  if (range) {
    res.status(206);
    res.setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
  } else {
    res.status(200);
  }
  res.setHeader('Content-Length', String(end - start + 1));
  if (!body) {
    res.end();
    return;
  }
  // The store's stream (a file or the bucket's answer) is closed when it ends or is destroyed.
  await pipeline(body, res).catch((err: unknown) => {
    if (!isClientGone(err)) throw err;
  });
}

/** Whether an If-None-Match header names `etag` (or is `*`). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === '*' || t === etag);
}
