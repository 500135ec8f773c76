import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { CONFIG, type AppConfig } from '../config';
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

/** An upload written to a temporary file, its first bytes checked: not yet stored. */
export interface ReceivedVideo {
  path: string;
  size: number;
  format: VideoFormat;
}

/** A stored video, opened for GET /api/video/:file (the caller closes `handle`). */
export interface OpenedVideo {
  handle: fsp.FileHandle;
  size: number;
  contentType: string;
  /** A strong validator: a name is never reused, and its bytes never change. */
  etag: string;
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

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** A temporary upload file: `.<32 hex>.part`. */
const PART_FILE = /^\.[0-9a-f]{32}\.part$/;

/** A `.part` file untouched this long belongs to an upload that will never finish. */
export const STALE_PART_MS = 6 * 60 * 60 * 1000;

/** Whether the stored file at `file` is a whole `format` container (video-type.ts). */
async function wholeContainer(file: string, format: VideoFormat, size: number): Promise<boolean> {
  const handle = await fsp.open(file, 'r');
  try {
    return await isWholeContainer(format, size, async (position, length) => {
      const buf = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buf, 0, length, position);
      return buf.subarray(0, bytesRead);
    });
  } finally {
    await handle.close();
  }
}

/**
 * Uploaded videos on disk, in DATA_DIR/videos: `<id>.<ext>` (the bytes as uploaded) and
 * `<id>.json` (owner, size, type, time). Uploads arrive in `.<random>.part` files in the same
 * folder and are renamed into place once complete, so a video is never served half-written.
 * The only module code that touches these files.
 */
@Injectable()
export class VideoStore implements OnModuleInit {
  readonly dir: string;
  private readonly log = new Logger('VideoStore');

  constructor(@Inject(CONFIG) config: AppConfig) {
    this.dir = path.join(config.dataDir, 'videos');
  }

  /**
   * Streams an upload to a temporary file as it arrives, and checks its first bytes are an
   * accepted video (NotAVideoError otherwise, as soon as they are in). On any failure the
   * temporary file is gone when this rejects.
   */
  async receive(source: Readable): Promise<ReceivedVideo> {
    await fsp.mkdir(this.dir, { recursive: true });
    const tmp = path.join(this.dir, `.${randomBytes(16).toString('hex')}.part`);
    const out = fs.createWriteStream(tmp, { flags: 'wx' });
    let writeError: unknown;
    out.on('error', (err) => (writeError ??= err));
    // Its file is opened asynchronously: removing it before it is closed could leave it behind.
    const closed = new Promise<void>((resolve) => out.once('close', () => resolve()));
    const head: Buffer[] = [];
    let headBytes = 0;
    let format: VideoFormat | undefined;
    let size = 0;
    const sniff = () => {
      const found = sniffVideoType(Buffer.concat(head));
      if (!found) throw new NotAVideoError();
      head.length = 0;
      return found;
    };
    try {
      // Leaving this loop early (a throw) leaves the source alone: destroying it would fail the
      // whole multipart parse with an AbortError before this refusal is heard. It is drained below.
      for await (const chunk of source.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
        if (writeError) throw writeError;
        if (!format) {
          head.push(chunk);
          headBytes += chunk.length;
          if (headBytes >= VIDEO_SNIFF_BYTES) format = sniff();
        }
        size += chunk.length;
        if (!out.write(chunk)) await once(out, 'drain');
      }
      format ??= sniff();
      out.end();
      await finished(out);
      // The first bytes said which format; the whole file must be built like it too.
      if (!(await wholeContainer(tmp, format, size))) throw new NotAVideoError();
      return { path: tmp, size, format };
    } catch (err) {
      source.resume();
      out.destroy();
      await closed;
      await this.discard(tmp);
      throw err;
    }
  }

  /** Removes an upload's temporary file (nothing when it is already gone). */
  async discard(tmpPath: string): Promise<void> {
    // Only ever a .part file of this folder.
    if (path.dirname(tmpPath) !== this.dir || !PART_FILE.test(path.basename(tmpPath))) return;
    await fsp.rm(tmpPath, { force: true });
  }

