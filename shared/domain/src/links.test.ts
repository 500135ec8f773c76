import { cutText, linkText, safeHref } from './links';

describe('profile links', () => {
  it('shows the last path segment, else the host, cut at 30 characters', () => {
    expect(linkText('https://instagram.com/ada.hands/')).toBe('ada.hands');
    expect(linkText('https://handstand.example.org')).toBe('handstand.example.org');
    expect(linkText(`https://x.com/${'a'.repeat(40)}`)).toBe(`${'a'.repeat(30)}…`);
  });

  it('links only to http and https', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('not a url')).toBeNull();
    expect(safeHref('https://youtube.com/@ada')).toBe('https://youtube.com/@ada');
  });
});

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
    expect(safeHref('data:text/html,<script>alert(1)</script>')).toBeNull();
  });
});
