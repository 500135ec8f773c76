// The plan a session plays, with its mid-session edits: the plan as compiled, the phase lengths
// edits have changed (by phase index) and the plan recompiled with them. Each new start plays the
// compiled plan again, without the last session's edits. Also the edit rules that need no clock:
// which phase can be edited and what '+15 s' says.
//
// A chained workout will hold one of these per session and hand the runner the next when one
// ends; edits stay with the session they were made in.
import type { RunnerOptions } from './ports';
import type { CuePlan, PhaseEvent } from './types';

/** What a mid-session edit says before the plan goes on: '15 more seconds', '1 more minute'. */
export function addedTimeText(ms: number): string {
  const s = Math.round(ms / 1000);
  if (s % 60 === 0) return s === 60 ? '1 more minute' : `${s / 60} more minutes`;
  return `${s} more seconds`;
}

export class SessionPlan {
  private _plan: CuePlan;
  /** Phase lengths changed mid-session, by phase index. */
  private readonly durations = new Map<number, number>();

  constructor(
    /** The plan as compiled: each new start plays it. */
    private readonly compiled: CuePlan,
    private readonly options: Pick<RunnerOptions, 'recompile'>,
  ) {
    this._plan = compiled;
  }

  /** The plan being played: the compiled one, or the one edits made of it. */
  get plan(): CuePlan {
    return this._plan;
  }

  /** There is a recompile to edit with. */
  get editable(): boolean {
    return !!this.options.recompile;
  }

  /** Whether `phase`, running, can be given more time or skipped: a timed phase of an editable plan. */
  canEdit(phase: PhaseEvent | null): boolean {
    return this.editable && !!phase && phase.timing !== 'untimed' && phase.durationMs > 0;
  }

  /** Back to the plan as compiled; true when edits had changed it (whoever holds its events reloads them). */
  restore(): boolean {
    if (!this.durations.size) return false;
    this.durations.clear();
    this._plan = this.compiled;
    return true;
  }

  /**
   * The plan with phase `index` lasting `ms` besides every earlier edit, recompiled. It is played
   * from `play(plan)` on: the caller stops what the old plan handed out in between.
   */
  recompile(index: number, ms: number): CuePlan {
    const recompile = this.options.recompile;
    if (!recompile) throw new Error('This session has no recompile: it cannot be edited');
    this.durations.set(index, ms);
    return recompile(new Map(this.durations));
  }

  play(plan: CuePlan): void {
    this._plan = plan;
  }
}
