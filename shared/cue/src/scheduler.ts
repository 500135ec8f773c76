// The deadline scheduler. Every event is due at an absolute deadline `origin + event.at` on one
// clock, never after a chain of relative waits, so timer lateness never adds up. Each pump acts
// on what is due in the three lanes, then arms one timer for the earliest next thing:
//   - speech is called early by the voice's learned lead, so it is heard on time, and never
//     before the previous cue's deadline; a scheduling speaker is handed each cue a window ahead;
//   - ticks are handed to the ticker ahead of time, with their deadline (Web Audio plays them
//     exactly);
//   - the screen lane (phase, display, waitForSignal, done) is applied at the deadline: what it
//     reached is handed to the runner.
// After a late wake-up (a throttled background tab) each lane catches up from the clock: stale
// ticks and displays are skipped, only speech still fresh is spoken, so there is never a burst
// of old cues. It acts only while the transport runs; a timer armed in an older run does nothing.
import type { PlanLanes } from './lanes';
import type { CueOutputs } from './outputs';
import type { Clock, RunnerOptions, Speaker } from './ports';
import type { SpeechLead } from './speech-lead';
import type { Transport } from './transport';
import type { CueEvent, DisplayEvent, PhaseEvent } from './types';

/**
 * What one pump's screen lane reached: the latest phase and display due (older ones were
 * skipped) and the last event taken, which may be a waitForSignal or the end.
 */
export type Reached = (
  phase: PhaseEvent | undefined,
  display: DisplayEvent | undefined,
  last: CueEvent,
) => void;

export interface SchedulerParts {
  clock: Clock;
  speaker: Speaker;
  transport: Transport;
  lanes: PlanLanes;
  lead: SpeechLead;
  outputs: CueOutputs;
  options: Pick<RunnerOptions, 'tickLeadMs' | 'staleSpeechMs' | 'staleTickMs' | 'trace'>;
  reached: Reached;
}

export class DeadlineScheduler {
  private readonly clock: Clock;
  private readonly speaker: Speaker;
  private readonly transport: Transport;
  private readonly lanes: PlanLanes;
  private readonly lead: SpeechLead;
  private readonly outputs: CueOutputs;
  private readonly options: SchedulerParts['options'];
  private readonly reached: Reached;
  private readonly tickLead: number;
  private readonly staleSpeech: number;
  private readonly staleTick: number;
  private cancelTimer: (() => void) | undefined;

  constructor(parts: SchedulerParts) {
    this.clock = parts.clock;
    this.speaker = parts.speaker;
    this.transport = parts.transport;
    this.lanes = parts.lanes;
    this.lead = parts.lead;
    this.outputs = parts.outputs;
    this.options = parts.options;
    this.reached = parts.reached;
    this.tickLead = parts.options.tickLeadMs ?? 100;
    this.staleSpeech = parts.options.staleSpeechMs ?? 600;
    this.staleTick = parts.options.staleTickMs ?? 30;
  }

  /** Acts on everything due now, then arms one timer for the earliest next thing. */
  pump(): void {
    if (this.transport.state !== 'running') return;
    this.cancel();
    const now = this.clock.now();
    this.pumpSpeech(now);
    this.pumpTicks(now);
    this.pumpMain(now);
    if (this.transport.state === 'running') this.arm();
  }

  /** Arms one timer for the earliest next thing (again: the lead may have changed). */
  arm(): void {
    this.cancel(); // a listener may have restarted the run from inside a pump
    const lanes = this.lanes;
    const lead = this.lead.ms();
    let next = Infinity;
    const s = lanes.head(lanes.speech, true);
    if (s) next = Math.min(next, this.speechCallAt(s, lead));
    const t = lanes.head(lanes.ticks, true);
    if (t) next = Math.min(next, this.transport.origin + t.at - this.tickLead);
    const m = lanes.head(lanes.main, false);
    if (m) next = Math.min(next, this.transport.origin + m.at);
    if (next === Infinity) return;
    const run = this.transport.run;
    this.cancelTimer = this.clock.setTimer(() => {
      if (run === this.transport.run) this.pump();
    }, next);
  }

  /** The armed timer, if any, will not fire. */
  cancel(): void {
    this.cancelTimer?.();
    this.cancelTimer = undefined;
  }

  private speechCallAt(e: CueEvent, lead: number): number {
    const origin = this.transport.origin;
    // a scheduling speaker takes each cue a window ahead, whatever the cue before it
    if (this.speaker.speakAt) return origin + e.at - (this.speaker.scheduleAheadMs ?? 0);
    return Math.max(origin + e.at - lead, origin + this.lanes.lastSpeechAt);
  }

  private pumpSpeech(now: number): void {
    const lanes = this.lanes;
    const lead = this.lead.ms();
    for (let e = lanes.head(lanes.speech, true); e; e = lanes.head(lanes.speech, true)) {
      const callAt = this.speechCallAt(e, lead);
      if (callAt > now) break;
      lanes.speech.pos++;
      lanes.lastSpeechAt = e.at;
      const timing = { planMs: this.transport.origin + e.at, intendedMs: callAt };
      if (now - timing.planMs > this.staleSpeech) this.options.trace?.(e, now, 'skipped', timing);
      else if (e.kind === 'speak' && this.speaker.speakAt) this.outputs.schedule(e, now, timing);
      else if (e.kind === 'speak') this.outputs.say(e.text, now, e, timing);
    }
  }

  private pumpTicks(now: number): void {
    const lanes = this.lanes;
    for (let e = lanes.head(lanes.ticks, true); e; e = lanes.head(lanes.ticks, true)) {
      const deadline = this.transport.origin + e.at;
      if (deadline - this.tickLead > now) break;
      lanes.ticks.pos++;
      const timing = { planMs: deadline, intendedMs: deadline - this.tickLead };
      if (deadline < now - this.staleTick) this.options.trace?.(e, now, 'skipped', timing);
      else this.outputs.tick(e, now, timing);
    }
  }

  private pumpMain(now: number): void {
    const lanes = this.lanes;
    const due: CueEvent[] = [];
    for (let e = lanes.head(lanes.main, false); e; e = lanes.head(lanes.main, false)) {
      if (this.transport.origin + e.at > now) break;
      lanes.main.pos++;
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
    const last = due[due.length - 1]!;
    // the end: nothing is left to arm a timer for, and none is armed past this pump
    if (last.kind === 'done') this.cancelTimer = undefined;
    this.reached(
      lastPhase?.kind === 'phase' ? lastPhase : undefined,
      lastDisplay?.kind === 'display' ? lastDisplay : undefined,
      last,
    );
  }
}
