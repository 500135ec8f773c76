// The transport: the session's state and its plan clock. It owns which state the session is in,
// the clock time of plan time 0 (the origin) and how each move sets it, and which run is the
// current one. It decides nothing about cues: the runner checks that a move is allowed, the
// scheduler reads the origin, and every change of state is reported (the snapshot follows).
//
// `playFrom` is the one move that sets plan time to a clock time. Start uses it (plan time 0),
// and so does DrillDJ's completion signal (the plan time it waited at). The next features take
// it as well: starting a phase from outside (a camera that sees the user go up) is `playFrom`
// with that phase's plan time and the clock time the trigger saw it, and a chained workout
// starts its next session with `playFrom(0, …)` instead of going through 'done'.
import type { Clock } from './ports';

export type RunnerState = 'idle' | 'running' | 'paused' | 'waitingForSignal' | 'done';

export class Transport {
  private _state: RunnerState = 'idle';
  /** Clock time of plan time 0. */
  private _origin = 0;
  private pausedAt = 0;
  private _run = 0;

  constructor(
    private readonly clock: Clock,
    /** Called on every change of state. */
    private readonly changed: () => void,
  ) {}

  get state(): RunnerState {
    return this._state;
  }

  /** Clock time of plan time 0: every event is due at `origin + event.at`. */
  get origin(): number {
    return this._origin;
  }

  /** Which run is current: a timer or a wake lock answer of an older run is ignored. */
  get run(): number {
    return this._run;
  }

  /** A session is under way: started, and neither stopped nor done. */
  get active(): boolean {
    return this._state !== 'idle' && this._state !== 'done';
  }

  /** Plan time on the clock (ms), never negative; it stands still while paused. */
  clockPlanTimeMs(): number {
    if (this._state === 'paused') return Math.max(0, this.pausedAt - this._origin);
    return Math.max(0, this.clock.now() - this._origin);
  }

  /** A new run begins (a start) or the current one ends (a stop). */
  nextRun(): void {
    this._run++;
  }

  /** Runs the plan so that plan time `at` falls on clock time `clockMs`. */
  playFrom(at: number, clockMs: number): void {
    this._origin = clockMs - at;
    this.set('running');
  }

  /** The plan clock stops at clock time `now`. */
  pause(now: number): void {
    this.pausedAt = now;
    this.set('paused');
  }

  /** The plan clock goes on where it stopped: the origin moves by the time it stood still. */
  resume(now: number): void {
    this._origin += now - this.pausedAt;
    this.set('running');
  }

  /** The plan reached a waitForSignal: its clock stands still until `playFrom`. */
  waitForSignal(): void {
    this.set('waitingForSignal');
  }

  /** The plan reached its end. */
  finish(): void {
    this.set('done');
  }

  /** Back to idle: the session was stopped. */
  stop(): void {
    this.set('idle');
  }

  private set(state: RunnerState): void {
    this._state = state;
    this.changed();
  }
}
