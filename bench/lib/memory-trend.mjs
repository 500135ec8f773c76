// Whether a soak's memory stayed flat. Read after a GC, RSS under a steady load still swings by
// tens of MB from one reading to the next (how many old-generation pages V8 keeps after a
// collection), so no single reading decides: the least-squares line through every reading from
// the end of round 1 on says where memory was going, and its rise over the whole soak is held to
// the target a later round has (+10 MB). The band (lowest to highest reading) and the live heap
// at the start and the end are reported beside it.

const round1 = (n) => Math.round(n * 10) / 10;

/**
 * @param {{ memory: { rssMb: number, heapUsedMb: number } }[]} rounds  every round, in order
 * @param {number} targetMb  the rise over the soak that still counts as flat
 */
export function memoryTrend(rounds, targetMb) {
  const ys = rounds.map((r) => r.memory.rssMb);
  const n = ys.length;
  const meanX = (n - 1) / 2;
  const meanY = ys.reduce((a, y) => a + y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  ys.forEach((y, x) => {
    sxy += (x - meanX) * (y - meanY);
    sxx += (x - meanX) ** 2;
  });
  const slope = sxx ? sxy / sxx : 0;
  const rise = round1(slope * (n - 1));
  return {
    readings: n,
    lowestMb: Math.min(...ys),
    highestMb: Math.max(...ys),
    firstMb: ys[0],
    lastMb: ys.at(-1),
    trendRiseMb: rise,
    liveHeapMb: { first: rounds[0].memory.heapUsedMb, last: rounds.at(-1).memory.heapUsedMb },
    flat: rise <= targetMb,
  };
}
