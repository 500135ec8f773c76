import { mainImage, slidesOf, wrapIndex } from './media';

describe('an item’s picture', () => {
  it('is the main image, else the first, else none', () => {
    expect(
      mainImage([
        { url: '/api/media/1', isMain: false },
        { url: '/api/media/2', isMain: true },
      ]),
    ).toBe('/api/media/2');
    expect(mainImage([{ url: '/api/media/1' }, { url: '/api/media/2' }])).toBe('/api/media/1');
    expect(mainImage([])).toBeUndefined();
    expect(mainImage(undefined)).toBeUndefined();
  });
});

describe('the carousel', () => {
  it('shows the videos, then the images, with their captions', () => {
    expect(
      slidesOf(
        [{ url: '/api/video/v', caption: 'Clip' }],
        [{ url: '/api/media/i', caption: '', isMain: true }],
      ),
    ).toEqual([
      { kind: 'video', url: '/api/video/v', caption: 'Clip' },
      { kind: 'image', url: '/api/media/i', caption: '' },
    ]);
  });

  it('wraps around at either end', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, 1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});
