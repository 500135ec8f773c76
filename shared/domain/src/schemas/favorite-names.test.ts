import { NAME_DIRECTION_MESSAGE } from '../reserved-names';
import { DUPLICATE_FAVORITE_MESSAGE, favoritesByToolSchema } from './features';

const wall = (name: string) => ({ name, dateCreated: 1, inputs: {} });
const issues = (names: string[]) => {
  const r = favoritesByToolSchema.safeParse({ holdOn: names.map(wall) });
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe("one tool's favorite names", () => {
  it('are one name when they only look different: a zero-width space, a Cyrillic а', () => {
    expect(issues(['Wall', 'Wall\u200b'])).toEqual([`holdOn.1.name: ${DUPLICATE_FAVORITE_MESSAGE}`]);
    expect(issues(['Wall', 'W\u0430ll'])).toEqual([`holdOn.1.name: ${DUPLICATE_FAVORITE_MESSAGE}`]);
  });

  it('are two when a reader sees two', () => {
    expect(issues(['Wall', 'wall', 'Wäll', 'Wall 2'])).toEqual([]);
  });

  it('hold nothing that turns the text around', () => {
    expect(issues(['\u202ellaW'])).toEqual([`holdOn.0.name: ${NAME_DIRECTION_MESSAGE}`]);
  });
});
