import type { ItemStatus, LibraryItem, UpdateLibraryItem } from '@handyq/domain/schemas';
import { api, queryClient, refreshNotices } from '@handyq/web/server';
import { libraryKeys } from './items';

/**
 * Moves an item along the review flow (publish, approve, deny, unpublish): PUT the whole item
 * with the version it was read at and the new status; a denial may carry a reason for the
 * owner. Afterwards the item is read again and every list refreshes.
 */
export async function setItemStatus(item: LibraryItem, status: ItemStatus, reason?: string): Promise<void> {
  const body: UpdateLibraryItem = {
    title: item.title,
    type: item.type,
    feature: item.feature,
    description: item.description,
    body: item.body,
    tags: item.tags,
    links: item.links,
    externalLinks: item.externalLinks,
    videoData: item.videoData,
    imgData: item.imgData,
    authorInfo: item.authorInfo,
    status,
    version: item.version,
  };
  if (reason?.trim()) body.reason = reason.trim();
  let refresh: Promise<void>;
  try {
    await api.put(`libraryItem/${item._id}`, { json: body });
  } finally {
    // Refused too (another tab changed it first): the page then shows the item as it is now.
    void queryClient.invalidateQueries({ queryKey: libraryKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: libraryKeys.card(item._id) });
    refresh = queryClient.invalidateQueries({ queryKey: libraryKeys.item(item._id) });
  }
  // A publish leaves the owner a notice of it (never pushed to the tab that made it).
  if (status === 'pending') void refreshNotices();
  // After a change, the buttons follow the item as the server now has it.
  await refresh;
}
