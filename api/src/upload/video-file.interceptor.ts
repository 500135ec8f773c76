import type { Readable } from 'node:stream';
import {
  Inject,
  Injectable,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import { CONFIG, type AppConfig } from '../config';
import { VIDEO_MESSAGES } from './upload.service';
import { NotAVideoError, VideoStore, type ReceivedVideo } from './video-store';

/** The multipart field the video comes in. */
export const VIDEO_FIELD = 'file';

/** Nest's multer interceptor for one file in VIDEO_FIELD (storage given per instance). */
const MultipartFile = FileInterceptor(VIDEO_FIELD);

type StorageCallback<T> = (err: unknown, info?: T) => void;

/**
 * A multer storage engine that streams the file to a temporary file in VideoStore (never
 * whole in memory), refusing it with 415 as soon as its first bytes are not a video. multer
 * calls _removeFile for a file it stored when the request fails afterwards (over the size cap,
 * a second file, …); a file this engine refused is already removed.
 */
class VideoStorageEngine {
  constructor(private readonly store: VideoStore) {}

  _handleFile(_req: unknown, file: { stream: Readable }, cb: StorageCallback<ReceivedVideo>): void {
    this.store.receive(file.stream).then(
      (received) => cb(null, received),
      (err: unknown) =>
        cb(err instanceof NotAVideoError ? new UnsupportedMediaTypeException(VIDEO_MESSAGES.notAVideo) : err),
    );
  }

  _removeFile(_req: unknown, file: Partial<ReceivedVideo>, cb: (err: unknown) => void): void {
    if (!file.path) return cb(null);
    this.store.discard(file.path).then(() => cb(null), cb);
  }
}

/**
 * Reads the multipart body of a video upload: one file in VIDEO_FIELD, at most
 * UPLOAD_VIDEO_MAX_BYTES (multer stops reading past it and removes what was written), and a
 * few small text fields at most. It runs after the guard, so a visitor's upload is refused
 * before it is read. A file over the cap is a 413 that says what the cap is; multer's other
 * refusals are Nest's 400s.
 */
@Injectable()
export class VideoFileInterceptor implements NestInterceptor {
  private readonly multipart: NestInterceptor;
  private readonly maxBytes: number;

  constructor(@Inject(CONFIG) config: AppConfig, store: VideoStore) {
    this.maxBytes = config.uploadVideoMaxBytes;
    this.multipart = new MultipartFile({
      storage: new VideoStorageEngine(store),
      limits: { fileSize: this.maxBytes, files: 1, fields: 10, fieldSize: 10 * 1024, parts: 11 },
    });
  }

  async intercept(ctx: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multipart.intercept(ctx, next);
    } catch (err) {
      // Multer's only 413 is the file size limit; its message ('File too large') names no size.
      if (err instanceof PayloadTooLargeException) {
        throw new PayloadTooLargeException(VIDEO_MESSAGES.tooLarge(this.maxBytes));
      }
      throw err;
    }
  }
}
