// Builds a plan phase by phase on a cursor `t` (ms). The product's timing rules live here:
// get-ready count, short (< 2 s) vs ticking phases, round timers and which cue wins a collision.
import { estimateSpeechMs, formatClock, ordinal } from './format';
import type {
  CompileOptions,
  PlanTool,
  CueDisplay,
  CueEvent,
  CuePlan,
  NextUp,
  PhaseKind,
  PhaseTiming,
  SpeechCue,
} from './types';

export const GET_READY_TEXT = 'Get ready in...';
/** The pause after 'Get ready in...' and after each number (a number's slot is 1 s). */
export const GET_READY_PAUSE_MS = 200;
/** 'Get ready in...' (about 1 s) and its pause: the first number comes this long after the start. */
export const GET_READY_INTRO_MS = 1000 + GET_READY_PAUSE_MS;
/** A timed phase this long or longer ticks every second; a shorter one is spoken, then silent. */
export const TICK_PHASE_MIN_MS = 2000;
export const HALFWAY_TEXT = 'Halfway';
/** 'Halfway' is announced in round timers of at least this many seconds. */
export const HALFWAY_MIN_S = 30;
/** Round timers count down the last this many seconds; callouts stop while this many remain. */
export const COUNTDOWN_FROM_S = 10;
export const REST_LABEL = 'Rest';
export const DONE_LABEL = 'Done!💪';
export const END_TEXT = 'Session over. Good job!';
export const SIGNAL_LABEL = 'Tap when done';

/**
 * Which cue wins when two would talk over each other (their estimated speaking windows
 * overlap): the phase's announcement, then the countdown, then 'Halfway', then counted-up
 * callouts, then ticks. The loser is dropped, never delayed.
 */
export const CUE_PRIORITY = { announce: 4, countdown: 3, halfway: 2, callout: 1, tick: 0 } as const;

export interface Candidate {
  at: number;
  text: string;
  cue: SpeechCue;
  priority: number;
  /** Estimated speaking window (ms); an announcement's includes what it was merged with. */
  windowMs: number;
}

/** Keeps the higher-priority (then earlier) cue of any two whose windows overlap. */
export function resolveCollisions<C extends { at: number; priority: number; windowMs: number }>(
  cues: readonly C[],
): C[] {
  const order = [...cues].sort((a, b) => b.priority - a.priority || a.at - b.at);
  const kept: C[] = [];
  for (const c of order) {
    const end = c.at + Math.max(1, c.windowMs);
    if (kept.every((k) => end <= k.at || c.at >= k.at + Math.max(1, k.windowMs))) kept.push(c);
  }
  return kept.sort((a, b) => a.at - b.at);
}

export const toMs = (seconds: number) =>
  Math.max(0, Math.round((Number.isFinite(seconds) ? seconds : 0) * 1000));

/** Display context kept across phases. */
interface Context {
  set: number;
  rep: number | null;
  numReps: number | null;
  round: string | null;
  next: NextUp | null;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type SpeakDraft = Mutable<Extract<CueEvent, { kind: 'speak' }>> & { cues: SpeechCue[] };

export class PlanBuilder {
  /** Cursor: plan time (ms) where the next phase starts. */
  t = 0;
  readonly ctx: Context = { set: 1, rep: null, numReps: null, round: null, next: null };
  /** The events so far, in the order built (`build` sorts them). */
  readonly events: CueEvent[] = [];
  private readonly speechAt = new Map<number, SpeakDraft>();
  /** Whether tick events are emitted (the sound; displays update either way). */
  readonly ticks: boolean;
  private readonly lockReset: boolean;
  private readonly pausable: boolean;
  private readonly durations: ReadonlyMap<number, number>;
  private readonly speechRate: number;
  /** Index of the next phase (PhaseEvent.index). */
  private phaseIndex = 0;

  constructor(
    readonly tool: PlanTool,
    readonly numSets: number,
    options: CompileOptions & { lockResetDuringTicks?: boolean; pausable?: boolean } = {},
  ) {
    this.ticks = options.ticks ?? true;
    this.lockReset = options.lockResetDuringTicks ?? false;
    this.pausable = options.pausable ?? false;
    this.durations = options.durations ?? new Map();
    this.speechRate = options.speechRate && options.speechRate > 0 ? options.speechRate : 1;
  }

  /** How long `text` takes to say at the session's speech rate (estimated). */
  speechMs(text: string): number {
    return estimateSpeechMs(text) / this.speechRate;
  }

  /** The next phase's length: `computedMs`, unless a mid-session edit set it. */
  lengthOf(computedMs: number): number {
    const edited = this.durations.get(this.phaseIndex);
    return edited === undefined ? computedMs : Math.max(0, Math.round(edited));
  }

