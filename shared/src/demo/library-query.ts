// Demo mode's library search, over the items kept on the device: the local fallback's rules.
import type { LibraryFilter, LibraryItem } from '../schemas/library';

/** The fields the text search looks in: title, description, type, tags and the owner's name. */
const searchedText = (item: LibraryItem) =>
  [item.title, item.description, item.type, item.tags.join(' '), item.owner.fullname]
    .join('\n')
    .toLowerCase();

/**
 * The items matching `filter` (already parsed by `libraryFilterSchema`), in its order: text
 * (case-insensitive, any of the searched fields), type, every listed tag, owner (`author` or any
 * of `authors`), feature and status. The default order is newest first; 'title' is A–Z and
 * 'createdAt' oldest first, each reversed by sortDir -1 — as the API orders them.
 */
export function queryLibrary(items: readonly LibraryItem[], filter: LibraryFilter): LibraryItem[] {
  const txt = filter.txt?.toLowerCase();
  const owners = [...(filter.authors ?? []), ...(filter.author ? [filter.author] : [])];
  const found = items.filter(
    (item) =>
      (!txt || searchedText(item).includes(txt)) &&
      (!filter.type || item.type === filter.type) &&
      (filter.tags ?? []).every((t) => item.tags.includes(t)) &&
      (!owners.length || owners.includes(item.owner._id)) &&
      (!filter.feature || item.feature === filter.feature) &&
      (!filter.status || item.status === filter.status),
  );
  const dir = filter.sortDir === -1 ? -1 : 1;
  const byId = (a: LibraryItem, b: LibraryItem) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);
  const order =
    filter.sortField === 'title'
      ? (a: LibraryItem, b: LibraryItem) =>
          dir * (a.title.toLowerCase().localeCompare(b.title.toLowerCase()) || byId(a, b))
      : filter.sortField === 'createdAt'
        ? (a: LibraryItem, b: LibraryItem) => dir * (a.createdAt - b.createdAt || byId(a, b))
        : (a: LibraryItem, b: LibraryItem) => b.createdAt - a.createdAt || byId(b, a);
  return found.sort(order);
}
