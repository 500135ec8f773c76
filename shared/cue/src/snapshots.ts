// What subscribers see: one frozen snapshot of the runner, taken anew on each change and kept
// until the next, so `getSnapshot()` returns the same object between changes (as React's
// useSyncExternalStore needs), and the listeners told of each one.
import type { ScreenAwake } from './screen-awake';
import type { RunnerState } from './transport';
import type { CueDisplay, PhaseEvent } from './types';

export interface RunnerSnapshot {
  readonly state: RunnerState;
  /** The latest display (null when idle). */
  readonly display: Readonly<CueDisplay> | null;
  /** The current phase: with `planTimeMs()` it gives the progress ring. */
  readonly phase: PhaseEvent | null;
  readonly canReset: boolean;
  readonly canPause: boolean;
  /** `addTime` and `skipPhase` are possible now. */
  readonly canEdit: boolean;
  /**
   * Whether the screen is kept on: 'asking' until the wake lock answers, 'on' while held,
   * 'off' where it was refused or the platform has none (the screen may lock and stop the cues).
   */
  readonly screenAwake: ScreenAwake;
  /** Which of a chained run's sessions (a workout's step) plays: 0 for a single session. */
  readonly session: number;
}

export class Snapshots {
  private current: RunnerSnapshot;
  private readonly listeners = new Set<(snapshot: RunnerSnapshot) => void>();

  /** `take` reads the runner's state now. */
  constructor(private readonly take: () => RunnerSnapshot) {
    this.current = Object.freeze(take());
  }

  get(): RunnerSnapshot {
    return this.current;
  }

  /** Returns the unsubscribe function. */
  subscribe(listener: (snapshot: RunnerSnapshot) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /**
   * Takes a new snapshot and tells the listeners subscribed now. A listener that changes the
   * runner again makes a newer one: the listeners after it are given that one.
   */
  notify(): void {
    this.current = Object.freeze(this.take());
    for (const listener of [...this.listeners]) listener(this.current);
  }
}
