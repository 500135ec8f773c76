import type { LibraryItem } from '@handyq/domain/schemas';
import { api, queryClient } from '@handyq/web/server';
import { libraryKeys } from './library-keys';

/** The item as the server answers it after a comment change: the page shows it at once. */
async function show(res: Response): Promise<void> {
  const [body, { libraryItemSchema }] = await Promise.all([res.json(), import('@handyq/domain/schemas')]);
  const item: LibraryItem = libraryItemSchema.parse(body);
  queryClient.setQueryData(libraryKeys.item(item._id), item);
}

/** Posts a comment (already checked with newItemMsgSchema) on an item. */
export async function postComment(itemId: string, txt: string): Promise<void> {
  await show(await api.post(`libraryItem/${itemId}/msg`, { json: { txt } }));
}

/** Deletes a comment: its author's, or anyone's for an admin. */
export async function deleteComment(itemId: string, msgId: string): Promise<void> {
  await show(await api.delete(`libraryItem/${itemId}/msg/${encodeURIComponent(msgId)}`));
}
