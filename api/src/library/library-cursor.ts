import type { LibraryFilter } from '@handyq/shared/schemas';
import type { ItemSort, SortKey } from './library.repository';

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

/** The next page's cursor: the sort it belongs to and the last item's key (base64url JSON). */
export function encodeCursor(sort: ItemSort, last: SortKey): string {
  return Buffer.from(JSON.stringify([sort.field, sort.dir, last.key, last.id])).toString('base64url');
}

/** The key a cursor continues after, or undefined when it is not one made for this sort. */
export function decodeCursor(cursor: string, sort: ItemSort): SortKey | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) return undefined;
  const [field, dir, key, id] = parsed as unknown[];
  if (field !== sort.field || dir !== sort.dir || typeof id !== 'string') return undefined;
  const keyOk =
    sort.field === 'title' ? typeof key === 'string' : typeof key === 'number' && Number.isSafeInteger(key);
  return keyOk ? { key: key as string | number, id } : undefined;
}
