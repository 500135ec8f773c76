// The PracticeLab filter: what the filter bar edits, how it is mirrored in the page's query
// string, what the list asks the API for, and how cached items are filtered when offline.
// Plain TypeScript on purpose: the lists of allowed values are repeated here instead of read
// from the zod schemas, so nothing here pulls zod in.
import { TOOL_KEYS, type ToolKey } from '@handyq/domain';
import type { ItemStatus, ItemType } from '@handyq/domain/schemas';

export const FILTER_TYPES: readonly ItemType[] = ['drill', 'tutorial', 'workout'];
export const FILTER_STATUSES: readonly ItemStatus[] = ['private', 'pending', 'public'];
export const SORT_FIELDS = ['', 'title', 'createdAt'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortDir = 1 | -1;

/** The sort choices of the filter bar: the default order, A–Z by title, newest first. */
export const SORT_CHOICES: readonly { field: SortField; label: string }[] = [
  { field: '', label: 'Default' },
  { field: 'title', label: 'A–Z' },
  { field: 'createdAt', label: 'Newest' },
];

/** The filter as the page holds it: '' (or an empty list) means "any". */
export interface ItemFilter {
  txt: string;
  type: ItemType | '';
  feature: ToolKey | '';
  tags: string[];
  authors: string[];
  author: string;
  sortField: SortField;
  sortDir: SortDir;
  status: ItemStatus | '';
}

export const EMPTY_FILTER: ItemFilter = {
  txt: '',
  type: '',
  feature: '',
  tags: [],
  authors: [],
  author: '',
  sortField: '',
  sortDir: 1,
  status: '',
};

const oneOf = <T extends string>(list: readonly T[], v: string | null): T | '' =>
  v !== null && (list as readonly string[]).includes(v) ? (v as T) : '';

/** A comma-separated list: trimmed, empty entries dropped, duplicates once. */
export function commaList(raw: string | null | undefined, lower = false): string[] {
  const out: string[] = [];
  for (const part of (raw ?? '').split(',')) {
    const v = lower ? part.trim().toLowerCase() : part.trim();
    if (v && !out.includes(v)) out.push(v);
  }
  return out;
}

/** Tags as a filter holds them: trimmed, lowercased, each once. */
export const parseTags = (raw: string | null | undefined) => commaList(raw, true);

/** Choosing a sort field sets its direction: newest first for createdAt, ascending otherwise. */
export function withSortField(filter: ItemFilter, sortField: SortField): ItemFilter {
  return { ...filter, sortField, sortDir: sortField === 'createdAt' ? -1 : 1 };
}

/**
 * The filter a page opens with, read from its query string. Unknown values are ignored;
 * tags and authors are comma-separated; sortDir counts only as exactly 1 or -1.
 */
export function filterFromSearch(params: URLSearchParams): ItemFilter {
  const dir = params.get('sortDir');
  return {
    txt: params.get('txt') ?? '',
    type: oneOf(FILTER_TYPES, params.get('type')),
    feature: oneOf(TOOL_KEYS, params.get('feature')),
    tags: parseTags(params.get('tags')),
    authors: commaList(params.get('authors')),
    author: params.get('author') ?? '',
    sortField: oneOf(SORT_FIELDS, params.get('sortField')),
    sortDir: dir === '-1' ? -1 : 1,
    status: oneOf(FILTER_STATUSES, params.get('status')),
  };
}

/**
 * The query string that mirrors a filter: only the fields that are set, sortDir only when it
 * is not 1, tags and authors comma-separated. Reading it back gives the same filter.
 */
export function filterToSearch(filter: ItemFilter): URLSearchParams {
  const p = new URLSearchParams();
  if (filter.type) p.set('type', filter.type);
  if (filter.feature) p.set('feature', filter.feature);
  if (filter.status) p.set('status', filter.status);
  if (filter.author) p.set('author', filter.author);
  if (filter.txt.trim()) p.set('txt', filter.txt.trim());
  if (filter.sortField) p.set('sortField', filter.sortField);
  if (filter.sortDir !== 1) p.set('sortDir', String(filter.sortDir));
  if (filter.tags.length) p.set('tags', filter.tags.join(','));
  if (filter.authors.length) p.set('authors', filter.authors.join(','));
  return p;
}

/** What `GET /api/libraryItem` is asked for this filter (its query string has the same names). */
export function filterToApiParams(filter: ItemFilter): Record<string, string> {
  const params = Object.fromEntries(filterToSearch(filter));
  // The API's direction goes with a field; the default order has none.
  if (filter.sortField) params.sortDir = String(filter.sortDir);
  return params;
}

/** Two filters ask for the same items. */
export const sameFilter = (a: ItemFilter, b: ItemFilter) =>
  filterToSearch(a).toString() === filterToSearch(b).toString();

/** The fields of an item the local (offline) filter reads. */
export interface FilterableItem {
  _id: string;
  title: string;
  type: string;
  feature: string;
  tags: string[];
  status: string;
  owner: { _id: string };
  createdAt: number;
}

/**
 * Filters and sorts items already in the cache, as the server would: the text matches the
 * title or the joined tags case-insensitively, every listed tag must be there, and the
 * default order is newest first.
 */
export function filterLocally<T extends FilterableItem>(items: T[], filter: ItemFilter): T[] {
  const txt = filter.txt.trim().toLowerCase();
  const out = items.filter(
    (item) =>
      (!txt || item.title.toLowerCase().includes(txt) || item.tags.join(' ').toLowerCase().includes(txt)) &&
      (!filter.type || item.type === filter.type) &&
      (!filter.feature || item.feature === filter.feature) &&
      (!filter.status || item.status === filter.status) &&
      (!filter.author || item.owner._id === filter.author) &&
      (!filter.authors.length || filter.authors.includes(item.owner._id)) &&
      filter.tags.every((t) => item.tags.includes(t)),
  );
  if (filter.sortField === 'title') {
    out.sort((a, b) => filter.sortDir * a.title.localeCompare(b.title, undefined, { sensitivity: 'base' }));
  } else if (filter.sortField === 'createdAt') {
    out.sort((a, b) => filter.sortDir * (a.createdAt - b.createdAt));
  } else {
    out.sort((a, b) => b.createdAt - a.createdAt);
  }
  return out;
}

/**
 * The path (below /api/) of the next page named by a `Link: <…>; rel="next"` header, or null
 * on the last page. The link may be absolute or start at the site root.
 */
export function nextPagePath(link: string | null | undefined): string | null {
  if (!link) return null;
  for (const part of link.split(',')) {
    const m = /<([^>]+)>\s*;\s*rel="?next"?/i.exec(part);
    if (!m) continue;
    const url = new URL(m[1]!, 'http://x');
    const path = `${url.pathname}${url.search}`;
    return path.startsWith('/api/') ? path.slice('/api/'.length) : path.replace(/^\//, '');
  }
  return null;
}
