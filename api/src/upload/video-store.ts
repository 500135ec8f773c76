import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { CONFIG, type AppConfig } from '../config';
import { OBJECT_STORE, readAll, type ObjectStore } from './storage/object-store';
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

/** A stored video, opened for GET /api/video/:file. */
export interface OpenedVideo {
  size: number;
  contentType: string;
  /** A strong validator: a name is never reused, and its bytes never change. */
  etag: string;
  /** Its bytes `start` to `end` inclusive; undefined when it went in the meantime. */
  read(range: { start: number; end: number }): Promise<Readable | undefined>;
}

/** What is kept beside each video, in `<id>.json`. */
interface VideoSidecar {
  ownerId: string;
  size: number;
  contentType: string;
  createdAt: string;
}

/**
 * The name of a stored video: 128 random bits in hex and the format's extension. Nothing else
 * (no dots, slashes, other names) is ever looked up, so a request cannot reach another file.
 */
export const VIDEO_FILE_PATTERN = new RegExp(`^([0-9a-f]{32})\\.(${VIDEO_FORMATS.join('|')})$`);
const SIDECAR_PATTERN = /^([0-9a-f]{32})\.json$/;

/** A temporary upload file untouched this long belongs to an upload that will never finish. */
export const STALE_PART_MS = 6 * 60 * 60 * 1000;

const PREFIX = 'videos/';
/** How much the container check reads from the store at once. */
const READ_BLOCK = 64 * 1024;
const videoKey = (file: string) => `${PREFIX}${file}`;
const sidecarKey = (id: string) => `${PREFIX}${id}.json`;

/**
 * Uploaded videos in the object store (DATA_DIR/videos on disk, or the bucket's `videos/`):
 * `<id>.<ext>` (the bytes as uploaded) and `<id>.json` (owner, size, type, time). A video is
 * streamed into its object as it arrives, which appears only once whole; its sidecar, written
 * once the upload is accepted, puts an owner on record. The only module code that touches them.
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

  /** Removes a received upload that was not accepted (nothing when it is already gone). */
  async discard(received: Pick<ReceivedVideo, 'storedAs'>): Promise<void> {
    // Only ever a video's name.
    if (!VIDEO_FILE_PATTERN.test(received.storedAs)) return;
    await this.store.delete(videoKey(received.storedAs));
  }

  /** Puts a received upload on record as the owner's; its name. */
  async commit(received: ReceivedVideo, ownerId: string): Promise<string> {
    const id = VIDEO_FILE_PATTERN.exec(received.storedAs)![1]!;
    const sidecar: VideoSidecar = {
      ownerId,
      size: received.size,
      contentType: VIDEO_CONTENT_TYPES[received.format],
      createdAt: new Date().toISOString(),
    };
    const json = Buffer.from(JSON.stringify(sidecar));
    try {
      await this.store.put(sidecarKey(id), Readable.from([json]), {
        contentType: 'application/json',
        maxBytes: json.length,
      });
      return received.storedAs;
    } catch (err) {
      await this.store.delete(sidecarKey(id));
      await this.discard(received);
      throw err;
    }
  }

  /** Opens a stored video by its file name; undefined for any name that is not one. */
  async open(file: string): Promise<OpenedVideo | undefined> {
    const match = VIDEO_FILE_PATTERN.exec(file);
    if (!match) return undefined;
    const found = await this.store.head(videoKey(file));
    if (!found) return undefined;
    return {
      size: found.size,
      contentType: VIDEO_CONTENT_TYPES[match[2] as VideoFormat],
      etag: `"${match[1]}"`,
      read: (range) => this.store.read(videoKey(file), range),
    };
  }

  /**
   * Deletes a stored video and its sidecar when `ownerId` stored it (undefined for
   * a name that is not one, a video already gone, or someone else's). Its size when deleted.
   */
  async remove(file: string, ownerId: string): Promise<number | undefined> {
    const match = VIDEO_FILE_PATTERN.exec(file);
    if (!match) return undefined;
    const id = match[1]!;
    const sidecar = await this.sidecar(id);
    if (sidecar?.ownerId !== ownerId) return undefined;
    // The video first: once it is gone nothing serves it, whatever happens to the sidecar. Its
    // sidecar stays when there is no such video (the same id with another extension).
    if (!(await this.store.head(videoKey(file)))) return undefined;
    await this.store.delete(videoKey(file));
    await this.store.delete(sidecarKey(id));
    return sidecar.size;
  }

  /** Deletes every video `ownerId` stored (their account is gone); how many. */
  async removeAllOf(ownerId: string): Promise<number> {
    let removed = 0;
    for (const video of await this.list()) {
      if (video.ownerId === ownerId && (await this.remove(video.file, ownerId)) !== undefined) removed += 1;
    }
    return removed;
  }

  /** Every stored video on record: its file name and what its sidecar says. */
  async list(): Promise<({ file: string } & VideoSidecar)[]> {
    const videos: ({ file: string } & VideoSidecar)[] = [];
    for (const file of (await this.names()).videos.keys()) {
      const sidecar = await this.sidecar(VIDEO_FILE_PATTERN.exec(file)![1]!);
      if (sidecar) videos.push({ file, ...sidecar });
    }
    return videos;
  }

  /**
   * Deletes what an upload cut off between storing its video and putting it on record (a
   * crash, a failed write) left, older than `before`: a video with no sidecar, a sidecar with
   * no video. How many objects went.
   */
  async removeLeftovers(before: Date): Promise<number> {
    const { videos, sidecars } = await this.names();
    const ids = new Set([...videos.keys()].map((file) => VIDEO_FILE_PATTERN.exec(file)![1]!));
    let removed = 0;
    for (const [file, modified] of videos) {
      if (modified < before && !sidecars.has(VIDEO_FILE_PATTERN.exec(file)![1]!)) {
        await this.store.delete(videoKey(file));
        removed += 1;
      }
    }
    for (const [id, modified] of sidecars) {
      if (modified < before && !ids.has(id)) {
        await this.store.delete(sidecarKey(id));
        removed += 1;
      }
    }
    if (removed) this.log.log(`Removed ${removed} files left by uploads that never finished`);
    return removed;
  }

  /** At boot: clears the temporary files of uploads that a crash or a kill cut off. */
  async onModuleInit(): Promise<void> {
    const removed = await this.store.removeStale(PREFIX, new Date(Date.now() - STALE_PART_MS));
    if (removed) this.log.log(`Removed ${removed} temporary files of uploads that never finished`);
  }

  /** The stored videos' names and the sidecars' ids, each with when it was written. */
  private async names(): Promise<{ videos: Map<string, Date>; sidecars: Map<string, Date> }> {
    const videos = new Map<string, Date>();
    const sidecars = new Map<string, Date>();
    for await (const { key, lastModified } of this.store.list(PREFIX)) {
      const name = key.slice(PREFIX.length);
      if (VIDEO_FILE_PATTERN.test(name)) videos.set(name, lastModified);
      const sidecar = SIDECAR_PATTERN.exec(name);
      if (sidecar) sidecars.set(sidecar[1]!, lastModified);
    }
    return { videos, sidecars };
  }

  private async sidecar(id: string): Promise<VideoSidecar | undefined> {
    const stream = await this.store.read(sidecarKey(id));
    return stream ? (JSON.parse((await readAll(stream)).toString('utf8')) as VideoSidecar) : undefined;
  }
}
