import { Module } from '@nestjs/common';
import { LibraryModule } from '../library/library.module';
import { UsersModule } from '../users/users.module';
import { FileUses } from './file-uses';
import { ImageEncoder } from './image-encoder';
import { ImageFileInterceptor } from './image-file.interceptor';
import { MediaCleanupListener } from './media-cleanup.listener';
import { MediaController } from './media.controller';
import { objectStoreProvider } from './storage/object-store.provider';
import { UploadController } from './upload.controller';
import { UploadRepository } from './upload.repository';
import { UploadService } from './upload.service';
import { UploadSweeper } from './upload-sweeper';
import { VideoController } from './video.controller';
import { VideoFileInterceptor } from './video-file.interceptor';
import { VideoStore } from './video-store';
import { VideoRepository } from './video.repository';

/**
 * Image and video uploads (POST /api/upload/image, /api/upload/video) and serving them
 * (GET /api/media/:id, /api/video/:file), kept in the object store the config chose (a
 * bucket, or DATA_DIR and the database), each on record in the database (`media`, `videos`).
 * What a deleted item or account pointed to is deleted by MediaCleanupListener, on their
 * domain events; what nothing uses any more, by UploadSweeper, on one instance at a time
 * (FileUses asks the users and library modules what they point at).
 */
@Module({
  imports: [UsersModule, LibraryModule],
  controllers: [UploadController, MediaController, VideoController],
  providers: [
    FileUses,
    MediaCleanupListener,
    UploadService,
    UploadSweeper,
    UploadRepository,
    VideoRepository,
    ImageEncoder,
    ImageFileInterceptor,
    objectStoreProvider,
    VideoStore,
    VideoFileInterceptor,
  ],
})
export class UploadModule {}
