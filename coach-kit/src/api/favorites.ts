import type { Favorite, FeatureKey } from '@handyq/domain';
import { renameFavorite, withFavorite, withoutFavorite } from '../lib/favorites';

/** Changes one tool's favorites as stored now (the user record is read, changed and PUT whole). */
async function changeFavorites(
  userId: string,
  tool: FeatureKey,
  change: (list: Favorite[]) => Favorite[] | null,
): Promise<void> {
  // Loaded on first use: the user API brings the zod schemas, which the timers don't need.
  const { updateUser } = await import('@handyq/web/user');
  await updateUser(userId, (user) => {
    const next = change(user.favorites[tool] ?? []);
    return next ? { favorites: { ...user.favorites, [tool]: next } } : {};
  });
}

export const saveFavorite = (userId: string, tool: FeatureKey, favorite: Favorite) =>
  changeFavorites(userId, tool, (list) => withFavorite(list, favorite));

export const deleteFavorite = (userId: string, tool: FeatureKey, name: string) =>
  changeFavorites(userId, tool, (list) => withoutFavorite(list, name));

export const renameFavoriteTo = (userId: string, tool: FeatureKey, from: string, to: string) =>
  changeFavorites(userId, tool, (list) => renameFavorite(list, from, to));
