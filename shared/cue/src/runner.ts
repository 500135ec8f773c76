// The runner: plays a plan against an injected clock, speaker, ticker and wake lock. It keeps the
// public API (its state, the user's moves, mid-session edits, snapshots) and composes parts that
// each have one job, calling them in the order each move needs:
//   session-plan.ts  the plan played: as compiled, or as mid-session edits made it
//   lanes.ts         where the plan stands: its speech, tick and screen lanes, the signal barrier
//   transport.ts     the session's state and plan clock (the origin), and which run is current
//   scheduler.ts     the deadlines: acts on what is due, arms one timer for the next
//   speech-lead.ts   how early speech is called, learned per voice
//   outputs.ts       every speaker and ticker call (a failure is only logged)
//   screen-awake.ts  the wake lock
//   snapshots.ts     what subscribers see
//   ports.ts         the parts and options it is given
// What the screen shows (the latest phase and display reached) is the runner's own.
import { PlanLanes } from './lanes';
import { CueOutputs } from './outputs';
import type { Clock, Log, RunnerOptions } from './ports';
import { DeadlineScheduler } from './scheduler';
import { ScreenAwakeHolder } from './screen-awake';
import { SessionPlan, addedTimeText } from './session-plan';
import { Snapshots, type RunnerSnapshot } from './snapshots';
import { SpeechLead } from './speech-lead';
import { Transport, type RunnerState } from './transport';
import type { CueDisplay, CueEvent, CuePlan, DisplayEvent, PhaseEvent, SpeakEvent } from './types';

export type {
  Clock,
  RunnerOptions,
  SpeakOptions,
  Speaker,
  Ticker,
  TraceOutcome,
  TraceTiming,
  WakeLock,
} from './ports';
export type { ScreenAwake } from './screen-awake';
export { addedTimeText } from './session-plan';
export type { RunnerSnapshot } from './snapshots';
export { SCHEDULE_START_MS } from './speech-lead';
export type { RunnerState } from './transport';

/** One session of a chained run (a workout's step): its plan and how an edit recompiles it. */
export interface ChainedSession {
  plan: CuePlan;
  recompile?: RunnerOptions['recompile'];
}

export class CueRunner {
  private readonly clock: Clock;
  /** The sessions played one after another (one, unless chained), and which is playing. */
  private readonly sessions: SessionPlan[];
  private index = 0;
  private readonly lanes = new PlanLanes();
  private readonly transport: Transport;
  private readonly lead: SpeechLead;
  private readonly outputs: CueOutputs;
  private readonly scheduler: DeadlineScheduler;
  private readonly screen: ScreenAwakeHolder;
  private readonly snapshots: Snapshots;
  private phase: PhaseEvent | null = null;
  private display: Readonly<CueDisplay> | null = null;

  /**
   * `plan`: one session; a list: sessions played one after another on the same clock, speaker
   * and wake lock (a workout), each edited with its own `recompile` (`options.recompile` unused).
   */
  constructor(plan: CuePlan | readonly ChainedSession[], options: RunnerOptions) {
    const { clock, speaker } = options;
    const log: Log = options.log ?? ((message, error) => console.warn(message, error));
    const notify = () => this.notify();
    this.clock = clock;
    const chain: readonly ChainedSession[] = Array.isArray(plan)
      ? plan
      : [{ plan, recompile: options.recompile }];
    if (!chain.length) throw new RangeError('A chained run needs at least one session');
    this.sessions = chain.map((c) => new SessionPlan(c.plan, { recompile: c.recompile }));
    this.lanes.load(this.session.plan.events);
    this.transport = new Transport(clock, notify);
    this.lead = new SpeechLead(clock, speaker, options, () => {
      // the lead may have changed: the armed timer would call the next cue with the old one
      if (this.transport.state === 'running') this.scheduler.arm();
    });
    this.outputs = new CueOutputs(speaker, options, this.lead, log);
    this.scheduler = new DeadlineScheduler({
      clock,
      speaker,
      transport: this.transport,
      lanes: this.lanes,
      lead: this.lead,
      outputs: this.outputs,
      options,
      reached: (phase, display, last) => this.reached(phase, display, last),
    });
    this.screen = new ScreenAwakeHolder(options, this.transport, log, notify);
    this.snapshots = new Snapshots(() => this.takeSnapshot());
  }

  // --- public API --------------------------------------------------------------------------

  get state(): RunnerState {
    return this.transport.state;
  }

