import { infiniteQueryOptions, queryOptions, type InfiniteData } from '@tanstack/react-query';
import type { LibraryItem } from '@handyq/shared/schemas';
import { api, queryClient } from '@handyq/shared/web/server';
import { libraryKeys } from './library-keys';
import { filterToApiParams, nextPagePath, type ItemFilter } from '../lib/filter';

export { libraryKeys };

/**
 * The item schemas, loaded beside the request that needs them: a page that lists or shows items
 * asks the API first and gets zod while the answer travels, instead of waiting for zod before
 * its first request.
 */
const itemSchemas = () =>
  import('@handyq/shared/schemas').then(({ libraryItemSchema }) => ({
    item: libraryItemSchema,
    list: libraryItemSchema.array(),
  }));

/** One library item as the caller may see it (with its author's shared profile). */
export const itemQuery = (id: string) =>
  queryOptions<LibraryItem>({
    queryKey: libraryKeys.item(id),
    queryFn: async () => {
      const [body, schemas] = await Promise.all([api.get(`libraryItem/${id}`).json(), itemSchemas()]);
      return schemas.item.parse(body);
    },
  });

/** One page of the list and the path of the next one (null on the last). */
export interface ItemsPage {
  items: LibraryItem[];
  next: string | null;
}

/**
 * The PracticeLab list for a filter, page by page: the API answers one page and names the
 * next one in its `Link: <…>; rel="next"` header.
 */
export const itemListQuery = (filter: ItemFilter) => {
  const params = filterToApiParams(filter);
  const search = new URLSearchParams(params).toString();
  return infiniteQueryOptions({
    queryKey: [...libraryKeys.lists(), params] as const,
    initialPageParam: search ? `libraryItem?${search}` : 'libraryItem',
    queryFn: async ({ pageParam }): Promise<ItemsPage> => {
      const [res, schemas] = await Promise.all([api.get(pageParam), itemSchemas()]);
      return {
        items: schemas.list.parse(await res.json()),
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
export function cachedItems(): LibraryItem[] {
  const byId = new Map<string, LibraryItem>();
  for (const [, data] of queryClient.getQueriesData<InfiniteData<ItemsPage>>({
    queryKey: libraryKeys.lists(),
  })) {
    for (const page of data?.pages ?? []) for (const item of page.items) byId.set(item._id, item);
  }
  for (const [, item] of queryClient.getQueriesData<LibraryItem>({
    queryKey: [...libraryKeys.all, 'item'],
  })) {
    if (item?._id && !byId.has(item._id)) byId.set(item._id, item);
  }
  return [...byId.values()];
}
