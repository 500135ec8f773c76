import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  BadRequestException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  PayloadTooLargeException,
} from '@nestjs/common';
import { CONFIG, type AppConfig } from '../config';
import type { UploadedImage, UploadedVideo, User } from '@handyq/domain/schemas';
import {
  ImageEncoder,
  MAX_INPUT_PIXELS,
  NotAnImageError,
  TooManyPixelsError,
  UnreadableImageError,
} from './image-encoder';
import { FileUses } from './file-uses';
import { OBJECT_STORE, readAll, type ObjectInfo, type ObjectStore } from './storage/object-store';
import { UploadRepository, type DeletedMedia } from './upload.repository';
import type { VideoRow } from './upload.table';
import { VideoRepository, type DeletedVideo } from './video.repository';
import { idOf, VideoStore, VIDEO_FILE_PATTERN, type OpenedVideo, type ReceivedVideo } from './video-store';
import { VIDEO_CONTENT_TYPES } from './video-type';

/** A stored image as GET /api/media/:id serves it. */
export interface StoredMedia {
  contentType: string;
  bytes: Buffer;
}

/** Where an image is in the object store: under its owner, so their account's go in one listing. */
const IMAGES = 'media/';
const imageKey = (ownerId: string, id: string) => `${IMAGES}${ownerId}/${id}`;

/** '5 MB', '256 KB', '1.5 MB', '1500 bytes': a size as a person reads it. */
export function formatBytes(n: number): string {
  const MB = 1024 * 1024;
  if (n >= MB) return `${Number((n / MB).toFixed(1))} MB`;
  if (n >= 1024) return `${Number((n / 1024).toFixed(1))} KB`;
  return `${n} bytes`;
}

