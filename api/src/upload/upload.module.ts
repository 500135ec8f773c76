import { Module } from '@nestjs/common';
import { ImageEncoder } from './image-encoder';
import { ImageFileInterceptor } from './image-file.interceptor';
import { MediaCleanupListener } from './media-cleanup.listener';
import { MediaController } from './media.controller';
import { UploadController } from './upload.controller';
import { UploadRepository } from './upload.repository';
import { UploadService } from './upload.service';
import { UploadSweeper } from './upload-sweeper';
import { VideoController } from './video.controller';
import { VideoFileInterceptor } from './video-file.interceptor';
import { VideoStore } from './video-store';

/**
 * Image and video uploads (POST /api/upload/image, /api/upload/video) and serving them
 * (GET /api/media/:id, /api/video/:file). What a deleted item or account pointed to is deleted
 * by MediaCleanupListener, on their domain events.
 */
@Module({
  controllers: [UploadController, MediaController, VideoController],
  providers: [
    MediaCleanupListener,
    UploadService,
    UploadSweeper,
    UploadRepository,
    ImageEncoder,
    ImageFileInterceptor,
    VideoStore,
    VideoFileInterceptor,
  ],
})
export class UploadModule {}
