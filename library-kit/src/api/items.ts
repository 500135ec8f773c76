import { infiniteQueryOptions, queryOptions, type InfiniteData } from '@tanstack/react-query';
import type { LibraryItem } from '@handyq/shared/schemas';
import { api, queryClient } from '@handyq/shared/web/server';
import { libraryKeys } from './library-keys';
import { listItemOf, readListItem, type ListItem } from './list-items';
import { filterToApiParams, nextPagePath, type ItemFilter } from '../lib/filter';

export { libraryKeys };

/**
 * The item schema, loaded beside the request that needs it: an item's page asks the API first
 * and gets zod while the answer travels, instead of waiting for zod before its first request.
 */
const itemSchema = () => import('@handyq/shared/schemas').then((m) => m.libraryItemSchema);

/** One library item as the caller may see it (with its author's shared profile). */
export const itemQuery = (id: string) =>
  queryOptions<LibraryItem>({
    queryKey: libraryKeys.item(id),
    queryFn: async () => {
      const [body, schema] = await Promise.all([api.get(`libraryItem/${id}`).json(), itemSchema()]);
      return schema.parse(body);
    },
  });

/** One page of the list and the path of the next one (null on the last). */
export interface ItemsPage {
  items: ListItem[];
  next: string | null;
}

/**
 * The PracticeLab list for a filter, page by page: the API answers one page and names the
 * next one in its `Link: <…>; rel="next"` header. Each item is read for its card
 * (`readListItem`), without zod.
 */
export const itemListQuery = (filter: ItemFilter) => {
  const params = filterToApiParams(filter);
  const search = new URLSearchParams(params).toString();
  return infiniteQueryOptions({
    queryKey: [...libraryKeys.lists(), params] as const,
    initialPageParam: search ? `libraryItem?${search}` : 'libraryItem',
    queryFn: async ({ pageParam }): Promise<ItemsPage> => {
      const res = await api.get(pageParam);
      const body: unknown = await res.json();
      if (!Array.isArray(body)) throw new Error('The item list answer is not a list');
      return {
        items: body.map(readListItem).filter((item) => item !== null),
        next: nextPagePath(res.headers.get('Link')),
      };
    },
    getNextPageParam: (last) => last.next ?? undefined,
  });
};

/**
 * Every item the cache holds (from any list or item view), each once: what the list shows,
 * filtered locally, when it is offline.
 */
export function cachedItems(): ListItem[] {
  const byId = new Map<string, ListItem>();
  for (const [, data] of queryClient.getQueriesData<InfiniteData<ItemsPage>>({
    queryKey: libraryKeys.lists(),
  })) {
    for (const page of data?.pages ?? []) for (const item of page.items) byId.set(item._id, item);
  }
  for (const [, item] of queryClient.getQueriesData<LibraryItem>({
    queryKey: [...libraryKeys.all, 'item'],
  })) {
    if (item?._id && !byId.has(item._id)) byId.set(item._id, listItemOf(item));
  }
  return [...byId.values()];
}
