// Test doubles for the runner: a manual clock, a speaker that records (and can be slow to
// start), a recording ticker. Used by the cue engine's tests; not exported from the package.
import type { Clock, Speaker, SpeakOptions, Ticker } from './runner';
import type { CueDisplay, CuePlan } from './types';

interface Timer {
  id: number;
  fireAt: number;
  cb: () => void;
}

/**
 * A clock moved by hand. `lateness()` (ms) is added to each timer, as a busy browser would.
 * `stall(ms)` moves time on without firing anything (a frozen background tab).
 */
export class FakeClock implements Clock {
  private t: number;
  private timers: Timer[] = [];
  private nextId = 1;

  constructor(
    start = 0,
    private readonly lateness: () => number = () => 0,
  ) {
    this.t = start;
  }

  now(): number {
    return this.t;
  }

  setTimer(cb: () => void, atMs: number): () => void {
    const timer = { id: this.nextId++, fireAt: Math.max(atMs, this.t) + this.lateness(), cb };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((x) => x !== timer);
    };
  }

  get pending(): number {
    return this.timers.length;
  }

  /** Fires every timer due until `t` in time order (time jumps to each), then sets time to `t`. */
  advanceTo(t: number): void {
    for (;;) {
      const due = this.timers
        .filter((x) => x.fireAt <= t)
        .sort((a, b) => a.fireAt - b.fireAt || a.id - b.id)[0];
      if (!due) break;
      this.timers = this.timers.filter((x) => x !== due);
      this.t = Math.max(this.t, due.fireAt);
      due.cb();
    }
    this.t = Math.max(this.t, t);
  }

  advance(ms: number): void {
    this.advanceTo(this.t + ms);
  }

  /** Time passes and no timer fires (they fire late on the next advance). */
  stall(ms: number): void {
    this.t += ms;
  }
}

export interface SpokenCall {
  text: string;
  /** When speak() was called. */
  calledAt: number;
  /** When onstart fired (undefined: cancelled before it started). */
  startedAt?: number;
}

/**
 * Records every speak() call. Like speechSynthesis it queues: an utterance starts
 * `latencyMs` after it is called, or after the one before it ends; it lasts `durationMs`.
 */
export class RecordingSpeaker implements Speaker {
  readonly calls: SpokenCall[] = [];
  readonly cancels: number[] = [];
  latencyMs: number;
  readonly durationMs: number;
  readonly voiceId: string | undefined;
  /** false: onstart is never reported (nothing to learn from). */
  readonly reportsStart: boolean;
  private busyUntil = -Infinity;
  private pending: (() => void)[] = [];

  constructor(
    private readonly clock: FakeClock,
    options: { latencyMs?: number; durationMs?: number; voiceId?: string; reportsStart?: boolean } = {},
  ) {
    this.reportsStart = options.reportsStart ?? true;
    this.latencyMs = options.latencyMs ?? 0;
    this.durationMs = options.durationMs ?? 0;
    this.voiceId = options.voiceId;
  }

  speak(text: string, { onStart, onEnd }: SpeakOptions): void {
    const call: SpokenCall = { text, calledAt: this.clock.now() };
    this.calls.push(call);
    const startAt = Math.max(this.clock.now(), this.busyUntil) + this.latencyMs;
    this.busyUntil = startAt + this.durationMs;
    const cancelStart = this.clock.setTimer(() => {
      call.startedAt = this.clock.now();
      if (this.reportsStart) onStart?.();
    }, startAt);
    const cancelEnd = this.clock.setTimer(() => onEnd?.(), startAt + this.durationMs);
    this.pending.push(cancelStart, cancelEnd);
  }

  cancel(): void {
    this.cancels.push(this.clock.now());
    for (const c of this.pending) c();
    this.pending = [];
    this.busyUntil = -Infinity;
  }

  texts(): string[] {
    return this.calls.map((c) => c.text);
  }
}

export class RecordingTicker implements Ticker {
  readonly ticks: { at: number; calledAt: number }[] = [];
  cancels = 0;
  constructor(private readonly clock: FakeClock) {}
  tick(atClockMs: number): void {
    this.ticks.push({ at: atClockMs, calledAt: this.clock.now() });
  }
  cancel(): void {
    this.cancels++;
  }
}

/**
 * A speaker that schedules cues at clock times, as the on-device voice does on the audio clock.
 * A cue sounds at its time unless cancelled first; `heard()` lists what sounded, in order.
 */
export class SchedulingSpeaker implements Speaker {
  readonly voiceId = 'on-device';
  readonly scheduled: { text: string; at: number; calledAt: number; cancelledAt?: number }[] = [];
  readonly immediate: { text: string; calledAt: number }[] = [];
  constructor(
    private readonly clock: FakeClock,
    readonly scheduleAheadMs = 1000,
  ) {}
  speakAt(text: string, atClockMs: number): void {
    const now = this.clock.now();
    // audio can't start in the past: a cue handed over late sounds at once
    this.scheduled.push({ text, at: Math.max(atClockMs, now), calledAt: now });
  }
  speak(text: string): void {
    this.immediate.push({ text, calledAt: this.clock.now() });
  }
  cancel(): void {
    const now = this.clock.now();
    // what has not started yet never will; what is sounding stops
    for (const s of this.scheduled) if (s.cancelledAt === undefined && s.at > now) s.cancelledAt = now;
  }
  /** [clock ms, text] of every cue that started to sound by now. */
  heard(): [number, string][] {
    const now = this.clock.now();
    return this.scheduled
      .filter((s) => s.at <= now && (s.cancelledAt === undefined || s.cancelledAt >= s.at))
      .sort((a, b) => a.at - b.at)
      .map((s) => [s.at, s.text]);
  }
}

// --- hand-made plans in tests ---------------------------------------------------------------

/** A display that shows `label`, untimed, for hand-made plans. */
export const displayShowing = (label: string): Readonly<CueDisplay> => ({
  phase: 'hold',
  label,
  set: 1,
  numSets: 1,
  rep: null,
  numReps: null,
  round: null,
  remaining: null,
  elapsed: null,
  clock: '',
  next: null,
});

// --- reading plans in tests ------------------------------------------------------------------

/** [ms, text] of every utterance. */
export const spoken = (plan: CuePlan): [number, string][] =>
  plan.events.filter((e) => e.kind === 'speak').map((e) => [e.at, e.text]);

/** [ms, phase label, duration ms] of every phase. */
export const phasesOf = (plan: CuePlan): [number, string, number][] =>
  plan.events.filter((e) => e.kind === 'phase').map((e) => [e.at, e.label, e.durationMs]);

export const ticksOf = (plan: CuePlan): number[] =>
  plan.events.filter((e) => e.kind === 'tick').map((e) => e.at);

export const displaysOf = (plan: CuePlan): (CueDisplay & { at: number })[] =>
  plan.events.filter((e) => e.kind === 'display').map((e) => ({ at: e.at, ...e.display }));

/** The texts spoken, in order. */
export const textsOf = (plan: CuePlan): string[] => spoken(plan).map(([, text]) => text);
