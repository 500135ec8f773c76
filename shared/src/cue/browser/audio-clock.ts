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

type OutputStamp = { contextTime?: number; performanceTime?: number };

/**
 * How far ahead of what is heard the context may be rendering (s): its output latency, which
 * is under a second on any device; a reading that says more is wrong.
 */
const MAX_OUTPUT_LEAD_S = 1;
/** How old a reading may be (ms): a platform reads its output every few ms. */
const MAX_STAMP_AGE_MS = 1000;
/** How far a reading may lie in the future, for two clocks' rounding (ms). */
const STAMP_SLACK_MS = 5;

/**
 * Whether an output timestamp can be trusted, checked against the two clocks it maps: it is of
 * a moment past (a WebKitGTK 2.50 one ran at twice real time, ahead of `performance.now()`, and
 * would have put every cue at "now"), at most a second old, and it puts what is heard now behind
 * what the context has rendered (`currentTime`) by less than a second. A context that has not
 * played yet answers context time 0 and a stale performance time (Chromium: hundreds of ms old).
 */
export function plausibleStamp(stamp: OutputStamp | undefined, currentTime: number, nowMs: number): boolean {
  if (!stamp?.contextTime || !stamp.performanceTime) return false;
  const ageMs = nowMs - stamp.performanceTime;
  if (ageMs < -STAMP_SLACK_MS || ageMs > MAX_STAMP_AGE_MS) return false;
  const lead = currentTime - (stamp.contextTime + ageMs / 1000);
  return lead > -STAMP_SLACK_MS / 1000 && lead < MAX_OUTPUT_LEAD_S;
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
      const nowMs = now();
      // A reading that is not plausible is not used: the context's own time and its latency map
      // the clock instead, measured now.
      const at =
        stamp && plausibleStamp(stamp, c.currentTime, nowMs)
          ? stamp.contextTime! + (atMs - stamp.performanceTime!) / 1000
          : c.currentTime + (atMs - nowMs) / 1000 - (c.outputLatency || c.baseLatency || 0);
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
