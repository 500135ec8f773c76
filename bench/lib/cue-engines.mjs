// The cue bench in WebKit and Firefox (bench/cue-accuracy.mjs --engine webkit|firefox), driven as
// the e2e engine suite drives them (bench/lib/engines): a fresh browser at phone size for each
// run, the page's own taps and selects, the trace and the speech wrapper installed in the loaded
// page before Start (neither driver runs a script before the page's own).
//
// The on-device voice's onsets are on the audio clock, and these engines cannot be trusted to map
// it to page time (WebKitGTK's getOutputTimestamp ran at twice real time): the page samples
// (currentTime, performance.now()) of each AudioContext every CLOCK_SAMPLE_MS through the run,
// and a least-squares line through the pairs maps audio time to page time, plus the output
// latency the context reports. Onsets come from the same AudioWorklet tap as in Chromium, its
// module served from the page's own origin by a relay in front of the server (the app's CSP
// refuses a blob: worklet, and neither driver can bypass it); where the tap does not work, the
// app's own `handyq-cue` marks (each cue's scheduled onset on the audio clock) stand in.
import { firefoxMissing, firefoxSession } from './engines/firefox.mjs';
import { describeFinder, markIn, until } from './engines/session.mjs';
import { webkitMissing, webkitSession } from './engines/webkit.mjs';
import { CLOCK_SAMPLE_MS } from './audio-clock-fit.mjs';
import { instrument, ONSET_TAP, planSeconds, PRECISE_VOICE } from './cue-bench.mjs';
import { startRelay } from './relay.mjs';

/** A phone's page, as in the e2e suites. */
const PHONE = { width: 390, height: 844 };
const TAP_PATH = '/__bench/onset-tap.js';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Why `engine` cannot run here, or null. */
export const engineMissing = (engine) => (engine === 'webkit' ? webkitMissing() : firefoxMissing());

/**
 * A fresh browser of `engine` at phone size (its own profile, storage and service worker).
 * @param {'webkit' | 'firefox'} engine
 * @param {{ speechEnv?: Record<string, string>, pulseServer?: string }} opts
 */
export function openEngine(engine, { speechEnv, pulseServer } = {}) {
  return engine === 'webkit'
    ? webkitSession({ ...PHONE, colorScheme: 'light', display: 200 })
    : firefoxSession({ ...PHONE, colorScheme: 'light', speechEnv, pulseServer });
}

let marks = 0;
/** Marks the one element `finder` names, once exactly one is on screen; answers its mark. */
async function mark(session, finder) {
  const m = `b${++marks}`;
  await until(session, `one ${describeFinder(finder)}`, async () => {
    return (await session.evaluate(markIn, { finder, mark: m })) === 1;
  });
  return m;
}
const click = async (session, finder) => session.clickMarked(await mark(session, finder));
/** Picks the option whose value or words are `option` in the select `finder` names. */
async function select(session, finder, option) {
  const m = await mark(session, finder);
  const value = await session.evaluate(
    ({ m, option }) =>
      [...document.querySelector(`[data-engine-target="${m}"]`).options].find(
        (o) => o.value === option || o.text.trim() === option,
      )?.value ?? null,
    { m, option: String(option) },
  );
  if (value === null)
    throw new Error(`${session.engine}: no option "${option}" in ${describeFinder(finder)}`);
  await session.selectInMarked(m, value);
}
const see = (session, finder) =>
  until(
    session,
    describeFinder(finder),
    async () => (await session.evaluate(markIn, { finder, mark: 'seen' })) > 0,
  );

/**
 * In the loaded page, before Start: taps each AudioContext's output with the onset worklet (its
 * module at `tapUrl`, of the page's origin; loaded as the context is made, so it is in place
 * before the run's first cue), notes each buffer started on it (which context the app's cue marks
 * are of), and samples its clock against performance.now() every `everyMs`. Self-contained: it is
 * sent to the page as its source text.
 */
