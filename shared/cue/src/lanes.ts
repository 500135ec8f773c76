// Where the plan stands. Its events are split into three lanes by what acts on them: speech,
// ticks and the screen (phase, display, waitForSignal, done), each with the index of its next
// event. The barrier is the next waitForSignal: speech and ticks do not pass it until the signal,
// the screen lane reaches it and stops. Every move of the lanes is here: back to the start, back
// over cues handed out early (a pause), on from a plan time (a mid-session edit), past the
// barrier (the signal). It knows nothing of clocks: plan times only.
//
// A phase started from outside (a camera) passes a barrier with `passBarrier`, as the signal
// does; a chained workout `load`s the next session's events.
import type { CueEvent } from './types';

export interface Lane {
  /** Indexes into the plan's events, in order. */
  readonly list: number[];
  /** The next one to act on (list.length: none left). */
  pos: number;
}

const emptyLane = (): Lane => ({ list: [], pos: 0 });

export class PlanLanes {
  readonly speech = emptyLane();
  readonly ticks = emptyLane();
  /** The screen's lane. */
  readonly main = emptyLane();
  /** Plan time of the last speech cue issued: the next is never called before it. */
  lastSpeechAt = -Infinity;
  private _events: readonly CueEvent[] = [];
  private _barrier = 0;

  get events(): readonly CueEvent[] {
    return this._events;
  }

  /** Takes a plan's events; `rewind` or `seek` sets where the lanes stand in them. */
  load(events: readonly CueEvent[]): void {
    this._events = events;
    for (const lane of [this.speech, this.ticks, this.main]) {
      lane.list.length = 0;
      lane.pos = 0;
    }
    events.forEach((e, i) => {
      const lane = e.kind === 'speak' ? this.speech : e.kind === 'tick' ? this.ticks : this.main;
      lane.list.push(i);
    });
  }

  /** Index of the next waitForSignal (speech and ticks stop before it), or events.length. */
  get barrier(): number {
    return this._barrier;
  }

  /** Back to the start of the plan. */
  rewind(): void {
    for (const lane of [this.speech, this.ticks, this.main]) lane.pos = 0;
    this._barrier = this.nextBarrier(0);
    this.lastSpeechAt = -Infinity;
  }

  /** The lane's next event; with `beforeBarrier`, none at or past the barrier. */
  head(lane: Lane, beforeBarrier: boolean): CueEvent | undefined {
    const index = lane.list[lane.pos];
    if (index === undefined || (beforeBarrier && index >= this._barrier)) return undefined;
    return this._events[index];
  }

  /** The waitForSignal at the barrier, if the plan has one ahead. */
  waitEvent(): CueEvent | undefined {
    const e = this._events[this._barrier];
    return e?.kind === 'waitForSignal' ? e : undefined;
  }

  /** The barrier moves to the next waitForSignal: speech and ticks go on to it. */
  passBarrier(): void {
    this._barrier = this.nextBarrier(this._barrier + 1);
  }

  /**
   * Speech and ticks go back over what they handed out for deadlines after `planNow`: those were
   * cancelled, so they are issued again. The last speech cue is the last one still issued.
   */
  unwind(planNow: number): void {
    for (const lane of [this.speech, this.ticks]) {
      while (lane.pos > 0 && this._events[lane.list[lane.pos - 1]!]!.at > planNow) lane.pos--;
    }
    const speech = this.speech;
    const prev = speech.pos > 0 ? this._events[speech.list[speech.pos - 1]!] : undefined;
    this.lastSpeechAt = prev ? prev.at : -Infinity;
  }

  /**
   * Every lane goes on from plan time `planNow`: what lies before it counts as played, and so
   * does what is due at it unless `includeNow` (a phase that starts exactly now still has its
   * first cues ahead). The barrier is the next waitForSignal from the screen lane's place on.
   */
  seek(planNow: number, includeNow: boolean): void {
    const ahead = includeNow ? (at: number) => at >= planNow : (at: number) => at > planNow;
    const from = (lane: Lane) => {
      lane.pos = lane.list.findIndex((i) => ahead(this._events[i]!.at));
      if (lane.pos < 0) lane.pos = lane.list.length;
    };
    for (const lane of [this.speech, this.ticks, this.main]) from(lane);
    this._barrier = this.nextBarrier(this.main.list[this.main.pos] ?? this._events.length);
    this.lastSpeechAt = -Infinity;
  }

  /** The latest event of `kind` the screen lane has passed. */
  lastPassed<K extends 'phase' | 'display'>(kind: K): Extract<CueEvent, { kind: K }> | undefined {
    const main = this.main;
    for (let pos = main.pos - 1; pos >= 0; pos--) {
      const e = this._events[main.list[pos]!]!;
      if (e.kind === kind) return e as Extract<CueEvent, { kind: K }>;
    }
    return undefined;
  }

  private nextBarrier(from: number): number {
    const events = this._events;
    for (let i = from; i < events.length; i++) if (events[i]!.kind === 'waitForSignal') return i;
    return events.length;
  }
}
