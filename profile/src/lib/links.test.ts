import { linkText, safeHref } from './links';

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