function tapAudio({ tapUrl, everyMs }) {
  const tap = { onsets: [], clocks: [], contexts: [], starts: [], errors: [] };
  window.__audioTap = tap;
  const ids = new Map();
  const nodes = new Map();
  const connect = AudioNode.prototype.connect;
  const idOf = (ctx) => {
    if (ids.has(ctx)) return ids.get(ctx);
    const id = tap.clocks.push([]) - 1;
    ids.set(ctx, id);
    const info = { sampleRate: ctx.sampleRate };
    tap.contexts.push(info);
    const timer = setInterval(() => {
      if (ctx.state === 'closed') return clearInterval(timer);
      if (ctx.state !== 'running') return;
      tap.clocks[id].push([ctx.currentTime, performance.now()]);
      info.baseLatency = ctx.baseLatency;
      info.outputLatency = ctx.outputLatency;
    }, everyMs);
    nodes.set(
      ctx,
      ctx.audioWorklet.addModule(tapUrl).then(
        () => {
          const node = new AudioWorkletNode(ctx, 'onset-tap');
          node.port.onmessage = (e) => tap.onsets.push([id, e.data]);
          connect.call(node, ctx.destination); // pulled by the graph; it outputs silence
          return node;
        },
        (err) => {
          tap.errors.push(String(err));
          return null;
        },
      ),
    );
    return id;
  };
  const Base = window.AudioContext;
  window.AudioContext = class extends Base {
    constructor(...args) {
      super(...args);
      idOf(this);
    }
  };
  AudioNode.prototype.connect = function (dest, ...rest) {
    const out = connect.call(this, dest, ...rest);
    if (dest instanceof AudioDestinationNode) {
      idOf(dest.context);
      nodes.get(dest.context).then((node) => node && connect.call(this, node));
    }
    return out;
  };
  const start = AudioBufferSourceNode.prototype.start;
  AudioBufferSourceNode.prototype.start = function (when, ...rest) {
    tap.starts.push([idOf(this.context), when ?? 0]);
    return start.call(this, when, ...rest);
  };
}

/** Sets HoldOn's fields to `inputs` (by their labels). */
async function setInputs(session, inputs) {
  for (const [label, value] of Object.entries(inputs)) await select(session, { label }, value);
}

/** Taps Start and waits for the run's 'done' (polled once a second: the page's timing is what is measured). */
async function runToDone(session, inputs, log) {
  await click(session, { role: 'button', name: 'Start' });
  const total = planSeconds(inputs);
  const started = Date.now();
  const progress = setInterval(
    () => log(`  … ${Math.round((Date.now() - started) / 1000)} s of about ${total} s`),
    30_000,
  );
  try {
    await until(session, "the run's end", () => session.evaluate(() => !!window.__cueBench.done, null), {
      timeoutMs: (total + 60) * 1000,
      everyMs: 1000,
    });
  } finally {
    clearInterval(progress);
  }
  await see(session, { text: 'Done!💪' });
}

/**
 * The browser voice's run in `engine`: HoldOn with `inputs` on a fresh browser; answers the trace
 * (as bench/lib/cue-bench.mjs `report` reads it) and the default voice.
 */
export async function runBrowserVoice(engine, base, inputs, { speechEnv, log = console.log } = {}) {
  const session = await openEngine(engine, { speechEnv });
  try {
    await session.goto(`${base}/cueCoach/holdOn`);
    await see(session, { role: 'button', name: 'Start' });
    await session.evaluate(instrument, null);
    // voices arrive a while after launch; the page picks its voice when they do
    await until(session, 'a voice', () =>
      session.evaluate(() => speechSynthesis.getVoices().length > 0, null),
    );
    await sleep(500);
    const defaultVoice = await session.evaluate(() => {
      const v = speechSynthesis.getVoices().find((x) => x.default) ?? speechSynthesis.getVoices()[0];
      return `${v.name} (${v.lang})`;
    }, null);
    await setInputs(session, inputs);
    await runToDone(session, inputs, log);
    // the last cue ('Session over…') is due with 'done': let it start and end (a stalled one never ends)
    await until(
      session,
      'every cue ended',
      () => session.evaluate(() => window.__cueBench.cues.every((c) => c.endMs || c.error), null),
      { timeoutMs: 10_000, everyMs: 500 },
    ).catch(() => {});
    const rec = await session.evaluate(() => window.__cueBench, null);
    return { rec, defaultVoice };
  } finally {
    await session.close();
  }
}

