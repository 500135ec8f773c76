import { TokenBuckets } from './token-buckets';

describe('TokenBuckets', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => (now = 1_000_000));

  it('lets a burst through, then one event per refill period', () => {
    const b = new TokenBuckets({ burst: 3, refillMs: 1000 }, 100, clock);
    expect([b.take('a'), b.take('a'), b.take('a'), b.take('a')]).toEqual([true, true, true, false]);
    now += 999;
    expect(b.take('a')).toBe(false);
    now += 1;
    expect(b.take('a')).toBe(true);
    expect(b.take('a')).toBe(false);
  });

  it('never refills past the burst, and counts each key apart', () => {
    const b = new TokenBuckets({ burst: 2, refillMs: 10 }, 100, clock);
    now += 1_000_000;
    expect([b.take('a'), b.take('a'), b.take('a')]).toEqual([true, true, false]);
    expect(b.take('b')).toBe(true);
  });

  it('a refused take spends nothing: trying harder does not push the next token further away', () => {
    const b = new TokenBuckets({ burst: 1, refillMs: 1000 }, 100, clock);
    b.take('a');
    for (let i = 0; i < 50; i++) {
      now += 10;
      b.take('a');
    }
    now += 500;
    expect(b.take('a')).toBe(true);
  });

  it('keeps at most maxKeys, forgetting the least recently used', () => {
    const b = new TokenBuckets({ burst: 1, refillMs: 60_000 }, 3, clock);
    for (const k of ['a', 'b', 'c']) b.take(k);
    b.take('a'); // refused, but used most recently
    b.take('d');
    expect(b.size).toBe(3);
    // 'b' was forgotten (a fresh bucket), 'a' was kept (still empty).
    expect(b.take('b')).toBe(true);
    expect(b.take('a')).toBe(false);
  });
});
