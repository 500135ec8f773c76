// The runner: plays a plan against an injected clock, speaker, ticker and wake lock.
//
// Every event is due at an absolute deadline `origin + event.at` on one clock, never after a
// chain of relative waits, so timer lateness never adds up. Three lanes walk the plan:
// speech (called early by the voice's learned latency, so it is heard on time), ticks (handed
// to the ticker ahead of time; Web Audio plays them exactly) and the screen (phase, display,
// waitForSignal, done: applied at the deadline). After a late wake-up (a throttled background
// tab) each lane catches up from the clock: stale ticks and displays are skipped, only speech
// still fresh is spoken, so there is never a burst of old cues.
import { PlanLanes } from './lanes';
import { CueOutputs } from './outputs';
import type { Clock, RunnerOptions, Speaker } from './ports';
import { ScreenAwakeHolder } from './screen-awake';
import { SessionPlan, addedTimeText } from './session-plan';
import { Snapshots, type RunnerSnapshot } from './snapshots';
import { SpeechLead } from './speech-lead';
import { Transport, type RunnerState } from './transport';
import type { CueDisplay, CueEvent, CuePlan, PhaseEvent, SpeakEvent } from './types';

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

export class CueRunner {
  private readonly session: SessionPlan;
  private readonly clock: Clock;
  private readonly speaker: Speaker;
  private readonly lead: SpeechLead;
  private readonly outputs: CueOutputs;
  private readonly tickLead: number;
  private readonly staleSpeech: number;
  private readonly staleTick: number;
  private readonly log: (message: string, error?: unknown) => void;

  private readonly lanes = new PlanLanes();

  private readonly transport: Transport;
  private display: Readonly<CueDisplay> | null = null;
  private phase: PhaseEvent | null = null;
  private readonly snapshots: Snapshots;

  private cancelTimer: (() => void) | undefined;
  private readonly screen: ScreenAwakeHolder;

  constructor(
    plan: CuePlan,
    private readonly options: RunnerOptions,
  ) {
    this.session = new SessionPlan(plan, options);
    this.clock = options.clock;
    this.speaker = options.speaker;
    this.log = options.log ?? ((message, error) => console.warn(message, error));
    this.transport = new Transport(this.clock, () => this.notify());
    this.lead = new SpeechLead(this.clock, this.speaker, options, () => {
      // the lead may have changed: the armed timer would call the next cue with the old one
      if (this.transport.state === 'running') this.arm();
    });
    this.outputs = new CueOutputs(this.speaker, options, this.lead, this.log);
    this.tickLead = options.tickLeadMs ?? 100;
    this.staleSpeech = options.staleSpeechMs ?? 600;
    this.staleTick = options.staleTickMs ?? 30;
    this.screen = new ScreenAwakeHolder(options, this.transport, this.log, () => this.notify());
    this.lanes.load(plan.events);
    this.snapshots = new Snapshots(() => this.takeSnapshot());
  }

  // --- public API --------------------------------------------------------------------------

  get state(): RunnerState {
    return this.transport.state;
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
    if (this.session.restore()) this.lanes.load(this.session.plan.events);
    this.lanes.rewind();
    this.display = null;
    this.phase = null;
    // before the origin is taken: Chromium builds its first AudioContext synchronously, which
    // can block for hundreds of ms, and the plan must not start that late
    this.outputs.unlock();
    this.transport.playFrom(0, this.clock.now() + this.speechLeadMs());
    this.screen.request();
    this.pump();
    return true;
  }

  /** HoldOn only: stops the plan clock, silences speech and scheduled ticks. */
  pause(): boolean {
    if (!this.canPause) return false;
    this.pump();
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
    this.pump();
    return true;
  }

  /** The user finished the set: the plan clock continues from the waitForSignal, one lead later. */
  signal(): boolean {
    const wait = this.lanes.waitEvent();
    if (this.transport.state !== 'waitingForSignal' || !wait) return false;
    const heardAt = this.clock.now() + this.speechLeadMs();
    this.lanes.passBarrier();
    this.transport.playFrom(wait.at, heardAt);
    this.pump();
    return true;
  }

  /** The user's Reset: back to idle, speech cancelled, nothing more fires. Refused while `canReset` is false. */
  reset(): boolean {
    if (!this.canReset) return false;
    this.stop();
    return true;
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
    this.pump(); // settle what is due first: the phase edited is the one now running
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
    this.pump();
    return true;
  }

  // --- scheduling --------------------------------------------------------------------------