  /** Speaks at `at`; a cue due at the same instant as another joins its utterance. */
  speak(at: number, text: string, cue: SpeechCue): void {
    const same = this.speechAt.get(at);
    if (same) {
      same.text += /[.!?…]$/.test(same.text) ? ` ${text}` : `. ${text}`;
      same.cues.push(cue);
      return;
    }
    const event: SpeakDraft = { kind: 'speak', at, text, cues: [cue] };
    this.speechAt.set(at, event);
    this.events.push(event);
  }

  /** The utterance due at `at` so far. */
  textAt(at: number): string {
    return this.speechAt.get(at)?.text ?? '';
  }

  /** '2nd set', joined with the set's first announcement. */
  announceSet(set: number): void {
    this.ctx.set = set;
    this.speak(this.t, `${ordinal(set)} set`, 'set');
  }

  /** The screen at `at`: the phase, its label and the time left (null: untimed) and gone. */
  display(at: number, phase: PhaseKind, label: string, remainingMs: number | null, elapsedMs = 0) {
    const remaining = remainingMs === null ? null : Math.ceil(remainingMs / 1000 - 1e-9);
    const display: CueDisplay = {
      phase,
      label,
      set: this.ctx.set,
      numSets: this.numSets,
      rep: this.ctx.rep,
      numReps: this.ctx.numReps,
      round: this.ctx.round,
      remaining,
      elapsed: remainingMs === null ? null : Math.floor(elapsedMs / 1000 + 1e-9),
      clock: remaining === null ? '' : formatClock(remaining),
      next: this.ctx.next ? { ...this.ctx.next } : null,
    };
    this.events.push({ kind: 'display', at, display });
  }

  /** A phase begins at the cursor (numbered in order). */
  phaseEvent(phase: PhaseKind, label: string, durationMs: number, timing: PhaseTiming) {
    this.events.push({
      kind: 'phase',
      at: this.t,
      index: this.phaseIndex++,
      phase,
      label,
      durationMs,
      timing,
      set: this.ctx.set,
      rep: this.ctx.rep,
      resettable: !(this.lockReset && timing === 'ticks'),
    });
  }

  /**
   * A timed phase: its name is spoken at the start; under 2 s it then just waits its
   * duration; from 2 s it ticks on every whole second from its start (the sound is short, so
   * 'tick + 800 ms' is a 1 s period that does not drift). The display counts down each second.
   * A tick inside the announcement's speaking window is dropped.
   */
  timed(phase: PhaseKind, label: string, seconds: number, spoken: string = label): void {
    const durationMs = this.lengthOf(toMs(seconds));
    const ticking = durationMs >= TICK_PHASE_MIN_MS;
    const start = this.t;
    this.phaseEvent(phase, label, durationMs, ticking ? 'ticks' : 'wait');
    this.display(start, phase, label, durationMs);
    this.speak(start, spoken, 'announce');
    if (ticking) {
      const quietUntil = start + this.speechMs(this.textAt(start));
      for (let k = 1; k * 1000 < durationMs; k++) {
        const at = start + k * 1000;
        this.display(at, phase, label, durationMs - k * 1000, k * 1000);
        if (this.ticks && at >= quietUntil) this.events.push({ kind: 'tick', at });
      }
    }
    this.t = start + durationMs;
  }

  /**
   * A round timer (HoldOn's hold, every rest): announced at the start, a counted-up callout
   * every `calloutStep` s while more than 10 s remain, 'Halfway' from 30 s, the last 10 s
   * counted down. Colliding cues are settled by CUE_PRIORITY. The display updates every second.
   */
  roundTimer(phase: PhaseKind, label: string, seconds: number, calloutStep: number | null = null): void {
    const durationMs = this.lengthOf(toMs(seconds));
    const start = this.t;
    this.phaseEvent(phase, label, durationMs, 'countdown');
    for (let k = 0; k * 1000 < durationMs || k === 0; k++) {
      this.display(start + k * 1000, phase, label, durationMs - k * 1000, k * 1000);
    }
    this.speak(start, label, 'announce');
    const announced = this.textAt(start);
    const cues: Candidate[] = [
      {
        at: start,
        text: announced,
        cue: 'announce',
        priority: CUE_PRIORITY.announce,
        windowMs: this.speechMs(announced),
      },
    ];
    const add = (offsetMs: number, text: string, cue: SpeechCue, priority: number) =>
      cues.push({ at: start + offsetMs, text, cue, priority, windowMs: this.speechMs(text) });
    if (calloutStep && calloutStep > 0) {
      for (let s = calloutStep; durationMs - s * 1000 > COUNTDOWN_FROM_S * 1000; s += calloutStep) {
        add(s * 1000, `${s} seconds`, 'callout', CUE_PRIORITY.callout);
      }
    }
    if (durationMs >= HALFWAY_MIN_S * 1000) {
      add(Math.floor(durationMs / 2000) * 1000, HALFWAY_TEXT, 'halfway', CUE_PRIORITY.halfway);
    }
    for (let r = COUNTDOWN_FROM_S; r >= 1; r--) {
      if (durationMs - r * 1000 >= 0)
        add(durationMs - r * 1000, String(r), 'countdown', CUE_PRIORITY.countdown);
    }
    for (const c of resolveCollisions(cues)) {
      if (c.cue !== 'announce') this.speak(c.at, c.text, c.cue);
    }
    this.t = start + durationMs;
  }

