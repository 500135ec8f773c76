// A hold's line over time, as the camera saw it: each frame's line score from the hold's start
// to its end, made into what the practice log keeps (its length, the average and worst score,
// and the score over time, thinned to a bounded number of points). Pure, on the caller's clock.
import { PRACTICE_LOG_LIMITS } from '@handyq/domain';
import type { LineTrack } from '@handyq/domain/schemas/practice-log';

/**
 * A hold's length in whole seconds, the one way every screen and the log round it: a second
 * counts once it has been held through (4.7 s held is 4 s, as HoldOn's timer counts).
 */
export const heldSeconds = (ms: number): number => Math.max(0, Math.floor(ms / 1000));

export class LineTrackRecorder {
  private readonly scores: [number, number][] = [];

  /** `from`: when the hold started (ms, the clock the frames are timed on). */
  constructor(private readonly from: number) {}

  /** One frame's score (null: not read in that frame, left out). */
  add(at: number, score: number | null): void {
    if (score === null || at < this.from) return;
    this.scores.push([Math.round(at - this.from), Math.round(score)]);
  }

  /** The hold as it ended at `to`; null when no frame of it had a score. */
  finish(to: number, maxPoints: number = PRACTICE_LOG_LIMITS.linePoints): LineTrack | null {
    const heldMs = Math.max(0, Math.round(to - this.from));
    const inHold = this.scores.filter(([t]) => t <= heldMs);
    if (!inHold.length) return null;
    const values = inHold.map(([, s]) => s);
    return {
      heldMs,
      average: Math.round(values.reduce((a, b) => a + b, 0) / values.length),
      worst: Math.min(...values),
      points: thin(inHold, maxPoints),
    };
  }
}

/**
 * Several holds as one line over the time they were held (a HoldOn run's sets, each started and
 * ended by the camera): their held time added up, each hold's points after the ones before it,
 * the average over every point and the worst of all; null when there is none.
 */
export function joinTracks(
  tracks: readonly LineTrack[],
  maxPoints: number = PRACTICE_LOG_LIMITS.linePoints,
): LineTrack | null {
  if (!tracks.length) return null;
  if (tracks.length === 1) return tracks[0]!;
  const points: [number, number][] = [];
  let offset = 0;
  for (const t of tracks) {
    for (const [at, score] of t.points) points.push([offset + at, score]);
    offset += t.heldMs;
  }
  const values = points.map(([, s]) => s);
  return {
    heldMs: offset,
    average: values.length
      ? Math.round(values.reduce((a, b) => a + b, 0) / values.length)
      : Math.round(tracks.reduce((a, t) => a + t.average, 0) / tracks.length),
    worst: Math.min(...tracks.map((t) => t.worst)),
    points: thin(points, maxPoints),
  };
}

/** At most `max` points spread evenly over the hold, each the mean of the frames it stands for. */
function thin(points: [number, number][], max: number): [number, number][] {
  if (points.length <= max) return points;
  const out: [number, number][] = [];
  for (let i = 0; i < max; i++) {
    const group = points.slice(
      Math.floor((i * points.length) / max),
      Math.floor(((i + 1) * points.length) / max),
    );
    const t = group[Math.floor(group.length / 2)]![0];
    out.push([t, Math.round(group.reduce((a, [, s]) => a + s, 0) / group.length)]);
  }
  return out;
}
