// What a run did, for the practice log: fed the runner's snapshots (and its plan time), it
// knows per session (a workout's step) each set's planned and done amount in the tool's unit,
// whether the run got past its first phase (only then is it logged), and when it started and
// ended on the wall clock. Pure: the pages feed it, the tests too on the fake clock.
//
// It counts from phase indices, not from phase events seen one by one: a throttled tab catches
// up several phases in one pump and the snapshot shows only the last, but every phase before
// the one reached was passed.
import { CUSTOM_RUN_NAME, PRACTICE_LOG_LIMITS, type FeatureKey, type ToolKey } from '@handyq/domain';
import type { LogSet, NewPracticeLogEntry } from '@handyq/domain/schemas/practice-log';
import type { CueRunner } from './runner';
import type { RunnerSnapshot } from './snapshots';
import type { CuePlan, PhaseEvent, PlanTool, ToolInputs } from './types';

/** How a run ended: it played to its end, or it was stopped (Reset, or the page left). */
export type RunEnd = 'done' | 'stopped';

/** One session's sets, in its tool's unit (`LOG_UNITS`). */
export interface RecordedSession {
  tool: PlanTool;
  sets: LogSet[];
}

export interface RunRecord {
  sessions: RecordedSession[];
  /** The run reached a phase after its first one (or its end): only such a run is logged. */
  pastFirstPhase: boolean;
  /** Wall clock (ms since the epoch) when the run started and when it ended or was stopped. */
  startedAt: number | null;
  endedAt: number | null;
  ended: RunEnd | null;
}

/** What one session counts: its tool's unit phases, by set. */
interface SessionShape {
  tool: PlanTool;
  /** The compiled plan's phases (indices and kinds stay the same through mid-session edits). */
  phases: readonly PhaseEvent[];
  numSets: number;
}

const phasesOf = (plan: CuePlan): PhaseEvent[] =>
  plan.events.filter((e): e is PhaseEvent => e.kind === 'phase');

/**
 * Whether `phase` starts one unit of its tool: a HoldOn hold, an EntryBuddy entry ('Up n'), a
 * ShapeJam shape, a DrillDJ rep (its first phase: the rep number changes, callout rounds repeat
 * the reps).
 */
function startsUnit(tool: PlanTool, phase: PhaseEvent, before: PhaseEvent | undefined): boolean {
  switch (tool) {
    case 'cueCraft':
      return phase.phase === 'step' || phase.phase === 'signal';
    case 'holdOn':
      return phase.phase === 'hold';
    case 'entryBuddy':
      return phase.phase === 'up';
    case 'shapeJam':
      return phase.phase === 'shape';
    default:
      return phase.rep !== null && before?.rep !== phase.rep;
  }
}

const wholeSeconds = (ms: number) => Math.max(0, Math.floor(ms / 1000 + 1e-9));

/**
 * Records one run (make a new one for each start). Feed it every snapshot with `observe`, and
 * call `stop` before the runner is reset or stopped (the runner forgets its plan time then).
 */
export class RunRecorder {
  private readonly shapes: SessionShape[];
  /** The plan each session played last (with its mid-session edits), when given. */
  private readonly played: (CuePlan | undefined)[];
  /** The latest version of each phase seen, per session, by index. */
  private readonly seen: Map<number, PhaseEvent>[];
  /** The highest phase index reached per session (-1: none); sessions before `session` are whole. */
  private readonly reached: number[];
  private session = 0;
  private current: PhaseEvent | null = null;
  private lastPlanTimeMs = 0;
  private startedAt: number | null = null;
  private endedAt: number | null = null;
  private ended: RunEnd | null = null;
  /** Plan time of the current phase when the run was stopped. */
  private stoppedAtMs: number | null = null;

  /** `plans`: the run's sessions as compiled (one for a tool's run, one per step of a workout). */
  constructor(plans: readonly CuePlan[]) {
    if (!plans.length) throw new RangeError('A run has at least one session');
    this.shapes = plans.map((plan) => {
      const phases = phasesOf(plan);
      return { tool: plan.tool, phases, numSets: Math.max(0, ...phases.map((p) => p.set)) };
    });
    this.played = plans.map(() => undefined);
    this.seen = plans.map(() => new Map());
    this.reached = plans.map(() => -1);
  }

