import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
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

interface Entry {
  rev: number;
  page: ItemPage;
  cost: number;
}

/**
 * List pages by query, good while the library's revision (library_revision) stands still: any
 * write to an item (a trigger on library_items), or a new owner name or admin flag (retireAll,
 * on `user.updated`), by any API instance, retires every page at once. A hit costs one primary-key read instead of the search; the same page object is
 * answered again, so its serialized and compressed forms can be kept with it (send-json.ts).
 * Loads of one query at one revision run once, however many requests wait for them. Bounded by
 * LIST_CACHE_MAX_ENTRIES and LIST_CACHE_MAX_BYTES (keys and encoded copies counted): least
 * recently used pages go first.
 */
@Injectable()
export class LibraryListCache {
  private readonly pages = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<ItemPage>>();
  private bytes = 0;

  constructor(private readonly repo: LibraryRepository) {}

  /** How many pages and counted bytes the cache holds (tests, benches). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.pages.size, bytes: this.bytes };
  }

  /** Retires every kept page, on every API instance: the revision they share moves on. */
  async retireAll(): Promise<void> {
    await this.repo.bumpRevision();
  }

  /** The page of `query`: cached while the revision holds, else `load()`'s, then kept. */
  async get(query: unknown, load: () => Promise<ItemPage>): Promise<ItemPage> {
    const key = cacheKey(query);
    // The revision is read before the page: a write landing in between makes the next request
    // miss, never keeps an old page under a new revision.
    const rev = await this.repo.revision();
    const hit = this.pages.get(key);
    if (hit?.rev === rev) {
      this.pages.delete(key);
      this.pages.set(key, hit);
      return hit.page;
    }
    const loadKey = `${rev}:${key}`;
    let pending = this.loading.get(loadKey);
    if (!pending) {
      pending = load().finally(() => this.loading.delete(loadKey));
      this.loading.set(loadKey, pending);
      void pending.then(
        (page) => this.keep(key, rev, page),
        () => undefined,
      );
    }
    return pending;
  }

  /** Keeps a loaded page (unless a newer one is kept), then drops the oldest past the bounds. */
  keep(key: string, rev: number, page: ItemPage): void {
    const current = this.pages.get(key);
    if (current && current.rev > rev) return;
    if (current) this.drop(key, current);
    const entry = { rev, page, cost: cost(key, page) };
    if (entry.cost > LIST_CACHE_MAX_BYTES) return;
    this.pages.set(key, entry);
    this.bytes += entry.cost;
    for (const [oldKey, old] of this.pages) {
      if (this.bytes <= LIST_CACHE_MAX_BYTES && this.pages.size <= LIST_CACHE_MAX_ENTRIES) break;
      this.drop(oldKey, old);
    }
  }

  private drop(key: string, entry: Entry): void {
    this.pages.delete(key);
    this.bytes -= entry.cost;
  }
}
