// The cue bench's arithmetic in WebKit and Firefox (bench/lib/audio-clock-fit.mjs, cue-bench.mjs):
// the audio clock mapped to page time by a fitted line, whatever rate it runs at; and the verdict
// on the cues' order.
import { fitLine, mapOnsets, type AudioTap } from '../bench/lib/audio-clock-fit.mjs';
import { cueOrder } from '../bench/lib/cue-bench.mjs';

/** Clock pairs every 25 ms of page time for `seconds`, the audio clock at `rate` and moving in `stepS` steps. */
const clock = (seconds: number, rate: number, stepS: number, offsetMs: number): [number, number][] =>
  Array.from({ length: (seconds * 1000) / 25 }, (_, i) => {
    const pageMs = offsetMs + i * 25;
    return [Math.floor((i * 0.025 * rate) / stepS) * stepS, pageMs];
  });

describe('fitLine', () => {
  it('finds the line through exact pairs', () => {
    const f = fitLine([
      [0, 10],
      [1, 12],
      [2, 14],
    ]);
    expect(f.a).toBeCloseTo(10);
    expect(f.b).toBeCloseTo(2);
    expect(f.residualMax).toBeCloseTo(0);
  });
});

describe('mapOnsets', () => {
  const tap = (rate: number, stepS: number, latency = 0): AudioTap => ({
    // a sound at audio time 4 s: heard at page time 1000 + 4000 / rate (+ the latency)
    onsets: [[0, 4]],
    clocks: [clock(10, rate, stepS, 1000)],
    contexts: [{ sampleRate: 48000, outputLatency: latency }],
    starts: [[0, 3.9]],
    errors: [],
  });

  it('maps a clock at real time moving in 10 ms steps to within half a step', () => {
    const { onsets, source } = mapOnsets('firefox', { tap: tap(1, 0.01), cueMarks: [] });
    expect(source).toBe('onsets detected');
    expect(Math.abs(onsets[0]! - 5000)).toBeLessThan(6);
  });

  it('maps a clock that runs at twice real time by its own rate, and adds the reported latency', () => {
    const { onsets } = mapOnsets('webkit', { tap: tap(2, 128 / 48000, 0.02), cueMarks: [] });
    expect(Math.abs(onsets[0]! - (3000 + 20))).toBeLessThan(3);
  });

  it("falls back to the app's cue marks when the tap did not work", () => {
    const broken = { ...tap(1, 0.01), onsets: [], errors: ['AbortError: refused'] };
    const { onsets, source, lines } = mapOnsets('webkit', {
      tap: broken,
      cueMarks: [{ text: 'Hold', startTime: 3.9, onsetTime: 4 }],
    });
    expect(source).toMatch(/marks/);
    expect(lines.join('\n')).toMatch(/did not work in webkit \(AbortError: refused\)/);
    expect(Math.abs(onsets[0]! - 5000)).toBeLessThan(6);
  });
});

describe('cueOrder', () => {
  const rec = (started: string[]) => ({
    cues: [
      { text: 'Get ready', at: 0 },
      { text: '1st set. Hold', at: 5000 },
    ],
    skipped: [{ text: '3', at: 2000 }],
    started,
  });

  it('wants every planned cue, a stale one skipped too, started once and in order', () => {
    expect(cueOrder(rec(['Get ready', '3', '1st set. Hold'])).inOrder).toBe(true);
    expect(cueOrder(rec(['Get ready', '1st set. Hold'])).inOrder).toBe(false);
    expect(cueOrder(rec(['Get ready', '1st set. Hold', '3'])).inOrder).toBe(false);
  });
});
