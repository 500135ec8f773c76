import { pipeline, Transform, type Readable } from 'node:stream';

/** A stream grew past the size its `put` allowed; nothing was stored. */
export class ObjectTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The object is larger than ${maxBytes} bytes`);
  }
}

/** What `head` and `list` say of a stored object. */
export interface ObjectInfo {
  key: string;
  size: number;
  lastModified: Date;
}

/**
 * Where uploaded files are kept: a folder on this host (DiskObjectStore, the default) or an
 * S3-compatible bucket (S3ObjectStore, when S3_URL is set), chosen once at boot. Keys are
 * `/`-separated paths made by this module only (`videos/<id>.mp4`, `media/<owner>/<id>`), never
 * from a request. An object is written whole or not at all: nothing reads a half-written one.
 */
export interface ObjectStore {
  readonly kind: 'disk' | 's3';
  /**
   * Streams `source` into `key` (replacing nothing: keys are new random names). Rejects with
   * ObjectTooLargeError past `maxBytes`, or the source's or the store's error; on any rejection
   * nothing is left under `key`. The stored size.
   */
  put(key: string, source: Readable, opts: { contentType: string; maxBytes: number }): Promise<number>;
  /** The object's bytes `start` to `end` inclusive (the whole of it without a range); undefined when missing. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable | undefined>;
  /** Size and time of an object; undefined when missing. */
  head(key: string): Promise<ObjectInfo | undefined>;
  /** Deletes an object (nothing when it is missing). */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix`, in pages (for the sweep only: a bucket may be long). */
  list(prefix: string): AsyncIterable<ObjectInfo>;
  /**
   * Clears what uploads under `prefix` cut off by a crash left, untouched since `olderThan`
   * (a disk's temporary files); how many. A bucket needs nothing: an unfinished multipart
   * upload is never an object, and the bucket's own rule expires its parts.
   */
  removeStale(prefix: string, olderThan: Date): Promise<number>;
}

/** The injection token of the ObjectStore the config chose. */
export const OBJECT_STORE = Symbol('OBJECT_STORE');

/** Reads a whole (small) object into memory: sidecars and images, never videos. */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * `source` as it flows, failing with ObjectTooLargeError once more than `maxBytes` went
 * through; `bytes()` is how many did. The source's own error fails it too.
 */
export function capped(source: Readable, maxBytes: number): Readable & { bytes(): number } {
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      done(seen > maxBytes ? new ObjectTooLargeError(maxBytes) : null, chunk);
    },
  });
  pipeline(source, counter, () => {});
  return Object.assign(counter, { bytes: () => seen });
}

/**
 * A key this module made: `/`-separated names of letters, digits, `.`, `_`, `-`, none starting
 * with a dot (so never `..` or a temporary file's name).
 */
export const OBJECT_KEY = /^[a-z]+(\/[0-9A-Za-z_-][0-9A-Za-z._-]*)+$/;
