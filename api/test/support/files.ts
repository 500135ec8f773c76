import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** A small solid-colour PNG, for tests that need any real image to upload. */
export function tinyPng(background = '#0b6e69', size = 8): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background } })
    .png()
    .toBuffer();
}

/** An ISO-BMFF box: 32-bit size, type, body. */
export function isoBox(type: string, body: Buffer): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + body.length);
  return Buffer.concat([size, Buffer.from(type, 'latin1'), body]);
}

/**
 * The smallest MP4 the server takes: an `ftyp` box of brand isom, a movie header (`moov` with
 * its `mvhd`), then an `mdat` box holding `payload`.
 */
export function tinyMp4(payload: Buffer = Buffer.alloc(0)): Buffer {
  return Buffer.concat([
    isoBox('ftyp', Buffer.from('isom\0\0\x02\0isomiso2avc1mp41', 'latin1')),
    isoBox('moov', isoBox('mvhd', Buffer.alloc(100))),
    isoBox('mdat', payload),
  ]);
}

/** The app's own demo clip (11.6 KB), made by a real muxer: what a phone's video looks like. */
export function realMp4(): Buffer {
  return fs.readFileSync(path.join(__dirname, '../../../shell/src/assets/coach-kit.mp4'));
}
