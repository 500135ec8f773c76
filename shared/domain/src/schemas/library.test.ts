import { LIBRARY_ITEM_LIMITS } from '../constants';
import { libraryFilterSchema, libraryItemFieldsSchema, updateLibraryItemSchema } from './library';

describe('library item schemas', () => {
  it('fills defaults, trims and lowercases tags and drops duplicates', () => {
    const item = libraryItemFieldsSchema.parse({
      title: '  Wall walk ',
      type: 'drill',
      tags: [' Wall', 'wall ', 'Core'],
    });
    expect(item).toMatchObject({
      title: 'Wall walk',
      feature: '',
      body: '',
      tags: ['wall', 'core'],
      imgData: [],
    });
    expect(item.authorInfo.shareBio).toBe(false);
  });

  it('needs a title and a type, with the message the editor shows', () => {
    const r = libraryItemFieldsSchema.safeParse({ title: '   ', type: 'drill' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Title and type are required');
    expect(libraryItemFieldsSchema.safeParse({ title: 'x', type: 'video' }).success).toBe(false);
  });

  it('accepts only http(s) external links and files stored here as media', () => {
    const base = { title: 't', type: 'tutorial' };
    expect(
      libraryItemFieldsSchema.safeParse({
        ...base,
        externalLinks: [{ label: 'x', url: 'javascript:alert(1)' }],
      }).success,
    ).toBe(false);
    expect(
      libraryItemFieldsSchema.safeParse({
        ...base,
        externalLinks: [{ label: 'x', url: 'https://example.com/a' }],
      }).success,
    ).toBe(true);
    expect(
      libraryItemFieldsSchema.safeParse({ ...base, imgData: [{ url: 'https://evil.example/x.png' }] })
        .success,
    ).toBe(false);
    expect(
      libraryItemFieldsSchema.safeParse({ ...base, videoData: [{ url: '/api/video/abc.mp4' }] }).success,
    ).toBe(true);
  });

  it('a workout body is a list of steps', () => {
    const w = libraryItemFieldsSchema.parse({
      title: 'w',
      type: 'workout',
      body: [{ feature: 'holdOn', favoriteName: 'Morning' }],
    });
    expect(w.body).toEqual([{ feature: 'holdOn', favoriteName: 'Morning' }]);
    expect(updateLibraryItemSchema.safeParse({ title: 'w', type: 'workout', status: 'public' }).success).toBe(
      false,
    );
  });

  it('takes each list up to the limit the item editor stops at, and no further', () => {
    const base = { title: 't', type: 'drill' };
    const rows = {
      tags: (i: number) => `t${i}`,
      links: (i: number) => ({ url: `/libraryKit/libraryItem/i${i}` }),
      externalLinks: (i: number) => ({ label: '', url: `https://example.com/${i}` }),
      videoData: (i: number) => ({ url: `/api/video/v${i}.mp4` }),
      imgData: (i: number) => ({ url: `/api/media/m${i}` }),
    };
    const most = {
      tags: LIBRARY_ITEM_LIMITS.tags,
      links: LIBRARY_ITEM_LIMITS.links,
      externalLinks: LIBRARY_ITEM_LIMITS.externalLinks,
      videoData: LIBRARY_ITEM_LIMITS.videos,
      imgData: LIBRARY_ITEM_LIMITS.images,
    };
    for (const [field, row] of Object.entries(rows)) {
      const n = most[field as keyof typeof most];
      const list = (length: number) => ({ ...base, [field]: Array.from({ length }, (_, i) => row(i)) });
      expect([field, libraryItemFieldsSchema.safeParse(list(n)).success]).toEqual([field, true]);
      expect([field, libraryItemFieldsSchema.safeParse(list(n + 1)).success]).toEqual([field, false]);
    }
    const steps = (length: number) => ({
      title: 'w',
      type: 'workout',
      body: Array.from({ length }, () => ({ feature: 'holdOn' })),
    });
    expect(libraryItemFieldsSchema.safeParse(steps(LIBRARY_ITEM_LIMITS.steps)).success).toBe(true);
    expect(libraryItemFieldsSchema.safeParse(steps(LIBRARY_ITEM_LIMITS.steps + 1)).success).toBe(false);
    const tag = (length: number) => ({ ...base, tags: ['x'.repeat(length)] });
    expect(libraryItemFieldsSchema.safeParse(tag(LIBRARY_ITEM_LIMITS.tagLength)).success).toBe(true);
    expect(libraryItemFieldsSchema.safeParse(tag(LIBRARY_ITEM_LIMITS.tagLength + 1)).success).toBe(false);
  });

  it('reads the list filter from a query string', () => {
    expect(libraryFilterSchema.parse({ tags: 'Wall, core,', sortDir: '-1', limit: '20' })).toEqual({
      tags: ['wall', 'core'],
      sortDir: -1,
      limit: 20,
    });
    expect(libraryFilterSchema.safeParse({ sortDir: '2' }).success).toBe(false);
    expect(libraryFilterSchema.safeParse({ limit: '501' }).success).toBe(false);
  });
});
