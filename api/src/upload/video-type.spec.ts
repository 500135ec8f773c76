import fs from 'node:fs';
import path from 'node:path';
import { isWholeContainer, sniffVideoType, type VideoFormat } from './video-type';

/** An ISO-BMFF `ftyp` box (major brand, minor version 0, compatible brands), then an empty `mdat`. */
function ftyp(major: string, ...compatible: string[]): Buffer {
  const body = Buffer.from(major + '\0\0\0\0' + compatible.join(''), 'latin1');
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + body.length);
  return Buffer.concat([size, Buffer.from('ftyp'), body, Buffer.from('\0\0\0\x08mdat', 'latin1')]);
}

/** An EBML header naming `docType`, then the start of a Segment. */
function ebml(docType: string): Buffer {
  const el = (id: number[], data: Buffer) => Buffer.from([...id, 0x80 | data.length, ...data]);
  const fields = Buffer.concat([
    el([0x42, 0x86], Buffer.from([1])),
    el([0x42, 0xf7], Buffer.from([1])),
    el([0x42, 0x82], Buffer.from(docType, 'latin1')),
    el([0x42, 0x87], Buffer.from([2])),
  ]);
  return Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | fields.length]),
    fields,
    Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0, 0, 0, 0, 0, 0, 0]),
  ]);
}

describe(sniffVideoType.name, () => {
  it('knows MP4 and MOV by their ftyp brands', () => {
    expect(sniffVideoType(ftyp('isom', 'isom', 'iso2', 'avc1', 'mp41'))).toBe('mp4');
    expect(sniffVideoType(ftyp('mp42', 'mp42', 'isom'))).toBe('mp4');
    expect(sniffVideoType(ftyp('M4V ', 'M4V ', 'M4A ', 'mp42', 'isom'))).toBe('mp4');
    expect(sniffVideoType(ftyp('dash', 'iso6', 'mp41'))).toBe('mp4');
    expect(sniffVideoType(ftyp('3gp5', '3gp5', 'isom'))).toBe('mp4');
    expect(sniffVideoType(ftyp('qt  ', 'qt  '))).toBe('mov');
    // An unknown major brand counts by its compatible ones.
    expect(sniffVideoType(ftyp('xyz1', 'isom'))).toBe('mp4');
  });

  it('knows WebM and Matroska by their EBML DocType', () => {
    expect(sniffVideoType(ebml('webm'))).toBe('webm');
    expect(sniffVideoType(ebml('matroska'))).toBe('mkv');
  });

  it('refuses images, audio and anything else', () => {
    expect(sniffVideoType(ftyp('avif', 'avif', 'mif1', 'miaf'))).toBeUndefined();
    expect(sniffVideoType(ftyp('heic', 'mif1', 'heic'))).toBeUndefined();
    expect(sniffVideoType(ftyp('M4A ', 'M4A ', 'mp42', 'isom'))).toBeUndefined();
    expect(sniffVideoType(ftyp('xyz1', 'xyz2'))).toBeUndefined();
    expect(sniffVideoType(ebml('mka2'))).toBeUndefined();
    expect(sniffVideoType(Buffer.from('\x89PNG\r\n\x1a\n\0\0\0\rIHDR', 'latin1'))).toBeUndefined();
    expect(sniffVideoType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]))).toBeUndefined();
    expect(sniffVideoType(Buffer.from('RIFF\x10\0\0\0AVI LIST', 'latin1'))).toBeUndefined();
    expect(sniffVideoType(Buffer.from('<html><body>ftyp isom</body></html>'))).toBeUndefined();
    expect(sniffVideoType(Buffer.alloc(0))).toBeUndefined();
  });

  it('refuses a header cut short or malformed', () => {
    expect(sniffVideoType(ftyp('isom').subarray(0, 12))).toBeUndefined();
    const tooSmall = ftyp('isom', 'isom');
    tooSmall.writeUInt32BE(8, 0);
    expect(sniffVideoType(tooSmall)).toBeUndefined();
    expect(sniffVideoType(ebml('webm').subarray(0, 12))).toBeUndefined();
    expect(sniffVideoType(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80]))).toBeUndefined();
    expect(sniffVideoType(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x00, 0x00]))).toBeUndefined();
  });
});

/** isWholeContainer over an in-memory file. */
const whole = (format: VideoFormat, file: Buffer) =>
  isWholeContainer(format, file.length, async (at, n) => file.subarray(at, at + n));

/** An ISO-BMFF box with a 32-bit size. */
const box = (type: string, body: Buffer) => {
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + body.length);
  return Buffer.concat([size, Buffer.from(type, 'latin1'), body]);
};

