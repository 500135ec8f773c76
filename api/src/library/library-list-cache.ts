import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { BoundedCache } from '../common/bounded-cache';
import { LibraryRepository } from './library.repository';
import type { ItemPage } from './library.service';

/** At most this many pages are kept, whatever their size (a visitor may ask endless queries). */
export const LIST_CACHE_MAX_ENTRIES = 5_000;
/** At most this many bytes are kept, counted as in cost() below (a 100-item page is ~100 KB). */
export const LIST_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** What an entry costs besides its text: the Map slots, the entry, the page and its JsonText. */
const ENTRY_OVERHEAD_BYTES = 600;

/**
 * What keeping a page costs, counted high rather than low: the key (a fixed-size hash), the
 * JSON text (2 bytes a character, as V8 may hold it), and the encoded copies send-json.ts may
 * keep with the page (identity, br and gzip, each at most the text's size plus a little).
 */
export function cost(key: string, page: ItemPage): number {
  const text = page.json.text.length;
  return ENTRY_OVERHEAD_BYTES + key.length * 2 + text * 2 + 3 * (text * 3 + 64);
}

/** A query's key: its hash, so a long query costs the cache no more than a short one. */
export const cacheKey = (query: unknown) =>
  createHash('sha256').update(JSON.stringify(query)).digest('base64url');

/**
 * List pages by query, good while the library's revision (library_revision) stands still: any
 * write to an item (a trigger on library_items), or a new owner name or admin flag (retireAll,
 * on `user.updated`), by any API instance, retires every page at once. A hit costs one
 * primary-key read instead of the search; the same page object is answered again, so its
 * serialized and compressed forms can be kept with it (send-json.ts). Bounded by
 * LIST_CACHE_MAX_ENTRIES and LIST_CACHE_MAX_BYTES (keys and encoded copies counted), and only a
 * query asked before is kept (BoundedCache): a visitor's endless made-up queries are answered,
 * never kept.
 */
@Injectable()
export class LibraryListCache {
  private readonly pages = new BoundedCache<ItemPage>({
    maxEntries: LIST_CACHE_MAX_ENTRIES,
    maxBytes: LIST_CACHE_MAX_BYTES,
    cost,
  });

  constructor(private readonly repo: LibraryRepository) {}

  /** How many pages and counted bytes the cache holds (tests, benches). */
  get size(): { entries: number; bytes: number } {
    return this.pages.size;
  }

  /** Retires every kept page, on every API instance: the revision they share moves on. */
  async retireAll(): Promise<void> {
    await this.repo.bumpRevision();
  }

  /** The page of `query`: kept while the revision holds, else `load()`'s. */
  async get(query: unknown, load: () => Promise<ItemPage>): Promise<ItemPage> {
    const key = cacheKey(query);
    // The revision is read before the page (see BoundedCache.get).
    const rev = await this.repo.revision();
    return this.pages.get(key, rev, load);
  }
}
