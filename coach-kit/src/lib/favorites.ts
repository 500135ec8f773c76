import type { Favorite } from '@handyq/domain';

/** The longest favorite name the server accepts. */
export const FAVORITE_NAME_MAX = 100;

/** The favorite a name stands for, compared after trimming (names are stored trimmed). */
export function findFavorite(list: readonly Favorite[], name: string): Favorite | undefined {
  const wanted = name.trim();
  return list.find((f) => f.name === wanted);
}

/** `list` with `favorite` added, replacing one of the same name. */
export function withFavorite(list: readonly Favorite[], favorite: Favorite): Favorite[] {
  return [favorite, ...list.filter((f) => f.name !== favorite.name)];
}

/** `list` with `name` removed. */
export function withoutFavorite(list: readonly Favorite[], name: string): Favorite[] {
  return list.filter((f) => f.name !== name);
}

/**
 * `list` with `from` renamed to `to` (trimmed); null when there is nothing to do: the new
 * name is empty or unchanged. Throws when another favorite already has the new name.
 */
export function renameFavorite(list: readonly Favorite[], from: string, to: string): Favorite[] | null {
  const name = to.trim();
  if (!name || name === from) return null;
  if (findFavorite(list, name)) throw new Error(`A favorite named "${name}" already exists`);
  return list.map((f) => (f.name === from ? { ...f, name } : f));
}
