/** The video containers an upload may be in; each is also the stored file's extension. */
export const VIDEO_FORMATS = ['mp4', 'mov', 'webm', 'mkv'] as const;
export type VideoFormat = (typeof VIDEO_FORMATS)[number];

/** What GET /api/video/:file answers as Content-Type for each format. */
export const VIDEO_CONTENT_TYPES: Record<VideoFormat, string> = {
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
};

/** How many leading bytes sniffVideoType needs at most (a shorter file is judged on all of it). */
export const VIDEO_SNIFF_BYTES = 256;

const ascii = (buf: Buffer, start: number, end: number) => buf.toString('latin1', start, end);

/**
 * The video format the bytes start like, or undefined. The name and type a browser sends are
 * the user's to choose, so they are never looked at:
 * - ISO-BMFF (MP4, MOV, M4V, 3GP, DASH, …): an `ftyp` box at offset 4 whose major brand, or
 *   (unless the major brand is an image or audio one) a compatible brand, is a video brand.
 *   QuickTime's brand `qt  ` is a .mov, the rest .mp4.
 * - EBML (Matroska, WebM): the magic 1A 45 DF A3 and a header whose DocType element says
 *   `webm` or `matroska`.
 */
export function sniffVideoType(buf: Buffer): VideoFormat | undefined {
  return sniffIsoBmff(buf) ?? sniffEbml(buf);
}

/** ISO-BMFF brands of video files (ISO/IEC 14496-12/14/15, QuickTime, 3GPP, DASH/CMAF). */
const VIDEO_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'iso7',
  'iso9',
  'mp41',
  'mp42',
  'mp71',
  'avc1',
  'qt  ',
  'M4V ',
  'M4VH',
  'M4VP',
  'dash',
  'msdh',
  'msix',
  'cmfc',
  'cmf2',
  'mmp4',
  'MSNV',
  'f4v ',
  'XAVC',
  '3gp4',
  '3gp5',
  '3gp6',
  '3gp7',
  '3gp8',
  '3gp9',
  '3g2a',
  '3g2b',
  '3g2c',
]);

/**
 * ISO-BMFF brands that say the file is a still image, an image sequence or audio only (HEIF,
 * AVIF, M4A audiobooks, JPEG 2000): such a major brand refuses the file, whatever it lists.
 */
const NOT_VIDEO_BRANDS = new Set([
  'avif',
  'avis',
  'mif1',
  'mif2',
  'msf1',
  'miaf',
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'hevm',
  'hevs',
  'M4A ',
  'M4B ',
  'M4P ',
  'F4A ',
  'F4B ',
  'jp2 ',
  'jpx ',
  'jpm ',
  'crx ',
]);

function sniffIsoBmff(buf: Buffer): VideoFormat | undefined {
  if (buf.length < 16 || ascii(buf, 4, 8) !== 'ftyp') return undefined;
  const boxSize = buf.readUInt32BE(0);
  // A box holds at least its header, the major brand and the minor version.
  if (boxSize < 16) return undefined;
  // major brand at 8, minor version at 12, compatible brands from 16 to the end of the box.
  const major = ascii(buf, 8, 12);
  const compatible: string[] = [];
  for (let at = 16; at + 4 <= Math.min(boxSize, buf.length); at += 4) compatible.push(ascii(buf, at, at + 4));
  const isVideo =
    VIDEO_BRANDS.has(major) || (!NOT_VIDEO_BRANDS.has(major) && compatible.some((b) => VIDEO_BRANDS.has(b)));
  if (!isVideo) return undefined;
  return major === 'qt  ' ? 'mov' : 'mp4';
}

const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
const EBML_DOCTYPE_ID = 0x4282;

/**
 * An EBML variable-length integer at `at`: its length comes from the first byte's leading zero
 * bits (1–8 bytes). Element ids keep that length marker, sizes drop it. Undefined when the
 * buffer ends first or the first byte is 0 (no valid length).
 */
function readVint(
  buf: Buffer,
  at: number,
  keepMarker: boolean,
): { value: number; length: number } | undefined {
  const first = buf[at];
  if (first === undefined || first === 0) return undefined;
  const length = Math.clz32(first) - 23;
  if (at + length > buf.length) return undefined;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + buf[at + i]!;
  return { value, length };
}

function sniffEbml(buf: Buffer): VideoFormat | undefined {
  if (buf.length < 5 || !buf.subarray(0, 4).equals(EBML_MAGIC)) return undefined;
  const headerSize = readVint(buf, 4, false);
  if (!headerSize) return undefined;
  const start = 4 + headerSize.length;
  const end = start + headerSize.value;
  // Walk the header's elements (EBMLVersion, …, DocType, …) for the DocType.
  let at = start;
  while (at < end) {
    const id = readVint(buf, at, true);
    if (!id) return undefined;
    const size = readVint(buf, at + id.length, false);
    if (!size) return undefined;
    const dataAt = at + id.length + size.length;
    if (id.value === EBML_DOCTYPE_ID) {
      if (dataAt + size.value > buf.length) return undefined;
      // A string element may be padded with NULs.
      const docType = ascii(buf, dataAt, dataAt + size.value).replace(/\0+$/, '');
      if (docType === 'webm') return 'webm';
      if (docType === 'matroska') return 'mkv';
      return undefined;
    }
    at = dataAt + size.value;
  }
  // No DocType (EBML would default to "matroska", but every muxer writes one): not taken.
  return undefined;
}
