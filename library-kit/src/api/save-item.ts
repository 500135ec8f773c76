import { useMutation } from '@tanstack/react-query';
import {
  libraryItemSchema,
  type LibraryItem,
  type NewLibraryItem,
  type UpdateLibraryItem,
} from '@handyq/domain/schemas';
import { api, queryClient } from '@handyq/web/server';
import { libraryKeys } from './items';

/** What a save sends: a new item's fields, or an existing item's whole body with its version. */
export type SaveItemRequest =
  { id?: undefined; fields: NewLibraryItem } | { id: string; fields: UpdateLibraryItem };

/**
 * POST a new item or PUT an existing one (409 when it changed since it was read). Afterwards,
 * saved or not, every library list and item in the cache is stale: a failed save may mean the
 * stored item changed, and a saved one shows in lists.
 */
export async function saveItem(req: SaveItemRequest): Promise<LibraryItem> {
  try {
    const answer = req.id
      ? await api.put(`libraryItem/${req.id}`, { json: req.fields }).json()
      : await api.post('libraryItem', { json: req.fields }).json();
    const saved = libraryItemSchema.parse(answer);
    queryClient.setQueryData(libraryKeys.item(saved._id), saved);
    return saved;
  } finally {
    void queryClient.invalidateQueries({ queryKey: libraryKeys.all });
  }
}

/** The save as a mutation: `isPending` while it runs. */
export function useSaveItem() {
  return useMutation({ mutationFn: saveItem });
}
