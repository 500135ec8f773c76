import {
  EMPTY_FILTER,
  filterFromSearch,
  filterLocally,
  filterToApiParams,
  filterToSearch,
  nextPagePath,
  withSortField,
  type FilterableItem,
  type ItemFilter,
} from './filter';

const read = (qs: string) => filterFromSearch(new URLSearchParams(qs));
const write = (f: Partial<ItemFilter>) => filterToSearch({ ...EMPTY_FILTER, ...f }).toString();

describe('the filter in the query string', () => {
  it('writes only what is set, in a fixed order', () => {
    expect(write({})).toBe('');
    expect(
      write({
        txt: 'press',
        type: 'drill',
        feature: 'holdOn',
        status: 'pending',
        author: 'u1',
        sortField: 'title',
      }),
    ).toBe('type=drill&feature=holdOn&status=pending&author=u1&txt=press&sortField=title');
  });

  it('writes sortDir only when it is not 1', () => {
    expect(write({ sortField: 'title', sortDir: 1 })).toBe('sortField=title');
    expect(write({ sortField: 'createdAt', sortDir: -1 })).toBe('sortField=createdAt&sortDir=-1');
  });

  it('writes tags and authors comma-separated and reads them back as lists', () => {
    const qs = write({ tags: ['wall', 'core'], authors: ['a1', 'b2'] });
    expect(new URLSearchParams(qs).get('tags')).toBe('wall,core');
    expect(new URLSearchParams(qs).get('authors')).toBe('a1,b2');
    expect(read(qs)).toEqual({ ...EMPTY_FILTER, tags: ['wall', 'core'], authors: ['a1', 'b2'] });
    expect(read('tags= Wall ,,core,wall&authors=a1, ,b2').tags).toEqual(['wall', 'core']);
    expect(read('authors=a1, ,b2').authors).toEqual(['a1', 'b2']);
  });

  it('round-trips every field', () => {
    const full: ItemFilter = {
      txt: 'l-sit',
      type: 'workout',
      feature: 'drillDJ',
      tags: ['press', 'core'],
      authors: ['x', 'y'],
      author: 'me',
      sortField: 'createdAt',
      sortDir: -1,
      status: 'public',
    };
    expect(read(filterToSearch(full).toString())).toEqual(full);
    expect(read(filterToSearch(EMPTY_FILTER).toString())).toEqual(EMPTY_FILTER);
  });

  it('accepts sortDir only as 1 or -1', () => {
    expect(read('sortField=title&sortDir=-1').sortDir).toBe(-1);
    expect(read('sortField=title&sortDir=1').sortDir).toBe(1);
    for (const bad of ['2', '-2', 'desc', '', '-1.0', ' -1']) {
      expect(read(`sortField=title&sortDir=${encodeURIComponent(bad)}`).sortDir).toBe(1);
    }
  });

  it('ignores values it does not know', () => {
    expect(read('type=video&feature=lineCal&status=secret&sortField=likes')).toEqual(EMPTY_FILTER);
  });

  it('asks the API for the direction whenever a field is sorted', () => {
    expect(filterToApiParams({ ...EMPTY_FILTER, sortField: 'title' })).toEqual({
      sortField: 'title',
      sortDir: '1',
    });
    expect(filterToApiParams({ ...EMPTY_FILTER, tags: ['a', 'b'] })).toEqual({ tags: 'a,b' });
  });
});

describe('choosing a sort field', () => {
  it('sorts newest first for createdAt and ascending otherwise', () => {
    expect(withSortField(EMPTY_FILTER, 'createdAt').sortDir).toBe(-1);
    const newest = withSortField(EMPTY_FILTER, 'createdAt');
    expect(withSortField(newest, 'title').sortDir).toBe(1);
    expect(withSortField(newest, '').sortDir).toBe(1);
  });
});

describe('the offline filter', () => {
  const item = (
    _id: string,
    title: string,
    tags: string[],
    createdAt: number,
    more: Partial<FilterableItem> = {},
  ): FilterableItem => ({
    _id,
    title,
    tags,
    createdAt,
    type: 'drill',
    feature: '',
    status: 'public',
    owner: { _id: 'u1' },
    ...more,
  });
  const items = [
    item('a', 'Wall walk', ['wall', 'shoulders'], 1),
    item('b', 'Tuck press', ['press', 'core'], 3, { type: 'tutorial', owner: { _id: 'u2' } }),
    item('c', 'balance basics', ['Balance'.toLowerCase()], 2, { feature: 'holdOn', status: 'private' }),
  ];
  const ids = (f: Partial<ItemFilter>) => filterLocally(items, { ...EMPTY_FILTER, ...f }).map((i) => i._id);

  it('matches the text against the title or the tags, ignoring case; newest first by default', () => {
    expect(ids({})).toEqual(['b', 'c', 'a']);
    expect(ids({ txt: 'WALL' })).toEqual(['a']);
    expect(ids({ txt: 'core' })).toEqual(['b']);
    expect(ids({ txt: 'nothing' })).toEqual([]);
  });

  it('needs every listed tag, and the type, feature, status and author', () => {
    expect(ids({ tags: ['press', 'core'] })).toEqual(['b']);
    expect(ids({ tags: ['press', 'wall'] })).toEqual([]);
    expect(ids({ type: 'tutorial' })).toEqual(['b']);
    expect(ids({ feature: 'holdOn' })).toEqual(['c']);
    expect(ids({ status: 'private' })).toEqual(['c']);
    expect(ids({ author: 'u2' })).toEqual(['b']);
    expect(ids({ authors: ['u1'] })).toEqual(['c', 'a']);
  });

  it('sorts A–Z without regard to case, or by date either way', () => {
    expect(ids({ sortField: 'title', sortDir: 1 })).toEqual(['c', 'b', 'a']);
    expect(ids({ sortField: 'createdAt', sortDir: -1 })).toEqual(['b', 'c', 'a']);
    expect(ids({ sortField: 'createdAt', sortDir: 1 })).toEqual(['a', 'c', 'b']);
  });
});

describe('the next page', () => {
  it('is read from the Link header, site-relative or absolute', () => {
    expect(nextPagePath('</api/libraryItem?type=drill&cursor=abc>; rel="next"')).toBe(
      'libraryItem?type=drill&cursor=abc',
    );
    expect(nextPagePath('<https://handyq.app/api/libraryItem?cursor=x%2Cy>; rel="next"')).toBe(
      'libraryItem?cursor=x%2Cy',
    );
    expect(
      nextPagePath('</api/libraryItem?cursor=p>; rel="prev", </api/libraryItem?cursor=n>; rel="next"'),
    ).toBe('libraryItem?cursor=n');
  });

  it('is none on the last page', () => {
    expect(nextPagePath(null)).toBeNull();
    expect(nextPagePath('')).toBeNull();
    expect(nextPagePath('</api/libraryItem?cursor=p>; rel="prev"')).toBeNull();
  });
});
