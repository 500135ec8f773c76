import { withOneMainImage } from './main-image';

const images = (...isMain: boolean[]) => isMain.map((m, i) => ({ url: `/api/media/${i}`, isMain: m }));
const mains = (list: { isMain: boolean }[]) => list.map((i) => i.isMain);

describe('withOneMainImage', () => {
  it('makes the first image main when none is', () => {
    expect(mains(withOneMainImage(images(false, false, false)))).toEqual([true, false, false]);
  });

  it('keeps only the first of several marked main', () => {
    expect(mains(withOneMainImage(images(false, true, true)))).toEqual([false, true, false]);
  });

  it('leaves no images as none, and rows already right as the same objects', () => {
    expect(withOneMainImage([])).toEqual([]);
    const list = images(false, true, true);
    const out = withOneMainImage(list);
    expect(out[0]).toBe(list[0]);
    expect(out[1]).toBe(list[1]);
    expect(out[2]).not.toBe(list[2]);
    expect(list[2]!.isMain).toBe(true);
  });
});
