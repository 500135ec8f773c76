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
 * bits (1–8 bytes). Element ids keep that length marker, sizes drop it. `allOnes`: every value
 * bit is set, which for a size means "unknown". Undefined when the buffer ends first or the
 * first byte is 0 (no valid length).
 */
function readVint(
  buf: Buffer,
  at: number,
  keepMarker: boolean,
): { value: number; length: number; allOnes: boolean } | undefined {
  const first = buf[at];
  if (first === undefined || first === 0) return undefined;
  const length = Math.clz32(first) - 23;
  if (at + length > buf.length) return undefined;
  const mask = 0xff >> length;
  let value = keepMarker ? first : first & mask;
  let allOnes = (first & mask) === mask;
  for (let i = 1; i < length; i++) {
    value = value * 256 + buf[at + i]!;
    allOnes &&= buf[at + i] === 0xff;
  }
  return { value, length, allOnes };
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

/** Reads `length` bytes at `position` of a stored file (fewer at its end). */
export type ReadAt = (position: number, length: number) => Promise<Buffer>;

/**
 * More top-level boxes than any real video has (a fragmented recording writes a moof and an
 * mdat per fragment: an hour in 100 ms fragments is 72,000): such a file is refused unread.
 */
const MAX_TOP_LEVEL_BOXES = 100_000;
const BOX_TYPE = /^[\x20-\x7e]{4}$/;
const EBML_SEGMENT_ID = 0x18538067;
const EBML_CLUSTER_ID = 0x1f43b675;
/** More Segment children than a long recording's clusters, cues and headers: refused unread. */
const MAX_SEGMENT_CHILDREN = 100_000;

/**
 * The Segment children a playable Matroska/WebM file has: Info (timescale, duration), Tracks
 * (what each stream is and its codec) and at least one Cluster (the frames).
 */
const MOVIE_ELEMENTS = [0x1549a966, 0x1654ae6b, EBML_CLUSTER_ID];

/**
 * Whether the whole stored file is built like its format, not just its first bytes: an `ftyp`
 * header followed by anything (a web page) passes the sniff but not this.
 * - ISO-BMFF: the top-level boxes, one after another, each with a sane size and a printable
 *   type (64-bit sizes and a last box running to the end allowed), ending exactly at the end,
 *   among them a movie header (`moov`) and media data (`mdat`).
 * - EBML: after the EBML header, a Segment whose size fits in the file (or is "unknown", as
 *   live muxers write it), holding Info, Tracks and Clusters, one after another to its end.
 */
export async function isWholeContainer(format: VideoFormat, size: number, readAt: ReadAt): Promise<boolean> {
  return format === 'webm' || format === 'mkv' ? isWholeEbml(size, readAt) : isWholeIsoBmff(size, readAt);
}

/**
 * The top-level boxes a playable movie has: `moov` says what the movie is (its tracks, codecs
 * and where each sample lies) and `mdat` holds the samples. A fragmented MP4 (what recorders
 * and DASH write) has a `moov` too, then `moof`/`mdat` pairs: its samples are in mdat boxes as
 * well. Without either, the file plays nothing, whatever else it carries.
 */
const MOVIE_BOXES = ['moov', 'mdat'];

async function isWholeIsoBmff(size: number, readAt: ReadAt): Promise<boolean> {
  const types = await topLevelBoxTypes(size, readAt);
  return types !== undefined && MOVIE_BOXES.every((t) => types.has(t));
}

/**
 * The types of the top-level boxes, walked from the start to exactly the end of the file, or
 * undefined when the chain breaks: a size smaller than a box header, a type that is not four
 * printable characters, a box running past the end or stopping short of it.
 */
async function topLevelBoxTypes(size: number, readAt: ReadAt): Promise<Set<string> | undefined> {
  const types = new Set<string>();
  let at = 0;
  for (let boxes = 0; at < size; boxes++) {
    if (boxes >= MAX_TOP_LEVEL_BOXES || size - at < 8) return undefined;
    const head = await readAt(at, 16);
    const type = ascii(head, 4, 8);
    if (head.length < 8 || !BOX_TYPE.test(type)) return undefined;
    types.add(type);
    let boxSize = head.readUInt32BE(0);
    if (boxSize === 0) return types; // the last box runs to the end of the file
    if (boxSize === 1) {
      if (head.length < 16) return undefined;
      boxSize = Number(head.readBigUInt64BE(8));
      if (boxSize < 16) return undefined;
    } else if (boxSize < 8) {
      return undefined;
    }
    at += boxSize;
  }
  return at === size ? types : undefined;
}

async function isWholeEbml(size: number, readAt: ReadAt): Promise<boolean> {
  const head = await readAt(0, 64);
  const headerSize = readVint(head, 4, false);
  if (!headerSize) return false;
  const segment = await readElementHead(4 + headerSize.length + headerSize.value, readAt);
  if (!segment || segment.id !== EBML_SEGMENT_ID) return false;
  const end = segment.size === undefined ? size : segment.dataAt + segment.size;
  if (end > size) return false;
  const ids = await segmentChildIds(segment.dataAt, end, readAt);
  return ids !== undefined && MOVIE_ELEMENTS.every((id) => ids.has(id));
}

/** An EBML element's id, where its data starts and its size (undefined: unknown). */
async function readElementHead(
  at: number,
  readAt: ReadAt,
): Promise<{ id: number; dataAt: number; size: number | undefined } | undefined> {
  const buf = await readAt(at, 12); // an id is at most 4 bytes, a size at most 8
  const id = readVint(buf, 0, true);
  if (!id || id.length > 4) return undefined;
  const size = readVint(buf, id.length, false);
  if (!size) return undefined;
  return { id: id.value, dataAt: at + id.length + size.length, size: size.allOnes ? undefined : size.value };
}

/**
 * The ids of a Segment's children, walked from `start` to exactly `end`, or undefined when the
 * chain breaks. A Cluster of unknown size (a live recording's, as MediaRecorder writes) runs on
 * to where the next one starts, which only its own children tell: the walk ends there, taking
 * the rest as frames. No other child may have an unknown size.
 */
async function segmentChildIds(start: number, end: number, readAt: ReadAt): Promise<Set<number> | undefined> {
  const ids = new Set<number>();
  let at = start;
  for (let children = 0; at < end; children++) {
    if (children >= MAX_SEGMENT_CHILDREN) return undefined;
    const child = await readElementHead(at, readAt);
    if (!child) return undefined;
    ids.add(child.id);
    if (child.size === undefined) return child.id === EBML_CLUSTER_ID ? ids : undefined;
    at = child.dataAt + child.size;
  }
  return at === end ? ids : undefined;
}
