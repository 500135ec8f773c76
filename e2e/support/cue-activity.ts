import type { Page } from '@playwright/test';

/**
 * Records what a session does besides speaking: every tick the page starts (an oscillator) and
 * every screen wake lock it is granted (the real sentinel, whose `released` the browser sets).
 */
export async function recordTicksAndWakeLocks(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { ticks: number; locks: WakeLockSentinel[] };
    w.ticks = 0;
    w.locks = [];
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, when?: number) {
      w.ticks += 1;
      start.call(this, when);
    };
    const wakeLock = navigator.wakeLock;
    if (wakeLock) {
      const request = wakeLock.request.bind(wakeLock);
      wakeLock.request = async (type?: 'screen') => {
        const sentinel = await request(type);
        w.locks.push(sentinel);
        return sentinel;
      };
    }
  });
}

/** Utterances spoken (with recordSpeech), ticks started and wake locks still held, so far. */
export const activity = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { said: unknown[]; ticks: number; locks: WakeLockSentinel[] };
    return { said: w.said.length, ticks: w.ticks, held: w.locks.filter((l) => !l.released).length };
  });
