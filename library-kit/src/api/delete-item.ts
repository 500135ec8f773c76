import { api, queryClient } from '@handyq/web/server';
import { libraryKeys } from './items';

/** Deletes an item (its owner while it is private, or an admin); every list refreshes. */
export async function deleteItem(id: string): Promise<void> {
  await api.delete(`libraryItem/${id}`);
  queryClient.removeQueries({ queryKey: libraryKeys.item(id) });
  queryClient.removeQueries({ queryKey: libraryKeys.card(id) });
  await queryClient.invalidateQueries({ queryKey: libraryKeys.lists() });
}
