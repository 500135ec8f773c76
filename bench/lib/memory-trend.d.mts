export interface MemoryTrend {
  readings: number;
  lowestMb: number;
  highestMb: number;
  firstMb: number;
  lastMb: number;
  /** The least-squares line's rise from the first reading to the last. */
  trendRiseMb: number;
  liveHeapMb: { first: number; last: number };
  flat: boolean;
}

export function memoryTrend(
  rounds: { memory: { rssMb: number; heapUsedMb: number } }[],
  targetMb: number,
): MemoryTrend;
