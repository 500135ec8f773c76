import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { capped, OBJECT_KEY, type ObjectInfo, type ObjectStore } from './object-store';

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** A temporary upload file: `.<32 hex>.part`, beside where its object goes. */
const PART_FILE = /^\.[0-9a-f]{32}\.part$/;

/**
 * Objects as files under one folder (DATA_DIR): the key is the path. A put streams into a
 * `.<random>.part` file in the same folder and renames it into place once complete, so a
 * file is never read half-written.
 */
export class DiskObjectStore implements ObjectStore {
  readonly kind = 'disk';

  constructor(readonly root: string) {}

  private file(key: string): string {
    if (!OBJECT_KEY.test(key)) throw new Error(`Not an object key: ${key}`);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, source: Readable, opts: { maxBytes: number }): Promise<number> {
    const file = this.file(key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    const tmp = path.join(path.dirname(file), `.${randomBytes(16).toString('hex')}.part`);
    // Opened before the copy starts: a stream that opens its file by itself may do so after a
    // source that failed at once has ended the copy, and so after the clean-up below has run,
    // leaving the part file behind (seen on a busy machine).
    const handle = await fsp.open(tmp, 'wx');
    try {
      await pipeline(capped(source, opts.maxBytes), handle.createWriteStream());
      const { size } = await fsp.stat(tmp);
      await fsp.rename(tmp, file);
      return size;
    } finally {
      await handle.close().catch(() => undefined); // the stream closes it, unless it never ran
      await fsp.rm(tmp, { force: true });
    }
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable | undefined> {
    let handle: fsp.FileHandle;
    try {
      handle = await fsp.open(this.file(key), 'r');
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
    // The stream closes the file when it ends or is destroyed.
    return handle.createReadStream(range ?? {});
  }

  async head(key: string): Promise<ObjectInfo | undefined> {
    try {
      const stat = await fsp.stat(this.file(key));
      return stat.isFile() ? { key, size: stat.size, lastModified: stat.mtime } : undefined;
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.file(key), { force: true });
  }

  async *list(prefix: string): AsyncIterable<ObjectInfo> {
    for (const rel of await this.walk(this.listRoot(prefix))) {
      const key = rel.split(path.sep).join('/');
      if (!key.startsWith(prefix) || !OBJECT_KEY.test(key)) continue;
      const info = await this.head(key);
      if (info) yield info;
    }
  }

  /**
   * Removes the temporary files of uploads that a crash or a kill cut off (untouched since
   * `olderThan`: another instance's upload in progress keeps writing to its own).
   */
  async removeStale(prefix: string, olderThan: Date): Promise<number> {
    let removed = 0;
    for (const rel of await this.walk(this.listRoot(prefix))) {
      if (!PART_FILE.test(path.basename(rel))) continue;
      const file = path.join(this.root, rel);
      try {
        if ((await fsp.stat(file)).mtime < olderThan) {
          await fsp.rm(file, { force: true });
          removed += 1;
        }
      } catch (err) {
        if (!isMissing(err)) throw err;
      }
    }
    return removed;
  }

  /** The folder a prefix's objects are in (`videos/` → DATA_DIR/videos). */
  private listRoot(prefix: string): string {
    const folders = prefix.split('/').slice(0, -1);
    if (!folders.every((f) => /^[0-9A-Za-z_-]+$/.test(f))) throw new Error(`Not a key prefix: ${prefix}`);
    return path.join(this.root, ...folders);
  }

  /** The files under `dir`, as paths relative to the root (none when it is missing). */
  private async walk(dir: string): Promise<string[]> {
    try {
      const entries = await fsp.readdir(dir, { recursive: true, withFileTypes: true });
      return entries
        .filter((e) => e.isFile())
        .map((e) => path.relative(this.root, path.join(e.parentPath, e.name)))
        .sort();
    } catch (err) {
      if (isMissing(err)) return [];
      throw err;
    }
  }
}
