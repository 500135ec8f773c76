import { Injectable } from '@nestjs/common';
import sharp, { type Metadata } from 'sharp';
import { IMAGE_MAX_SIDE } from '@handyq/domain/schemas';
import { sniffImageType, type AcceptedImageType } from './image-type';

/** Images are stored at most this wide and high (larger ones are scaled down to fit). */
export const MAX_IMAGE_SIDE = IMAGE_MAX_SIDE;
/**
 * The most pixels an upload may decode to. A few MB of PNG or GIF can unpack to gigabytes of
 * pixels (a "decompression bomb"); 50 megapixels covers a 48 MP phone camera's photo.
 */
export const MAX_INPUT_PIXELS = 50_000_000;
const QUALITY = 85;

/** The bytes are not one of the accepted image formats. */
export class NotAnImageError extends Error {}
/** The bytes start like an accepted image but do not decode (truncated, corrupt). */
export class UnreadableImageError extends Error {}
/** The image has more than MAX_INPUT_PIXELS pixels. */
export class TooManyPixelsError extends Error {}

export interface EncodedImage {
  contentType: 'image/jpeg' | 'image/webp';
  bytes: Buffer;
  width: number;
  height: number;
}

/** The format sharp decoded the input as, in our names (AVIF is HEIF with AV1 inside). */
function decodedAs(meta: Metadata): AcceptedImageType | undefined {
  switch (meta.format) {
    case 'jpeg':
    case 'png':
    case 'gif':
    case 'webp':
      return meta.format;
    case 'heif':
      return meta.compression === 'av1' ? 'avif' : undefined;
    default:
      return undefined;
  }
}

/**
 * Re-encodes an uploaded image the way it is stored and served: turned upright by its EXIF
 * orientation, scaled down to fit MAX_IMAGE_SIDE (never up), every metadata block dropped
 * (EXIF with its GPS position and camera serial, XMP, IPTC, ICC: the pixels are converted to
 * sRGB), as JPEG, or as WebP when the image has an alpha channel so transparency is kept.
 * An animated GIF or WebP keeps its first frame.
 */
@Injectable()
export class ImageEncoder {
  async encode(input: Buffer): Promise<EncodedImage> {
    const sniffed = sniffImageType(input);
    if (!sniffed) throw new NotAnImageError();
    // failOn 'warning' (sharp's default, said again here): any damage fails rather than
    // half-decoding untrusted input.
    const open = () => sharp(input, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS });
    let meta: Metadata;
    try {
      meta = await open().metadata();
    } catch (err) {
      throw decodeFailure(err);
    }
    // libvips picks its decoder by its own sniffing: it must be the one the bytes claimed.
    if (decodedAs(meta) !== sniffed) throw new NotAnImageError();
    // sharp writes no metadata unless asked to (keepExif, withMetadata, …): none is asked for.
    const pipeline = open()
      .autoOrient()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true });
    try {
      const { data, info } = meta.hasAlpha
        ? await pipeline.webp({ quality: QUALITY }).toBuffer({ resolveWithObject: true })
        : await pipeline.jpeg({ quality: QUALITY }).toBuffer({ resolveWithObject: true });
      return {
        contentType: meta.hasAlpha ? 'image/webp' : 'image/jpeg',
        bytes: data,
        width: info.width,
        height: info.height,
      };
    } catch (err) {
      throw decodeFailure(err);
    }
  }
}

/** What a sharp failure means for the uploader: too many pixels (limitInputPixels), or damage. */
function decodeFailure(err: unknown): Error {
  if (err instanceof Error && /pixel limit/i.test(err.message)) return new TooManyPixelsError();
  return new UnreadableImageError();
}
