import {
  libraryItemSchema,
  type ItemStatus,
  type LibraryItem,
  type NewLibraryItem,
  type UpdateLibraryItem,
} from '@handyq/domain/schemas';
import type { ApiClient } from './accounts';

/** Library item helpers for the API tests (POST, PUT, GET and the pages of a list). */
export function libraryClient(api: ApiClient) {
  /** POSTs a new item as `token` (201 expected); a drill titled `title` unless `fields` say otherwise. */
  const create = async (token: string, fields: Partial<NewLibraryItem> = {}): Promise<LibraryItem> => {
    const res = await api
      .post('/api/libraryItem', token)
      .send({ title: 'A drill', type: 'drill', ...fields });
    if (res.status !== 201) throw new Error(`POST /api/libraryItem -> ${res.status} ${res.text}`);
    return libraryItemSchema.parse(res.body);
  };

  /** GET /api/libraryItem/:id as `token`, expecting 200. */
  const read = async (id: string, token?: string): Promise<LibraryItem> =>
    libraryItemSchema.parse((await api.get(`/api/libraryItem/${id}`, token).expect(200)).body);

  /** The PUT body for `item` as read, with `changes` (the whole item, as the web app sends it). */
  const putBody = (item: LibraryItem, changes: Partial<UpdateLibraryItem> & Record<string, unknown> = {}) => {
    const { author: _author, ...rest } = item;
    return { ...rest, ...changes };
  };

  /** PUTs `item` (as read) with `changes` as `token`; the raw response. */
  const put = (token: string | undefined, item: LibraryItem, changes: Parameters<typeof putBody>[1] = {}) =>
    api.put(`/api/libraryItem/${item._id}`, token).send(putBody(item, changes));

  /** PUTs a status move, expecting 200; the item as saved. */
  const move = async (token: string, item: LibraryItem, status: ItemStatus): Promise<LibraryItem> => {
    const res = await put(token, item, { status });
    if (res.status !== 200) throw new Error(`PUT ${status} -> ${res.status} ${res.text}`);
    return libraryItemSchema.parse(res.body);
  };

  /** The next page's path from a Link header, if any. */
  const nextOf = (link: unknown): string | undefined =>
    typeof link === 'string' ? /<([^>]+)>; rel="next"/.exec(link)?.[1] : undefined;

  /** One page of GET /api/libraryItem?query as `token`: its items and the Link to the next. */
  const page = async (query: string, token?: string) => {
    const res = await api.get(`/api/libraryItem${query ? `?${query}` : ''}`, token).expect(200);
    return { items: libraryItemSchema.array().parse(res.body), next: nextOf(res.headers.link) };
  };

  /** Every item of the list, following the Link pages (and how many pages there were). */
  const all = async (query: string, token?: string): Promise<{ items: LibraryItem[]; pages: number }> => {
    let { items, next } = await page(query, token);
    let pages = 1;
    while (next) {
      const res = await api.get(next, token).expect(200);
      items = [...items, ...libraryItemSchema.array().parse(res.body)];
      next = nextOf(res.headers.link);
      pages += 1;
      if (pages > 1000) throw new Error('Too many pages');
    }
    return { items, pages };
  };

  /** Just the ids of `all`. */
  const ids = async (query: string, token?: string) => (await all(query, token)).items.map((i) => i._id);

  return { create, read, putBody, put, move, page, all, ids, nextOf };
}
export type LibraryClient = ReturnType<typeof libraryClient>;
