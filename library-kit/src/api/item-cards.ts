import { queryOptions } from '@tanstack/react-query';
import { api, httpStatus } from '@handyq/web/server';
import { mainImage } from '../lib/media';
import { libraryKeys } from './library-keys';

/** What a card of the Library Kit index (or a link to a fixed item) needs of a library item. */
export interface ItemCard {
  _id: string;
  title: string;
  type: string;
  description: string;
  img?: string;
}

/**
 * The card fields of one item, checked by hand: the index is a kit's first page and stays
 * without the zod schemas (the item view parses the whole item).
 */
export function readCard(raw: unknown): ItemCard | null {
  const o = (raw ?? {}) as Record<string, unknown>;
  if (typeof o._id !== 'string' || typeof o.title !== 'string') return null;
  const images = Array.isArray(o.imgData)
    ? (o.imgData as unknown[]).filter(
        (i): i is { url: string; isMain?: boolean } =>
          typeof (i as { url?: unknown } | null)?.url === 'string',
      )
    : [];
  return {
    _id: o._id,
    title: o.title,
    type: typeof o.type === 'string' ? o.type : '',
    description: typeof o.description === 'string' ? o.description : '',
    img: mainImage(images),
  };
}

/** One fixed item as a card; null when it is not there (404) or not visible to the caller. */
export const itemCardQuery = (id: string) =>
  queryOptions({
    queryKey: libraryKeys.card(id),
    queryFn: async (): Promise<ItemCard | null> => {
      try {
        return readCard(await api.get(`libraryItem/${id}`).json());
      } catch (err) {
        const status = httpStatus(err);
        if (status === 404 || status === 403) return null;
        throw err;
      }
    },
  });
