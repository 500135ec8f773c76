import type { LineReading } from '@handyq/line';
import {
  CORRECTION_GAP_MS,
  CORRECTION_REPEAT_MS,
  CORRECTION_STEADY_MS,
  CorrectionCoach,
} from './corrections';

const reading = (upsideDown: boolean | null, ...advice: string[]) =>
  ({
    upsideDown,
    faults: advice.map((a, i) => ({ fault: 'tilted', advice: a, by: 10 - i })),
  }) as unknown as LineReading;

/** Frames every 100 ms from `from` to `to`, each the same reading: what was said, and when. */
function run(coach: CorrectionCoach, r: LineReading, from: number, to: number) {
  const said: [number, string][] = [];
  for (let t = from; t <= to; t += 100) {
    const words = coach.next(r, t);
    if (words) said.push([t, words]);
  }
  return said;
}

describe('CorrectionCoach', () => {
  it('says the biggest fault once it has held for a moment', () => {
    const coach = new CorrectionCoach();
    expect(run(coach, reading(true, 'Open your shoulders', 'Squeeze your legs together'), 0, 1000)).toEqual([
      [CORRECTION_STEADY_MS, 'Open your shoulders'],
    ]);
  });

  it('says nothing right way up, or when nothing is wrong', () => {
    const coach = new CorrectionCoach();
    expect(run(coach, reading(false, 'Open your shoulders'), 0, 5000)).toEqual([]);
    expect(run(coach, reading(null, 'Open your shoulders'), 0, 5000)).toEqual([]);
    expect(run(coach, reading(true), 0, 5000)).toEqual([]);
  });

  it('at most one correction every few seconds, and the same one again only after a while', () => {
    const coach = new CorrectionCoach();
    const first = run(coach, reading(true, 'Open your shoulders'), 0, 1000);
    const other = run(coach, reading(true, 'Squeeze your legs together'), 1100, 10_000);
    expect(first).toEqual([[800, 'Open your shoulders']]);
    expect(other[0]).toEqual([800 + CORRECTION_GAP_MS, 'Squeeze your legs together']);
    const same = run(coach, reading(true, 'Squeeze your legs together'), 10_100, 30_000);
    expect(same[0]![0] - other[0]![0]).toBeGreaterThanOrEqual(CORRECTION_REPEAT_MS);
  });

  it('a fault that flickers for one frame is not said', () => {
    const coach = new CorrectionCoach();
    const said: string[] = [];
    for (let t = 0; t < 5000; t += 100) {
      const r = t % 300 === 0 ? reading(true, 'Open your hips') : reading(true, 'Open your shoulders');
      const words = coach.next(r, t);
      if (words) said.push(words);
    }
    expect(said).not.toContain('Open your hips');
  });
});
