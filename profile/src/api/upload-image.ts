import { uploadedImageSchema } from '@handyq/domain/schemas';
import { uploadForm } from '@handyq/web/server';

/**
 * Uploads an image; `onProgress` gets 0–1 while it goes up. Answers the image's URL (the
 * server re-encodes it and strips its metadata).
 */
export async function uploadImage(image: Blob, onProgress: (fraction: number) => void): Promise<string> {
  const body = new FormData();
  body.append('file', image, 'picture.jpg');
  return uploadedImageSchema.parse(await uploadForm('upload/image', body, onProgress)).url;
}
