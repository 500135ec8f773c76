import type { Browser } from 'playwright-core';

export function firstLoad(
  browser: Browser,
  url: string,
): Promise<{ files: { path: string; bytes: number }[]; total: number }>;
export function kb(bytes: number): string;
