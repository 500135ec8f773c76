import { BadRequestException, Injectable, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import type { UploadedImage, UploadedVideo, User } from '@handyq/shared/schemas';
import {
  ImageEncoder,
  MAX_INPUT_PIXELS,
  NotAnImageError,
  TooManyPixelsError,
  UnreadableImageError,
} from './image-encoder';
import { UploadRepository, type StoredMedia } from './upload.repository';
import { VideoStore, type OpenedVideo, type ReceivedVideo } from './video-store';

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

/** Where GET /api/media/:id serves a stored image. */
export const mediaUrl = (id: string) => `/api/media/${id}`;
/** Where GET /api/video/:file serves a stored video (`<id>.<ext>`). */
export const videoUrl = (file: string) => `/api/video/${file}`;

/** A URL this server stores a file at: an image (`/api/media/<id>`) or a video (`/api/video/<file>`). */
const STORED_URL = /^\/api\/(media|video)\/([^/?#]+)$/;

@Injectable()
export class UploadService {
  constructor(
    private readonly encoder: ImageEncoder,
    private readonly repo: UploadRepository,
    private readonly videos: VideoStore,
  ) {}

  /**
   * Re-encodes the image (image-encoder.ts) and stores it as the owner's. Only a file that is
   * an accepted image by its content is stored: anything else is a 400 and nothing is written.
   */
  async uploadImage(owner: User, file: Buffer | undefined): Promise<UploadedImage> {
    if (!file) throw new BadRequestException(UPLOAD_MESSAGES.noFile);
    const image = await this.encoder.encode(file).catch((err: unknown) => {
      throw toHttpError(err);
    });
    const id = await this.repo.insert({ ownerId: owner._id, ...image });
    return { url: mediaUrl(id), width: image.width, height: image.height };
  }

  /** A stored image; 404 when there is none (never was, or its owner was deleted). */
  async media(id: string): Promise<StoredMedia> {
    const found = await this.repo.findById(id);
    if (!found) throw new NotFoundException(UPLOAD_MESSAGES.notFound);
    return found;
  }

  /**
   * Stores a video the interceptor has received (streamed to a temporary file, checked by its
   * first bytes to be MP4, MOV, WebM or Matroska) as the owner's, under a new random name.
   */
  async uploadVideo(owner: User, file: ReceivedVideo | undefined): Promise<UploadedVideo> {
    if (!file) throw new BadRequestException(VIDEO_MESSAGES.noFile);
    return { url: videoUrl(await this.videos.commit(file, owner._id)) };
  }

  /** A stored video, opened to be served; 404 for any name that is not one. */
  async video(file: string): Promise<OpenedVideo> {
    const found = await this.videos.open(file);
    if (!found) throw new NotFoundException(VIDEO_MESSAGES.notFound);
    return found;
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
    return kind === 'media' ? this.repo.deleteOwned(name, ownerId) : this.videos.remove(name, ownerId);
  }
  /**
   * Deletes the videos a deleted account uploaded (its images go with its row: the media
   * table's owner reference cascades).
   */
  async deleteVideosOf(ownerId: string): Promise<number> {
    return this.videos.removeAllOf(ownerId);
  }
}
