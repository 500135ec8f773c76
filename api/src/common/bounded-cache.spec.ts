import { BoundedCache, Doorkeeper } from './bounded-cache';

/** A loader that counts its calls and answers `value`, or waits for `release()` when gated. */
function loader(value: string) {
  let calls = 0;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => (release = r));
  return {
    load: async () => {
      calls++;
      return value;
    },
    gated: async () => {
      calls++;
      await gate;
      return value;
    },
    release: () => release(),
    get calls() {
      return calls;
    },
  };
}

const small = () =>
  new BoundedCache<string>({ maxEntries: 100, maxBytes: 1_000_000, cost: (k, v) => k.length + v.length });

describe('Doorkeeper', () => {
  it('says a key was seen only the second time it is asked', () => {
    const door = new Doorkeeper(1024);
    expect(door.sawBefore('a')).toBe(false);
    expect(door.sawBefore('b')).toBe(false);
    expect(door.sawBefore('a')).toBe(true);
    expect(door.sawBefore('b')).toBe(true);
  });

  it('forgets keys once others take their slots, so its table never grows', () => {
    const door = new Doorkeeper(256);
    door.sawBefore('popular');
    for (let i = 0; i < 10_000; i++) door.sawBefore(`made-up ${i}`);
    expect(door.sawBefore('popular')).toBe(false);
    // Of 10,000 distinct keys after those, few are taken as seen (a shared slot and fingerprint).
    let seen = 0;
    for (let i = 0; i < 10_000; i++) if (door.sawBefore(`other ${i}`)) seen++;
    expect(seen).toBeLessThan(5);
  });

  it('takes only a power of 2 as its size', () => {
    expect(() => new Doorkeeper(1000)).toThrow(/power of 2/);
  });
});

describe('BoundedCache', () => {
  it('keeps nothing of keys asked once each, and answers every one', async () => {
    const cache = small();
    for (let i = 0; i < 1000; i++)
      expect(await cache.get(`q${i}`, 1, loader(`page ${i}`).load)).toBe(`page ${i}`);
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('keeps a key asked a second time, and answers the third from what it kept', async () => {
    const cache = small();
    const l = loader('page');
    await cache.get('q', 1, l.load);
    await cache.get('q', 1, l.load);
    expect(cache.size.entries).toBe(1);
    expect(await cache.get('q', 1, l.load)).toBe('page');
    expect(l.calls).toBe(2);
  });

  it('loads again for a new version, and keeps that without asking twice', async () => {
    const cache = small();
    const l = loader('page');
    await cache.get('q', 1, l.load);
    await cache.get('q', 1, l.load);
    const next = loader('new page');
    expect(await cache.get('q', 2, next.load)).toBe('new page');
    expect(await cache.get('q', 2, next.load)).toBe('new page');
    expect(next.calls).toBe(1);
  });

  it('loads a key once for requests that wait together, and keeps it: more than one asked', async () => {
    const cache = small();
    const l = loader('page');
    const both = Promise.all([cache.get('q', 1, l.gated), cache.get('q', 1, l.gated)]);
    l.release();
    expect(await both).toEqual(['page', 'page']);
    expect(l.calls).toBe(1);
    expect(cache.size.entries).toBe(1);
  });

  it('never lets a load started earlier replace one started later', async () => {
    const cache = small();
    await cache.get('q', 1, loader('v1').load);
    const slow = loader('v1 again');
    const old = cache.get('q', 1, slow.gated);
    await cache.get('q', 2, loader('v2').load);
    slow.release();
    await old;
    expect(await cache.get('q', 2, loader('not loaded').load)).toBe('v2');
  });

  it('drops the least recently used past its entries', async () => {
    const cache = new BoundedCache<string>({ maxEntries: 3, maxBytes: 1e9, cost: () => 1 });
    const twice = async (key: string) => {
      await cache.get(key, 1, loader(key).load);
      await cache.get(key, 1, loader(key).load);
    };
    for (const k of ['a', 'b', 'c']) await twice(k);
    await cache.get('a', 1, loader('not loaded').load); // a is now the most recent
    await twice('d');
    expect(cache.size.entries).toBe(3);
    expect(await cache.get('a', 1, loader('not loaded').load)).toBe('a');
    expect(await cache.get('b', 1, loader('b loaded again').load)).toBe('b loaded again');
  });

  it('keeps its bytes under maxBytes, and never keeps a value bigger than all of it', async () => {
    const cache = new BoundedCache<string>({ maxEntries: 1e6, maxBytes: 1000, cost: (_k, v) => v.length });
    for (let i = 0; i < 50; i++) {
      await cache.get(`k${i}`, 1, loader('x'.repeat(300)).load);
      await cache.get(`k${i}`, 1, loader('x'.repeat(300)).load);
      expect(cache.size.bytes).toBeLessThanOrEqual(1000);
    }
    expect(cache.size.entries).toBe(3);
    await cache.get('huge', 1, loader('x'.repeat(2000)).load);
    await cache.get('huge', 1, loader('x'.repeat(2000)).load);
    expect(cache.size.entries).toBe(3);
  });

  it('keeps nothing of a failed load, and tries it again', async () => {
    const cache = small();
    const failing = () => Promise.reject(new Error('database gone'));
    await expect(cache.get('q', 1, failing)).rejects.toThrow('database gone');
    await expect(cache.get('q', 1, failing)).rejects.toThrow('database gone');
    expect(cache.size.entries).toBe(0);
    expect(await cache.get('q', 1, loader('page').load)).toBe('page');
  });
});
