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
// Then the same plan with the on-device voice (HandyQ Precise): every AudioContext's output is
// tapped by an AudioWorklet that reports each sound onset (30 ms of silence, then a sample at
// 2% of full scale) on the audio clock; getOutputTimestamp maps that onto performance.now(), and
// each cue's heard error is its onset less its deadline (a cue with no onset within 150 ms of it
// is counted as missed). Its render time is the engine's time for a default HoldOn session's
// phrases on the page's first Start (the page warmed the engine up when it opened). The last line is a JSON array,
// one object per engine: engine, heardP95Ms, heardMaxMs, renderMs, and the rest.
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, speechSetup, startSpeechDaemon } from './lib/chromium.mjs';
import { startServer } from './lib/server.mjs';

const PORT = 3260;
const QUICK = process.argv.includes('--quick') || process.env.CUE_BENCH_QUICK === '1';
const VERBOSE = process.argv.includes('--verbose');
/** Only the on-device voice's run (`--precise`), for its development. */
const ONLY_PRECISE = process.argv.includes('--precise');
const FULL = { 'Get ready time': 5, 'Hold time': 60, 'Callout every': 10, Sets: 3, 'Rest time': 30 };
const SHORT = { 'Get ready time': 5, 'Hold time': 20, 'Callout every': 10, Sets: 1 };
const TARGETS = { speakCallP95: 5, heardP95: 25, endDrift: 10 };
/** The on-device voice's targets: heard to the millisecond, phrases ready before the tap feels slow. */
const PRECISE_TARGETS = { heardP95: 5, heardMax: 20, renderMs: 300 };
const PRECISE_VOICE = 'HandyQ Precise (on the beat)';
/** An onset this far from every deadline belongs to no cue (a word inside a phrase, say). */
const ONSET_MATCH_MS = 150;
/** The AudioWorklet that reports sound onsets, served to the page by the bench (never part of the app). */
const ONSET_TAP = `
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

/**
 * In the page before any script (on-device voice runs): taps each AudioContext's output with the
 * onset worklet and samples its output timestamp every 50 ms, to map audio time to page time.
 */
function tapAudio(tapSource) {
  const tapUrl = URL.createObjectURL(new Blob([tapSource], { type: 'text/javascript' }));
  // per AudioContext (the voice's and the ticks' each have one): [context, audio time] onsets,
  // and [audio time, page time] output timestamps
  const tap = { onsets: [], stamps: [] };
  window.__audioTap = tap;
  const taps = new WeakMap();
  const connect = AudioNode.prototype.connect;
  AudioNode.prototype.connect = function (dest, ...rest) {
    const out = connect.call(this, dest, ...rest);
    if (dest instanceof AudioDestinationNode) {
      const ctx = dest.context;
      if (!taps.has(ctx)) {
        const id = tap.stamps.push([]) - 1;
        taps.set(
          ctx,
          ctx.audioWorklet.addModule(tapUrl).then(() => {
            const node = new AudioWorkletNode(ctx, 'onset-tap');
            node.port.onmessage = (e) => tap.onsets.push([id, e.data]);
            connect.call(node, ctx.destination); // pulled by the graph; it outputs silence
            const timer = setInterval(() => {
              if (ctx.state === 'closed') return clearInterval(timer);
              const s = ctx.getOutputTimestamp();
              if (s.contextTime && s.performanceTime) tap.stamps[id].push([s.contextTime, s.performanceTime]);
            }, 50);
            return node;
          }),
        );
      }
      taps.get(ctx).then((node) => connect.call(this, node));
    }
    return out;
  };
}

/** Page time at which audio time `t` is heard: through the output timestamp taken nearest before it. */
function heardAt(stamps, t) {
  let best = stamps[0];
  for (const s of stamps) if (s[0] <= t) best = s;
  return best ? best[1] + (t - best[0]) * 1000 : NaN;
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

/** A new account, logged in on a page of its own, that speaks with the on-device voice. */
async function preciseVoicePage(context, base) {
  const post = async (path, body) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return res.json();
  };
  const email = `bench-precise-${Date.now()}@handyq.test`;
  const { user, token } = await post('/api/auth/signup', {
    fullname: 'Precise Bench',
    email,
    password: 'handstand-bench-42',
  });
  const page = await context.newPage();
  await page.goto(`${base}/about`);
  await page.evaluate(
    ([u, t]) => {
      localStorage.setItem('loginToken', t);
      sessionStorage.setItem('loggedinUser', JSON.stringify(u));
    },
    [user, token],
  );
  await page.goto(`${base}/cueCoach/holdOn`);
  await page.getByRole('button', { name: /^Voice:/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Set Your Voice' });
  await dialog.getByLabel('Voice', { exact: true }).selectOption({ label: PRECISE_VOICE });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'hidden' });
  // the page loads the engine and warms it up as soon as the voice is chosen
  await page.waitForFunction(() => performance.getEntriesByName('handyq-voice-warm').length > 0, null, {
    timeout: 30_000,
  });
  // then Start renders a default HoldOn session's phrases, none kept yet
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByRole('timer').waitFor();
  const ready = await page.evaluate(() => ({
    ...performance.getEntriesByName('handyq-voice-ready').at(-1)?.detail,
    ...performance.getEntriesByName('handyq-voice-warm').at(-1)?.detail,
  }));
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  return { page, ready };
}

async function run(browser, inputs, edits = [], precise = false) {
  // the onset tap is a blob: URL worklet, which the app's CSP refuses: it is the bench's, not the app's
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
    bypassCSP: precise,
  });
  let page;
  let ready = null;
  if (precise) {
    await context.addInitScript(tapAudio, ONSET_TAP);
    await context.addInitScript(instrument);
    ({ page, ready } = await preciseVoicePage(context, `http://localhost:${PORT}`));
  } else {
    page = await context.newPage();
    await page.addInitScript(instrument);
    await page.goto(`http://localhost:${PORT}/cueCoach/holdOn`);
  }
  page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
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
  await page.evaluate(() => {
    window.__cueBench.cues.length = 0;
    window.__cueBench.skipped.length = 0;
    window.__cueBench.screenLate.length = 0;
    window.__cueBench.done = null;
    if (window.__audioTap) window.__audioTap.onsets.length = 0; // the first Start's
  });
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
  if (!precise) {
    await page
      .waitForFunction(() => window.__cueBench.cues.every((c) => c.endMs || c.error), null, {
        timeout: 10_000,
      })
      .catch(() => {});
  }
  if (precise) await page.waitForTimeout(1500); // the last phrase sounds out; its onset is reported
  const rec = await page.evaluate(() => window.__cueBench);
  const tap = precise ? await page.evaluate(() => window.__audioTap) : null;
  await context.close();
  return { rec, defaultVoice, tap, ready };
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
  return {
    engine: 'speechSynthesis',
    voice: voices.join(', ') || defaultVoice,
    cues: cues.length,
    heardP95Ms: round(heardErr.p95),
    heardMaxMs: round(heardErr.max),
    renderMs: null,
    speakCallP95Ms: round(speakCall.p95),
    endDriftMs: round(endDrift),
  };
}

