import { Module } from '@nestjs/common';
import { ImageEncoder } from './image-encoder';
import { ImageFileInterceptor } from './image-file.interceptor';
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
 * (GET /api/media/:id, /api/video/:file). UploadService is exported for the modules that
 * delete what their records point to (UploadService.deleteStoredMedia).
 */
@Module({
  controllers: [UploadController, MediaController, VideoController],
  providers: [
    UploadService,
    UploadSweeper,
    UploadRepository,
    ImageEncoder,
    ImageFileInterceptor,
    VideoStore,
    VideoFileInterceptor,
  ],
  exports: [UploadService],
})
export class UploadModule {}
