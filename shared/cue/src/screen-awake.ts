// Keeps the screen on while a session runs. It owns the injected wake lock's release function
// and what the snapshot says of it: 'asking' until the lock answers, 'on' while held, 'lost' when
// the browser refused it or dropped it for good (a tap asks again: `retake`), 'off' when there is
// no wake lock or the run let it go. A lock granted after its run has ended, or after a newer run began,
// is released at once; a failure is only logged.
//
// A lock still held is kept when asked again: a chained workout holds it from one session into
// the next as long as it does not drop it between them.
import type { Log, RunnerOptions, WakeLock } from './ports';

export type ScreenAwake = 'asking' | 'on' | 'lost' | 'off';

/** The error name of a wake lock where the browser has no Screen Wake Lock API (as the DOM names it). */
export const UNSUPPORTED = 'NotSupportedError';

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
    // refused: a tap may be granted it ('lost'); a browser without the API never will ('off')
    const refused = (error: unknown) => {
      this.log('Wake lock request failed', error);
      if (run !== this.runs.run) return;
      this._state = (error as { name?: unknown } | null)?.name === UNSUPPORTED ? 'off' : 'lost';
      this.changed();
    };
    // the browser dropped a granted lock and would not give it back
    const lost = () => {
      if (!alive() || !this.release) return;
      this.release = undefined;
      this._state = 'lost';
      this.changed();
    };
    let request: Promise<() => unknown>;
    try {
      request = wakeLock.request(lost);
    } catch (error) {
      // not a browser's answer: nothing a tap would change
      this.log('Wake lock request failed', error);
      this._state = 'off';
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

  /**
   * A tap during the run (a browser may grant the lock only near one): asks again for a lock
   * refused or lost. Whether it asked.
   */
  retake(): boolean {
    if (!this.runs.active || this._state !== 'lost') return false;
    this.request();
    this.changed();
    return true;
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
  // the run that takes the early lock hears of its loss
  let onLostLater: (() => void) | undefined;
  try {
    early = lock.request(() => onLostLater?.());
  } catch (error) {
    early = Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  early.catch(() => undefined); // a refusal is the run's to hear, if it starts
  return {
    request(onLost) {
      if (!early) return lock.request(onLost);
      const answer = early;
      early = null;
      onLostLater = onLost;
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
