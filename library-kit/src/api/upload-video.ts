import { uploadedVideoSchema } from '@handyq/domain/schemas';
import { uploadForm } from '@handyq/web/server';

export const VIDEO_UPLOAD_FAILED = 'Video upload failed';

/**
 * Uploads a library item's video (multipart field `file`); `onProgress` gets 0–1 while it goes
 * up. Answers the URL the video is served at. Any failure (a non-ok answer, no connection, an
 * answer of another shape) throws 'Video upload failed', the server's reason kept as `cause`.
 */
export async function uploadVideo(file: File, onProgress: (fraction: number) => void): Promise<string> {
  const body = new FormData();
  body.append('file', file, file.name);
  try {
    return uploadedVideoSchema.parse(await uploadForm('upload/video', body, onProgress)).url;
  } catch (err) {
    throw new Error(VIDEO_UPLOAD_FAILED, { cause: err });
  }
}
