// What the runner is given: the parts it drives (a clock, a speaker, a ticker, a wake lock), what
// a traced event reports, and its options. Types only: the browser adapters (./browser) and the
// test doubles (./testing) implement them, and `./runner` exports them.
import type { SpeechLatency } from './latency';
import type { CueEvent, CuePlan } from './types';

export interface Clock {
  /** Monotonic ms. */
  now(): number;
  /** Calls `cb` once at (not before) clock time `atMs`; returns a cancel function. */
  setTimer(cb: () => void, atMs: number): () => void;
}

export interface SpeakOptions {
  /** The utterance started to sound. */
  onStart?: () => void;
  /** It ended (or was cancelled / failed). Optional: helps the latency estimate. */
  onEnd?: () => void;
}

export interface Speaker {
  speak(text: string, options: SpeakOptions): void;
  /** Stops the current utterance and drops queued ones (scheduled ones too). */
  cancel(): void;
  /** Which voice speaks: latency is learned per voice. */
  readonly voiceId?: string;
  /**
   * A speaker that plays cues at a clock time it is given (audio rendered ahead, scheduled on
   * the audio clock) has this: each cue is handed to it `scheduleAheadMs` before its deadline
   * and starts sounding exactly then, so nothing is learned or spoken early. `speak` is then
   * used only for cues with no deadline (a mid-session edit's announcement).
   */
  speakAt?(text: string, atClockMs: number, options: SpeakOptions): void;
  /** How far ahead of its deadline a cue is handed to `speakAt`. */
  readonly scheduleAheadMs?: number;
  /** Called by `start()`, inside the user's tap, so the browser lets audio play. */
  unlock?(): Promise<void> | void;
}

export interface Ticker {
  /** Plays a tick at clock time `atClockMs` (called up to `tickLeadMs` ahead). */
  tick(atClockMs: number): void;
  /** Drops ticks scheduled and not yet played. */
  cancel?(): void;
  /** Called by `start()`, inside the user's tap, so the browser lets audio play. */
  unlock?(): Promise<void> | void;
}

export interface WakeLock {
  /**
   * Keeps the screen on; resolves with the release function. `onLost` is called if the browser
   * later drops the lock and will not give it back (the page came back and was refused).
   */
  request(onLost?: () => void): Promise<() => unknown>;
}

export type TraceOutcome = 'fired' | 'skipped';

/** Clock times the runner aimed at for a traced event (bench/cue-accuracy compares them). */
export interface TraceTiming {
  /** The event's deadline: origin + event.at. */
  planMs: number;
  /** When the runner meant to act: speech its call time (deadline less the lead), ticks their hand-off, else the deadline. */
  intendedMs: number;
}

export interface RunnerOptions {
  clock: Clock;
  speaker: Speaker;
  ticker?: Ticker;
  wakeLock?: WakeLock;
  /** Shared latency knowledge (keep one per app). */
  latency?: SpeechLatency;
  /** Most a cue is spoken before its deadline. Default 400. */
  maxSpeechLeadMs?: number;
  /** How early ticks are handed to the ticker. Default 100. */
  tickLeadMs?: number;
  /** Speech later than this after its deadline is dropped. Default 600 (under a countdown step). */
  staleSpeechMs?: number;
  /** A tick later than this is dropped. Default 30. */
  staleTickMs?: number;
  /** Failures that are only logged (wake lock, audio, a speaker that throws). Default console.warn. */
  log?: (message: string, error?: unknown) => void;
  /**
   * The same session compiled with some phases' lengths changed (by phase index): what lets
   * `addTime` and `skipPhase` edit a running session. Without it the session can't be edited.
   */
  recompile?: (durations: ReadonlyMap<number, number>) => CuePlan;
  /** Every event as the runner acts on it, with the clock time (instrumentation, benchmarks). */
  trace?: (event: CueEvent, clockMs: number, outcome: TraceOutcome, timing: TraceTiming) => void;
}

/** Where the runner's parts log a failure they only log. */
export type Log = NonNullable<RunnerOptions['log']>;
