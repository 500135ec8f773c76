import { browserGlobals, type AudioContextLike } from './dom';

export interface AudioClockOptions {
  /**
   * The runner's clock. Default `performance.now()`, whose mapping to audio time comes from
   * `AudioContext.getOutputTimestamp()` (so a sound is heard, not just started, on time).
   */
  now?: () => number;
  /** Injected for tests; default a new AudioContext on first use. */
  createContext?: () => AudioContextLike;
}

/** An AudioContext made on first use, and the runner's clock mapped onto its clock. */
export interface AudioClock {
  /** The context, created on first call (resumed if the browser suspended it). */
  context(): AudioContextLike;
  /** Audio-clock seconds at which runner-clock time `atMs` is heard; never before now. */
  audioTime(atMs: number): number;
  /** Creates/resumes the context: call it from the tap that starts a session. */
  unlock(): Promise<void>;
  close(): Promise<void>;
  /** The runner's clock. */
  now(): number;
}

/**
 * The one place the ticks and the on-device voice get their AudioContext and map the runner's
 * clock onto it. With `performance.now()` as the clock, `getOutputTimestamp()` maps it (output
 * latency included); otherwise the context's current time and its reported output latency
 * (`outputLatency`, else `baseLatency`) do. Touches no browser global until first used.
 */
export function createAudioClock(options: AudioClockOptions = {}): AudioClock {
  const usePerformance = !options.now;
  const now = options.now ?? (() => (browserGlobals().performance ?? Date).now());
  let ctx: AudioContextLike | undefined;

  const context = (): AudioContextLike => {
    if (!ctx) {
      const Ctx = browserGlobals().AudioContext;
      if (!options.createContext && !Ctx) throw new Error('Web Audio is not available');
      ctx = options.createContext ? options.createContext() : new Ctx!();
    }
    if (ctx.state === 'suspended') void ctx.resume();
    return ctx;
  };

  return {
    context,
    now,
    audioTime(atMs) {
      const c = context();
      const stamp = usePerformance ? c.getOutputTimestamp?.() : undefined;
      // a context that has not played yet answers contextTime 0 and a stale performanceTime
      // (Chromium: hundreds of ms old), which would put every cue that much late
      const at =
        stamp?.contextTime && stamp.performanceTime
          ? stamp.contextTime + (atMs - stamp.performanceTime) / 1000
          : c.currentTime + (atMs - now()) / 1000 - (c.outputLatency || c.baseLatency || 0);
      return Math.max(c.currentTime, at);
    },
    async unlock() {
      const c = context();
      if (c.state === 'suspended') await c.resume();
      if (!usePerformance || !c.getOutputTimestamp) return;
      // until the output has played, its timestamp is not to be trusted (context time 0): wait
      // for a real one (a few ms), so a run's first cues are mapped by it too
      for (let waited = 0; !c.getOutputTimestamp().contextTime && waited < 300; waited += 10) {
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    async close() {
      await ctx?.close();
      ctx = undefined;
    },
  };
}
