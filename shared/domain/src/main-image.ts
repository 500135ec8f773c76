// Which of an item's images is its main one: a rule the API, the demo and the item editor all
// apply, so it lives here, free of zod and of the server (on @handyq/domain, which every kit has).

/**
 * Exactly one main image when there are any: the first marked one, else the first. Rows that
 * already say the right thing come back as the same objects.
 */
export function withOneMainImage<T extends { isMain: boolean }>(images: readonly T[]): T[] {
  const main = Math.max(
    0,
    images.findIndex((img) => img.isMain),
  );
  return images.map((img, i) => (img.isMain === (i === main) ? img : { ...img, isMain: i === main }));
}
