import { Injectable } from '@nestjs/common';
import { LibraryRepository } from './library.repository';
import type { ItemPage } from './library.service';

/** How much JSON the cache holds at most (a page of 100 items is about 100 KB). */
export const LIST_CACHE_MAX_BYTES = 32 * 1024 * 1024;

interface Entry {
  rev: number;
  page: ItemPage;
}

/**
 * List pages by query, good while the library's revision (library_revision, kept by triggers)
 * stands still: any write to an item, or a new owner name, by any API instance, retires every
 * page at once. A hit costs one primary-key read instead of the search; the same page object is
 * answered again, so its serialized and compressed forms can be kept with it (send-json.ts).
 * Loads of one query at one revision run once, however many requests wait for them. Least
 * recently used pages go first when the cache is full.
 */
@Injectable()
export class LibraryListCache {
  private readonly pages = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<ItemPage>>();
  private bytes = 0;

  constructor(private readonly repo: LibraryRepository) {}

  /** The page `key` names: cached while the revision holds, else `load()`'s, then kept. */
  async get(key: string, load: () => Promise<ItemPage>): Promise<ItemPage> {
    // The revision is read before the page: a write landing in between makes the next request
    // miss, never keeps an old page under a new revision.
    const rev = await this.repo.revision();
    const hit = this.pages.get(key);
    if (hit?.rev === rev) {
      this.pages.delete(key);
      this.pages.set(key, hit);
      return hit.page;
    }
    const loadKey = `${rev}\u0000${key}`;
    let pending = this.loading.get(loadKey);
    if (!pending) {
      pending = load().finally(() => this.loading.delete(loadKey));
      this.loading.set(loadKey, pending);
      void pending.then(
        (page) => this.keep(key, { rev, page }),
        () => undefined,
      );
    }
    return pending;
  }

  private keep(key: string, entry: Entry): void {
    const current = this.pages.get(key);
    if (current && current.rev > entry.rev) return;
    if (current) this.drop(key, current);
    if (entry.page.json.text.length > LIST_CACHE_MAX_BYTES) return;
    this.pages.set(key, entry);
    this.bytes += entry.page.json.text.length;
    for (const [oldKey, old] of this.pages) {
      if (this.bytes <= LIST_CACHE_MAX_BYTES) break;
      this.drop(oldKey, old);
    }
  }

  private drop(key: string, entry: Entry): void {
    this.pages.delete(key);
    this.bytes -= entry.page.json.text.length;
  }
}
