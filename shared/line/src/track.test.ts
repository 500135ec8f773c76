import { lineTrackSchema } from '@handyq/domain/schemas/practice-log';
import { LineTrackRecorder } from './track';

describe('LineTrackRecorder', () => {
  it('keeps the hold length, the average and the worst score, and the scores over time', () => {
    const r = new LineTrackRecorder(1000);
    r.add(1100, 80);
    r.add(1200, null); // a frame with no score is left out
    r.add(1300, 60);
    r.add(1500, 70.4);
    const track = r.finish(1600)!;
    expect(track).toEqual({
      heldMs: 600,
      average: 70,
      worst: 60,
      points: [
        [100, 80],
        [300, 60],
        [500, 70],
      ],
    });
    expect(lineTrackSchema.parse(track)).toEqual(track);
  });

  it('a long hold is thinned to the most points the log keeps, evenly, each a mean', () => {
    const r = new LineTrackRecorder(0);
    for (let t = 0; t < 60_000; t += 50) r.add(t, t < 30_000 ? 90 : 50);
    const track = r.finish(60_000, 120)!;
    expect(track.points).toHaveLength(120);
    expect(track.points[0]).toEqual([expect.any(Number), 90]);
    expect(track.points.at(-1)).toEqual([expect.any(Number), 50]);
    expect(track.points.map(([t]) => t)).toEqual([...track.points.map(([t]) => t)].sort((a, b) => a - b));
    expect(track.average).toBe(70);
    expect(lineTrackSchema.safeParse(track).success).toBe(true);
  });

  it('a hold with no score read is nothing to keep; frames after its end are not counted', () => {
    const none = new LineTrackRecorder(0);
    none.add(100, null);
    expect(none.finish(500)).toBeNull();
    const r = new LineTrackRecorder(0);
    r.add(100, 90);
    r.add(900, 10);
    expect(r.finish(500)).toMatchObject({ heldMs: 500, worst: 90, points: [[100, 90]] });
  });
});