/** A movie header box: what every playable ISO-BMFF file has (sizes and tracks inside). */
const moov = () => box('moov', box('mvhd', Buffer.alloc(100)));

/** The app's own demo clip, made by a real muxer (ffmpeg): ftyp, moov, free, mdat. */
const realMp4 = () => fs.readFileSync(path.join(__dirname, '../../../shell/src/assets/coach-kit.mp4'));

describe(isWholeContainer.name, () => {
  it('takes an ISO-BMFF movie whose top-level boxes run exactly to its end', async () => {
    expect(await whole('mp4', realMp4())).toBe(true);
    expect(
      await whole('mp4', Buffer.concat([ftyp('isom', 'isom'), moov(), box('mdat', Buffer.alloc(1000))])),
    ).toBe(true);
    // A 64-bit size, and a last box of size 0 (to the end of the file).
    const large = Buffer.concat([
      Buffer.from([0, 0, 0, 1]),
      Buffer.from('mdat'),
      Buffer.alloc(8),
      Buffer.alloc(84),
    ]);
    large.writeBigUInt64BE(100n, 8);
    expect(await whole('mp4', Buffer.concat([ftyp('isom', 'isom'), moov(), large]))).toBe(true);
    const toEnd = Buffer.concat([Buffer.from([0, 0, 0, 0]), Buffer.from('mdat'), Buffer.alloc(500)]);
    expect(await whole('mov', Buffer.concat([ftyp('qt  ', 'qt  '), moov(), toEnd]))).toBe(true);
  });

  it('takes a fragmented MP4 (a moov, then moof and mdat pairs), as recorders write it', async () => {
    const fragment = () =>
      Buffer.concat([box('moof', box('mfhd', Buffer.alloc(8))), box('mdat', Buffer.alloc(64))]);
    expect(
      await whole('mp4', Buffer.concat([ftyp('iso5', 'iso5', 'dash'), moov(), fragment(), fragment()])),
    ).toBe(true);
  });

  it('refuses ISO-BMFF boxes that hold no movie: no moov, or no mdat with the samples', async () => {
    // ftyp() ends with an empty mdat: a header and a data box, but nothing says what is in it.
    expect(await whole('mp4', ftyp('isom', 'isom'))).toBe(false);
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    expect(await whole('mp4', Buffer.concat([ftyp('isom', 'isom'), box('free', html)]))).toBe(false);
    const headerOnly = Buffer.concat([ftyp('isom', 'isom').subarray(0, -8), moov()]);
    expect(await whole('mp4', headerOnly)).toBe(false);
    const toEndNoMoov = Buffer.concat([
      ftyp('isom', 'isom'),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from('mdat'),
      html,
    ]);
    expect(await whole('mp4', toEndNoMoov)).toBe(false);
  });

  it('refuses an ISO-BMFF header followed by anything else', async () => {
    const movie = () => Buffer.concat([ftyp('isom', 'isom'), moov()]);
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    expect(await whole('mp4', Buffer.concat([movie(), html]))).toBe(false);
    expect(await whole('mp4', Buffer.concat([movie(), Buffer.from([0, 0, 0, 4, 0x6d, 0x64])]))).toBe(false);
    expect(await whole('mp4', Buffer.concat([movie(), box('md\x01t', Buffer.alloc(4))]))).toBe(false);
    // Truncated: the last box says one byte more than the file has.
    expect(await whole('mp4', Buffer.concat([movie(), box('mdat', Buffer.alloc(10))]).subarray(0, -1))).toBe(
      false,
    );
    // A 64-bit size smaller than its own header.
    const tiny64 = Buffer.concat([Buffer.from([0, 0, 0, 1]), Buffer.from('mdat'), Buffer.alloc(8)]);
    tiny64.writeBigUInt64BE(8n, 8);
    expect(await whole('mp4', Buffer.concat([movie(), tiny64]))).toBe(false);
  });

  it('takes a WebM whose Segment fits, or has the unknown size; refuses one without a Segment', async () => {
    expect(await whole('webm', ebml('webm'))).toBe(true);
    const unknown = Buffer.concat([ebml('webm').subarray(0, -8), Buffer.from([0xff]), Buffer.alloc(40)]);
    expect(await whole('webm', unknown)).toBe(true);
    const noSegment = Buffer.concat([
      ebml('webm').subarray(0, -12),
      Buffer.from('<html><body>hi</body></html>'),
    ]);
    expect(await whole('webm', noSegment)).toBe(false);
    const tooLong = Buffer.concat([
      ebml('mkv').subarray(0, -12),
      Buffer.from([0x18, 0x53, 0x80, 0x67, 0x84]),
      Buffer.alloc(2),
    ]);
    expect(await whole('mkv', tooLong)).toBe(false);
  });
});
