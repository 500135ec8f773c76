import sharp from 'sharp';

/** A small solid-colour PNG, for tests that need any real image to upload. */
export function tinyPng(background = '#0b6e69', size = 8): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background } })
    .png()
    .toBuffer();
}
