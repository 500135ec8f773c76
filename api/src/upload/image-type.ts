/** The image formats an upload may be in. */
export const ACCEPTED_IMAGE_TYPES = ['jpeg', 'png', 'gif', 'webp', 'avif'] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

const ascii = (buf: Buffer, start: number, end: number) => buf.toString('latin1', start, end);

/**
 * The accepted image format the bytes start like (their magic bytes), or undefined. The name
 * and type a browser sends are the user's to choose, so they are never looked at; and only
 * these formats' decoders ever see an upload (not SVG, PDF, TIFF or the other loaders libvips
 * has).
 */
export function sniffImageType(buf: Buffer): AcceptedImageType | undefined {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (buf.length >= 6 && /^GIF8[79]a$/.test(ascii(buf, 0, 6))) return 'gif';
  if (buf.length >= 12 && ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 12) === 'WEBP') return 'webp';
  if (isAvif(buf)) return 'avif';
  return undefined;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * AVIF is an ISO-BMFF file whose first box is `ftyp`, naming avif (still) or avis (sequence)
 * as its major brand or one of its compatible brands.
 */
function isAvif(buf: Buffer): boolean {
  if (buf.length < 16 || ascii(buf, 4, 8) !== 'ftyp') return false;
  const boxEnd = Math.min(buf.readUInt32BE(0), buf.length);
  // major brand at 8, minor version at 12, compatible brands from 16 to the end of the box.
  const brands = [ascii(buf, 8, 12)];
  for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(buf, at, at + 4));
  return brands.some((b) => b === 'avif' || b === 'avis');
}
