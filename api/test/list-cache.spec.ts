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

  /** Asks `query` twice: the second time, the cache keeps its page. */
  const askTwice = async (query: unknown, text: string) => {
    await cache.get(query, async () => page(text));
    await cache.get(query, async () => page(text));
  };

  it('keeps nothing of queries asked once each: endless distinct queries are answered, never kept', async () => {
    const longTxt = 'x'.repeat(2000);
    const before = cache.size;
    for (let i = 0; i < LIST_CACHE_MAX_ENTRIES + 1000; i++) {
      const answer = await cache.get({ txt: `${longTxt}${i}`, tags: [`t${i}`] }, async () => page(`[${i}]`));
      expect(answer.json.text).toBe(`[${i}]`);
    }
    expect(cache.size).toEqual(before);
  });

  it('by entries: endless distinct queries asked twice keep at most LIST_CACHE_MAX_ENTRIES pages', async () => {
    const longTxt = 'y'.repeat(2000);
    for (let i = 0; i < LIST_CACHE_MAX_ENTRIES + 1000; i++) await askTwice({ txt: `${longTxt}${i}` }, '[]');
    expect(cache.size.entries).toBe(LIST_CACHE_MAX_ENTRIES);
    // An empty page is not free: its key, entry and possible copies are counted.
    expect(cache.size.bytes).toBeGreaterThanOrEqual(LIST_CACHE_MAX_ENTRIES * 600);
    expect(cache.size.bytes).toBeLessThanOrEqual(LIST_CACHE_MAX_BYTES);
  });

  it('by bytes, keys and encoded copies included: big pages push the oldest out', async () => {
    const big = `[${'"item",'.repeat(15_000)}"end"]`;
    for (let i = 0; i < 200; i++) await askTwice({ big: i }, big);
    expect(cache.size.bytes).toBeLessThanOrEqual(LIST_CACHE_MAX_BYTES);
    const each = cost(cacheKey({ big: 0 }), page(big));
    expect(each).toBeGreaterThan(big.length * 3);
    expect(cache.size.entries).toBeLessThanOrEqual(Math.floor(LIST_CACHE_MAX_BYTES / each));
  });

  it('keys are fixed-size hashes, however long the query', () => {
    expect(cacheKey({ txt: 'a'.repeat(100_000) })).toHaveLength(43);
  });
});
