// What the cue bench (bench/cue-accuracy.mjs) measures and prints, the same in every engine: the
// plans, the targets, the page's cue trace, the statistics and the report of each run.

/** HoldOn's inputs by their field labels: the full plan, and the quick one (for development, and the default in WebKit and Firefox). */
export const FULL = { 'Get ready time': 5, 'Hold time': 60, 'Callout every': 10, Sets: 3, 'Rest time': 30 };
export const SHORT = { 'Get ready time': 5, 'Hold time': 20, 'Callout every': 10, Sets: 1 };
/** A second run, edited mid-session on the run screen: time added twice, the rest skipped, a hold cut short. */
export const EDITED = { 'Get ready time': 5, 'Hold time': 20, 'Callout every': 10, Sets: 2, 'Rest time': 30 };
export const EDITS = [
  { set: 1, label: 'Hold', clock: '00:15', press: '+15 s' },
  { set: 1, label: 'Hold', clock: '00:25', press: '+15 s' },
  { set: 1, label: 'Rest', clock: '00:25', press: 'Skip rest' },
  { set: 2, label: 'Hold', clock: '00:12', press: 'Next phase' },
];
/** The browser voice's targets. */
export const TARGETS = { speakCallP95: 5, heardP95: 25, endDrift: 10 };
/** The on-device voice's targets: heard to the millisecond, phrases ready before the tap feels slow. */
export const PRECISE_TARGETS = { heardP95: 5, heardMax: 20, renderMs: 300 };
export const PRECISE_VOICE = 'HandyQ Precise (on the beat)';
/** An onset this far from every deadline belongs to no cue (a word inside a phrase, say). */
export const ONSET_MATCH_MS = 150;
/** The AudioWorklet that reports sound onsets, served to the page by the bench (never part of the app). */
export const ONSET_TAP = `
class OnsetTap extends AudioWorkletProcessor {
  constructor() { super(); this.quiet = Infinity; }
  process(inputs) {
    const ch = inputs[0] && inputs[0][0];
    if (!ch) { this.quiet += 128; return true; }
    for (let i = 0; i < ch.length; i++) {
      if (Math.abs(ch[i]) >= 0.02) {
        if (this.quiet >= 0.03 * sampleRate) this.port.postMessage(currentTime + i / sampleRate);
        this.quiet = 0;
      } else this.quiet++;
    }
    return true;
  }
}
registerProcessor('onset-tap', OnsetTap);`;

/** The plan's length in seconds, holds and rests. */
export const planSeconds = (inputs) =>
  inputs['Get ready time'] +
  inputs.Sets * inputs['Hold time'] +
  (inputs.Sets - 1) * (inputs['Rest time'] ?? 0);

/**
 * In the page (before any script, or once loaded and before Start: the runner reads the trace
 * when a run starts, the speaker the speech object when it speaks): a cue trace for the runner
 * (the hook in coach-kit's use-cue-runner.ts) and a wrapper on speechSynthesis.speak that stamps
 * each call and listens for the utterance's start, end and error. A cue asked for again (the
 * app's speaker re-asks the cues queued behind an utterance the engine stalled on) keeps each
 * ask; its heard time is the first start of any. The app's own word of each stall (its
 * console.warn) is counted. Self-contained: it is sent to the page as its source text.
 */
/**
 * CueCraft's run in the bench (`--cue-craft`): a 20-minute session of a user's own, with words of
 * its own at every step (each rendered on the device when the run starts): a warm-up, a wall
 * ladder, press negatives and a cool-down, in blocks with rests between their rounds.
 */
const craftStep = (name, durationS, words, more = {}) => ({
  kind: 'step',
  name,
  durationS,
  words,
  countdownS: 0,
  halfway: false,
  ticks: false,
  ...more,
});
export const CRAFT_SEQUENCE = {
  name: 'Bench: twenty minutes',
  getReadyS: 25,
  items: [
    {
      kind: 'block',
      name: 'Warm-up',
      repeat: 2,
      restS: 15,
      items: [
        craftStep('Wrist circles', 45, 'Circle your wrists, both ways'),
        craftStep('Shoulder openers', 60, 'Hands on the wall, chest through', {
          halfway: true,
          countdownS: 3,
        }),
      ],
    },
    {
      kind: 'block',
      name: 'Wall ladder',
      repeat: 5,
      restS: 45,
      items: [
        craftStep('Chest to wall', 40, 'Squeeze your glutes and push tall', { halfway: true, countdownS: 5 }),
        craftStep('Shake out', 30, 'Come down, shake out your arms', { ticks: true }),
      ],
    },
    {
      kind: 'block',
      name: 'Press negatives',
      repeat: 4,
      restS: 30,
      items: [
        craftStep('Press negative', 25, 'Lower slowly, five counts', { countdownS: 3 }),
        craftStep('Reset', 20, 'Walk back up to the start'),
      ],
    },
    craftStep('Pike stretch', 90, 'Fold forward and breathe', { halfway: true }),
    craftStep('Breathe', 60, 'Long slow breaths, well done today', { countdownS: 5 }),
  ],
};

