import { randomBytes } from 'node:crypto';
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

/** An EBML header naming `docType` (what a Matroska or WebM file starts with). */
function ebml(docType: string): Buffer {
  const el = (id: number[], data: Buffer) => Buffer.from([...id, 0x80 | data.length, ...data]);
  const fields = Buffer.concat([
    el([0x42, 0x86], Buffer.from([1])),
    el([0x42, 0xf7], Buffer.from([1])),
    el([0x42, 0x82], Buffer.from(docType, 'latin1')),
    el([0x42, 0x87], Buffer.from([2])),
  ]);
  return Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | fields.length]), fields]);
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

/** An EBML element: its id bytes, an 8-byte size (or "unknown": all ones), its data. */
function element(id: number[], data: Buffer, size: 'known' | 'unknown' = 'known'): Buffer {
  const sizeBytes = Buffer.alloc(8, size === 'known' ? 0 : 0xff);
  sizeBytes[0] = 0x01; // the length marker: an 8-byte size
  if (size === 'known') sizeBytes.writeUIntBE(data.length, 2, 6);
  return Buffer.concat([Buffer.from(id), sizeBytes, data]);
}
const info = () => element([0x15, 0x49, 0xa9, 0x66], Buffer.from([0x2a, 0xd7, 0xb1, 0x83, 0x0f, 0x42, 0x40]));
const tracks = () => element([0x16, 0x54, 0xae, 0x6b], Buffer.from([0xae, 0x83, 0xd7, 0x81, 0x01]));
/** A Cluster of known size: a timestamp, then a SimpleBlock of `n` bytes. */
const cluster = (n: number) =>
  element(
    [0x1f, 0x43, 0xb6, 0x75],
    Buffer.concat([Buffer.from([0xe7, 0x81, 0x00, 0xa3, 0x80 | n]), randomBytes(n)]),
  );
/** A Segment holding `children`, of their total size or of unknown size. */
const segment = (children: Buffer[], size: 'known' | 'unknown' = 'known') =>
  element([0x18, 0x53, 0x80, 0x67], Buffer.concat(children), size);

/** A file Chromium's MediaRecorder wrote (a canvas, 1.5 s). */
const recorded = (name: string) => fs.readFileSync(path.join(__dirname, '../../test/fixtures', name));

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
    // Ten minutes recorded in 100 ms fragments.
    const long = Array.from({ length: 6000 }, fragment);
    expect(await whole('mp4', Buffer.concat([ftyp('iso5', 'iso5'), moov(), ...long]))).toBe(true);
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

  it('takes what Chromium records (MediaRecorder): WebM, Matroska and fragmented MP4', async () => {
    for (const [format, name] of [
      ['webm', 'recorded-vp8.webm'],
      ['mkv', 'recorded-h264.mkv'],
      ['mp4', 'recorded-fragmented.mp4'],
    ] as const) {
      const file = recorded(name);
      expect(sniffVideoType(file)).toBe(format);
      expect(await whole(format, file)).toBe(true);
    }
  });

  it('takes a WebM whose Segment holds Info, Tracks and Clusters, with known or unknown sizes', async () => {
    const movie = [info(), tracks(), cluster(40), cluster(40)];
    expect(await whole('webm', Buffer.concat([ebml('webm'), segment(movie)]))).toBe(true);
    expect(await whole('webm', Buffer.concat([ebml('webm'), segment(movie, 'unknown')]))).toBe(true);
    // A live recording: the last cluster's size is unknown too; it runs to the end of the file.
    const live = [info(), tracks(), element([0x1f, 0x43, 0xb6, 0x75], randomBytes(300), 'unknown')];
    expect(await whole('mkv', Buffer.concat([ebml('matroska'), segment(live, 'unknown')]))).toBe(true);
  });

  it('refuses a WebM whose Segment is missing, too long, or holds no movie', async () => {
    const html = Buffer.from('<html><body><script>alert(1)</script></body></html>');
    expect(await whole('webm', Buffer.concat([ebml('webm'), html]))).toBe(false);
    const tooLong = segment([info(), tracks(), cluster(40)]).subarray(0, -1);
    expect(await whole('mkv', Buffer.concat([ebml('matroska'), tooLong]))).toBe(false);
    // A Segment of unknown size followed by a page, or by a header and no cluster.
    expect(await whole('webm', Buffer.concat([ebml('webm'), segment([], 'unknown'), html]))).toBe(false);
    expect(await whole('webm', Buffer.concat([ebml('webm'), segment([info(), tracks()])]))).toBe(false);
    expect(await whole('webm', Buffer.concat([ebml('webm'), segment([tracks(), cluster(40)])]))).toBe(false);
    // Only a Cluster may have an unknown size; a child may not run past its Segment.
    const unknownTracks = element([0x16, 0x54, 0xae, 0x6b], Buffer.alloc(8), 'unknown');
    expect(await whole('webm', Buffer.concat([ebml('webm'), segment([info(), unknownTracks])]))).toBe(false);
    const overrun = Buffer.concat([segment([info(), tracks(), cluster(40)]), cluster(40)]);
    overrun.writeUInt8(overrun.readUInt8(11) - 1, 11); // the segment now ends inside its last cluster
    expect(await whole('webm', Buffer.concat([ebml('webm'), overrun]))).toBe(false);
  });
});