  /** The session playing (or last played): its plan and edits. */
  private get session(): SessionPlan {
    return this.sessions[this.index]!;
  }

  /** Reset is refused while a phase that locks it runs (DrillDJ's ticking phases). */
  get canReset(): boolean {
    return !(this.transport.state === 'running' && this.phase && !this.phase.resettable);
  }

  get canPause(): boolean {
    return this.plan.pausable && this.transport.state === 'running';
  }

  /** The plan being played: the compiled one, or the one mid-session edits made of it. */
  get plan(): CuePlan {
    return this.session.plan;
  }

  /** Time can be added to the phase now running, or the phase skipped: a timed phase of a running session. */
  get canEdit(): boolean {
    return this.transport.state === 'running' && this.session.canEdit(this.phase);
  }

  getSnapshot(): RunnerSnapshot {
    return this.snapshots.get();
  }

  /** Called on every change of state, display or phase; returns the unsubscribe function. */
  subscribe(listener: (snapshot: RunnerSnapshot) => void): () => void {
    return this.snapshots.subscribe(listener);
  }

  /** How far the plan has come (ms): stands still while paused or waiting for a signal. */
  planTimeMs(): number {
    switch (this.transport.state) {
      case 'idle':
        return 0;
      case 'done':
        return this.plan.durationMs;
      case 'waitingForSignal':
        return this.lanes.waitEvent()?.at ?? 0;
      default:
        return this.transport.clockPlanTimeMs();
    }
  }

  /** How early speech is called now, for the current voice. */
  speechLeadMs(): number {
    return this.lead.ms();
  }

  /** Starts from idle (or again after done). The first cue is heard on time: the plan starts one lead later. */
  start(): boolean {
    if (this.transport.state !== 'idle' && this.transport.state !== 'done') return false;
    this.stopEverything();
    this.transport.nextRun();
    const restored = this.sessions.map((session) => session.restore()).some(Boolean);
    if (restored || this.index !== 0) {
      this.index = 0;
      this.lanes.load(this.session.plan.events);
    }
    this.lanes.rewind();
    this.display = null;
    this.phase = null;
    // before the origin is taken: Chromium builds its first AudioContext synchronously, which
    // can block for hundreds of ms, and the plan must not start that late
    this.outputs.unlock();
    this.transport.playFrom(0, this.clock.now() + this.speechLeadMs());
    this.screen.request();
    this.scheduler.pump();
    return true;
  }

  /** HoldOn only: stops the plan clock, silences speech and scheduled ticks. */
  pause(): boolean {
    if (!this.canPause) return false;
    this.scheduler.pump();
    if (this.transport.state !== 'running') return false;
    const now = this.clock.now();
    this.stopEverything();
    // cues handed out early for deadlines still ahead were cancelled: they are issued again
    this.lanes.unwind(now - this.transport.origin);
    this.transport.pause(now);
    return true;
  }

  /** Continues where pause stopped: the origin moves by the paused time. */
  resume(): boolean {
    if (this.transport.state !== 'paused') return false;
    this.transport.resume(this.clock.now());
    this.scheduler.pump();
    return true;
  }

  /**
   * The user finished the set: the plan clock continues from the waitForSignal, one lead later.
   * A phase started from outside (a camera that sees the user go up) will be this move, taken at
   * the clock time the trigger saw it.
   */
  signal(): boolean {
    const wait = this.lanes.waitEvent();
    if (this.transport.state !== 'waitingForSignal' || !wait) return false;
    const heardAt = this.clock.now() + this.speechLeadMs();
    this.lanes.passBarrier();
    this.transport.playFrom(wait.at, heardAt);
    this.scheduler.pump();
    return true;
  }

  /** The user's Reset: back to idle, speech cancelled, nothing more fires. Refused while `canReset` is false. */
  reset(): boolean {
    if (!this.canReset) return false;
    this.stop();
    return true;
  }

  /**
   * A tap on the page during the run: the screen lock, refused or lost, is asked for again (a
   * browser may grant it only near a tap). Whether it asked.
   */
  retakeScreen(): boolean {
    return this.screen.retake();
  }

  /**
   * Ends the session whatever its phase (the page that ran it is gone): speech, ticks and the
   * wake lock stop and nothing more fires. Unlike the user's Reset it is never refused, or a
   * session left during a locked phase would go on speaking unseen.
   */
  stop(): void {
    if (this.transport.state === 'idle') return;
    this.transport.nextRun();
    this.stopEverything();
    this.screen.drop();
    this.display = null;
    this.phase = null;
    this.transport.stop();
  }

