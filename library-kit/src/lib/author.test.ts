import { sharesAnything } from './author';

describe('the author section', () => {
  it('shows only when something is shared', () => {
    expect(sharesAnything(undefined)).toBe(false);
    expect(sharesAnything({ shareBio: false, shareEmail: false })).toBe(false);
    expect(sharesAnything({ shareEmail: true })).toBe(true);
    expect(sharesAnything({ sharePicture: true })).toBe(true);
  });
});
