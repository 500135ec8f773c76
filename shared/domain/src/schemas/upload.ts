import { z } from 'zod';

/** The server keeps a picture at most this many pixels wide and high: scaled down to fit, never up. */
export const IMAGE_MAX_SIDE = 2048;

/**
 * POST /api/upload/image (logged in, multipart field `file`): where the stored image is served
 * (a path on this server, `/api/media/<id>`) and its size in pixels after re-encoding.
 */
export const uploadedImageSchema = z.object({
  url: z.string().regex(/^\/api\/media\/[\w-]+$/),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
