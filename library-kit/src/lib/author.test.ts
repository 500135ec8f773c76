import { cutText, linkText, safeHref, sharesAnything } from './author';

describe('author links', () => {
  it('show the last path segment, or the host when there is no path', () => {
    expect(linkText('https://instagram.com/handy.q/')).toBe('handy.q');
    expect(linkText('https://www.youtube.com/@handyq')).toBe('@handyq');
    expect(linkText('https://handyq.example.com')).toBe('handyq.example.com');
    expect(linkText('https://handyq.example.com/')).toBe('handyq.example.com');
  });

  it('cut a text over 30 characters to 30 and an ellipsis', () => {
    const long = 'a'.repeat(31);
    expect(linkText(`https://x.com/${long}`)).toBe(`${'a'.repeat(30)}…`);
    expect(linkText(`https://x.com/${'b'.repeat(30)}`)).toBe('b'.repeat(30));
    expect(cutText('short')).toBe('short');
    expect(linkText('not a url but a rather long piece of text')).toBe('not a url but a rather long pi…');
  });

  it('become anchors only for http(s)', () => {
    expect(safeHref('https://x.com/a')).toBe('https://x.com/a');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('nonsense')).toBeNull();
  });
});

describe('the author section', () => {
  it('shows only when something is shared', () => {
    expect(sharesAnything(undefined)).toBe(false);
    expect(sharesAnything({ shareBio: false, shareEmail: false })).toBe(false);
    expect(sharesAnything({ shareEmail: true })).toBe(true);
    expect(sharesAnything({ sharePicture: true })).toBe(true);
  });
});
