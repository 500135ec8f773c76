import type { Response } from 'express';

/**
 * What a stored upload (an image or a video) is answered with, over the app-wide policy: inert
 * whatever its bytes are (no script, no plugin, no same-origin document), never sniffed.
 */
export const UPLOAD_CSP = "default-src 'none'; sandbox";

export function setUploadHeaders(res: Response): void {
  res.setHeader('Content-Security-Policy', UPLOAD_CSP);
  res.setHeader('X-Content-Type-Options', 'nosniff');
}
