import { JsonText } from '../src/common/send-json';
import {
  LIST_CACHE_MAX_BYTES,
  LIST_CACHE_MAX_ENTRIES,
  LibraryListCache,
  cacheKey,
  cost,
} from '../src/library/library-list-cache';
import type { ItemPage } from '../src/library/library.service';
import { DB_TARGETS } from './support/databases';
import { startTestApp, type TestApp } from './support/test-app';

const page = (text: string): ItemPage => ({ json: new JsonText(text), count: 0 });

describe('the library list cache is bounded', () => {
  let t: TestApp;
  let cache: LibraryListCache;
  beforeAll(async () => {
    t = await startTestApp(DB_TARGETS[0]!);
    cache = t.app.get(LibraryListCache);
  });
  afterAll(() => t.close());

  it('by entries: endless distinct empty queries keep at most LIST_CACHE_MAX_ENTRIES pages', async () => {
    const longTxt = 'x'.repeat(2000);
    for (let i = 0; i < LIST_CACHE_MAX_ENTRIES + 1000; i++) {
      await cache.get({ txt: `${longTxt}${i}`, tags: [`t${i}`] }, async () => page('[]'));
    }
    expect(cache.size.entries).toBe(LIST_CACHE_MAX_ENTRIES);
    // An empty page is not free: its key, entry and possible copies are counted.
    expect(cache.size.bytes).toBeGreaterThanOrEqual(LIST_CACHE_MAX_ENTRIES * 600);
    expect(cache.size.bytes).toBeLessThanOrEqual(LIST_CACHE_MAX_BYTES);
  });

  it('by bytes, keys and encoded copies included: big pages push the oldest out', async () => {
    const big = page(`[${'"item",'.repeat(15_000)}"end"]`);
    for (let i = 0; i < 200; i++) await cache.get({ big: i }, async () => big);
    expect(cache.size.bytes).toBeLessThanOrEqual(LIST_CACHE_MAX_BYTES);
    const each = cost(cacheKey({ big: 0 }), big);
    expect(each).toBeGreaterThan(big.json.text.length * 3);
    expect(cache.size.entries).toBeLessThanOrEqual(Math.floor(LIST_CACHE_MAX_BYTES / each));
  });

  it('keys are fixed-size hashes, however long the query', () => {
    expect(cacheKey({ txt: 'a'.repeat(100_000) })).toHaveLength(43);
  });
});
