import { useEffect } from 'react';
import type { InfiniteData } from '@tanstack/react-query';
import type { ItemStatus, LibraryItem } from '@handyq/domain/schemas';
import { realtime } from '@handyq/web';
import { queryClient } from '@handyq/web/server';
import { libraryKeys } from './library-keys';
import type { ItemsPage } from './items';

/**
 * A status change heard live: every cached copy of the item (its view, every list holding it)
 * shows the new status at once, and the lists filtered to that status load again, so an admin
 * on the Pending filter sees a newly pending item appear.
 */
export function applyItemStatus(itemId: string, status: ItemStatus): void {
  queryClient.setQueryData<LibraryItem>(libraryKeys.item(itemId), (item) => item && { ...item, status });
  queryClient.setQueriesData<InfiniteData<ItemsPage>>({ queryKey: libraryKeys.lists() }, (data) =>
    data?.pages.some((page) => page.items.some((item) => item._id === itemId))
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => (item._id === itemId ? { ...item, status } : item)),
          })),
        }
      : data,
  );
  void queryClient.invalidateQueries({
    queryKey: libraryKeys.lists(),
    predicate: (query) => (query.queryKey[2] as { status?: string } | undefined)?.status === status,
  });
}

/**
 * While the kit is open: item status changes pushed by the server, and the status a live
 * status-changed notification carries (public = approved, private = not approved).
 */
export function useLiveItemStatus(): void {
  useEffect(() => {
    const stops = [
      realtime.on('item-status', ({ itemId, status }) => applyItemStatus(itemId, status)),
      realtime.on('user-notification', (n) => {
        if (n.type === 'status-changed' && n.itemId && n.status) applyItemStatus(n.itemId, n.status);
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, []);
}
