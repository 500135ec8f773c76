// When a camera sees a hold start and end: the person upside down for a moment (not one frame's
// guess) starts it, right way up (or gone) for a moment ends it. Pure: samples in, events out,
// on the caller's clock.

/** Upside down this long (ms) before a hold counts as started, dated from its first frame. */
export const HOLD_UP_AFTER_MS = 500;
/** Not upside down this long (ms) before it counts as ended, dated from the last upside-down frame. */
export const HOLD_DOWN_AFTER_MS = 700;

export type HoldEvent = { type: 'up'; at: number } | { type: 'down'; at: number; heldMs: number };

export class HoldWatcher {
  private upSince: number | null = null;
  private lastUp: number | null = null;
  private holdFrom: number | null = null;

  /** Whether a hold is on now. */
  get holding(): boolean {
    return this.holdFrom !== null;
  }

  /**
   * One frame: `upsideDown` as read (null: not seen), `at` in ms. Answers the hold's start or end
   * when this frame decides it.
   */
  see(upsideDown: boolean | null, at: number): HoldEvent | null {
    if (upsideDown) {
      this.upSince ??= at;
      this.lastUp = at;
      if (this.holdFrom === null && at - this.upSince >= HOLD_UP_AFTER_MS) {
        this.holdFrom = this.upSince;
        return { type: 'up', at: this.holdFrom };
      }
      return null;
    }
    if (this.holdFrom === null) {
      this.upSince = null;
      return null;
    }
    if (this.lastUp !== null && at - this.lastUp >= HOLD_DOWN_AFTER_MS) {
      const event: HoldEvent = { type: 'down', at: this.lastUp, heldMs: this.lastUp - this.holdFrom };
      this.holdFrom = null;
      this.upSince = null;
      return event;
    }
    return null;
  }

  reset(): void {
    this.upSince = null;
    this.lastUp = null;
    this.holdFrom = null;
  }
}
