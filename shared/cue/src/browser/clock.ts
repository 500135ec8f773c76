import type { Clock } from '../runner';
import { browserGlobals, type MessageChannelLike } from './dom';

/** The last stretch before a deadline is waited in short steps, not one long setTimeout. */
export const SPIN_WINDOW_MS = 15;

/**
 * A `performance.now()` clock whose timers fire within about a millisecond of their deadline:
 * a setTimeout wakes up `SPIN_WINDOW_MS` early, then the deadline is re-checked on each
 * MessageChannel message (a macrotask that, unlike nested setTimeout, is not clamped to 4 ms).
 * Touches no browser global until used, so it is import-safe in Node.
 */
export function createBrowserClock(options: { spinWindowMs?: number } = {}): Clock {
  const spinWindow = options.spinWindowMs ?? SPIN_WINDOW_MS;
  const now = () => (browserGlobals().performance ?? Date).now();
  let channel: MessageChannelLike | undefined;
  const waiting: (() => void)[] = [];

  /** Runs `fn` on the next macrotask (MessageChannel where available). */
  const soon = (fn: () => void) => {
    const Channel = browserGlobals().MessageChannel;
    if (!Channel) {
      setTimeout(fn, 0);
      return;
    }
    if (!channel) {
      channel = new Channel();
      channel.port1.onmessage = () => {
        const batch = waiting.splice(0);
        for (const f of batch) f();
      };
      // Node only: an idle port must not keep the process alive
      (channel.port1 as { unref?: () => void }).unref?.();
    }
    waiting.push(fn);
    channel.port2.postMessage(0);
  };

  return {
    now,
    setTimer(cb, atMs) {
      let cancelled = false;
      let handle: ReturnType<typeof setTimeout> | undefined;
      const wait = () => {
        const left = atMs - now();
        if (left > spinWindow) handle = setTimeout(check, left - spinWindow);
        else soon(check);
      };
      const check = () => {
        handle = undefined;
        if (cancelled) return;
        if (atMs - now() <= 0) cb();
        else wait();
      };
      wait();
      return () => {
        cancelled = true;
        if (handle !== undefined) clearTimeout(handle);
      };
    },
  };
}