export const UPLOAD_MESSAGES = {
  noFile: 'No file was sent: put the image in the multipart field "file".',
  notAnImage: 'Only image files can be uploaded.',
  unreadable: 'This image could not be read. It may be damaged; try another file.',
  tooManyPixels: `This image is too big: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
  tooLarge: (maxBytes: number) => `This image is too large: at most ${formatBytes(maxBytes)}.`,
  notFound: 'No such image.',
  overQuota: (quota: number) =>
    `Your uploads have reached your storage quota of ${formatBytes(quota)}. Delete some to upload more.`,
} as const;

export const VIDEO_MESSAGES = {
  noFile: 'No file was sent: put the video in the multipart field "file".',
  notAVideo: 'Only videos can be uploaded: MP4, MOV, WebM or Matroska (MKV).',
  tooLarge: (maxBytes: number) => `This video is too large: at most ${formatBytes(maxBytes)}.`,
  notFound: 'No such video.',
} as const;

/** What the uploader is told when the encoder refuses their file; other errors stay 500s. */
function toHttpError(err: unknown): unknown {
  if (err instanceof NotAnImageError) return new BadRequestException(UPLOAD_MESSAGES.notAnImage);
  if (err instanceof UnreadableImageError) return new BadRequestException(UPLOAD_MESSAGES.unreadable);
  if (err instanceof TooManyPixelsError) return new PayloadTooLargeException(UPLOAD_MESSAGES.tooManyPixels);
  return err;
}

/** How many stored files the sweep looks at in one go (one question to each module that uses files). */
export const SWEEP_BATCH = 500;

/**
 * What a sweep of unused uploads deleted. `skipped`: another API instance was sweeping, so
 * this one did nothing this round.
 */
export interface SweepResult {
  images: number;
  videos: number;
  skipped?: true;
}

/** Where GET /api/media/:id serves a stored image. */
export const mediaUrl = (id: string) => `/api/media/${id}`;
/** Where GET /api/video/:file serves a stored video (`<id>.<ext>`). */
export const videoUrl = (file: string) => `/api/video/${file}`;

/** A URL this server stores a file at: an image (`/api/media/<id>`) or a video (`/api/video/<file>`). */
const STORED_URL = /^\/api\/(media|video)\/([^/?#]+)$/;

@Injectable()
export class UploadService {
  private readonly log = new Logger('Uploads');

  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    private readonly encoder: ImageEncoder,
    private readonly repo: UploadRepository,
    private readonly videoRows: VideoRepository,
    private readonly videos: VideoStore,
    private readonly fileUses: FileUses,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
  ) {}

  /** The sweep running in this process, if any: the next waits for it (see sweepOrphans). */
  private sweeping: Promise<unknown> = Promise.resolve();

  /**
   * Whether images go to the object store: only a bucket. On this host's disk they stay in the
   * database, which every instance shares (a disk is this host's alone).
   */
  private get imagesInStore(): boolean {
    return this.store.kind === 's3';
  }

  /** Deletes the objects of deleted images (those in the store) and gives their bytes back. */
  private async deleted(images: DeletedMedia[]): Promise<void> {
    for (const { ownerId, size, objectKey } of images) {
      if (objectKey) await this.store.delete(objectKey);
      await this.repo.release(ownerId, size);
    }
  }

  /** Counts `bytes` against the owner's UPLOAD_QUOTA_BYTES before anything is stored; 413 over it. */
  private async reserve(ownerId: string, bytes: number): Promise<void> {
    if (!(await this.repo.reserve(ownerId, bytes, this.config.uploadQuotaBytes))) {
      throw new PayloadTooLargeException(UPLOAD_MESSAGES.overQuota(this.config.uploadQuotaBytes));
    }
  }

  /**
   * Re-encodes the image (image-encoder.ts) and stores it as the owner's. Only a file that is
   * an accepted image by its content is stored: anything else is a 400 and nothing is written.
   */
  async uploadImage(owner: User, file: Buffer | undefined): Promise<UploadedImage> {
    if (!file) throw new BadRequestException(UPLOAD_MESSAGES.noFile);
    const image = await this.encoder.encode(file).catch((err: unknown) => {
      throw toHttpError(err);
    });
    const size = image.bytes.length;
    await this.reserve(owner._id, size);
    const id = randomUUID();
    const objectKey = this.imagesInStore ? imageKey(owner._id, id) : null;
    try {
      // The object before its row: a row always points at a whole image. One whose row never
      // comes (a crash in between) is deleted by the sweep.
      if (objectKey) {
        await this.store.put(objectKey, Readable.from([image.bytes]), {
          contentType: image.contentType,
          maxBytes: size,
        });
      }
      await this.repo.insert({
        id,
        ownerId: owner._id,
        contentType: image.contentType,
        width: image.width,
        height: image.height,
        size,
        ...(objectKey ? { objectKey, bytes: null } : { bytes: image.bytes }),
      });
      return { url: mediaUrl(id), width: image.width, height: image.height };
    } catch (err) {
      if (objectKey) await this.store.delete(objectKey).catch(() => undefined);
      await this.repo.release(owner._id, size);
      throw err;
    }
  }

  /** A stored image; 404 when there is none (never was, or its owner was deleted). */
  async media(id: string): Promise<StoredMedia> {
    const found = await this.repo.findById(id);
    const bytes = found?.objectKey
      ? await this.store.read(found.objectKey).then((s) => s && readAll(s))
      : found?.bytes;
    if (!found || !bytes) throw new NotFoundException(UPLOAD_MESSAGES.notFound);
    return { contentType: found.contentType, bytes };
  }

  /**
   * Stores a video the interceptor has received (streamed to a temporary file, checked by its
   * first bytes to be MP4, MOV, WebM or Matroska) as the owner's, under a new random name.
   */
  async uploadVideo(owner: User, file: ReceivedVideo | undefined): Promise<UploadedVideo> {
    if (!file) throw new BadRequestException(VIDEO_MESSAGES.noFile);
    try {
      await this.reserve(owner._id, file.size);
    } catch (err) {
      await this.videos.discard(file);
      throw err;
    }
    const record: VideoRow = {
      file: file.storedAs,
      ownerId: owner._id,
      size: file.size,
      contentType: VIDEO_CONTENT_TYPES[file.format],
      createdAt: new Date(),
    };
    try {
      // On record, then its sidecar (a backup): a sidecar whose video is not on record is
      // then one stored before videos were recorded, or what a failure left.
      await this.videoRows.record(record);
      await this.videos.writeSidecar(record);
      return { url: videoUrl(record.file) };
    } catch (err) {
      const deleted = await this.deleteVideo(record.file, owner._id).catch(() => undefined);
      if (!deleted) await this.videos.discard(file);
      await this.repo.release(owner._id, file.size);
      throw err;
    }
  }

  /** A stored video, opened to be served; 404 for any name that is not one. */
  async video(file: string): Promise<OpenedVideo> {
    const found = await this.videoRecord(file);
    if (!found) throw new NotFoundException(VIDEO_MESSAGES.notFound);
    return this.videos.opened(found);
  }

  /**
   * A stored video's record: its row, or for a video stored before videos were recorded in the
   * database, what its sidecar says, recorded on the way (so read from the store once).
   * Undefined for a name that is not a stored video's.
   */
  private async videoRecord(file: string): Promise<VideoRow | undefined> {
    if (!VIDEO_FILE_PATTERN.test(file)) return undefined;
    return (await this.videoRows.find(file)) ?? this.recordFromSidecar(file);
  }

  /** Puts a video the database does not know on record from its sidecar (`object`: as listed). */
  private async recordFromSidecar(file: string, object?: ObjectInfo): Promise<VideoRow | undefined> {
    const found = await this.videos.recordFromSidecar(file, object);
    if (found) await this.videoRows.record(found);
    return found;
  }

  /**
   * Deletes a video `ownerId` stored: its sidecar, its row, then its bytes. The sidecar first,
   * so a video off record is never put back on from it (by a GET meeting it elsewhere in
   * between). What was taken off record (undefined when it was not, or not theirs).
   */
  private async deleteVideo(file: string, ownerId: string): Promise<DeletedVideo | undefined> {
    await this.videos.removeSidecar(idOf(file));
    const deleted = await this.videoRows.deleteOwned(file, ownerId);
    if (deleted) await this.videos.removeVideo(file);
    return deleted;
  }

  /**
   * Deletes the file a stored URL points to (`/api/media/<id>` or `/api/video/<file>`, as
   * uploads answer them) when `ownerId` uploaded it: a library item's images and videos go
   * with the item. Whether something was deleted: false for any other URL (a link elsewhere),
   * a file already gone, or one another user uploaded (an item may point at anyone's file).
   */
  async deleteStoredMedia(url: string, ownerId: string): Promise<boolean> {
    const match = STORED_URL.exec(url);
    if (!match) return false;
    const [, kind, name = ''] = match;
    if (kind === 'media') {
      const image = await this.repo.deleteOwned(name, ownerId);
      if (image) await this.deleted([image]);
      return image !== undefined;
    }
    const found = await this.videoRecord(name);
    if (found?.ownerId !== ownerId) return false;
    const deleted = await this.deleteVideo(found.file, ownerId);
    if (!deleted) return false;
    await this.repo.release(ownerId, deleted.size);
    return true;
  }

  /**
   * Deletes uploads nothing uses any more (no profile picture, no library item's image or
   * video: FileUses asks the modules that point at files) that are older than `graceMs`: a file
   * just uploaded but not saved into an item yet is kept. Files are looked at `batch` at a time.
   * How many images and videos went.
   *
   * One API instance sweeps at a time: while another (on the same database) is sweeping, this
   * answers `skipped` at once. In one process a sweep waits for the one running to end.
   */
  async sweepOrphans(graceMs: number, batch = SWEEP_BATCH): Promise<SweepResult> {
    const run = this.sweeping.then(() => this.repo.whileSweepLocked(() => this.sweep(graceMs, batch)));
    this.sweeping = run.catch(() => undefined);
    const result = await run;
    return result.ran ? result.value : { images: 0, videos: 0, skipped: true };
  }

  private async sweep(graceMs: number, batch: number): Promise<SweepResult> {
    const before = new Date(Date.now() - graceMs);
    let images = 0;
    let ids = await this.repo.imagesStoredBefore(before, batch);
    while (ids.length) {
      const unused = await this.fileUses.unused(ids, mediaUrl);
      const deleted = await this.repo.deleteImages(unused);
      await this.deleted(deleted);
      images += deleted.length;
      ids = await this.repo.imagesStoredBefore(before, batch, ids.at(-1));
    }
    await this.removeUnlistedImages(before, batch);
    await this.sweepVideoObjects(before, batch);
    let videos = 0;
    let page = await this.videoRows.storedBefore(before, batch);
    while (page.length) {
      for (const video of await this.fileUses.unused(page, (v) => videoUrl(v.file))) {
        const deleted = await this.deleteVideo(video.file, video.ownerId);
        if (!deleted) continue;
        await this.repo.release(deleted.ownerId, deleted.size);
        videos += 1;
      }
      page = await this.videoRows.storedBefore(before, batch, page.at(-1)!.file);
    }
    if (images || videos) this.log.log(`Deleted ${images} images and ${videos} videos nothing uses`);
    return { images, videos };
  }

  /**
   * Goes through what is stored under videos/, in one listing, for what the database does not
   * know: a video stored before videos were recorded there is put on record from its sidecar
   * (read this once); a video with neither row nor sidecar, or a sidecar with no video, older
   * than `before`, is what an upload cut off by a crash or a failed write left, and is deleted.
   * Nothing is read for a video on record. How many objects went.
   */
  private async sweepVideoObjects(before: Date, batch: number): Promise<number> {
    const { videos, sidecars } = await this.videos.listing();
    const files = [...videos.keys()];
    let recorded = 0;
    let removed = 0;
    for (let i = 0; i < files.length; i += batch) {
      const page = files.slice(i, i + batch);
      const known = new Set(await this.videoRows.filesAmong(page));
      for (const file of page.filter((f) => !known.has(f))) {
        const object = videos.get(file)!;
        if (sidecars.has(idOf(file))) {
          if (await this.recordFromSidecar(file, object)) recorded += 1;
        } else if (object.lastModified < before) {
          await this.videos.removeVideo(file);
          removed += 1;
        }
      }
    }
    const ids = new Set(files.map(idOf));
    for (const [id, modified] of sidecars) {
      if (modified < before && !ids.has(id)) {
        await this.videos.removeSidecar(id);
        removed += 1;
      }
    }
    if (recorded) this.log.log(`Put ${recorded} videos on record from their sidecars`);
    if (removed) this.log.log(`Removed ${removed} files left by uploads that never finished`);
    return removed;
  }

  /**
   * Deletes the image objects in the store that no image row points to, older than `before`:
   * left by an upload cut off between its object and its row, or by an account whose rows went
   * while its objects could not. How many.
   */
  private async removeUnlistedImages(before: Date, batch: number): Promise<number> {
    if (!this.imagesInStore) return 0;
    let removed = 0;
    let page: string[] = [];
    const flush = async () => {
      const listed = new Set(await this.repo.objectKeysAmong(page));
      for (const key of page.filter((k) => !listed.has(k))) {
        await this.store.delete(key);
        removed += 1;
      }
      page = [];
    };
    for await (const { key, lastModified } of this.store.list(IMAGES)) {
      if (lastModified >= before) continue;
      page.push(key);
      if (page.length >= batch) await flush();
    }
    await flush();
    if (removed) this.log.log(`Deleted ${removed} stored images no image row points to`);
    return removed;
  }

  /**
   * Deletes what a deleted account uploaded that its row does not take with it: its videos
   * (found by owner in the `videos` table, which has no reference to users), and its images'
   * objects in the store (their rows go with its row: the media table's owner reference
   * cascades).
   */
  async deleteFilesOf(ownerId: string): Promise<number> {
    let removed = 0;
    for (const file of await this.videoRows.filesOf(ownerId)) {
      if (await this.deleteVideo(file, ownerId)) removed += 1;
    }
    if (this.imagesInStore) {
      for await (const { key } of this.store.list(`${IMAGES}${ownerId}/`)) {
        await this.store.delete(key);
        removed += 1;
      }
    }
    return removed;
  }
}
