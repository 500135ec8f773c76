import { favoritesOf } from '@handyq/domain';
import { findFavorite, renameFavorite, withFavorite, withoutFavorite } from './favorites';

const fav = (name: string, dateCreated: number) => ({ name, dateCreated, inputs: { holdTime: 30 } });
const list = [fav('Morning', 1), fav('Long holds', 3), fav('Quick', 2)];

describe('favorites', () => {
  it('lists a tool’s favorites newest first, and none for a tool without any', () => {
    expect(favoritesOf({ holdOn: list }, 'holdOn').map((f) => f.name)).toEqual([
      'Long holds',
      'Quick',
      'Morning',
    ]);
    expect(favoritesOf({ holdOn: list }, 'drillDJ')).toEqual([]);
    expect(favoritesOf(undefined, 'holdOn')).toEqual([]);
  });

  it('finds a name after trimming it', () => {
    expect(findFavorite(list, '  Quick ')?.dateCreated).toBe(2);
    expect(findFavorite(list, 'quick')).toBeUndefined();
  });

  it('adds a favorite first and replaces one of the same name', () => {
    const next = withFavorite(list, fav('Quick', 9));
    expect(next.map((f) => [f.name, f.dateCreated])).toEqual([
      ['Quick', 9],
      ['Morning', 1],
      ['Long holds', 3],
    ]);
    expect(withoutFavorite(next, 'Morning').map((f) => f.name)).toEqual(['Quick', 'Long holds']);
  });

  it('renames to a trimmed new name; an empty or unchanged name changes nothing', () => {
    expect(renameFavorite(list, 'Quick', '  Fast ')?.map((f) => f.name)).toEqual([
      'Morning',
      'Long holds',
      'Fast',
    ]);
    expect(renameFavorite(list, 'Quick', '   ')).toBeNull();
    expect(renameFavorite(list, 'Quick', ' Quick ')).toBeNull();
  });

  it('refuses a rename onto another favorite’s name', () => {
    expect(() => renameFavorite(list, 'Quick', 'Morning')).toThrow(/already exists/);
  });
});
