import type { Readable } from 'node:stream';
import { Inject, Injectable, UnsupportedMediaTypeException } from '@nestjs/common';
import { CONFIG, type AppConfig } from '../config';
import { OneFileInterceptor } from './one-file.interceptor';
import { VIDEO_MESSAGES } from './upload.service';
import { NotAVideoError, VideoStore, type ReceivedVideo } from './video-store';

type StorageCallback<T> = (err: unknown, info?: T) => void;

/**
 * A multer storage engine that streams the file into VideoStore (never whole in memory), refusing it with 415 as soon as its first bytes are not a video. multer
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
    if (!file.storedAs) return cb(null);
    this.store.discard({ storedAs: file.storedAs }).then(() => cb(null), cb);
  }
}

/**
 * A video upload: one file, streamed to VideoStore, at most UPLOAD_VIDEO_MAX_BYTES (multer
 * removes what was written past it).
 */
@Injectable()
export class VideoFileInterceptor extends OneFileInterceptor {
  constructor(@Inject(CONFIG) config: AppConfig, store: VideoStore) {
    super(config.uploadVideoMaxBytes, VIDEO_MESSAGES.tooLarge, new VideoStorageEngine(store));
  }
}
