import type { AudioContextLike } from './dom';

/**
 * Audio-clock seconds at which clock time `atMs` is heard. With `performance.now()` as the
 * clock, `getOutputTimestamp()` maps it (output latency included); otherwise the context's
 * current time and its reported output latency (`outputLatency`, else `baseLatency`) do.
 */
export function audioTimeOf(
  c: AudioContextLike,
  atMs: number,
  now: () => number,
  clockIsPerformance: boolean,
): number {
  const stamp = clockIsPerformance ? c.getOutputTimestamp?.() : undefined;
  if (stamp?.contextTime !== undefined && stamp.performanceTime) {
    return stamp.contextTime + (atMs - stamp.performanceTime) / 1000;
  }
  const latency = c.outputLatency || c.baseLatency || 0;
  return c.currentTime + (atMs - now()) / 1000 - latency;
}
