import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { z } from 'zod';
import { CONFIG, type AppConfig } from '../config';
import { OBJECT_STORE, readAll, type ObjectInfo, type ObjectStore } from './storage/object-store';
import type { VideoRow } from './upload.table';
import {
  isWholeContainer,
  sniffVideoType,
  VIDEO_CONTENT_TYPES,
  VIDEO_FORMATS,
  VIDEO_SNIFF_BYTES,
  type VideoFormat,
} from './video-type';

/** The bytes are not one of the accepted video formats. */
export class NotAVideoError extends Error {}

/** An upload stored under its new name, its bytes checked, with no owner on record yet. */
export interface ReceivedVideo {
  /** Its name, `<id>.<ext>`. */
  storedAs: string;
  size: number;
  format: VideoFormat;
}

/** A video on record, opened for GET /api/video/:file. */
export interface OpenedVideo {
  size: number;
  contentType: string;
  /** A strong validator: a name is never reused, and its bytes never change. */
  etag: string;
  /** Its bytes `start` to `end` inclusive; undefined when it went in the meantime. */
  read(range: { start: number; end: number }): Promise<Readable | undefined>;
}

/**
 * What is kept beside each video, in `<id>.json`: its record, before videos were recorded in
 * the database, and a backup of it since. Read back only from the store, so checked.
 */
const videoSidecarSchema = z.object({
  ownerId: z.string().min(1),
  size: z.number().int().nonnegative(),
  contentType: z.string(),
  createdAt: z.iso.datetime(),
});
type VideoSidecar = z.infer<typeof videoSidecarSchema>;

/** JSON's value, or undefined for what is not JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The name of a stored video: 128 random bits in hex and the format's extension. Nothing else
 * (no dots, slashes, other names) is ever looked up, so a request cannot reach another file.
 */
export const VIDEO_FILE_PATTERN = new RegExp(`^([0-9a-f]{32})\\.(${VIDEO_FORMATS.join('|')})$`);
const SIDECAR_PATTERN = /^([0-9a-f]{32})\.json$/;
const VIDEO_ID = /^[0-9a-f]{32}$/;
/** The id in a video's name (`<id>.<ext>`). */
export const idOf = (file: string) => file.split('.')[0]!;

/** A temporary upload file untouched this long belongs to an upload that will never finish. */
export const STALE_PART_MS = 6 * 60 * 60 * 1000;

const PREFIX = 'videos/';
/** How much the container check reads from the store at once. */
const READ_BLOCK = 64 * 1024;
const videoKey = (file: string) => `${PREFIX}${file}`;
const sidecarKey = (id: string) => `${PREFIX}${id}.json`;

/**
 * Uploaded videos in the object store (DATA_DIR/videos on disk, or the bucket's `videos/`):
 * `<id>.<ext>` (the bytes as uploaded) and `<id>.json`, its sidecar (owner, size, type, time).
 * A video is streamed into its object as it arrives, which appears only once whole. Its record
 * is the `videos` table's row (VideoRepository); the sidecar is a backup, read only for a video
 * stored before videos were recorded there. The only module code that touches these objects.
 */
