// The cue engine's data: each tool's inputs (what a favorite saves) and the events of a plan.
import type { ToolKey } from '@handyq/domain';

// ---------------------------------------------------------------------------------------------
// Tool inputs: what a session is run with and a favorite saves. Times are in seconds.

/** Inputs every tool has. */
export interface CommonInputs {
  /** Seconds counted down before the first set; 0 skips the get-ready countdown. */
  getReadyTime: number;
  numSets: number;
  /** Rest between sets (only when numSets > 1; never after the last set). */
  restTime: number;
}

export interface HoldOnInputs extends CommonInputs {
  holdTime: number;
  /** Counted-up callout every this many seconds of the hold (only when holdTime >= 10). */
  calloutStep: number;
}

export interface EntryBuddyInputs extends CommonInputs {
  entryCount: number;
  holdTime: number;
  timeBetween: number;
}

export interface ShapeHold {
  /** Lowercase shape name: a built-in one (tuck, straight, …) or a custom one. */
  shape: string;
  holdTime: number;
}

export interface ShapeJamInputs extends CommonInputs {
  numReps: number;
  /** At least 2. */
  shapes: ShapeHold[];
}

export type DrillType = 'slide' | 'float' | 'switch';
export type CalloutType = 'none' | 'switch' | 'both';

/** A callout round nested in another: runs after its parent. */
export interface NestedCallout {
  type: CalloutType;
  /** Seconds waited after the callout, before the round's reps (default 3). */
  afterReps: number;
}

/** Extra callout rounds after a drill's reps: 'Switch legs' or 'Both legs', then the reps again. */
export interface Callout extends NestedCallout {
  callout?: NestedCallout;
}

export interface SlideConfig {
  slideDownTime: number;
  holdTime: number;
  slideUpTime: number;
  callout: Callout;
}

export interface FloatConfig {
  floatTime: number;
  timeBetweenFloats: number;
  callout: Callout;
}

export interface SwitchConfig {
  switchTime: number;
  timeBetweenSwitches: number;
}

export interface DrillConfigs {
  slide: SlideConfig;
  float: FloatConfig;
  switch: SwitchConfig;
}

export interface DrillDJInputs extends CommonInputs {
  numReps: number;
  /** A tick every second of the timed phases (2 s or longer); off: the display still counts. Default on. */
  tickSounds: boolean;
  drillType: DrillType;
  drillConfigs: DrillConfigs;
}

export interface ToolInputsMap {
  holdOn: HoldOnInputs;
  entryBuddy: EntryBuddyInputs;
  shapeJam: ShapeJamInputs;
  drillDJ: DrillDJInputs;
}
export type ToolInputs<T extends ToolKey = ToolKey> = ToolInputsMap[T];

// ---------------------------------------------------------------------------------------------
// Plan events. `at` is ms from the start of the plan; the plan clock stands still while the
// runner is paused or waits for a signal.

export type PhaseKind =
  | 'getReady'
  | 'hold' // HoldOn's hold (a round timer)
  | 'rest'
  | 'up' // EntryBuddy: 'Up n' and the hold that follows
  | 'down' // EntryBuddy: 'Down' and the time between entries
  | 'handstandUp' // ShapeJam: kick up before the shapes
  | 'shape'
  | 'drill' // DrillDJ: the drill's name, time to kick up
  | 'slideDown'
  | 'slideHold'
  | 'slideUp'
  | 'float'
  | 'return'
  | 'switchHold'
  | 'switch'
  | 'callout' // DrillDJ: 'Switch legs' / 'Both legs' and the after-reps wait
  | 'signal' // DrillDJ: waiting until the user says the set is done; a CueCraft step 'until I tap'
  | 'step' // CueCraft: a step the user wrote
  | 'done';

/**
 * How a phase is timed: `countdown` is a round timer (announce, counted-up callouts, 'Halfway',
 * last-10 countdown), `ticks` a phase of 2 s or more that ticks every second, `wait` a phase
 * under 2 s (spoken, then silent), `untimed` has no duration (signal, done).
 */
export type PhaseTiming = 'countdown' | 'ticks' | 'wait' | 'untimed';

