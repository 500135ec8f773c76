// Which correction LineAlign says, and when: only while upside down, the biggest fault once it
// has been the biggest for a moment (not one frame's noise), at most one every few seconds, and
// not the same words twice running unless a while has passed.
import type { LineReading } from '@handyq/line';

/** At most one correction this often (ms). */
export const CORRECTION_GAP_MS = 4000;
/** A fault must stay the biggest this long (ms) to be said. */
export const CORRECTION_STEADY_MS = 800;
/** The same correction is said again only after this long (ms). */
export const CORRECTION_REPEAT_MS = 10_000;

export class CorrectionCoach {
  private candidate: { advice: string; since: number } | null = null;
  private last: { advice: string; at: number } | null = null;

  /** One frame's reading at `at` (ms): the words to say now, or null. */
  next(reading: LineReading, at: number): string | null {
    const biggest = reading.upsideDown ? reading.faults[0] : undefined;
    if (!biggest) {
      this.candidate = null;
      return null;
    }
    if (this.candidate?.advice !== biggest.advice) this.candidate = { advice: biggest.advice, since: at };
    if (at - this.candidate.since < CORRECTION_STEADY_MS) return null;
    if (this.last && at - this.last.at < CORRECTION_GAP_MS) return null;
    if (this.last?.advice === biggest.advice && at - this.last.at < CORRECTION_REPEAT_MS) return null;
    this.last = { advice: biggest.advice, at };
    return biggest.advice;
  }
}