@Injectable()
export class VideoStore implements OnModuleInit {
  private readonly log = new Logger('VideoStore');

  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
  ) {}

  /**
   * Streams an upload into the store as it arrives, under a new random name, once its first
   * bytes say it is an accepted video (NotAVideoError otherwise, as soon as they are in), and
   * checks the whole of it is built like one. On any failure nothing is left stored.
   */
  async receive(source: Readable): Promise<ReceivedVideo> {
    // Leaving early (a throw) leaves the source alone: destroying it would fail the whole
    // multipart parse with an AbortError before this refusal is heard. It is drained instead.
    const chunks = source.iterator({ destroyOnReturn: false }) as AsyncIterableIterator<Buffer>;
    const head: Buffer[] = [];
    let headBytes = 0;
    let ended = false;
    try {
      while (headBytes < VIDEO_SNIFF_BYTES) {
        const next = await chunks.next();
        if (next.done) {
          ended = true;
          break;
        }
        head.push(next.value);
        headBytes += next.value.length;
      }
    } catch (err) {
      source.resume();
      throw err;
    }
    const format = sniffVideoType(Buffer.concat(head));
    if (!format) {
      source.resume();
      throw new NotAVideoError();
    }
    const storedAs = `${randomBytes(16).toString('hex')}.${format}`;
    async function* body() {
      yield* head;
      if (ended) return;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
    }
    let size: number;
    try {
      size = await this.store.put(videoKey(storedAs), Readable.from(body(), { objectMode: false }), {
        contentType: VIDEO_CONTENT_TYPES[format],
        maxBytes: this.config.uploadVideoMaxBytes,
      });
    } catch (err) {
      source.resume();
      throw err;
    }
    const received = { storedAs, size, format };
    try {
      // The first bytes said which format; the whole file must be built like it too.
      const whole = await isWholeContainer(format, size, this.blockReader(videoKey(storedAs), size));
      if (!whole) throw new NotAVideoError();
      return received;
    } catch (err) {
      await this.discard(received);
      throw err;
    }
  }

  /**
   * Reads of a stored object for the container check, `READ_BLOCK` bytes from the store at a
   * time, the last block kept: the headers of many small boxes or elements (a fragmented MP4's)
   * come from one read of the file or one request to the bucket, not one each.
   */
  private blockReader(key: string, size: number) {
    let block: { start: number; bytes: Buffer } = { start: 0, bytes: Buffer.alloc(0) };
    return async (position: number, length: number): Promise<Buffer> => {
      const end = Math.min(position + length, size);
      if (position >= end) return Buffer.alloc(0);
      if (position < block.start || end > block.start + block.bytes.length) {
        const stream = await this.store.read(key, {
          start: position,
          end: Math.min(position + Math.max(length, READ_BLOCK), size) - 1,
        });
        block = { start: position, bytes: stream ? await readAll(stream) : Buffer.alloc(0) };
      }
      return block.bytes.subarray(position - block.start, end - block.start);
    };
  }

  /** Deletes a received upload that was not accepted (nothing when it is already gone). */
  async discard(received: Pick<ReceivedVideo, 'storedAs'>): Promise<void> {
    await this.removeVideo(received.storedAs);
  }

  /** Deletes a stored video's bytes (nothing for a name that is not one, or one already gone). */
  async removeVideo(file: string): Promise<void> {
    // Only ever a video's name.
    if (!VIDEO_FILE_PATTERN.test(file)) return;
    await this.store.delete(videoKey(file));
  }

  /**
   * Writes a video's record beside it as its sidecar: a backup only, never read for a video
   * the database has on record. It keeps the previous release, which knew videos by their
   * sidecars alone, from taking a newer upload for a leftover (a rollback loses nothing).
   */
  async writeSidecar(record: VideoRow): Promise<void> {
    const sidecar: VideoSidecar = {
      ownerId: record.ownerId,
      size: record.size,
      contentType: record.contentType,
      createdAt: record.createdAt.toISOString(),
    };
    const json = Buffer.from(JSON.stringify(sidecar));
    await this.store.put(sidecarKey(idOf(record.file)), Readable.from([json]), {
      contentType: 'application/json',
      maxBytes: json.length,
    });
  }

  /** Deletes the sidecar of video `<id>` (nothing when there is none). */
  async removeSidecar(id: string): Promise<void> {
    if (!VIDEO_ID.test(id)) return;
    await this.store.delete(sidecarKey(id));
  }

  /** A video on record, opened to be served (nothing asked of the store until it is read). */
  opened(record: Pick<VideoRow, 'file' | 'size' | 'contentType'>): OpenedVideo {
    return {
      size: record.size,
      contentType: record.contentType,
      etag: `"${idOf(record.file)}"`,
      read: (range) => this.store.read(videoKey(record.file), range),
    };
  }

  /**
   * The record of a video stored before videos were put on record in the database: from its
   * object (`object` when a listing gave it, else asked of the store) and its sidecar.
   * Undefined for a name that is not a video's, when either is missing, or when the sidecar is
   * not one (left alone, and logged).
   */
  async recordFromSidecar(file: string, object?: ObjectInfo): Promise<VideoRow | undefined> {
    const match = VIDEO_FILE_PATTERN.exec(file);
    if (!match) return undefined;
    const found = object ?? (await this.store.head(videoKey(file)));
    if (!found) return undefined;
    const stream = await this.store.read(sidecarKey(match[1]!));
    if (!stream) return undefined;
    const parsed = videoSidecarSchema.safeParse(parseJson((await readAll(stream)).toString('utf8')));
    if (!parsed.success) {
      this.log.warn(`The sidecar of ${file} is not one; the video is left as it is`);
      return undefined;
    }
    return {
      file,
      ownerId: parsed.data.ownerId,
      size: found.size,
      contentType: VIDEO_CONTENT_TYPES[match[2] as VideoFormat],
      createdAt: new Date(parsed.data.createdAt),
    };
  }

  /** At boot: clears the temporary files of uploads that a crash or a kill cut off. */
  async onModuleInit(): Promise<void> {
    const removed = await this.store.removeStale(PREFIX, new Date(Date.now() - STALE_PART_MS));
    if (removed) this.log.log(`Removed ${removed} temporary files of uploads that never finished`);
  }

  /**
   * What is stored under videos/, in one listing: each video by its name (with its size and
   * time), each sidecar by its video's id (with its time).
   */
  async listing(): Promise<{ videos: Map<string, ObjectInfo>; sidecars: Map<string, Date> }> {
    const videos = new Map<string, ObjectInfo>();
    const sidecars = new Map<string, Date>();
    for await (const object of this.store.list(PREFIX)) {
      const name = object.key.slice(PREFIX.length);
      if (VIDEO_FILE_PATTERN.test(name)) videos.set(name, object);
      const sidecar = SIDECAR_PATTERN.exec(name);
      if (sidecar) sidecars.set(sidecar[1]!, object.lastModified);
    }
    return { videos, sidecars };
  }
}