  /** Stores a received upload as the owner's under a new random name; that name. */
  async commit(received: ReceivedVideo, ownerId: string): Promise<string> {
    const id = randomBytes(16).toString('hex');
    const file = `${id}.${received.format}`;
    const sidecar: VideoSidecar = {
      ownerId,
      size: received.size,
      contentType: VIDEO_CONTENT_TYPES[received.format],
      createdAt: new Date().toISOString(),
    };
    try {
      // The sidecar first: a video that can be served always has its owner on record.
      await fsp.writeFile(this.sidecarPath(id), JSON.stringify(sidecar), { flag: 'wx' });
      await fsp.rename(received.path, path.join(this.dir, file));
      return file;
    } catch (err) {
      await fsp.rm(this.sidecarPath(id), { force: true });
      await this.discard(received.path);
      throw err;
    }
  }

  /** Opens a stored video by its file name; undefined for any name that is not one. */
  async open(file: string): Promise<OpenedVideo | undefined> {
    const match = VIDEO_FILE_PATTERN.exec(file);
    if (!match) return undefined;
    let handle: fsp.FileHandle;
    try {
      handle = await fsp.open(path.join(this.dir, file), 'r');
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
    try {
      const { size } = await handle.stat();
      return {
        handle,
        size,
        contentType: VIDEO_CONTENT_TYPES[match[2] as VideoFormat],
        etag: `"${match[1]}"`,
      };
    } catch (err) {
      await handle.close();
      throw err;
    }
  }

  /**
   * Deletes a stored video and its sidecar when `ownerId` stored it (undefined for
   * a name that is not one, a video already gone, or someone else's). Its size when deleted.
   */
  async remove(file: string, ownerId: string): Promise<number | undefined> {
    const match = VIDEO_FILE_PATTERN.exec(file);
    if (!match) return undefined;
    const id = match[1]!;
    let sidecar: VideoSidecar;
    try {
      sidecar = JSON.parse(await fsp.readFile(this.sidecarPath(id), 'utf8')) as VideoSidecar;
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
    if (sidecar.ownerId !== ownerId) return undefined;
    // The video first: once it is gone nothing serves it, whatever happens to the sidecar. Its
    // sidecar stays when there is no such file (the same id with another extension).
    try {
      await fsp.unlink(path.join(this.dir, file));
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
    await fsp.rm(this.sidecarPath(id), { force: true });
    return sidecar.size;
  }

  /** Deletes every video `ownerId` stored (their account is gone); how many. */
  async removeAllOf(ownerId: string): Promise<number> {
    let removed = 0;
    for (const name of await this.names()) {
      const match = VIDEO_FILE_PATTERN.exec(name);
      if (match && (await this.remove(name, ownerId)) !== undefined) removed += 1;
    }
    return removed;
  }

  /** Every stored video: its file name and what its sidecar says. */
  async list(): Promise<({ file: string } & VideoSidecar)[]> {
    const videos: ({ file: string } & VideoSidecar)[] = [];
    for (const name of await this.names()) {
      const match = VIDEO_FILE_PATTERN.exec(name);
      if (!match) continue;
      try {
        const sidecar = JSON.parse(await fsp.readFile(this.sidecarPath(match[1]!), 'utf8')) as VideoSidecar;
        videos.push({ file: name, ...sidecar });
      } catch (err) {
        if (!isMissing(err)) throw err;
      }
    }
    return videos;
  }

  /**
   * At boot: removes the temporary files of uploads that a crash or a kill cut off (untouched
   * for STALE_PART_MS; another instance's upload in progress keeps writing to its own).
   */
  async onModuleInit(): Promise<void> {
    const before = Date.now() - STALE_PART_MS;
    for (const name of await this.names()) {
      if (!PART_FILE.test(name)) continue;
      const file = path.join(this.dir, name);
      try {
        if ((await fsp.stat(file)).mtimeMs < before) {
          await fsp.rm(file, { force: true });
          this.log.log(`Removed ${name}, left by an upload that never finished`);
        }
      } catch (err) {
        if (!isMissing(err)) throw err;
      }
    }
  }

  /** The names in the folder (none before the first upload made it). */
  private async names(): Promise<string[]> {
    try {
      return await fsp.readdir(this.dir);
    } catch (err) {
      if (isMissing(err)) return [];
      throw err;
    }
  }

  private sidecarPath(id: string): string {
    return path.join(this.dir, `${id}.json`);
  }
}