/** The sequence's length in seconds: its get-ready, its steps, every round and the rests between. */
export function craftSeconds(seq = CRAFT_SEQUENCE) {
  const of = (items) =>
    items.reduce(
      (t, i) => t + (i.kind === 'step' ? i.durationS : i.repeat * of(i.items) + (i.repeat - 1) * i.restS),
      0,
    );
  return seq.getReadyS + of(seq.items);
}

export function instrument() {
  const rec = { cues: [], skipped: [], done: null, unmatched: 0, screenLate: [], started: [], stalls: [] };
  window.__cueBench = rec;
  window.__handyqCueTrace = (event, clockMs, outcome, timing) => {
    if (event.kind === 'speak' && outcome === 'fired') {
      rec.cues.push({ text: event.text, at: event.at, pumpMs: clockMs, ...timing, callMs: null, asks: [] });
    } else if (event.kind === 'speak') {
      rec.skipped.push({ text: event.text, at: event.at, clockMs });
    } else if (event.kind === 'done') {
      rec.done = { at: event.at, firedMs: clockMs, planMs: timing.planMs };
    } else if (event.kind === 'display' && outcome === 'fired') {
      rec.screenLate.push({ at: event.at, late: clockMs - timing.planMs });
    }
  };
  const warn = console.warn.bind(console);
  console.warn = (...args) => {
    if (String(args[0]).startsWith('Speech stalled')) rec.stalls.push(String(args[1]));
    warn(...args);
  };
  const synth = window.speechSynthesis;
  if (!synth) return;
  const speak = synth.speak.bind(synth);
  synth.speak = (u) => {
    const callMs = performance.now();
    // a cue's first ask, else an ask again for one that has not started
    const cue =
      rec.cues.findLast((c) => c.callMs === null && c.text === u.text) ??
      rec.cues.findLast((c) => c.text === u.text && c.startMs === undefined);
    if (cue) {
      if (cue.callMs === null) {
        cue.callMs = callMs;
        cue.voice = u.voice ? `${u.voice.name} (${u.voice.lang})` : null;
      }
      const ask = { callMs };
      cue.asks.push(ask);
      u.addEventListener('start', () => {
        const now = performance.now();
        ask.startMs ??= now;
        if (cue.startMs === undefined) rec.started.push(u.text);
        cue.startMs ??= now;
      });
      u.addEventListener('end', () => {
        ask.endMs ??= performance.now();
        cue.endMs ??= ask.endMs;
      });
      u.addEventListener('error', (e) => {
        ask.error ??= e.error;
        cue.error ??= e.error;
      });
    } else {
      rec.unmatched++;
    }
    speak(u);
  };
}

/** Nearest-rank percentile of an ascending list. */
export const pct = (sorted, p) =>
  sorted.length ? sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] : NaN;
/** Count, p50/p95/max of the absolute values and the signed mean. */
export const stats = (values) => {
  const abs = values.map(Math.abs).sort((a, b) => a - b);
  const mean = values.reduce((a, b) => a + b, 0) / (values.length || 1);
  return { count: values.length, p50: pct(abs, 0.5), p95: pct(abs, 0.95), max: abs.at(-1) ?? NaN, mean };
};
export const ms = (v, width = 8) => (Number.isFinite(v) ? v.toFixed(1) : '—').padStart(width);
export const verdict = (value, target) => (value <= target ? 'PASS' : 'FAIL');
export const round = (v) => (Number.isFinite(v) ? Math.round(v * 10) / 10 : null);

const setupOf = (inputs) =>
  Object.entries(inputs)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');

/**
 * The cues planned (those the runner spoke and those it skipped as stale, in plan order) against
 * those the engine started (in the order it started them): every one once, in order, or not.
 */
export function cueOrder(rec) {
  const planned = [...rec.cues, ...rec.skipped].sort((x, y) => x.at - y.at).map((c) => c.text);
  const started = rec.started;
  const inOrder = planned.length > 0 && JSON.stringify(planned) === JSON.stringify(started);
  return { planned, started, inOrder };
}

/**
 * The browser voice's run: per cue, the speak() call against the time the runner intended and
 * the utterance's onstart against its deadline ("heard"), the end drift, and whether every cue
 * started once and in order; the voice's stalls and the cues asked for again. Prints, and answers
 * the JSON summary.
 */
