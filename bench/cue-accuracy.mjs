// How exactly the voice cues are timed: the real HoldOn page of the built app in Debian's
// Chromium, with real speech (speech-dispatcher + espeak-ng). Run after `npm run build`:
//   npm run bench:cue -w bench            the full plan: 60 s holds, callout 10 s, 3 sets, rest 30 s
//   npm run bench:cue -w bench -- --quick  (or CUE_BENCH_QUICK=1) 1 set of 20 s, for development
// Then a second HoldOn run (about 1 minute) edited on its run screen: '+15 s' twice, 'Skip rest'
// and 'Next phase', pressed when the screen shows the set, phase and clock in EDITS.
// Per spoken cue it takes, on the page's performance.now() clock (the runner's clock): the call
// time the runner intended (the cue's deadline less the voice's learned lead, never before the
// previous cue's deadline; from its trace), the actual speechSynthesis.speak() call, the deadline
// itself and the utterance's onstart. It prints p50/p95/max of |speak call − intended| and
// |onstart − deadline|, the mean signed heard error and the end drift ('done' fired − the plan's
// end), against the targets below; --verbose adds every cue. A missed target is reported, not an
// error: the exit code is non-zero only when the bench itself fails. The speech daemon is shared
// with the e2e tests: run it on a quiet machine, other speech and CPU load skew the figures.
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, speechSetup, startSpeechDaemon } from './lib/chromium.mjs';
import { startServer } from './lib/server.mjs';

const PORT = 3260;
const QUICK = process.argv.includes('--quick') || process.env.CUE_BENCH_QUICK === '1';
const VERBOSE = process.argv.includes('--verbose');
const FULL = { 'Get ready time': 5, 'Hold time': 60, 'Callout every': 10, Sets: 3, 'Rest time': 30 };
const SHORT = { 'Get ready time': 5, 'Hold time': 20, 'Callout every': 10, Sets: 1 };
const TARGETS = { speakCallP95: 5, heardP95: 25, endDrift: 10 };
/** A second run, edited mid-session on the run screen: time added twice, the rest skipped, a hold cut short. */
const EDITED = { 'Get ready time': 5, 'Hold time': 20, 'Callout every': 10, Sets: 2, 'Rest time': 30 };
const EDITS = [
  { set: 1, label: 'Hold', clock: '00:15', press: '+15 s' },
  { set: 1, label: 'Hold', clock: '00:25', press: '+15 s' },
  { set: 1, label: 'Rest', clock: '00:25', press: 'Skip rest' },
  { set: 2, label: 'Hold', clock: '00:12', press: 'Next phase' },
];

/**
 * In the page before any script: a cue trace for the runner (the hook in coach-kit's
 * use-cue-runner.ts) and a wrapper on speechSynthesis.speak that stamps each call and listens
 * for the utterance's start, end and error.
 */
function instrument() {
  const rec = { cues: [], skipped: [], done: null, unmatched: 0, screenLate: [] };
  window.__cueBench = rec;
  window.__handyqCueTrace = (event, clockMs, outcome, timing) => {
    if (event.kind === 'speak' && outcome === 'fired') {
      rec.cues.push({ text: event.text, at: event.at, pumpMs: clockMs, ...timing, callMs: null });
    } else if (event.kind === 'speak') {
      rec.skipped.push({ text: event.text, at: event.at, clockMs });
    } else if (event.kind === 'done') {
      rec.done = { at: event.at, firedMs: clockMs, planMs: timing.planMs };
    } else if (event.kind === 'display' && outcome === 'fired') {
      rec.screenLate.push({ at: event.at, late: clockMs - timing.planMs });
    }
  };
  const synth = window.speechSynthesis;
  const speak = synth.speak.bind(synth);
  synth.speak = (u) => {
    const callMs = performance.now();
    const cue = rec.cues.findLast((c) => c.callMs === null && c.text === u.text);
    if (cue) {
      cue.callMs = callMs;
      cue.voice = u.voice ? `${u.voice.name} (${u.voice.lang})` : null;
      u.addEventListener('start', () => (cue.startMs ??= performance.now()));
      u.addEventListener('end', () => (cue.endMs ??= performance.now()));
      u.addEventListener('error', (e) => (cue.error ??= e.error));
    } else {
      rec.unmatched++;
    }
    speak(u);
  };
}

/** Nearest-rank percentile of an ascending list. */
const pct = (sorted, p) => (sorted.length ? sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] : NaN);
const stats = (values) => {
  const abs = values.map(Math.abs).sort((a, b) => a - b);
  const mean = values.reduce((a, b) => a + b, 0) / (values.length || 1);
  return { count: values.length, p50: pct(abs, 0.5), p95: pct(abs, 0.95), max: abs.at(-1) ?? NaN, mean };
};
const ms = (v, width = 8) => (Number.isFinite(v) ? v.toFixed(1) : '—').padStart(width);
const verdict = (value, target) => (value <= target ? 'PASS' : 'FAIL');

