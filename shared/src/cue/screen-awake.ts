// Keeps the screen on while a session runs. It owns the injected wake lock's release function
// and what the snapshot says of it: 'asking' until the lock answers, 'on' while held, 'off' when
// refused, dropped or absent. A lock granted after its run has ended, or after a newer run began,
// is released at once; a failure is only logged.
//
// A lock still held is kept when asked again: a chained workout holds it from one session into
// the next as long as it does not drop it between them.
import type { Log, RunnerOptions, WakeLock } from './ports';

export type ScreenAwake = 'asking' | 'on' | 'off';

/** The runs a lock is asked for (the transport): which one is current and whether it is under way. */
export interface RunView {
  readonly run: number;
  readonly active: boolean;
}

export class ScreenAwakeHolder {
  private release: (() => unknown) | undefined;
  private _state: ScreenAwake = 'off';

  constructor(
    private readonly options: Pick<RunnerOptions, 'wakeLock'>,
    private readonly runs: RunView,
    private readonly log: Log,
    /** Called when the lock's answer changes the state. */
    private readonly changed: () => void,
  ) {}

  get state(): ScreenAwake {
    return this._state;
  }

  /** Asks for the lock for the current run, unless one is held. */
  request(): void {
    const wakeLock = this.options.wakeLock;
    if (this.release) return;
    this._state = wakeLock ? 'asking' : 'off';
    if (!wakeLock) return;
    const run = this.runs.run;
    const alive = () => run === this.runs.run && this.runs.active;
    const refused = (error: unknown) => {
      this.log('Wake lock request failed', error);
      if (run !== this.runs.run) return;
      this._state = 'off';
      this.changed();
    };
    let request: Promise<() => unknown>;
    try {
      request = wakeLock.request();
    } catch (error) {
      refused(error);
      return;
    }
    request.then((release) => {
      if (alive() && !this.release) {
        this.release = release;
        this._state = 'on';
        this.changed();
      } else {
        this.callRelease(release);
      }
    }, refused);
  }

  /** Releases the lock if held; the state is 'off' either way (the caller reports it). */
  drop(): void {
    const release = this.release;
    this.release = undefined;
    this._state = 'off';
    if (release) this.callRelease(release);
  }

  private callRelease(release: () => unknown): void {
    try {
      Promise.resolve(release()).catch((error: unknown) => this.log('Wake lock release failed', error));
    } catch (error) {
      this.log('Wake lock release failed', error);
    }
  }
}

/** A wake lock asked for ahead of its run; `dispose` lets go of it if the run never took it. */
export interface EarlyWakeLock extends WakeLock {
  dispose(): void;
}

/**
 * Asks `lock` for the screen now, and hands that answer to the run's first request. A browser
 * may grant the lock only close to the user's tap (WebKit: within a few seconds), and a run that
 * first prepares its voice asks for it later than that: so Start asks at once, and the run, when
 * it starts, takes what the tap got. Later requests (after a drop) ask anew. A lock granted to a
 * run that never started is released by `dispose`.
 */
export function askedInTap(lock: WakeLock): EarlyWakeLock {
  let early: Promise<() => unknown> | null;
  try {
    early = lock.request();
  } catch (error) {
    early = Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  early.catch(() => undefined); // a refusal is the run's to hear, if it starts
  return {
    request() {
      const answer = early ?? lock.request();
      early = null;
      return answer;
    },
    dispose() {
      const unclaimed = early;
      early = null;
      unclaimed?.then(
        (release) => void Promise.resolve(release()).catch(() => undefined),
        () => undefined,
      );
    },
  };
}
