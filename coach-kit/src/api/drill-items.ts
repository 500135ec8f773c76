import { queryOptions } from '@tanstack/react-query';
import { api, httpStatus } from '@handyq/web/server';

/** What a Drills and Videos card needs of a library item. */
export interface DrillCard {
  _id: string;
  title: string;
  type: string;
  description: string;
  img?: string;
}

/** The card fields of one library item; anything else in it is not this page's business. */
function readCard(raw: unknown): DrillCard | null {
  const o = (raw ?? {}) as Record<string, unknown>;
  if (typeof o._id !== 'string' || typeof o.title !== 'string') return null;
  const images = Array.isArray(o.imgData) ? (o.imgData as { url?: unknown; isMain?: unknown }[]) : [];
  const main = images.find((i) => i.isMain === true) ?? images[0];
  return {
    _id: o._id,
    title: o.title,
    type: typeof o.type === 'string' ? o.type : '',
    description: typeof o.description === 'string' ? o.description : '',
    img: typeof main?.url === 'string' ? main.url : undefined,
  };
}

/**
 * The public drills and tutorials for the Coach Kit index. Until the library API exists (404)
 * the answer is an empty list: the page shows its empty state, never an error.
 */
export const drillItemsQuery = queryOptions({
  queryKey: ['libraryItems', 'coach-index'],
  queryFn: async (): Promise<DrillCard[]> => {
    try {
      const body = await api.get('libraryItem', { searchParams: { type: 'drill' } }).json();
      return (Array.isArray(body) ? body : []).map(readCard).filter((c): c is DrillCard => c !== null);
    } catch (err) {
      if (httpStatus(err) === 404) return [];
      throw err;
    }
  },
});
