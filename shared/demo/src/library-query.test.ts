import { libraryFilterSchema, libraryItemSchema, type LibraryItem } from '@handyq/domain/schemas/library';
import { byCodePoints, queryLibrary } from './library-query';

const item = (fields: Partial<LibraryItem> & Pick<LibraryItem, '_id' | 'title'>): LibraryItem =>
  libraryItemSchema.parse({
    type: 'drill',
    status: 'public',
    owner: { _id: 'own01', fullname: 'Ada King', isAdmin: false },
    createdAt: 1,
    version: 1,
    ...fields,
  });

const items = [
  item({ _id: 'a00001', title: 'Wall walk', tags: ['wall', 'shoulders'], createdAt: 10 }),
  item({
    _id: 'a00002',
    title: 'Tuck press',
    description: 'Press from a crow',
    createdAt: 30,
    feature: 'shapeJam',
  }),
  item({
    _id: 'a00003',
    title: 'Balance basics',
    type: 'tutorial',
    tags: ['balance'],
    createdAt: 20,
    owner: { _id: 'own02', fullname: 'Grace Hopper', isAdmin: false },
    status: 'private',
  }),
  item({ _id: 'a00004', title: 'Morning flow', type: 'workout', body: [], createdAt: 40, tags: ['wall'] }),
];

const ids = (filter: Record<string, unknown>) =>
  queryLibrary(items, libraryFilterSchema.parse(filter)).map((i) => i._id);

describe('demo mode: library search', () => {
  it('lists everything newest first when nothing is asked', () => {
    expect(ids({})).toEqual(['a00004', 'a00002', 'a00003', 'a00001']);
  });

  it.each([
    ['the title', 'WALL WALK', ['a00001']],
    ['a tag', 'shoulder', ['a00001']],
    ['the tags joined', 'wall shoulders', ['a00001']],
  ])('finds text in %s, whatever its case', (_what, txt, expected) => {
    expect(ids({ txt })).toEqual(expected);
  });

  it.each([
    ['the description', 'crow'],
    ['the type', 'tutorial'],
    ["the owner's name", 'grace'],
  ])('does not look in %s', (_what, txt) => {
    expect(ids({ txt })).toEqual([]);
  });

  it('filters by type, every listed tag, owner, feature and status', () => {
    expect(ids({ type: 'workout' })).toEqual(['a00004']);
    expect(ids({ tags: 'wall' })).toEqual(['a00004', 'a00001']);
    expect(ids({ tags: 'wall,shoulders' })).toEqual(['a00001']);
    expect(ids({ author: 'own02' })).toEqual(['a00003']);
    expect(ids({ authors: 'own02,own01', type: 'drill' })).toEqual(['a00002', 'a00001']);
    expect(ids({ feature: 'shapeJam' })).toEqual(['a00002']);
    expect(ids({ status: 'private' })).toEqual(['a00003']);
  });

  it('compares titles by code point, as the server does, not by the language of the browser', () => {
    // '𝄞' (U+1D11E) is two UTF-16 units that come before 'ｚ' (U+FF5A): its code point is after.
    const sorted = ['zebra', '𝄞 clef', 'apple', 'équilibre', 'ｚｅｎ', '~ tilde', 'eagle'].sort(byCodePoints);
    expect(sorted).toEqual(['apple', 'eagle', 'zebra', '~ tilde', 'équilibre', 'ｚｅｎ', '𝄞 clef']);
  });

  it('sorts by title A–Z or by date oldest first, each reversed by sortDir -1', () => {
    expect(ids({ sortField: 'title' })).toEqual(['a00003', 'a00004', 'a00002', 'a00001']);
    expect(ids({ sortField: 'title', sortDir: '-1' })).toEqual(['a00001', 'a00002', 'a00004', 'a00003']);
    expect(ids({ sortField: 'createdAt' })).toEqual(['a00001', 'a00003', 'a00002', 'a00004']);
    expect(ids({ sortField: 'createdAt', sortDir: '-1' })).toEqual(['a00004', 'a00002', 'a00003', 'a00001']);
  });
});