const round = (v) => (Number.isFinite(v) ? Math.round(v * 10) / 10 : null);

/** The on-device voice's run: each cue's onset in the audio actually produced, against its deadline. */
function reportPrecise({ rec, tap, ready }, inputs) {
  const onsets = tap.onsets.map(([id, t]) => heardAt(tap.stamps[id], t));
  const errors = [];
  let missed = 0;
  for (const c of rec.cues) {
    let best = NaN;
    for (const o of onsets) if (!(Math.abs(o - c.planMs) >= Math.abs(best - c.planMs))) best = o;
    if (Math.abs(best - c.planMs) <= ONSET_MATCH_MS) errors.push(best - c.planMs);
    else missed++;
    if (VERBOSE) console.log(`${(c.at / 1000).toFixed(1).padStart(9)} ${ms(best - c.planMs, 9)}  ${c.text}`);
  }
  const heard = stats(errors);
  const endDrift = rec.done ? rec.done.firedMs - rec.done.planMs : NaN;
  const setup = Object.entries(inputs)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  console.log(`\ncue accuracy — full plan with the on-device voice (${PRECISE_VOICE}): HoldOn, ${setup}`);
  console.log(`\n${'all in ms, |error|'.padEnd(26)} count     p50     p95     max`);
  console.log(
    `${'onset − deadline (heard)'.padEnd(26)}${String(heard.count).padStart(6)}${ms(heard.p50)}${ms(heard.p95)}${ms(heard.max)}` +
      `   p95 ≤ ${PRECISE_TARGETS.heardP95} ms: ${verdict(heard.p95, PRECISE_TARGETS.heardP95)},` +
      ` max ≤ ${PRECISE_TARGETS.heardMax} ms: ${verdict(heard.max, PRECISE_TARGETS.heardMax)}`,
  );
  console.log(`${'heard, mean signed'.padEnd(26)}${ms(heard.mean, 22)}   (+ late, − early)`);
  console.log(
    `cues ${rec.cues.length}, heard ${errors.length}, missed (no onset within ${ONSET_MATCH_MS} ms) ${missed};` +
      ` onsets detected ${onsets.length}; end drift ${ms(endDrift, 0)} ms`,
  );
  const renderMs = ready?.renderMs ?? NaN;
  console.log(
    `render: a default HoldOn session's ${ready?.phrases ?? '?'} phrases on Start in ${ms(renderMs, 0)} ms` +
      `   ≤ ${PRECISE_TARGETS.renderMs} ms: ${verdict(renderMs, PRECISE_TARGETS.renderMs)}` +
      ` (the engine's warm-up when the page opened: ${ms(ready?.warmMs, 0)} ms)`,
  );
  return {
    engine: 'on-device',
    voice: PRECISE_VOICE,
    cues: rec.cues.length,
    heardP95Ms: round(heard.p95),
    heardMaxMs: round(heard.max),
    renderMs: round(renderMs),
    missed,
    phrases: ready?.phrases ?? null,
    warmUpMs: round(ready?.warmMs ?? NaN),
    endDriftMs: round(endDrift),
  };
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
    const engines = [];
    if (!ONLY_PRECISE) {
      engines.push(report(await run(browser, inputs), inputs));
      console.log(`\ncue accuracy: HoldOn run edited on its run screen…`);
      report(await run(browser, EDITED, EDITS), EDITED, EDITS);
    }
    console.log(`\ncue accuracy: the same HoldOn plan with the on-device voice…`);
    engines.push(reportPrecise(await run(browser, inputs, [], true), inputs));
    console.log(`\n${JSON.stringify(engines)}`);
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
  stopSpeech();
}
