import { useState } from 'react';
import { favoritesOf, type Favorite, type FeatureKey } from '@handyq/domain';
import { failureText, toast, useSession } from '@handyq/web';
import { planLimitOf } from '@handyq/web/server';
import { deleteFavorite, renameFavoriteTo, saveFavorite } from '../api/favorites';

/**
 * The logged-in user's favorites for one tool (from the session copy, refreshed by every save)
 * and the three changes to them, each with SPEC's toasts. `save` answers the plan's limit
 * message when the plan refuses one more saved sequence.
 */
export function useFavorites(tool: FeatureKey) {
  const user = useSession((s) => s.user);
  const [busy, setBusy] = useState(false);
  const list = favoritesOf(user?.favorites, tool);

  /**
   * Runs one change; answers the error it failed with (after its toast), or null. A plan's
   * limit gets no error toast: the page shows it once, in the plan dialog.
   */
  const run = async (work: () => Promise<void>, failure: string, success?: string): Promise<unknown> => {
    setBusy(true);
    try {
      await work();
      if (success) toast.success(success);
      return null;
    } catch (err) {
      console.error(failure, err);
      if (!(await planLimitOf(err))) toast.error(failureText(err, failure));
      return err;
    } finally {
      setBusy(false);
    }
  };
  const userId = user?._id ?? '';

  return {
    list,
    busy,
    /** Saves (or replaces) `name`: whether it was saved and, when the plan refused it, the plan's message. */
    save: async (name: string, inputs: Favorite['inputs']): Promise<{ saved: boolean; limit?: string }> => {
      const favorite = { name, dateCreated: Date.now(), inputs };
      const err = await run(
        () => saveFavorite(userId, tool, favorite),
        'Failed to save favorite.',
        'Favorite saved!',
      );
      if (!err) return { saved: true };
      const limit = await planLimitOf(err);
      return limit ? { saved: false, limit } : { saved: false };
    },
    rename: (from: string, to: string) =>
      run(() => renameFavoriteTo(userId, tool, from, to), 'Could not rename favorite.'),
    remove: (name: string) => run(() => deleteFavorite(userId, tool, name), 'Could not delete favorite.'),
  };
}
