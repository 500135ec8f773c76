import {
  Inject,
  Injectable,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import { CONFIG, type AppConfig } from '../config';
import { UPLOAD_MESSAGES } from './upload.service';

/** The multipart field the image comes in. */
export const IMAGE_FIELD = 'file';

/** Nest's multer interceptor for one file in IMAGE_FIELD, kept in memory (multer's default). */
const MultipartFile = FileInterceptor(IMAGE_FIELD);

/**
 * Reads the multipart body of an image upload: one file in IMAGE_FIELD, at most
 * UPLOAD_IMAGE_MAX_BYTES (multer stops reading past it), and a few small text fields at most.
 * It runs after the guard, so a visitor's upload is refused before it is read. A file over the
 * cap is a 413 that says what the cap is; multer's other refusals are Nest's 400s.
 */
@Injectable()
export class ImageFileInterceptor implements NestInterceptor {
  private readonly multipart: NestInterceptor;
  private readonly maxBytes: number;

  constructor(@Inject(CONFIG) config: AppConfig) {
    this.maxBytes = config.uploadImageMaxBytes;
    this.multipart = new MultipartFile({
      limits: { fileSize: this.maxBytes, files: 1, fields: 10, fieldSize: 10 * 1024, parts: 11 },
    });
  }

  async intercept(ctx: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      // Rejects while the body is read (multer's errors, already Nest exceptions); the
      // handler's own errors travel in the observable it resolves to, untouched.
      return await this.multipart.intercept(ctx, next);
    } catch (err) {
      // Multer's only 413 is the file size limit; its message ('File too large') names no size.
      if (err instanceof PayloadTooLargeException) {
        throw new PayloadTooLargeException(UPLOAD_MESSAGES.tooLarge(this.maxBytes));
      }
      throw err;
    }
  }
}
