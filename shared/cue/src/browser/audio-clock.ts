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
  const lead = stampLead(stamp, currentTime, nowMs);
  return lead > -STAMP_SLACK_MS / 1000 && lead < MAX_OUTPUT_LEAD_S;
}

/** How far what is heard now, by `stamp`, is behind what the context has rendered (s). */
const stampLead = (stamp: OutputStamp, currentTime: number, nowMs: number) =>
  currentTime - (stamp.contextTime! + (nowMs - stamp.performanceTime!) / 1000);

/**
 * The part of the reported output latency a plausible stamp leaves out (s): what is heard lags
 * what is rendered by at least that latency. Firefox 153's stamp is its current time less the
 * latency, stamped that long ago, so it says what is rendered now is heard now (its cues came
 * the whole latency late: 47 ms behind a PulseAudio sink); Chromium's includes it.
 */
export function latencyLeftOut(
  stamp: OutputStamp,
  currentTime: number,
  nowMs: number,
  latencyS: number,
): number {
  const missing = latencyS - stampLead(stamp, currentTime, nowMs);
  return missing > STAMP_SLACK_MS / 1000 ? missing : 0;
}

/** How often a running context's clock is read (ms). */
export const READ_EVERY_MS = 50;
/** How many readings unlock() takes, 10 ms apart, before it resolves. */
const UNLOCK_READINGS = 10;
/** How many of the latest readings map the clock: a second's. */
const READINGS_KEPT = 20;
/** A reading this far (s) from the others' mean is of a clock that jumped (resumed, restarted). */
const JUMP_S = 0.05;

/**
 * The runner-to-audio offset (s) as the mean of the latest readings'. One reading is off by up to
 * the step the context's clock moves in (Firefox's moves in its sound server's 10–30 ms callbacks,
 * and its output timestamp with it: cues came up to 12 ms off either way); their mean is the
 * middle of the step. A reading far off the others' mean starts the window again.
 */
export function offsetWindow() {
  let readings: number[] = [];
  const mean = () => readings.reduce((sum, r) => sum + r, 0) / readings.length;
  return {
    /** Adds a reading; answers the mean of those kept. */
    add(offsetS: number): number {
      if (readings.length && Math.abs(offsetS - mean()) > JUMP_S) readings = [];
      readings.push(offsetS);
      if (readings.length > READINGS_KEPT) readings.shift();
      return mean();
    },
    clear() {
      readings = [];
    },
  };
}

/**
 * The one place the ticks and the on-device voice get their AudioContext and map the runner's
 * clock onto it. With `performance.now()` as the clock, `getOutputTimestamp()` maps it (output
 * latency included); otherwise, or when a stamp is not plausible, the context's current time and
 * its reported output latency (`outputLatency`, else `baseLatency`) do. The mapping is the mean
 * of the readings of the last second (the clock is read every READ_EVERY_MS while the context
 * runs, and at each call). Touches no browser global until first used.
 */
export function createAudioClock(options: AudioClockOptions = {}): AudioClock {
  const usePerformance = !options.now;
  const now = options.now ?? (() => (browserGlobals().performance ?? Date).now());
  let ctx: AudioContextLike | undefined;
  const offsets = offsetWindow();
  let reader: ReturnType<typeof setInterval> | undefined;

  const context = (): AudioContextLike => {
    if (!ctx) {
      const Ctx = browserGlobals().AudioContext;
      if (!options.createContext && !Ctx) throw new Error('Web Audio is not available');
      ctx = options.createContext ? options.createContext() : new Ctx!();
    }
    if (ctx.state === 'suspended') void ctx.resume();
    return ctx;
  };

  /** The audio time (s) at runner time 0 by one reading of `c`'s clock. */
  const reading = (c: AudioContextLike): number => {
    const stamp = usePerformance ? c.getOutputTimestamp?.() : undefined;
    const nowMs = now();
    const latency = c.outputLatency || c.baseLatency || 0;
    // A reading that is not plausible is not used: the context's own time and its latency map
    // the clock instead, measured now.
    return stamp && plausibleStamp(stamp, c.currentTime, nowMs)
      ? stamp.contextTime! -
          stamp.performanceTime! / 1000 -
          latencyLeftOut(stamp, c.currentTime, nowMs, latency)
      : c.currentTime - nowMs / 1000 - latency;
  };

  const stopReading = () => {
    clearInterval(reader);
    reader = undefined;
    offsets.clear();
  };
  /** Reads the clock every READ_EVERY_MS while the context runs (not a moment longer). */
  const keepReading = () => {
    if (reader) return;
    reader = setInterval(() => {
      if (ctx?.state === 'running') offsets.add(reading(ctx));
      else stopReading();
    }, READ_EVERY_MS);
    // in Node (tests, server rendering) a reader left on keeps no process alive
    (reader as { unref?: () => void }).unref?.();
  };

  return {
    context,
    now,
    audioTime(atMs) {
      const c = context();
      const offset = offsets.add(reading(c));
      if (c.state === 'running') keepReading();
      return Math.max(c.currentTime, offset + atMs / 1000);
    },
    async unlock() {
      const c = context();
      if (c.state === 'suspended') await c.resume();
      keepReading();
      // A clock just started reads behind at first (WebKitGTK's first reading was 13 ms behind
      // the rest, and the run's first cue as early), and until the output has played its
      // timestamp is not to be trusted (context time 0): wait (a few ms, 300 at most) for the
      // clock to move twice and a real timestamp, and drop what was read before.
      const stamped = () => !usePerformance || !c.getOutputTimestamp || !!c.getOutputTimestamp().contextTime;
      let last = c.currentTime;
      for (let moves = 0, waited = 0; (moves < 2 || !stamped()) && waited < 300; waited += 10) {
        await new Promise((r) => setTimeout(r, 10));
        if (c.currentTime !== last) [moves, last] = [moves + 1, c.currentTime];
      }
      offsets.clear();
      // and a tenth of a second of readings 10 ms apart, so the run's first cue is mapped by a
      // mean too (Firefox's first cue came 7 ms off with the two or three readings had by then)
      for (let i = 0; i < UNLOCK_READINGS && c.state === 'running'; i++) {
        await new Promise((r) => setTimeout(r, 10));
        offsets.add(reading(c));
      }
    },
    async close() {
      stopReading();
      await ctx?.close();
      ctx = undefined;
    },
  };
}
