// A recording's cue timeline, pure: each phase of the run (its label and set) with the time it
// began, in ms from the recording's start, and which one a moment of the video shows.
import type { PhaseEvent, PhaseKind } from '@handyq/cue';

export interface RecordingMark {
  /** ms from the recording's start */
  atMs: number;
  label: string;
  /** what kind of phase: 'getReady', 'hold', 'rest', 'signal' (a wait), 'done' … */
  phase: PhaseKind;
  /** the set (1-based) */
  set: number;
  /** a workout's step (1-based): which of its tools' runs this phase is of */
  step?: number;
}

/** The marks of one recording, as the run's phases come. */
export class RecordingTimeline {
  readonly marks: RecordingMark[] = [];
  private lastIndex = -1;
  private lastSession = -1;

  /**
   * `startedAt`: when the recording began, on the clock `see` is given. `steps`: the run is a
   * workout's, whose sessions are its steps (each mark names its step).
   */
  constructor(
    private readonly startedAt: number,
    private readonly steps = false,
  ) {}

  /** The run's phase, begun at `now` (on the clock of `startedAt`): a mark when it is a new one. */
  see(phase: Pick<PhaseEvent, 'index' | 'label' | 'set' | 'phase'> | null, now: number, session = 0): void {
    if (!phase || (phase.index === this.lastIndex && session === this.lastSession)) return;
    this.lastIndex = phase.index;
    this.lastSession = session;
    this.marks.push({
      atMs: Math.max(0, Math.round(now - this.startedAt)),
      label: phase.label,
      phase: phase.phase,
      set: phase.set,
      ...(this.steps ? { step: session + 1 } : {}),
    });
  }
}

/** The mark a moment `ms` into the video shows: the last one begun by then (null before the first). */
export function markAt(marks: readonly RecordingMark[], ms: number): RecordingMark | null {
  let found: RecordingMark | null = null;
  for (const m of marks) {
    if (m.atMs > ms) break;
    found = m;
  }
  return found;
}

/**
 * Where two recordings are lined up to be watched side by side: the first phase of the work
 * (past the get-ready count and any wait for a kick-up), or the start.
 */
export const syncPointOf = (marks: readonly RecordingMark[]): number =>
  marks.find((m) => m.phase !== 'getReady' && m.phase !== 'signal')?.atMs ?? 0;

/** '0:05', '1:02': a time in the video, for a mark's name. */
export const clockOf = (ms: number): string => {
  const s = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};