/** Presses each edit's button when the screen shows its set, phase and clock. */
async function edit(page, edits) {
  for (const e of edits) {
    await page.waitForFunction(
      ({ set, label, clock }) => {
        const region = document.querySelector('[aria-label="Timer"]');
        const timer = document.querySelector('[role="timer"]');
        return (
          region?.textContent?.includes(`Set ${set} of`) &&
          region.querySelector('p')?.textContent === label &&
          timer?.textContent === clock
        );
      },
      e,
      { timeout: 120_000, polling: 50 },
    );
    await page.getByRole('button', { name: e.press, exact: true }).click();
  }
}

async function run(browser, inputs, edits = []) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
  await page.addInitScript(instrument);
  await page.goto(`http://localhost:${PORT}/cueCoach/holdOn`);
  // voices arrive a few seconds after launch; the page picks its voice when they do
  await page.waitForFunction(() => speechSynthesis.getVoices().length > 0, null, { timeout: 30_000 });
  await page.waitForTimeout(500);
  const defaultVoice = await page.evaluate(() => {
    const v = speechSynthesis.getVoices().find((x) => x.default) ?? speechSynthesis.getVoices()[0];
    return `${v.name} (${v.lang})`;
  });
  for (const [label, value] of Object.entries(inputs)) {
    await page.getByLabel(label, { exact: true }).selectOption(String(value));
  }
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByRole('timer').waitFor();

  const planS = inputs['Get ready time'] + inputs.Sets * inputs['Hold time'];
  const restS = (inputs.Sets - 1) * (inputs['Rest time'] ?? 0);
  const started = Date.now();
  const progress = setInterval(
    () => console.log(`  … ${Math.round((Date.now() - started) / 1000)} s of about ${planS + restS} s`),
    30_000,
  );
  try {
    await edit(page, edits);
    await page.waitForFunction(() => window.__cueBench.done, null, {
      timeout: (planS + restS + 60) * 1000,
      polling: 250,
    });
  } finally {
    clearInterval(progress);
  }
  await page.getByText('Done!💪').waitFor();
  // the last cue ('Session over…') is due with 'done': let it start and end
  await page
    .waitForFunction(() => window.__cueBench.cues.every((c) => c.endMs || c.error), null, { timeout: 10_000 })
    .catch(() => {});
  const rec = await page.evaluate(() => window.__cueBench);
  await page.close();
  return { rec, defaultVoice };
}

function report({ rec, defaultVoice }, inputs, edits = []) {
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

  if (VERBOSE) {
    console.log('\n   plan s   lead  call err  heard err  text');
    for (const c of cues) {
      console.log(
        `${(c.at / 1000).toFixed(1).padStart(9)} ${ms(c.planMs - c.intendedMs, 6)} ${ms(c.callMs - c.intendedMs, 9)}` +
          ` ${ms(c.startMs - c.planMs, 10)}  ${c.text}${c.error ? ` (error: ${c.error})` : ''}`,
      );
    }
    const worst = [...rec.screenLate].sort((a, b) => b.late - a.late).slice(0, 8);
    console.log(
      `\nlatest display updates: ${worst.map((d) => `${ms(d.late, 0)} ms at ${d.at / 1000} s`).join(', ')}`,
    );
  }
  const row = (name, s, target) =>
    `${name.padEnd(26)}${String(s.count).padStart(6)}${ms(s.p50)}${ms(s.p95)}${ms(s.max)}   p95 ≤ ${target} ms: ${verdict(s.p95, target)}`;
  const setup = Object.entries(inputs)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  const variant = edits.length
    ? `edited mid-session (${edits.map((e) => e.press).join(', ')})`
    : QUICK
      ? 'QUICK variant (--quick)'
      : 'full plan';
  console.log(`\ncue accuracy — ${variant}: HoldOn, ${setup}`);
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
    `\nfor reference: display updates fired late by p50 ${ms(screen.p50, 0)}, p95 ${ms(screen.p95, 0)},` +
      ` max ${ms(screen.max, 0)} ms (${screen.count}; the screen lane's timer, as 'done' uses)`,
  );
  console.log(
    `voice onstart latency (onstart − speak call): p5 ${ms(pct(latency, 0.05), 0)}, p50 ${ms(pct(latency, 0.5), 0)},` +
      ` p95 ${ms(pct(latency, 0.95), 0)}, max ${ms(latency.at(-1), 0)} ms`,
  );
  console.log(
    `lead (learned onstart latency): first cue ${ms(leads[0], 0)} ms, last ${ms(leads.at(-1), 0)} ms;` +
      ` cues spoken ${called.length}, no onstart ${called.length - heard.length},` +
      ` skipped as stale ${rec.skipped.length}, speak() calls not from a cue ${rec.unmatched}`,
  );
}

const speech = speechSetup();
if (!speech) throw new Error('speech-dispatcher is not installed: this bench needs real speech');
const stopSpeech = await startSpeechDaemon(speech);
const server = await startServer(PORT).catch((error) => {
  stopSpeech();
  throw error;
});
try {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, ...speech.args],
    env: { ...process.env, ...speech.env },
  });
  try {
    const inputs = QUICK ? SHORT : FULL;
    console.log(`cue accuracy: ${QUICK ? 'quick' : 'full'} HoldOn run on ${server.base} (real speech)…`);
    report(await run(browser, inputs), inputs);
    console.log(`\ncue accuracy: HoldOn run edited on its run screen…`);
    report(await run(browser, EDITED, EDITS), EDITED, EDITS);
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
  stopSpeech();
}
