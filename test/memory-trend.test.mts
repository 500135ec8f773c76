// The soak's verdict (bench/lib/memory-trend.mjs): memory that swings but goes nowhere is flat,
// memory that creeps is not, however the last reading happens to fall.
import { memoryTrend } from '../bench/lib/memory-trend.mjs';

const rounds = (rss: number[]) => rss.map((rssMb) => ({ memory: { rssMb, heapUsedMb: 40 } }));

describe('memoryTrend', () => {
  it('calls RSS that swings by 20 MB around one level flat', () => {
    const t = memoryTrend(rounds([204, 215, 206, 195, 196, 197, 192, 208, 185, 205, 204]), 10);
    expect(t.flat).toBe(true);
    expect(t).toMatchObject({ lowestMb: 185, highestMb: 215, firstMb: 204, lastMb: 204 });
    expect(Math.abs(t.trendRiseMb)).toBeLessThan(10);
  });

  it('calls a creep of 2 MB a round over 15 rounds growth, even when the last reading dips', () => {
    const creep = Array.from({ length: 15 }, (_, i) => 500 + 2 * i + (i % 2 ? 8 : -8));
    creep[14] = 500;
    const t = memoryTrend(rounds(creep), 10);
    expect(t.flat).toBe(false);
    expect(t.trendRiseMb).toBeGreaterThan(20);
  });
});
