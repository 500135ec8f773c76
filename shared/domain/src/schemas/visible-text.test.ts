import { signupSchema } from './auth';
import { favoriteSchemaOf, toolInputsSchemas } from './features';
import { libraryItemFieldsSchema, newItemMsgSchema, tagSchema } from './library';
import { userSchema } from './user';
import { hasVisibleText, visibleOrEmpty } from '../visible-text';

/** Texts a reader sees nothing of: each invisible kind alone, then all of them together. */
const INVISIBLE: [kind: string, text: string][] = [
  ['zero-width space', '\u200b'],
  ['zero-width non-joiner and joiner', '\u200c\u200d'],
  ['left-to-right and right-to-left marks', '\u200e\u200f'],
  ['bidi embeddings and overrides', '\u202a\u202b\u202c\u202d\u202e'],
  ['word joiner and invisible operators', '\u2060\u2061\u2062\u2063\u2064'],
  ['bidi isolates', '\u2066\u2067\u2068\u2069'],
  ['byte order mark', '\ufeff'],
  ['soft hyphen', '\u00ad'],
  ['combining marks alone', '\u0301\u0308'],
  ['variation selector', '\ufe0f'],
  ['Hangul filler', '\u3164'],
  ['blank Braille pattern', '\u2800'],
  ['white space', ' \u00a0\u3000\t\n'],
  ['all of them', '\u200b \u200f\u202e\u2066\ufeff\u00ad\u0301\u2800'],
];
describe('visible text', () => {
  it.each(INVISIBLE)('%s: nothing visible', (_kind, text) => {
    expect(hasVisibleText(text)).toBe(false);
    expect(visibleOrEmpty(text)).toBe('');
  });

  it.each(['a', '\u200bhi\u200b', 'é', 'e\u0301', '日本', '🙂', '\u202eabc', '.', '1'])(
    'text %# has something visible and is kept as it is',
    (text) => {
      expect(hasVisibleText(text)).toBe(true);
      expect(visibleOrEmpty(text)).toBe(text);
    },
  );

  it('a comment of invisible characters only gets the empty comment’s message', () => {
    const empty = newItemMsgSchema.safeParse({ txt: '' });
    expect(empty.success).toBe(false);
    for (const [, txt] of INVISIBLE) {
      const r = newItemMsgSchema.safeParse({ txt });
      expect(r.success).toBe(false);
      expect(r.error?.issues.map((i) => [i.path, i.message])).toEqual(
        empty.error?.issues.map((i) => [i.path, i.message]),
      );
    }
    expect(newItemMsgSchema.parse({ txt: ' \u200bNice drill\u200b ' })).toEqual({
      txt: '\u200bNice drill\u200b',
    });
  });

  it('titles, names, favorite names and tags need something visible, with their empty messages', () => {
    const invisible = '\u200b\u202e\u2066';
    const title = libraryItemFieldsSchema.safeParse({ title: invisible, type: 'drill' });
    expect(title.error?.issues.map((i) => i.message)).toEqual(['Title and type are required']);
    const signup = signupSchema.safeParse({ fullname: invisible, email: 'a@b.co', password: 'long-enough' });
    expect(signup.error?.issues.map((i) => i.message)).toEqual(['All fields are required']);
    expect(userSchema.shape.fullname.safeParse(invisible).success).toBe(false);
    const favorite = favoriteSchemaOf(toolInputsSchemas.holdOn).safeParse({
      name: invisible,
      dateCreated: 1,
      inputs: {},
    });
    expect(favorite.error?.issues.map((i) => i.message)).toEqual(['Please enter a name']);
    expect(tagSchema.safeParse(invisible).success).toBe(false);
    expect(tagSchema.parse(' Core ')).toBe('core');
  });
});