  /**
   * 'Get ready in...', then each number on its own second; nothing for 0. Made longer or
   * shorter mid-session, it counts the seconds that fit from its start (what is still ahead
   * counts down to the new end).
   */
  getReady(seconds: number): void {
    const asked = Math.round(seconds);
    if (!(asked > 0)) return;
    const start = this.t;
    const durationMs = this.lengthOf(GET_READY_INTRO_MS + asked * 1000);
    const n = Math.max(0, Math.floor((durationMs - GET_READY_INTRO_MS) / 1000));
    this.phaseEvent('getReady', 'Get ready', durationMs, 'countdown');
    this.display(start, 'getReady', 'Get ready', n * 1000);
    this.speak(start, GET_READY_TEXT, 'getReady');
    for (let i = n; i >= 1; i--) {
      const at = start + GET_READY_INTRO_MS + (n - i) * 1000;
      this.display(at, 'getReady', 'Get ready', i * 1000, (n - i) * 1000);
      this.speak(at, String(i), 'count');
    }
    this.t = start + durationMs;
  }

  /** The runner stops the plan clock here until the user signals (DrillDJ's set end). */
  waitForSignal(label = SIGNAL_LABEL): void {
    this.phaseEvent('signal', label, 0, 'untimed');
    this.display(this.t, 'signal', label, null);
    this.events.push({ kind: 'waitForSignal', at: this.t, label });
    // words before the wait are heard before it; words after it at the same plan time are an
    // utterance of their own, heard once the signal comes, not joined to those
    this.speechAt.delete(this.t);
  }

  /** 'Done!💪' and 'Session over. Good job!'. */
  done(): void {
    this.ctx.rep = null;
    this.ctx.numReps = null;
    this.ctx.round = null;
    this.ctx.next = null;
    this.phaseEvent('done', DONE_LABEL, 0, 'untimed');
    this.display(this.t, 'done', DONE_LABEL, null);
    this.speak(this.t, END_TEXT, 'end');
    this.events.push({ kind: 'done', at: this.t });
  }

  /**
   * The immutable plan, ordered by time; at the same time by kind (phase, display, speak, tick,
   * waitForSignal, done), except that nothing built after a waitForSignal moves before it.
   */
  build(): CuePlan {
    let barriers = 0;
    const events = this.events
      .map((e, i) => ({ e, i, group: e.kind === 'waitForSignal' ? barriers++ : barriers }))
      .sort(
        (a, b) =>
          a.e.at - b.e.at || a.group - b.group || KIND_RANK[a.e.kind] - KIND_RANK[b.e.kind] || a.i - b.i,
      )
      .map(({ e }) => deepFreeze(e));
    return Object.freeze({
      tool: this.tool,
      events: Object.freeze(events),
      durationMs: this.t,
      pausable: this.pausable,
    });
  }
}

const KIND_RANK: Record<CueEvent['kind'], number> = {
  phase: 0,
  display: 1,
  speak: 2,
  tick: 3,
  waitForSignal: 4,
  done: 5,
};

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/**
 * The session skeleton every tool shares: get ready, then each set (announced with its ordinal,
 * joined to the set's first cue), a rest between sets only, and the end.
 */
export function runSets(
  b: PlanBuilder,
  inputs: { getReadyTime: number; numSets: number; restTime: number },
  firstLabel: string,
  runSet: (set: number) => void,
): CuePlan {
  b.ctx.next = { set: 1, label: firstLabel };
  b.getReady(inputs.getReadyTime);
  for (let set = 1; set <= b.numSets; set++) {
    b.ctx.next = null;
    b.announceSet(set);
    runSet(set);
    b.ctx.rep = null;
    b.ctx.numReps = null;
    b.ctx.round = null;
    if (set < b.numSets) {
      b.ctx.next = { set: set + 1, label: firstLabel };
      b.roundTimer('rest', REST_LABEL, inputs.restTime);
    }
  }
  b.done();
  return b.build();
}
