import { infiniteQueryOptions, queryOptions, type InfiniteData } from '@tanstack/react-query';
import type { LibraryItem } from '@handyq/domain/schemas';
import { api, queryClient } from '@handyq/web/server';
import { apiCacheNameOf } from '@handyq/web';
import { libraryKeys } from './library-keys';
import { listItemOf, readListItem, type ListItem } from './list-items';
import { filterToApiParams, nextPagePath, type ItemFilter } from '../lib/filter';

export { libraryKeys };

/**
 * The item schema, loaded beside the request that needs it: an item's page asks the API first
 * and gets zod while the answer travels, instead of waiting for zod before its first request.
 */
const itemSchema = () => import('@handyq/domain/schemas').then((m) => m.libraryItemSchema);

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
 * Every item the cache holds (from any list or item view), each once, then those of `kept` it
 * does not hold (read from the service worker's answers, `keptItems`): what the list shows,
 * filtered locally, when it is offline.
 */
export function cachedItems(kept: readonly ListItem[] = []): ListItem[] {
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
  for (const item of kept) if (!byId.has(item._id)) byId.set(item._id, item);
  return [...byId.values()];
}

/** An item list's answer (any filter, any page), and an item's own. */
const LIST_PATH = /^\/api\/libraryItem$/;
const ITEM_PATH = /^\/api\/libraryItem\/[^/]+$/;

/**
 * The items of every list and item answer the service worker kept for this viewer (their own
 * cache, then the visitors'), read from Cache Storage: what a page opened offline has of the
 * library. A list reloaded offline starts with an empty query cache, and a filter's own list was
 * kept only if it was asked for online, so the page filters these (`filterLocally`) as it would
 * the items it loaded. An answer that is not what the list reads is left out.
 */
export async function keptItems(viewerId: string | null): Promise<ListItem[]> {
  if (typeof caches === 'undefined') return [];
  const byId = new Map<string, ListItem>();
  const names = viewerId === null ? [apiCacheNameOf(null)] : [apiCacheNameOf(viewerId), apiCacheNameOf(null)];
  for (const name of names) {
    if (!(await caches.has(name))) continue;
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const path = new URL(request.url).pathname;
      const isList = LIST_PATH.test(path);
      if (!isList && !ITEM_PATH.test(path)) continue;
      try {
        const body: unknown = await (await cache.match(request))?.json();
        for (const raw of isList && Array.isArray(body) ? body : [body]) {
          const item = readListItem(raw);
          if (item && !byId.has(item._id)) byId.set(item._id, item);
        }
      } catch {
        // not JSON: nothing of it is shown
      }
    }
  }
  return [...byId.values()];
}
