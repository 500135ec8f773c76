import {
  favoritesFile,
  favoritesFileName,
  mergeFavorites,
  readFavoritesFile,
  readSharedFavorite,
  sharedFavoriteParam,
} from './favorites-file';

const fav = (name: string, holdTime = 30) => ({ name, dateCreated: 1_700_000_000_000, inputs: { holdTime } });
const file = (favorites: unknown, extra: object = {}) =>
  JSON.stringify({ app: 'HandyQ', kind: 'favorites', version: 1, exportedAt: 1, favorites, ...extra });

describe('favorites file', () => {
  it('an export reads back as it was: one tool alone, or all with settings', () => {
    const favorites = { holdOn: [fav('Morning')], shapeJam: [{ ...fav('Shapes'), inputs: { numReps: 3 } }] };
    const settings = {
      holdOn: { inputSettings: { holdTime: { min: 5, max: 90, step: 5 } }, defaultValues: {} },
    };
    const one = favoritesFile(favorites, { tool: 'holdOn', settings, now: 5 });
    expect(one).toEqual({
      app: 'HandyQ',
      kind: 'favorites',
      version: 1,
      exportedAt: 5,
      favorites: { holdOn: [fav('Morning')] },
    });
    expect(readFavoritesFile(JSON.stringify(one))).toEqual({ file: one });
    const all = favoritesFile(favorites, { settings, now: 5 });
    expect(readFavoritesFile(JSON.stringify(all))).toEqual({ file: { ...all, favorites, settings } });
    expect(favoritesFileName('holdOn', new Date('2026-11-25T10:00:00Z'))).toBe(
      'handyq-favorites-holdOn-2026-11-25.json',
    );
    expect(favoritesFileName(undefined, new Date('2026-11-25T10:00:00Z'))).toBe(
      'handyq-favorites-2026-11-25.json',
    );
  });

  it.each([
    ['not JSON', '{"app": "HandyQ",', 'This file is not a HandyQ favorites file (it is not JSON).'],
    ['another app’s JSON', '{"name": "x"}', 'This file is not a HandyQ favorites file.'],
    ['a JSON list', '[1, 2]', 'This file is not a HandyQ favorites file.'],
    ['null', 'null', 'This file is not a HandyQ favorites file.'],
    [
      'a newer version',
      JSON.stringify({ app: 'HandyQ', kind: 'favorites', version: 2 }),
      'This favorites file is from a newer HandyQ: it cannot be read here.',
    ],
    [
      'a favorite with an empty name',
      file({ holdOn: [fav('Fine'), fav('   ')] }),
      'HoldOn favorite 2: name: Please enter a name',
    ],
    [
      'an input out of bounds, named by favorite and field',
      file({ entryBuddy: [{ ...fav('Evening'), inputs: { timeBetween: 1e9 } }] }),
      /^EntryBuddy favorite 1 \(“Evening”\): time between: /,
    ],
    [
      'a wrong kind of input',
      file({ drillDJ: [{ ...fav('Drills'), inputs: { drillType: 'jump' } }] }),
      /^DrillDJ favorite 1 \(“Drills”\): drill type: /,
    ],
    [
      'two favorites of one tool with one name, as the API refuses them',
      file({ holdOn: [fav('Morning'), fav('Noon'), fav(' Morning')] }),
      'HoldOn favorite 3 (“Morning”): name: Another favorite of this tool has this name',
    ],
    [
      'a settings input named like an object member',
      file({}, { settings: { holdOn: { inputSettings: {}, defaultValues: { constructor: 1 } } } }),
      'Settings for HoldOn: Unknown input',
    ],
    [
      'too many favorites',
      file({ holdOn: Array.from({ length: 501 }, (_, i) => fav(`F${i}`)) }),
      /^HoldOn favorites: /,
    ],
  ])('%s: a clear error', (_, text, error) => {
    const result = readFavoritesFile(text);
    expect(result).toEqual({ error: typeof error === 'string' ? error : expect.stringMatching(error) });
  });

  it('refuses a file larger than any export before parsing it', () => {
    expect(readFavoritesFile(' '.repeat(1_000_001))).toEqual({
      error: 'This file is too large to be a favorites file.',
    });
  });

  it('unknown fields are dropped, as the API drops them', () => {
    const result = readFavoritesFile(
      file({ holdOn: [{ ...fav('A'), inputs: { holdTime: 30, evil: { x: 1 } } }] }),
    );
    expect(result).toEqual({ file: expect.objectContaining({ favorites: { holdOn: [fav('A')] } }) });
  });
});

describe('mergeFavorites', () => {
  const current = { holdOn: [fav('Morning', 30), fav('Evening', 45)] };
  const incoming = {
    holdOn: [fav('Evening', 60), fav('Noon', 20), fav('Noon', 99)],
    entryBuddy: [fav('Entries')],
  };

  it('adds new names and names the duplicates, keeping the user’s own by default', () => {
    const merged = mergeFavorites(current, incoming, { replace: false });
    expect(merged.added).toEqual([
      { tool: 'holdOn', name: 'Noon' },
      { tool: 'entryBuddy', name: 'Entries' },
    ]);
    expect(merged.duplicates).toEqual([{ tool: 'holdOn', name: 'Evening' }]);
    expect(merged.favorites).toEqual({
      holdOn: [fav('Morning', 30), fav('Evening', 45), fav('Noon', 20)],
      entryBuddy: [fav('Entries')],
    });
  });

  it('replace: the file’s version takes the duplicate’s place', () => {
    const merged = mergeFavorites(current, incoming, { replace: true });
    expect(merged.favorites.holdOn).toEqual([fav('Morning', 30), fav('Evening', 60), fav('Noon', 20)]);
  });

  it('names a tool that would keep more favorites than it may', () => {
    const many = { holdOn: Array.from({ length: 499 }, (_, i) => fav(`F${i}`)) };
    expect(mergeFavorites(many, { holdOn: [fav('F1'), fav('New')] }, { replace: false }).overFull).toEqual(
      [],
    );
    expect(mergeFavorites(many, { holdOn: [fav('A'), fav('B')] }, { replace: false }).overFull).toEqual([
      'holdOn',
    ]);
  });

  it('limited to one tool, the file’s other tools are left out', () => {
    const merged = mergeFavorites(current, incoming, { replace: false, tools: ['entryBuddy'] });
    expect(merged.favorites).toEqual({ ...current, entryBuddy: [fav('Entries')] });
    expect(merged.added).toEqual([{ tool: 'entryBuddy', name: 'Entries' }]);
  });
});

describe('share links', () => {
  it('carry a favorite’s name and inputs, any text included, and read back checked', () => {
    const shared = { name: 'Élan — 30 s 💪', inputs: { holdTime: 30, numSets: 3 } };
    const param = sharedFavoriteParam(shared);
    expect(param).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(readSharedFavorite('holdOn', param)).toEqual(shared);
  });

  it.each([
    ['not base64', 'abc$%'],
    ['base64 of no JSON', btoa('hello')],
    ['inputs another tool would not take', sharedFavoriteParam({ name: 'x', inputs: { drillType: 'jump' } })],
    ['an empty name', sharedFavoriteParam({ name: ' ', inputs: {} })],
    ['far too long', 'A'.repeat(4001)],
  ])('a damaged link (%s) reads as none', (_, param) => {
    expect(readSharedFavorite('drillDJ', param)).toBeNull();
  });
});
