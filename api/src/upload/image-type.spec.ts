import { sniffImageType } from './image-type';

/** An ISO-BMFF `ftyp` box: major brand, minor version 0, compatible brands. */
function ftyp(major: string, ...compatible: string[]): Buffer {
  const body = Buffer.from(major + '\0\0\0\0' + compatible.join(''), 'latin1');
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + body.length);
  return Buffer.concat([size, Buffer.from('ftyp'), body, Buffer.alloc(16)]);
}

describe(sniffImageType.name, () => {
  it('knows the accepted formats by their first bytes', () => {
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('jpeg');
    expect(sniffImageType(Buffer.from('\x89PNG\r\n\x1a\n....', 'latin1'))).toBe('png');
    expect(sniffImageType(Buffer.from('GIF89a....'))).toBe('gif');
    expect(sniffImageType(Buffer.from('GIF87a....'))).toBe('gif');
    expect(sniffImageType(Buffer.from('RIFF\x10\0\0\0WEBPVP8 ', 'latin1'))).toBe('webp');
    expect(sniffImageType(ftyp('avif', 'mif1', 'miaf'))).toBe('avif');
    expect(sniffImageType(ftyp('mif1', 'avif'))).toBe('avif');
  });

  it('refuses everything else, including formats libvips could decode', () => {
    expect(sniffImageType(ftyp('heic', 'mif1', 'heic'))).toBeUndefined();
    expect(sniffImageType(ftyp('isom', 'mp41'))).toBeUndefined();
    expect(sniffImageType(Buffer.from('RIFF\x10\0\0\0WAVEfmt ', 'latin1'))).toBeUndefined();
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffImageType(Buffer.from('II*\0\x08\0\0\0', 'latin1'))).toBeUndefined();
    expect(sniffImageType(Buffer.from('%PDF-1.7'))).toBeUndefined();
    expect(sniffImageType(Buffer.alloc(0))).toBeUndefined();
    expect(sniffImageType(Buffer.from([0xff, 0xd8]))).toBeUndefined();
  });
});