  /**
   * A snapshot of the runner, its plan time (`runner.planTimeMs()`) and the wall clock then;
   * `plan` is the runner's plan now (`runner.plan`: the session playing, with its edits), so a
   * hold made longer or cut short counts as it was played even if no snapshot showed it.
   */
  observe(snapshot: RunnerSnapshot, planTimeMs: number, wallMs: number, plan?: CuePlan): void {
    if (this.ended) return;
    const { state, phase } = snapshot;
    if (state === 'idle') {
      // stopped without `stop` (the page left): the last plan time seen stands for now
      if (this.startedAt !== null) this.finish('stopped', wallMs, this.lastPlanTimeMs);
      return;
    }
    this.startedAt ??= wallMs;
    if (snapshot.session > this.session && snapshot.session < this.shapes.length) {
      // every session before this one played to its end
      for (let s = this.session; s < snapshot.session; s++) this.reached[s] = Infinity;
      this.session = snapshot.session;
      this.current = null;
    }
    if (plan) this.played[this.session] = plan;
    // A session's 'done' phase is shown with the next session's first snapshot: it is not this
    // session's. Its own end is the run's end (state 'done').
    if (phase && (phase.phase !== 'done' || state === 'done')) {
      this.current = phase;
      this.seen[this.session]!.set(phase.index, phase);
      this.reached[this.session] = Math.max(this.reached[this.session]!, phase.index);
    }
    this.lastPlanTimeMs = planTimeMs;
    if (state === 'done') {
      for (let s = 0; s < this.shapes.length; s++) this.reached[s] = Infinity;
      this.finish('done', wallMs, planTimeMs);
    }
  }

  /** The run is being stopped (Reset, leaving): `planTimeMs` is the runner's plan time now. */
  stop(planTimeMs: number, wallMs: number): void {
    if (this.ended || this.startedAt === null) return;
    this.finish('stopped', wallMs, planTimeMs);
  }

  private finish(end: RunEnd, wallMs: number, planTimeMs: number): void {
    this.ended = end;
    this.endedAt = wallMs;
    if (end === 'stopped') this.stoppedAtMs = planTimeMs;
  }

  /** How the run ended, once it has. */
  get end(): RunEnd | null {
    return this.ended;
  }

  /** The run ended (done or stopped) after its first phase: it is one to log. */
  get loggable(): boolean {
    return this.ended !== null && this.pastFirstPhase;
  }

  private get pastFirstPhase(): boolean {
    return this.ended === 'done' || this.session > 0 || this.reached[0]! > 0;
  }

  /** A phase as it was played: the plan played last, else as seen, else as compiled. */
  private phaseOf(s: number, index: number): PhaseEvent | undefined {
    const played = this.played[s];
    const fromPlan = played?.events.find((e): e is PhaseEvent => e.kind === 'phase' && e.index === index);
    return fromPlan ?? this.seen[s]!.get(index) ?? this.shapes[s]!.phases[index];
  }

  /** Seconds held in the HoldOn hold at `index`: its whole length once passed, else as far as it went. */
  private heldSeconds(s: number, index: number): number {
    const reached = this.reached[s]!;
    if (index > reached) return 0;
    const phase = this.phaseOf(s, index);
    if (!phase) return 0;
    const running = index === reached && s === this.session && this.stoppedAtMs !== null;
    if (!running) return wholeSeconds(phase.durationMs);
    const at = this.current?.index === index ? this.current.at : phase.at;
    return wholeSeconds(Math.min(this.stoppedAtMs! - at, phase.durationMs));
  }

  private setsOf(s: number): LogSet[] {
    const { tool, phases, numSets } = this.shapes[s]!;
    const sets: LogSet[] = Array.from({ length: numSets }, () => ({ planned: 0, done: 0 }));
    phases.forEach((phase, i) => {
      if (!startsUnit(tool, phase, phases[i - 1])) return;
      const set = sets[phase.set - 1];
      if (!set) return;
      if (tool === 'holdOn') {
        set.planned += Math.round(phase.durationMs / 1000);
        set.done += this.heldSeconds(s, phase.index);
      } else {
        set.planned += 1;
        if (phase.index <= this.reached[s]!) set.done += 1;
      }
    });
    return sets;
  }

  record(): RunRecord {
    return {
      sessions: this.shapes.map((shape, s) => ({ tool: shape.tool, sets: this.setsOf(s) })),
      pastFirstPhase: this.pastFirstPhase,
      startedAt: this.startedAt,
      endedAt: this.endedAt,
      ended: this.ended,
    };
  }
}

// --- a page's run, recorded ----------------------------------------------------------------

