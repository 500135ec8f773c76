// Demo mode's /api/upload: a picture is drawn smaller by the browser and kept on the device
// under its own `/api/media/<id>`; a video is refused (too big for browser storage).
import { DEMO_TEXTS as DEMO_MESSAGES } from '@handyq/domain/demo-texts';
import type { LocalContext } from './context';
import { LocalHttpError, route, type LocalRoute } from './http';

/**
 * The demo keeps a picture at most this many pixels a side, less than the server's
 * IMAGE_MAX_SIDE (2048): its pictures are data URLs in localStorage, a few megabytes for the
 * whole site. A phone's photo at 1280 a side is a data URL of about 300 KB; at 2048 it would
 * be two and a half times that, and the demo full after a handful of pictures.
 */
export const DEMO_IMAGE_MAX_SIDE = 1280;

/** The size a picture is kept at: scaled to fit `max` a side, never up (the server's rule). */
export function fitInside(width: number, height: number, max: number) {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export function uploadRoutes(ctx: LocalContext): LocalRoute[] {
  const notAnImage = () => new LocalHttpError(400, DEMO_MESSAGES.notAnImage);
  return [
    route('POST', '/api/upload/image', async (req) => {
      await ctx.mustLogIn(req);
      const images = ctx.options.images;
      const file = req.body instanceof FormData ? req.body.get('file') : null;
      if (!images || !(file instanceof Blob)) throw notAnImage();
      let size: { width: number; height: number };
      let dataUrl: string;
      try {
        size = await images.measure(file);
      } catch {
        throw notAnImage();
      }
      const { width, height } = fitInside(size.width, size.height, DEMO_IMAGE_MAX_SIDE);
      try {
        dataUrl = await images.encode(file, width, height);
      } catch {
        throw notAnImage();
      }
      const id = (ctx.options.newMediaId ?? (() => crypto.randomUUID()))();
      images.keep(id, dataUrl);
      return { status: 201, body: { url: `/api/media/${id}`, width, height } };
    }),
    route('POST', '/api/upload/video', async (req) => {
      await ctx.mustLogIn(req);
      throw new LocalHttpError(400, DEMO_MESSAGES.noVideos);
    }),
  ];
}
