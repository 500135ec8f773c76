import { Controller, Post, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import type { UploadedImage, UploadedVideo, User } from '@handyq/domain/schemas';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { ImageFileInterceptor } from './image-file.interceptor';
import { UploadLimitGuard } from './upload-limit.guard';
import { UploadService } from './upload.service';
import { VideoFileInterceptor } from './video-file.interceptor';
import type { ReceivedVideo } from './video-store';

/** What multer (memory storage) gives the handler; only the bytes are used. */
interface ReceivedFile {
  buffer: Buffer;
}

/** Every upload: logged in, and within the user's UPLOAD_LIMIT per hour. */
@Controller('upload')
@UseGuards(JwtAuthGuard, UploadLimitGuard)
export class UploadController {
  constructor(private readonly upload: UploadService) {}

  /**
   * Logged-in users: multipart, the image in field `file`. 201 with where it is served and its
   * size after re-encoding. The browser's file name and type are ignored: the content decides.
   */
  @Post('image')
  @UseInterceptors(ImageFileInterceptor)
  image(@CurrentUser() owner: User, @UploadedFile() file: ReceivedFile | undefined): Promise<UploadedImage> {
    return this.upload.uploadImage(owner, file?.buffer);
  }

  /**
   * Logged-in users: multipart, the video in field `file` (MP4, MOV, WebM or Matroska by its
   * content, at most UPLOAD_VIDEO_MAX_BYTES). 201 with where it is served.
   */
  @Post('video')
  @UseInterceptors(VideoFileInterceptor)
  video(@CurrentUser() owner: User, @UploadedFile() file: ReceivedVideo | undefined): Promise<UploadedVideo> {
    return this.upload.uploadVideo(owner, file);
  }
}