  private speechCallAt(e: CueEvent, lead: number): number {
    // a scheduling speaker takes each cue a window ahead, whatever the cue before it
    if (this.speaker.speakAt) return this.transport.origin + e.at - (this.speaker.scheduleAheadMs ?? 0);
    return Math.max(this.transport.origin + e.at - lead, this.transport.origin + this.lanes.lastSpeechAt);
  }

  /** Acts on everything due now, then arms one timer for the earliest next thing. */
  private pump = (): void => {
    if (this.transport.state !== 'running') return;
    this.cancelTimer?.();
    this.cancelTimer = undefined;
    const now = this.clock.now();
    this.pumpSpeech(now);
    this.pumpTicks(now);
    this.pumpMain(now);
    if (this.transport.state === 'running') this.arm();
  };

  private pumpSpeech(now: number): void {
    const lead = this.speechLeadMs();
    for (let e = this.lanes.head(this.lanes.speech, true); e; e = this.lanes.head(this.lanes.speech, true)) {
      const callAt = this.speechCallAt(e, lead);
      if (callAt > now) break;
      this.lanes.speech.pos++;
      this.lanes.lastSpeechAt = e.at;
      const timing = { planMs: this.transport.origin + e.at, intendedMs: callAt };
      if (now - timing.planMs > this.staleSpeech) this.options.trace?.(e, now, 'skipped', timing);
      else if (e.kind === 'speak' && this.speaker.speakAt) this.outputs.schedule(e, now, timing);
      else if (e.kind === 'speak') this.outputs.say(e.text, now, e, timing);
    }
  }

  private pumpTicks(now: number): void {
    for (let e = this.lanes.head(this.lanes.ticks, true); e; e = this.lanes.head(this.lanes.ticks, true)) {
      const deadline = this.transport.origin + e.at;
      if (deadline - this.tickLead > now) break;
      this.lanes.ticks.pos++;
      const timing = { planMs: deadline, intendedMs: deadline - this.tickLead };
      if (deadline < now - this.staleTick) {
        this.options.trace?.(e, now, 'skipped', timing);
      } else {
        this.outputs.tick(e, now, timing);
      }
    }
  }

  private pumpMain(now: number): void {
    const due: CueEvent[] = [];
    for (let e = this.lanes.head(this.lanes.main, false); e; e = this.lanes.head(this.lanes.main, false)) {
      if (this.transport.origin + e.at > now) break;
      this.lanes.main.pos++;
      due.push(e);
      if (e.kind === 'waitForSignal' || e.kind === 'done') break;
    }
    if (!due.length) return;
    // on catch-up only the latest phase and display count; older ones are skipped
    const lastPhase = due.findLast((e) => e.kind === 'phase');
    const lastDisplay = due.findLast((e) => e.kind === 'display');
    for (const e of due) {
      const applied = e === lastPhase || e === lastDisplay || e.kind === 'waitForSignal' || e.kind === 'done';
      const deadline = this.transport.origin + e.at;
      this.options.trace?.(e, now, applied ? 'fired' : 'skipped', { planMs: deadline, intendedMs: deadline });
    }
    if (lastPhase?.kind === 'phase') this.phase = lastPhase;
    if (lastDisplay?.kind === 'display') this.display = lastDisplay.display;
    const last = due[due.length - 1]!;
    if (last.kind === 'waitForSignal') {
      this.transport.waitForSignal();
    } else if (last.kind === 'done') {
      this.cancelTimer = undefined;
      this.screen.drop();
      this.transport.finish();
    } else if (lastPhase || lastDisplay) {
      this.notify();
    }
  }

  private arm(): void {
    this.cancelTimer?.(); // a listener may have restarted the run from inside a pump
    this.cancelTimer = undefined;
    const lead = this.speechLeadMs();
    let next = Infinity;
    const s = this.lanes.head(this.lanes.speech, true);
    if (s) next = Math.min(next, this.speechCallAt(s, lead));
    const t = this.lanes.head(this.lanes.ticks, true);
    if (t) next = Math.min(next, this.transport.origin + t.at - this.tickLead);
    const m = this.lanes.head(this.lanes.main, false);
    if (m) next = Math.min(next, this.transport.origin + m.at);
    if (next === Infinity) return;
    const run = this.transport.run;
    this.cancelTimer = this.clock.setTimer(() => {
      if (run === this.transport.run) this.pump();
    }, next);
  }

  // --- stopping, failures ---------------------------------------------------------------------

  private stopEverything(): void {
    this.cancelTimer?.();
    this.cancelTimer = undefined;
    this.outputs.silence();
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
    };
  }

  private notify(): void {
    this.snapshots.notify();
  }
}

/** Creates a runner for a plan (same as `new CueRunner`). */
export function createCueRunner(plan: CuePlan, options: RunnerOptions): CueRunner {
  return new CueRunner(plan, options);
}