export function report(
  { rec, defaultVoice },
  inputs,
  { edits = [], variant, plan, verbose = false, browser },
) {
  const cues = rec.cues;
  const called = cues.filter((c) => c.callMs !== null);
  const heard = called.filter((c) => c.startMs !== undefined);
  const speakCall = stats(called.map((c) => c.callMs - c.intendedMs));
  const heardErr = stats(heard.map((c) => c.startMs - c.planMs));
  const endDrift = rec.done ? rec.done.firedMs - rec.done.planMs : NaN;
  const screen = stats(rec.screenLate.map((d) => d.late));
  const leads = cues.map((c) => c.planMs - c.intendedMs);
  // the voice's own onstart latency, whatever the runner does: its spread bounds the heard error
  const latency = heard.map((c) => c.startMs - c.callMs).sort((a, b) => a - b);
  const voices = [...new Set(called.map((c) => c.voice ?? `browser default: ${defaultVoice}`))];
  const asks = cues.flatMap((c) => c.asks ?? []);
  const reasked = cues.filter((c) => (c.asks?.length ?? 0) > 1);
  // an ask the engine started and never ended (a cancel's error may follow): the voice stalled on it
  const stalledAsks = asks.filter((a) => a.startMs !== undefined && a.endMs === undefined);
  const order = cueOrder(rec);

  if (verbose) {
    console.log('\n   plan s   lead  call err  heard err  asks  text');
    for (const c of cues) {
      console.log(
        `${(c.at / 1000).toFixed(1).padStart(9)} ${ms(c.planMs - c.intendedMs, 6)} ${ms(c.callMs - c.intendedMs, 9)}` +
          ` ${ms(c.startMs - c.planMs, 10)} ${String(c.asks?.length ?? 0).padStart(5)}  ${c.text}${c.error ? ` (error: ${c.error})` : ''}`,
      );
    }
    const worst = [...rec.screenLate].sort((a, b) => b.late - a.late).slice(0, 8);
    console.log(
      `\nlatest display updates: ${worst.map((d) => `${ms(d.late, 0)} ms at ${d.at / 1000} s`).join(', ')}`,
    );
  }
  const row = (name, s, target) =>
    `${name.padEnd(26)}${String(s.count).padStart(6)}${ms(s.p50)}${ms(s.p95)}${ms(s.max)}   p95 ≤ ${target} ms: ${verdict(s.p95, target)}`;
  const title = edits.length ? `edited mid-session (${edits.map((e) => e.press).join(', ')})` : variant;
  console.log(`\ncue accuracy in ${browser} — ${title}: HoldOn, ${setupOf(inputs)}`);
  console.log(`voice: ${voices.join(', ') || defaultVoice}`);
  console.log(`\n${'all in ms, |error|'.padEnd(26)} count     p50     p95     max`);
  console.log(row('speak call − intended', speakCall, TARGETS.speakCallP95));
  console.log(row('onstart − deadline (heard)', heardErr, TARGETS.heardP95));
  console.log(`${'heard, mean signed'.padEnd(26)}${ms(heardErr.mean, 22)}   (+ late, − early)`);
  const later = stats(heard.slice(1).map((c) => c.startMs - c.planMs));
  console.log(
    `${'heard, from the 2nd cue'.padEnd(26)}${String(later.count).padStart(6)}${ms(later.p50)}${ms(later.p95)}${ms(later.max)}   (the 1st is heard before any latency is learned)`,
  );
  console.log(
    `${'end drift'.padEnd(26)}${ms(endDrift, 22)}   ≤ ${TARGETS.endDrift} ms: ${verdict(Math.abs(endDrift), TARGETS.endDrift)}`,
  );
  console.log(
    `every planned cue started, once and in order: ${order.inOrder ? 'YES' : 'NO'}` +
      ` (planned ${order.planned.length}, started ${order.started.length})` +
      (order.inOrder
        ? ''
        : `\n  planned: ${JSON.stringify(order.planned)}\n  started: ${JSON.stringify(order.started)}`),
  );
  console.log(
    `voice stalls: ${stalledAsks.length} utterance(s) started and never ended` +
      ` (the app's watchdog restarted the voice ${rec.stalls.length} time(s)${rec.stalls.length ? `: ${rec.stalls.map((t) => JSON.stringify(t)).join(', ')}` : ''});` +
      ` cues asked for again ${reasked.length}${reasked.length ? ` (${reasked.map((c) => JSON.stringify(c.text)).join(', ')})` : ''}`,
  );
  console.log(
    `\nfor reference: display updates fired late by p50 ${ms(screen.p50, 0)}, p95 ${ms(screen.p95, 0)},` +
      ` max ${ms(screen.max, 0)} ms (${screen.count}; the screen lane's timer, as 'done' uses)`,
  );
  console.log(
    `voice onstart latency (onstart − first speak call): p5 ${ms(pct(latency, 0.05), 0)}, p50 ${ms(pct(latency, 0.5), 0)},` +
      ` p95 ${ms(pct(latency, 0.95), 0)}, max ${ms(latency.at(-1), 0)} ms`,
  );
  console.log(
    `lead (learned onstart latency): first cue ${ms(leads[0], 0)} ms, last ${ms(leads.at(-1), 0)} ms;` +
      ` cues spoken ${called.length}, no onstart ${called.length - heard.length},` +
      ` skipped as stale ${rec.skipped.length}, speak() calls not from a cue ${rec.unmatched}`,
  );
  return {
    browser,
    engine: 'speechSynthesis',
    voice: voices.join(', ') || defaultVoice,
    plan: edits.length ? 'edited' : plan,
    cues: cues.length,
    heardP50Ms: round(heardErr.p50),
    heardP95Ms: round(heardErr.p95),
    heardMaxMs: round(heardErr.max),
    renderMs: null,
    speakCallP95Ms: round(speakCall.p95),
    endDriftMs: round(endDrift),
    inOrder: order.inOrder,
    stalls: stalledAsks.length,
    reasked: reasked.length,
  };
}

