import type { LibraryFilter } from './schemas/library';

// How a library list is sorted and paged, the API's and the demo's alike: a page continues
// after the last item shown (its sort key and id), never at a count of items, so an item added
// or deleted meanwhile neither repeats nor hides one; and the next page's link names the query
// as it was understood.

export type SortField = 'default' | 'createdAt' | 'title';
/** The sort a list uses; `default` is createdAt newest first. */
export interface ItemSort {
  field: SortField;
  dir: 1 | -1;
}
/** Where the previous page stopped: its last item's sort key and id. */
export interface SortKey {
  key: number | string;
  id: string;
}

/**
 * The sort a list query asks for. '' (or none) is the default order, createdAt newest first
 * (sortDir does not apply to it); 'title' is A–Z and 'createdAt' oldest first, each reversed by
 * sortDir -1.
 */
export function sortOf(q: Pick<LibraryFilter, 'sortField' | 'sortDir'>): ItemSort {
  const dir = q.sortDir === -1 ? -1 : 1;
  if (q.sortField === 'title') return { field: 'title', dir };
  if (q.sortField === 'createdAt') return { field: 'createdAt', dir };
  return { field: 'default', dir: -1 };
}

/** An item's key in a sort: its title lowercased (A–Z), else its createdAt. */
export const sortKeyOf = (
  item: { _id: string; title: string; createdAt: number },
  sort: ItemSort,
): SortKey => ({
  key: sort.field === 'title' ? item.title.toLowerCase() : item.createdAt,
  id: item._id,
});

// base64url of the text's UTF-8 bytes, with what every JavaScript runtime has (btoa works on
// one byte a character; encodeURIComponent writes the UTF-8 bytes).
export const toBase64Url = (text: string) =>
  btoa(
    encodeURIComponent(text).replace(/%([0-9A-F]{2})/g, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    ),
  )
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** The text of base64url UTF-8 bytes; throws when they are not that. */
export const fromBase64Url = (text: string) =>
  decodeURIComponent(
    Array.from(
      atob(text.replace(/-/g, '+').replace(/_/g, '/')),
      (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`,
    ).join(''),
  );

/**
 * Whether a cursor's decoded text can be a key: at most `max` characters, well-formed UTF-16 and
 * no control character. A cursor is the caller's to send: a NUL in it (one PostgreSQL's text
 * cannot hold) once reached the database and answered 500.
 */
export const isCursorText = (value: unknown, max: number): value is string =>
  typeof value === 'string' &&
  value.length <= max &&
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  !/[\u0000-\u001f\u007f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value);

/** The next page's cursor: the sort it belongs to and the last item's key (base64url JSON). */
export function encodeCursor(sort: ItemSort, last: SortKey): string {
  return toBase64Url(JSON.stringify([sort.field, sort.dir, last.key, last.id]));
}

/** The key a cursor continues after, or undefined when it is not one made for this sort. */
export function decodeCursor(cursor: string, sort: ItemSort): SortKey | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fromBase64Url(cursor));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) return undefined;
  const [field, dir, key, id] = parsed as unknown[];
  if (field !== sort.field || dir !== sort.dir || !isCursorText(id, 100)) return undefined;
  const keyOk =
    sort.field === 'title' ? isCursorText(key, 1000) : typeof key === 'number' && Number.isSafeInteger(key);
  return keyOk ? { key: key as string | number, id } : undefined;
}

/** The query string of the next page: the filters as understood (trimmed, lowercased tags), that page's cursor. */
export function nextPageQuery(q: LibraryFilter, cursor: string): string {
  const params = new URLSearchParams();
  const put = (key: string, value: string | number | string[] | undefined) => {
    if (value === undefined) return;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text !== '') params.set(key, text);
  };
  put('txt', q.txt);
  put('type', q.type);
  put('tags', q.tags);
  put('authors', q.authors);
  put('author', q.author);
  put('feature', q.feature);
  put('status', q.status);
  put('sortField', q.sortField);
  put('sortDir', q.sortDir);
  put('limit', q.limit);
  params.set('cursor', cursor);
  return params.toString();
}
