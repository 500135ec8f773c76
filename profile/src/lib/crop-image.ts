export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The side of the saved profile picture, in pixels: sharp on any phone, small to upload. */
export const PICTURE_SIZE = 512;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('The file could not be read as an image'));
    img.src = src;
  });
}

/** Cuts `area` out of the image at `src` and answers it as a square JPEG. */
export async function cropToJpeg(src: string, area: PixelArea, size = PICTURE_SIZE): Promise<Blob> {
  const img = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No canvas');
  // JPEG has no transparency: a transparent PNG gets a white background, not a black one.
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, size, size);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(img, area.x, area.y, area.width, area.height, 0, 0, size, size);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (b) => (b ? resolve(b) : reject(new Error('Could not encode the picture'))),
      'image/jpeg',
      0.9,
    ),
  );
}