/**
 * A new account (through the API), logged in as a login leaves it, on the page's origin.
 */
async function logIn(session, base) {
  const res = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      fullname: 'Precise Bench',
      email: `bench-precise-${session.engine}-${Date.now()}@handyq.test`,
      password: 'handstand-bench-42',
    }),
  });
  if (!res.ok) throw new Error(`signup answered ${res.status}: ${await res.text()}`);
  const { user, token } = await res.json();
  await session.goto(`${base}/api/health`);
  await session.evaluate(
    ({ user, token }) => {
      localStorage.setItem('loginToken', token);
      sessionStorage.setItem('loggedinUser', JSON.stringify(user));
    },
    { user, token },
  );
}

/**
 * The on-device voice's run in `engine`: the voice chosen and warmed up, a first Start (its
 * render time, as in Chromium), then HoldOn with `inputs`. Through a relay of the server at
 * `port` that serves the onset tap. Answers the trace, the tap's readings, the app's cue marks
 * and the render figures.
 */
export async function runPrecise(engine, port, inputs, { speechEnv, pulseServer, log = console.log } = {}) {
  const relay = await startRelay(port, { [TAP_PATH]: { type: 'text/javascript', body: ONSET_TAP } });
  const session = await openEngine(engine, { speechEnv, pulseServer }).catch(async (err) => {
    await relay.close();
    throw err;
  });
  try {
    await logIn(session, relay.base);
    await session.goto(`${relay.base}/cueCoach/holdOn`);
    await see(session, { role: 'button', name: 'Start' });
    await session.evaluate(instrument, null);
    await session.evaluate(tapAudio, { tapUrl: TAP_PATH, everyMs: CLOCK_SAMPLE_MS });
    await click(session, { role: 'button', name: 'Voice:', exact: false });
    const dialog = 'Set Your Voice';
    await select(session, { label: 'Voice', dialog }, PRECISE_VOICE);
    await click(session, { role: 'button', name: 'Save', dialog });
    // the page loads the engine and warms it up as soon as the voice is chosen
    await until(
      session,
      'the voice warmed up',
      () => session.evaluate(() => performance.getEntriesByName('handyq-voice-warm').length > 0, null),
      { timeoutMs: 60_000, everyMs: 250 },
    );
    // then Start renders a default HoldOn session's phrases, none kept yet
    await click(session, { role: 'button', name: 'Start' });
    await until(
      session,
      "the session's phrases rendered",
      () => session.evaluate(() => performance.getEntriesByName('handyq-voice-ready').length > 0, null),
      { timeoutMs: 60_000, everyMs: 100 },
    );
    const ready = await session.evaluate(
      () => ({
        ...performance.getEntriesByName('handyq-voice-ready').at(-1)?.detail,
        ...performance.getEntriesByName('handyq-voice-warm').at(-1)?.detail,
      }),
      null,
    );
    await click(session, { role: 'button', name: 'Pause' });
    await click(session, { role: 'button', name: 'Reset' });
    await setInputs(session, inputs);
    await session.evaluate(() => {
      const rec = window.__cueBench;
      for (const list of [rec.cues, rec.skipped, rec.screenLate, rec.started, rec.stalls]) list.length = 0;
      rec.done = null;
      const tap = window.__audioTap;
      tap.onsets.length = 0; // the first Start's
      tap.starts.length = 0;
      for (const c of tap.clocks) c.length = 0;
    }, null);
    await runToDone(session, inputs, log);
    await sleep(1500); // the last phrase sounds out; its onset is reported
    const { rec, tap, cueMarks } = await session.evaluate(
      () => ({
        rec: window.__cueBench,
        tap: window.__audioTap,
        cueMarks: performance.getEntriesByName('handyq-cue').map((m) => m.detail),
      }),
      null,
    );
    return { rec, tap, cueMarks, ready };
  } finally {
    await session.close();
    await relay.close();
  }
}