/**
 * The on-device voice's run: each cue's onset in the audio actually produced (`onsets`, page
 * times; or, where no onset was detected, `source` says what stood in), against its deadline.
 * `mapping` says in words how audio time became page time. Prints, and answers the JSON summary.
 */
export function reportPrecise(
  { rec, ready, onsets },
  inputs,
  {
    variant,
    plan,
    verbose = false,
    browser,
    source = 'onsets detected',
    mapping = [],
    what = `HoldOn, ${setupOf(inputs)}`,
    rendered = "a default HoldOn session's",
  },
) {
  const errors = [];
  const matched = [];
  let missed = 0;
  for (const c of rec.cues) {
    let best = NaN;
    for (const o of onsets) if (!(Math.abs(o - c.planMs) >= Math.abs(best - c.planMs))) best = o;
    if (Math.abs(best - c.planMs) <= ONSET_MATCH_MS) {
      errors.push(best - c.planMs);
      matched.push(best);
    } else missed++;
    if (verbose) console.log(`${(c.at / 1000).toFixed(1).padStart(9)} ${ms(best - c.planMs, 9)}  ${c.text}`);
  }
  const heard = stats(errors);
  const endDrift = rec.done ? rec.done.firedMs - rec.done.planMs : NaN;
  console.log(
    `\ncue accuracy in ${browser} — ${variant} with the on-device voice` + ` (${PRECISE_VOICE}): ${what}`,
  );
  for (const line of mapping) console.log(line);
  console.log(`\n${'all in ms, |error|'.padEnd(26)} count     p50     p95     max`);
  console.log(
    `${'onset − deadline (heard)'.padEnd(26)}${String(heard.count).padStart(6)}${ms(heard.p50)}${ms(heard.p95)}${ms(heard.max)}` +
      `   p95 ≤ ${PRECISE_TARGETS.heardP95} ms: ${verdict(heard.p95, PRECISE_TARGETS.heardP95)},` +
      ` max ≤ ${PRECISE_TARGETS.heardMax} ms: ${verdict(heard.max, PRECISE_TARGETS.heardMax)}`,
  );
  console.log(`${'heard, mean signed'.padEnd(26)}${ms(heard.mean, 22)}   (+ late, − early)`);
  // every planned cue heard, each at its own onset, in the plan's order
  const inOrder =
    missed === 0 && rec.skipped.length === 0 && matched.every((t, i) => i === 0 || t > matched[i - 1]);
  console.log(
    `cues ${rec.cues.length}, heard ${errors.length}, missed (no onset within ${ONSET_MATCH_MS} ms) ${missed};` +
      ` ${source} ${onsets.length}; skipped as stale ${rec.skipped.length}; end drift ${ms(endDrift, 0)} ms`,
  );
  console.log(`every planned cue heard, in order: ${inOrder ? 'YES' : 'NO'}`);
  const renderMs = ready?.renderMs ?? NaN;
  console.log(
    `render: ${rendered} ${ready?.phrases ?? '?'} phrases on Start in ${ms(renderMs, 0)} ms` +
      `   ≤ ${PRECISE_TARGETS.renderMs} ms: ${verdict(renderMs, PRECISE_TARGETS.renderMs)}` +
      ` (the engine's warm-up when the page opened: ${ms(ready?.warmMs, 0)} ms)`,
  );
  return {
    browser,
    engine: 'on-device',
    voice: PRECISE_VOICE,
    plan,
    cues: rec.cues.length,
    heardP50Ms: round(heard.p50),
    heardP95Ms: round(heard.p95),
    heardMaxMs: round(heard.max),
    renderMs: round(renderMs),
    missed,
    inOrder,
    onsets: source,
    phrases: ready?.phrases ?? null,
    warmUpMs: round(ready?.warmMs ?? NaN),
    endDriftMs: round(endDrift),
  };
}
