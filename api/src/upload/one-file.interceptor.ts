import {
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';

/** The multipart field an uploaded file comes in. */
export const FILE_FIELD = 'file';

/** Nest's multer interceptor for one file in FILE_FIELD. */
const MultipartFile = FileInterceptor(FILE_FIELD);

/** A multer storage engine (multer keeps the file in memory without one). */
export interface StorageEngine {
  _handleFile(req: unknown, file: unknown, cb: (err: unknown, info?: unknown) => void): void;
  _removeFile(req: unknown, file: unknown, cb: (err: unknown) => void): void;
}

/**
 * Reads the multipart body of an upload: one file in FILE_FIELD, at most `maxBytes` (multer
 * stops reading past it), and a few small text fields at most. As an interceptor it runs after
 * the guard, so a visitor's upload is refused before it is read. A file over the cap is a 413
 * that says what the cap is (`tooLarge`); multer's other refusals are Nest's 400s, a storage
 * engine's are its own.
 */
export abstract class OneFileInterceptor implements NestInterceptor {
  private readonly multipart: NestInterceptor;

  protected constructor(
    private readonly maxBytes: number,
    private readonly tooLarge: (maxBytes: number) => string,
    storage?: StorageEngine,
  ) {
    this.multipart = new MultipartFile({
      ...(storage ? { storage } : {}),
      limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 10 * 1024, parts: 11 },
    });
  }

  async intercept(ctx: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      // Rejects while the body is read (multer's errors, already Nest exceptions); the
      // handler's own errors travel in the observable it resolves to, untouched.
      return await this.multipart.intercept(ctx, next);
    } catch (err) {
      // Multer's only 413 is the file size limit; its message ('File too large') names no size.
      if (err instanceof PayloadTooLargeException)
        throw new PayloadTooLargeException(this.tooLarge(this.maxBytes));
      throw err;
    }
  }
}
