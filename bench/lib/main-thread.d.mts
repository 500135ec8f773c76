import type { Browser } from 'playwright-core';

export const CPU_SLOWDOWN: number;
export interface MainThreadWork {
  blockingMs: number;
  longTasks: number[];
}
export function mainThreadWork(browser: Browser, url: string): Promise<MainThreadWork>;
export const TIMED_BROWSER_MARK: string;
export function favourTimedBrowser(): string | null;
export function medianMainThreadWork(
  browser: Browser,
  url: string,
  runs?: number,
): Promise<{ medianMs: number; loads: MainThreadWork[] }>;
export function mainThreadCpu(browser: Browser, url: string): Promise<number>;
export function median(values: number[]): number;
export function medianMainThreadCpu(
  browser: Browser,
  url: string,
  runs?: number,
): Promise<{ medianMs: number; loads: number[] }>;
export function relativeMainThreadCpu(
  browser: Browser,
  url: string,
  referenceUrl: string,
  runs?: number,
): Promise<{
  ratio: number;
  routeMs: number;
  referenceMs: number;
  loads: number[];
  referenceLoads: number[];
}>;
export function bytesRun(ranges: { startOffset: number; endOffset: number; count: number }[]): number;
/** In the slow mode (the CPU slowed `slowdown` times, CPU_SLOWDOWN by default). */
export function scriptWork(
  browser: Browser,
  url: string,
  options?: { slowdown?: number; addedScript?: string },
): Promise<{ bytesRun: number; calls: number }>;
