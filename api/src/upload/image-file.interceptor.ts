import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type AppConfig } from '../config';
import { OneFileInterceptor } from './one-file.interceptor';
import { UPLOAD_MESSAGES } from './upload.service';

/** An image upload: one file, kept in memory, at most UPLOAD_IMAGE_MAX_BYTES. */
@Injectable()
export class ImageFileInterceptor extends OneFileInterceptor {
  constructor(@Inject(CONFIG) config: AppConfig) {
    super(config.uploadImageMaxBytes, UPLOAD_MESSAGES.tooLarge);
  }
}