/** The set shown next, during rest and get-ready. */
export interface NextUp {
  set: number;
  /** The first phase of that set, e.g. 'Hold', 'Up 1', 'Handstand up', 'Slide drill'. */
  label: string;
}

/** What the screen shows. */
export interface CueDisplay {
  phase: PhaseKind;
  /** The big label: 'Get ready', 'Hold', 'Up 2', 'Tuck', 'Switch', 'Rest', 'Done!💪' … */
  label: string;
  /** 1-based set (the first set during get-ready). */
  set: number;
  numSets: number;
  /** Rep (EntryBuddy: entry) and how many, or null where there are none. */
  rep: number | null;
  numReps: number | null;
  /** DrillDJ callout round ('Switch legs', 'Both legs'), else null. */
  round: string | null;
  /** Whole seconds left in the phase and gone in it; null when untimed. */
  remaining: number | null;
  elapsed: number | null;
  /** `remaining` as mm:ss, '' when untimed. */
  clock: string;
  next: NextUp | null;
}

/** Why a speech cue is there (a merged utterance lists each). */
export type SpeechCue =
  | 'getReady'
  | 'count' // a get-ready number
  | 'set' // '2nd set'
  | 'announce' // a phase's name at its start
  | 'callout' // HoldOn's counted-up seconds
  | 'halfway'
  | 'countdown' // last 10 seconds
  | 'end';

export interface SpeakEvent {
  readonly kind: 'speak';
  readonly at: number;
  /** One utterance; cues due at the same instant are joined ('Down. Rest'). */
  readonly text: string;
  readonly cues: readonly SpeechCue[];
}

export interface DisplayEvent {
  readonly kind: 'display';
  readonly at: number;
  readonly display: Readonly<CueDisplay>;
}

export interface TickEvent {
  readonly kind: 'tick';
  readonly at: number;
}

export interface PhaseEvent {
  readonly kind: 'phase';
  readonly at: number;
  /** Its place among the plan's phases (0 = the first): what a mid-session edit names. */
  readonly index: number;
  readonly phase: PhaseKind;
  readonly label: string;
  /** 0 for untimed phases. With `at` it gives the progress ring: (t - at) / durationMs. */
  readonly durationMs: number;
  readonly timing: PhaseTiming;
  readonly set: number;
  readonly rep: number | null;
  /** False while reset is not allowed (DrillDJ tick phases). */
  readonly resettable: boolean;
}

/** The runner stops the plan clock here until `signal()`. */
export interface WaitForSignalEvent {
  readonly kind: 'waitForSignal';
  readonly at: number;
  readonly label: string;
}

export interface DoneEvent {
  readonly kind: 'done';
  readonly at: number;
}

export type CueEvent = SpeakEvent | DisplayEvent | TickEvent | PhaseEvent | WaitForSignalEvent | DoneEvent;
export type CueEventKind = CueEvent['kind'];

/** What a plan is of: one of the Coach Kit's tools, or a CueCraft sequence a user wrote. */
export type PlanTool = ToolKey | 'cueCraft';

export interface CuePlan {
  readonly tool: PlanTool;
  /** Ordered by `at`; events at the same `at` keep their meaning order (a barrier comes last). */
  readonly events: readonly CueEvent[];
  /** Plan time of the end (waiting for signals not counted). */
  readonly durationMs: number;
  /** Whether pause/resume is offered (HoldOn). */
  readonly pausable: boolean;
}

export interface CompileOptions {
  /** Emit tick events (the sound); default true. Displays still update every second. */
  ticks?: boolean;
  /**
   * Phase lengths (ms) by phase index that replace the compiled ones: the plan after
   * mid-session edits ('+15 s', 'Skip rest'). Every other phase is compiled as before.
   */
  durations?: ReadonlyMap<number, number>;
  /**
   * The speech rate the cues will be spoken at (1 normal): a slower voice talks longer, so
   * which cues would talk over each other is judged at this pace.
   */
  speechRate?: number;
  /**
   * HoldOn's camera start: no get-ready countdown; before each hold the runner waits (a
   * 'Kick up' signal phase) until the camera sees the user go up, or the user taps to start.
   */
  cameraStart?: boolean;
}
