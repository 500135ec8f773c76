// What an item shows of its media: the card's picture and the view page's carousel.

interface Image {
  url: string;
  caption?: string;
  isMain?: boolean;
}
interface Video {
  url: string;
  caption?: string;
}

/** The picture of an item: its main image, else its first, else none (the caller's placeholder). */
export function mainImage(images: readonly Image[] | undefined): string | undefined {
  if (!images?.length) return undefined;
  return (images.find((i) => i.isMain) ?? images[0])!.url;
}

export interface Slide {
  kind: 'video' | 'image';
  url: string;
  caption: string;
}

/** The carousel's slides: the videos, then the images, each with its caption. */
export function slidesOf(
  videos: readonly Video[] | undefined,
  images: readonly Image[] | undefined,
): Slide[] {
  return [
    ...(videos ?? []).map((v) => ({ kind: 'video' as const, url: v.url, caption: v.caption ?? '' })),
    ...(images ?? []).map((i) => ({ kind: 'image' as const, url: i.url, caption: i.caption ?? '' })),
  ];
}

/** The slide `step` places away from `index`, wrapping around at either end. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
