// The audio clock mapped to page time where the engine's own mapping (getOutputTimestamp) cannot
// be trusted (WebKitGTK's ran at twice real time here): the page samples (currentTime,
// performance.now()) of each AudioContext every CLOCK_SAMPLE_MS through a run, and a
// least-squares line through the pairs within FIT_WINDOW_S of an audio time maps it to page time
// (a clock at any rate, moving in steps of a render quantum or a device buffer: the line runs
// through the steps' middle), plus the output latency the context reports. A line through the
// whole run's pairs gives the same in WebKit, whose clock keeps real time; Firefox's mock sound
// device's clock runs slow at a rate that wanders, which the line near each onset follows. Used by
// the cue bench in WebKit and Firefox (bench/lib/cue-engines.mjs).
import { ms, pct, stats } from './cue-bench.mjs';

/** How often the page samples each audio context's clock against performance.now(). */
export const CLOCK_SAMPLE_MS = 25;
/** The pairs a time is mapped through: those this near it on the audio clock (s). */
export const FIT_WINDOW_S = 1;

/**
 * The least-squares line y = a + b·x through `pairs` ([x, y]), and the residuals' p95 and max
 * (how far single pairs stray from it).
 * @param {[number, number][]} pairs
 */
export function fitLine(pairs) {
  const n = pairs.length;
  if (n < 2) return { a: NaN, b: NaN, n, residualP95: NaN, residualMax: NaN };
  const mx = pairs.reduce((s, [x]) => s + x, 0) / n;
  const my = pairs.reduce((s, [, y]) => s + y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (const [x, y] of pairs) {
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
  }
  const b = sxy / sxx;
  const a = my - b * mx;
  const residuals = pairs.map(([x, y]) => Math.abs(y - (a + b * x))).sort((p, q) => p - q);
  return { a, b, n, residualP95: pct(residuals, 0.95), residualMax: residuals.at(-1) };
}

/**
 * Page times of the run's onsets, through each context's clock fitted near each (plus its reported
 * output latency): the tap's detected onsets where it worked, else the app's scheduled ones (its
 * cue marks). Answers them and the lines that say how they were had.
 */
export function mapOnsets(engine, { tap, cueMarks, sink = engine === 'webkit' ? 'null' : 'mock' }) {
  const pairs = tap.clocks.map((list) => list.filter(([t]) => t > 0));
  const fits = pairs.map((list) => fitLine(list));
  const latencyS = tap.contexts.map((c) => c.outputLatency || c.baseLatency || 0);
  const nearResiduals = [];
  const pageTime = (id, t) => {
    const near = pairs[id].filter(([x]) => Math.abs(x - t) <= FIT_WINDOW_S);
    const f = near.length >= 4 ? fitLine(near) : fits[id];
    nearResiduals.push(f.residualP95);
    return f.a + f.b * t + latencyS[id] * 1000;
  };
  // the context each mark is of: the one a buffer was started on at the mark's start time
  const contextOfMark = (m) => tap.starts.find(([, when]) => Math.abs(when - m.startTime) < 1e-6)?.[0];
  const scheduled = cueMarks
    .map((m) => [contextOfMark(m), m.onsetTime])
    .filter(([id]) => id !== undefined)
    .map(([id, t]) => pageTime(id, t));
  const tapWorked = tap.errors.length === 0 && tap.onsets.length > 0;
  const onsets = tapWorked ? tap.onsets.map(([id, t]) => pageTime(id, t)) : scheduled;
  const lines = [
    `audio clock → page time: a least-squares line through the (currentTime, performance.now()) pairs the page` +
      ` sampled every ${CLOCK_SAMPLE_MS} ms through the run within ${FIT_WINDOW_S} s of each onset, plus the output` +
      ` latency the context reports (getOutputTimestamp is not used in ${engine}: WebKitGTK's ran at twice real time` +
      ` here); the pairs stray from those lines by p95 ${ms(
        pct(
          [...nearResiduals].sort((x, y) => x - y),
          0.5,
        ),
        0,
      )} ms` +
      ` (the median line's)`,
    // the run's contexts: those a buffer was started on or an onset heard in (not the first Start's, closed)
    ...fits.flatMap((f, id) =>
      tap.starts.some(([c]) => c === id) || tap.onsets.some(([c]) => c === id)
        ? [
            `  context ${id + 1} (${tap.contexts[id].sampleRate} Hz): ${f.n} pairs; over the whole run its clock ran` +
              ` ${f.b.toFixed(2)} ms of page time per audio second (1000: real time), pairs off that one line p95` +
              ` ${ms(f.residualP95, 0)}, max ${ms(f.residualMax, 0)} ms (the clock moves a render quantum or a device` +
              ` buffer at a time);` +
              ` output latency it reports ${ms(latencyS[id] * 1000, 0)} ms (outputLatency` +
              ` ${tap.contexts[id].outputLatency ?? '—'}, baseLatency ${tap.contexts[id].baseLatency ?? '—'} s)`,
            // a clock off real time: what the app maps a second ahead on it lands that much off
            ...(Math.abs(f.b - 1000) > 5
              ? [
                  `  its clock ran ${Math.abs(100 - 100_000 / f.b).toFixed(1)} % ${f.b > 1000 ? 'slow' : 'fast'} against page` +
                    ` time: a cue the app schedules on it about a second ahead (it hands each cue over up to 1 s before` +
                    ` it is due) sounds about ${ms(Math.abs(f.b - 1000), 0)} ms ${f.b > 1000 ? 'late' : 'early'} by page` +
                    ` time (a sound card's clock keeps real time to within parts per million)`,
                ]
              : []),
          ]
        : [],
    ),
    tapWorked
      ? `onsets: detected in the audio produced, by the AudioWorklet tap (30 ms of silence, then a sample at 2% of full scale)`
      : `onsets: the AudioWorklet tap did not work in ${engine} (${tap.errors.join('; ') || 'no onset detected'});` +
        ` the app's own handyq-cue marks (each cue's scheduled onset on the audio clock) stand in`,
  ];
  if (sink === 'mock')
    lines.push(
      `Firefox plays to a mock sound device here (media.cubeb.force_mock_context: no sound card, no PulseAudio), whose` +
        ` clock is a timer's: the figure is when Firefox rendered each cue by that clock, not when a speaker would sound it`,
    );
  else
    lines.push(
      `${engine === 'webkit' ? 'WebKitGTK plays to a null sink' : "Firefox plays to a PulseAudio null sink (the bench's own server)"}` +
        ` here (no sound card): the figure is when it rendered each cue by its clock, plus the output latency it reports`,
    );
  if (tapWorked && scheduled.length) {
    // the tap's onsets against the scheduled ones, on the same fitted clock: what the marks would have said
    const diffs = scheduled.map((s) => {
      let best = NaN;
      for (const o of onsets) if (!(Math.abs(o - s) >= Math.abs(best - s))) best = o;
      return best - s;
    });
    const d = stats(diffs.filter((x) => Math.abs(x) < 50));
    lines.push(
      `cross-check: detected onset − the app's scheduled onset (handyq-cue marks), ${d.count} of ${scheduled.length}:` +
        ` p50 ${ms(d.p50, 0)}, max ${ms(d.max, 0)} ms, mean signed ${ms(d.mean, 0)} ms`,
    );
  }
  return { onsets, source: tapWorked ? 'onsets detected' : 'scheduled onsets (marks)', lines };
}
