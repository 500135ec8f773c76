// Demo mode's library search, over the items kept on the device: the server's rules.
import { sortKeyOf, sortOf, type ItemSort, type SortKey } from '@handyq/domain/library-paging';
import type { LibraryFilter, LibraryItem } from '@handyq/domain/schemas/library';

/** Whether the text is in the title or the tags (lowercased `txt`), as the server searches. */
const hasText = (item: LibraryItem, txt: string) =>
  item.title.toLowerCase().includes(txt) || item.tags.join(' ').toLowerCase().includes(txt);

/**
 * `a` before `b` by their characters' code points, as the server's title order ("C" collation:
 * UTF-8 bytes, in code point order) compares them: the same on every device, whatever its
 * language.
 */
export function byCodePoints(a: string, b: string): number {
  const [x, y] = [Array.from(a), Array.from(b)];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = x[i]!.codePointAt(0)! - y[i]!.codePointAt(0)!;
    if (d) return d;
  }
  return x.length - y.length;
}

/**
 * The items matching `filter` (already parsed by `libraryFilterSchema`), in its order: text
 * (case-insensitive, in the title or the tags), type, every listed tag, owner (`author` or any
 * of `authors`), feature and status. The default order is newest first; 'title' is A–Z (by
 * code point after lowercasing) and 'createdAt' oldest first, each reversed by sortDir -1 — as the API orders them.
 */
export function queryLibrary(items: readonly LibraryItem[], filter: LibraryFilter): LibraryItem[] {
  const txt = filter.txt?.toLowerCase();
  const owners = [...(filter.authors ?? []), ...(filter.author ? [filter.author] : [])];
  const found = items.filter(
    (item) =>
      (!txt || hasText(item, txt)) &&
      (!filter.type || item.type === filter.type) &&
      (filter.tags ?? []).every((t) => item.tags.includes(t)) &&
      (!owners.length || owners.includes(item.owner._id)) &&
      (!filter.feature || item.feature === filter.feature) &&
      (!filter.status || item.status === filter.status),
  );
  const sort = sortOf(filter);
  return found.sort((a, b) => compareKeys(sortKeyOf(a, sort), sortKeyOf(b, sort), sort));
}

/** Where `a` comes in `sort` against `b` (negative: before), by key, then by id. */
export function compareKeys(a: SortKey, b: SortKey, sort: ItemSort): number {
  const byKey =
    typeof a.key === 'string' && typeof b.key === 'string'
      ? byCodePoints(a.key, b.key)
      : Number(a.key) - Number(b.key);
  return sort.dir * (byKey || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
