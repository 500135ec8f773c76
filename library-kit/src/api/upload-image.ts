import { uploadedImageSchema, type UploadedImage } from '@handyq/domain/schemas';
import { uploadForm } from '@handyq/web/server';

export const IMAGE_UPLOAD_FAILED = 'Image upload failed';

/**
 * Uploads a library item's image (multipart field `file`); `onProgress` gets 0–1 while it goes
 * up. Answers where the server stores it (re-encoded, metadata stripped) and its size.
 */
export async function uploadImage(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadedImage> {
  const body = new FormData();
  body.append('file', file, file.name);
  return uploadedImageSchema.parse(await uploadForm('upload/image', body, onProgress));
}