  /**
   * Mid-session: the phase now running gets `ms` more (its countdown, display and the progress
   * ring follow the new length), announced ('15 more seconds'); everything after it moves by
   * `ms` on the same clock, so nothing drifts.
   */
  addTime(ms: number): boolean {
    if (!this.canEdit || !(ms > 0)) return false;
    return this.edit((phase) => phase.durationMs + Math.round(ms), addedTimeText(ms));
  }

  /**
   * Mid-session: the phase now running ends ('Skip rest', 'Next'); the next one starts at once,
   * as heard: one speech lead from now, so its first cue, spoken now, is heard on its deadline.
   */
  skipPhase(): boolean {
    if (!this.canEdit) return false;
    const lead = Math.ceil(this.speechLeadMs());
    return this.edit((phase, planNow) => Math.max(0, planNow + lead - phase.at));
  }

  /**
   * Gives the running phase the length `lengthOf` says (read at one instant of the clock, the
   * one the plan goes on from) and plays the recompiled plan from there. With `announce` (more
   * time), what was due up to now has been issued; without (a skip), the next phase starts now.
   */
  private edit(lengthOf: (phase: PhaseEvent, planNow: number) => number, announce?: string): boolean {
    this.scheduler.pump(); // settle what is due first: the phase edited is the one now running
    const phase = this.phase;
    if (!this.session.editable || this.transport.state !== 'running' || !phase) return false;
    const now = this.clock.now();
    // plans are in whole ms: a skip's next phase starts at the last whole ms, so it is due now
    const planNow = Math.floor(now - this.transport.origin);
    const plan = this.session.recompile(phase.index, lengthOf(phase, planNow));
    this.stopEverything();
    this.session.play(plan);
    this.lanes.load(plan.events);
    // every lane goes on from the plan clock's now: what lies behind it has been played (a
    // skip's next phase starts exactly now, so its first cues are still ahead)
    this.lanes.seek(planNow, !announce);
    // the screen shows the new plan's now at once (a longer phase counts from its new end)
    const shownPhase = this.lanes.lastPassed('phase');
    if (shownPhase) this.phase = shownPhase;
    const shown = this.lanes.lastPassed('display');
    if (shown) this.display = shown.display;
    if (announce) {
      const event: SpeakEvent = { kind: 'speak', at: planNow, text: announce, cues: ['announce'] };
      this.outputs.say(announce, now, event, { planMs: now, intendedMs: now });
      this.lanes.lastSpeechAt = planNow;
    }
    this.notify();
    this.scheduler.pump();
    return true;
  }

  // --- composing the parts -------------------------------------------------------------------

  /** Nothing handed out plays on: the timer, speech and scheduled ticks are cancelled. */
  private stopEverything(): void {
    this.scheduler.cancel();
    this.outputs.silence();
  }

  /**
   * What the screen lane reached in one pump. At the end of a chained session the next one's
   * plan is loaded and played from its start (its first cue heard on time, one lead later);
   * after the last, the run finishes.
   */
  private reached(phase: PhaseEvent | undefined, display: DisplayEvent | undefined, last: CueEvent): void {
    if (phase) this.phase = phase;
    if (display) this.display = display.display;
    if (last.kind === 'waitForSignal') {
      this.transport.waitForSignal();
    } else if (last.kind === 'done' && this.index < this.sessions.length - 1) {
      this.index++;
      this.session.restore();
      this.lanes.load(this.session.plan.events);
      this.lanes.rewind();
      // the pump that reached this end arms the timer for the next session's first cues
      this.transport.playFrom(0, this.clock.now() + this.speechLeadMs());
    } else if (last.kind === 'done') {
      this.screen.drop();
      this.transport.finish();
    } else if (phase || display) {
      this.notify();
    }
  }

  private takeSnapshot(): RunnerSnapshot {
    return {
      state: this.transport.state,
      display: this.display,
      phase: this.phase,
      canReset: this.canReset,
      canPause: this.canPause,
      canEdit: this.canEdit,
      screenAwake: this.screen.state,
      session: this.index,
    };
  }

  private notify(): void {
    this.snapshots.notify();
  }
}

/** Creates a runner for a plan, or for sessions played one after another (same as `new CueRunner`). */
export function createCueRunner(
  plan: CuePlan | readonly ChainedSession[],
  options: RunnerOptions,
): CueRunner {
  return new CueRunner(plan, options);
}
