import type { Browser } from 'playwright-core';

export const CPU_SLOWDOWN: number;
export interface MainThreadWork {
  blockingMs: number;
  longTasks: number[];
}
export function mainThreadWork(browser: Browser, url: string): Promise<MainThreadWork>;
export function leastMainThreadWork(browser: Browser, url: string, runs?: number): Promise<MainThreadWork>;
