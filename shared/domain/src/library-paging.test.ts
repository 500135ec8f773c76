import { decodeCursor, encodeCursor, nextPageQuery, sortOf, toBase64Url } from './library-paging';
import { decodeLogCursor } from './practice-log-rules';
import { libraryFilterSchema } from './schemas/library';

describe('library paging', () => {
  const title = sortOf({ sortField: 'title', sortDir: -1 });

  it('makes a cursor that gives back the key it was made from, for its own sort only', () => {
    const cursor = encodeCursor(title, { key: 'équilibre ~ 𝄞', id: 'Ab12Cd' });
    expect(cursor).toMatch(/^[\w-]+$/);
    expect(decodeCursor(cursor, title)).toEqual({ key: 'équilibre ~ 𝄞', id: 'Ab12Cd' });
    expect(decodeCursor(cursor, sortOf({ sortField: 'title' }))).toBeUndefined();
    expect(decodeCursor(cursor, sortOf({}))).toBeUndefined();
  });

  it('writes the same cursor as Node base64url of the JSON (the form links already handed out have)', () => {
    const json = JSON.stringify(['default', -1, 1764000000000, 'x-1']);
    expect(encodeCursor(sortOf({}), { key: 1764000000000, id: 'x-1' })).toBe(
      Buffer.from(json).toString('base64url'),
    );
  });

  it.each(['not-a-cursor', '!!!', '', '__4', encodeCursor(title, { key: 5, id: 'a' }), 'WyJ0aXRsZSJd'])(
    'reads %j as no cursor',
    (cursor) => {
      expect(decodeCursor(cursor, title)).toBeUndefined();
    },
  );

  it('names the next page with the query as understood', () => {
    const q = libraryFilterSchema.parse({ txt: ' E ', tags: 'Lot, Wall', limit: '2', sortDir: '1' });
    expect(nextPageQuery(q, 'abc')).toBe('txt=E&tags=lot%2Cwall&sortDir=1&limit=2&cursor=abc');
  });
});

describe('a cursor holding what no key holds', () => {
  const sort = { field: 'title', dir: 1 } as const;
  it.each([
    ['a NUL in the key', ['title', 1, 'Wall\u0000', 'id-1']],
    ['a NUL in the id', ['title', 1, 'Wall', '\u0000']],
    ['a control character', ['title', 1, 'Wall\u001b[31m', 'id-1']],
    ['a lone surrogate', ['title', 1, 'Wall\ud800', 'id-1']],
    ['an id past 100 characters', ['title', 1, 'Wall', 'x'.repeat(101)]],
  ])('is no cursor: %s', (_, value) => {
    expect(decodeCursor(toBase64Url(JSON.stringify(value)), sort)).toBeUndefined();
  });

  it('a key of plain text (an emoji too) is one', () => {
    expect(decodeCursor(toBase64Url(JSON.stringify(['title', 1, 'Wall 💪', 'id-1'])), sort)).toEqual({
      key: 'Wall 💪',
      id: 'id-1',
    });
  });

  it('the practice log\u2019s cursor likewise', () => {
    expect(decodeLogCursor(toBase64Url(JSON.stringify([1, '\u0000'])))).toBeUndefined();
    expect(decodeLogCursor(toBase64Url(JSON.stringify([1, 'abc'])))).toEqual({ startedAt: 1, id: 'abc' });
  });
});
