import { lineTrackSchema } from '@handyq/domain/schemas/practice-log';
import { LineTrackRecorder, joinTracks } from './track';

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

describe('joinTracks', () => {
  const hold = (heldMs: number, points: [number, number][]) => ({
    heldMs,
    average: Math.round(points.reduce((a, [, s]) => a + s, 0) / points.length),
    worst: Math.min(...points.map(([, s]) => s)),
    points,
  });

  it("puts a run's holds one after another: time added up, the average of all, the worst of all", () => {
    const joined = joinTracks([
      hold(1000, [
        [0, 90],
        [500, 80],
      ]),
      hold(2000, [
        [100, 60],
        [1500, 70],
      ]),
    ]);
    expect(joined).toEqual({
      heldMs: 3000,
      average: 75,
      worst: 60,
      points: [
        [0, 90],
        [500, 80],
        [1100, 60],
        [2500, 70],
      ],
    });
    expect(lineTrackSchema.parse(joined)).toEqual(joined);
  });

  it('one hold is itself; none is nothing; many are thinned to what the log keeps', () => {
    const one = hold(1000, [[0, 90]]);
    expect(joinTracks([one])).toBe(one);
    expect(joinTracks([])).toBeNull();
    const many = Array.from({ length: 10 }, () =>
      hold(
        10_000,
        Array.from({ length: 50 }, (_, i) => [i * 200, 80] as [number, number]),
      ),
    );
    expect(joinTracks(many, 120)!.points).toHaveLength(120);
  });
});