/** What `recordRun` watches: a page's CueSession (the run started last, and its changes). */
export interface RunSource {
  readonly current: CueRunner | null;
  subscribe(listener: () => void): () => void;
}

export interface RunRecording {
  /**
   * The run is being stopped (the user's Reset, the page left): call it before the runner
   * stops, while its plan time still stands. Reports the run, unless it had already ended.
   */
  stop(): void;
}

/**
 * Records the next run `source` starts (call it just before `start`): each of its snapshots is
 * fed to a RunRecorder of `plans`, and once the run has ended (done, or stopped) `ended` is told
 * its record, once, whether it is one to log or not (`record.pastFirstPhase`).
 */
export function recordRun(
  source: RunSource,
  plans: readonly CuePlan[],
  ended: (record: RunRecord) => void,
  wallNow: () => number = Date.now,
): RunRecording {
  const recorder = new RunRecorder(plans);
  const before = source.current;
  let runner: CueRunner | null = null;
  let reported = false;
  const report = () => {
    if (reported) return;
    reported = true;
    unsubscribe();
    ended(recorder.record());
  };
  const observe = () => {
    // the run this recording is for: the first one started after it began
    if (!runner && source.current && source.current !== before) runner = source.current;
    if (!runner || reported) return;
    recorder.observe(runner.getSnapshot(), runner.planTimeMs(), wallNow(), runner.plan);
    if (recorder.end) report();
  };
  const unsubscribe = source.subscribe(observe);
  return {
    stop() {
      if (reported) return;
      if (runner) recorder.stop(runner.planTimeMs(), wallNow());
      report();
    },
  };
}

// --- the log entry of a run -----------------------------------------------------------------

/** A tool's run as the page ran it. */
export interface ToolRunInfo<T extends ToolKey = ToolKey> {
  tool: T;
  /** The favorite it was opened with ('' or undefined: 'Custom'). */
  favoriteName?: string;
  inputs: ToolInputs<T>;
}

const nameOrCustom = (name: string | undefined) => name?.trim() || CUSTOM_RUN_NAME;
/** Start and end as the log takes them: whole ms, at most a day apart. */
function span(record: RunRecord): { startedAt: number; endedAt: number } {
  const startedAt = Math.round(record.startedAt ?? record.endedAt ?? 0);
  const endedAt = Math.round(record.endedAt ?? startedAt);
  return {
    startedAt,
    endedAt: Math.min(Math.max(endedAt, startedAt), startedAt + PRACTICE_LOG_LIMITS.durationMs),
  };
}
const limited = (sets: LogSet[]) => sets.slice(0, PRACTICE_LOG_LIMITS.sets);

/** The log entry of a tool's run (`id`: made on the device, `crypto.randomUUID()`). */
export function toolRunEntry(id: string, record: RunRecord, run: ToolRunInfo): NewPracticeLogEntry {
  return {
    _id: id,
    tool: run.tool,
    favoriteName: nameOrCustom(run.favoriteName),
    inputs: run.inputs,
    sets: limited(record.sessions[0]?.sets ?? []),
    ...span(record),
  } as NewPracticeLogEntry;
}

/**
 * The log entry of a CueCraft run: named after its favorite or the sequence, one set of its
 * steps done. The sequence itself is not kept: the log keeps what was run, not how.
 */
export function sequenceRunEntry(id: string, record: RunRecord, name: string): NewPracticeLogEntry {
  return {
    _id: id,
    tool: 'cueCraft',
    favoriteName: nameOrCustom(name),
    inputs: {},
    sets: limited(record.sessions[0]?.sets ?? []),
    ...span(record),
  };
}

/** The log entry of a whole workout's run: its title, library item and one run per step. */
export function workoutRunEntry(
  id: string,
  record: RunRecord,
  workout: {
    title: string;
    itemId?: string;
    steps: readonly { feature: FeatureKey; favoriteName: string; inputs: object }[];
  },
): NewPracticeLogEntry {
  return {
    _id: id,
    tool: 'workout',
    title: workout.title,
    ...(workout.itemId ? { itemId: workout.itemId } : {}),
    steps: workout.steps.slice(0, PRACTICE_LOG_LIMITS.steps).map((step, i) => ({
      tool: step.feature,
      favoriteName: nameOrCustom(step.favoriteName),
      // a CueCraft step's sequence is not kept, as a CueCraft run's is not
      inputs: step.feature === 'cueCraft' ? {} : step.inputs,
      sets: limited(record.sessions[i]?.sets ?? []),
    })),
    ...span(record),
  } as NewPracticeLogEntry;
}
