// How exactly the voice cues are timed: the real HoldOn page of the built app, with real speech
// (speech-dispatcher + espeak-ng; WebKitGTK speaks with its own flite voices), in Debian's
// Chromium and, with --engine, in WebKitGTK and Firefox ESR. Run after `npm run build`:
//   npm run bench:cue -w bench            Chromium, the full plan: 60 s holds, callout 10 s, 3 sets, rest 30 s
//   npm run bench:cue -w bench -- --quick  (or CUE_BENCH_QUICK=1) 1 set of 20 s, for development
//   npm run bench:cue -w bench -- --engine webkit|firefox|chromium|all   (all: each in turn)
// In WebKit and Firefox the quick plan is the default (--full for the full plan): each is driven
// as the e2e engine suite drives it (bench/lib/engines, bench/lib/cue-engines.mjs), with no edited
// run. Each engine prints its own tables, then a summary of all, then a JSON line.
// In Chromium, a second HoldOn run (about 1 minute) edited on its run screen: '+15 s' twice, 'Skip rest'
// and 'Next phase', pressed when the screen shows the set, phase and clock in EDITS.
// Per spoken cue it takes, on the page's performance.now() clock (the runner's clock): the call
// time the runner intended (the cue's deadline less the voice's learned lead, never before the
// previous cue's deadline; from its trace), the actual speechSynthesis.speak() call, the deadline
// itself and the utterance's onstart. It prints p50/p95/max of |speak call − intended| and
// |onstart − deadline|, the mean signed heard error and the end drift ('done' fired − the plan's
// end), against the targets in bench/lib/cue-bench.mjs, and whether every planned cue started,
// once and in order; the voice's stalls (an utterance started and never ended: WebKit's voice does
// it) and the cues the app's speaker asked for again behind one are counted. --verbose adds every
// cue. A missed target is reported, not an error: the exit code is non-zero only when the bench
// itself fails. The speech daemon is shared with the e2e tests: run it on a quiet machine, other
// speech and CPU load skew the figures.
// Then the same plan with the on-device voice (HandyQ Precise): every AudioContext's output is
// tapped by an AudioWorklet that reports each sound onset (30 ms of silence, then a sample at
// 2% of full scale) on the audio clock, and each cue's heard error is its onset, in page time,
// less its deadline (a cue with no onset within 150 ms of it is counted as missed). In Chromium
// getOutputTimestamp maps the audio clock onto performance.now(). In WebKit and Firefox it is not
// used (WebKitGTK's ran at twice real time here): a least-squares line through the (currentTime,
// performance.now()) pairs the page samples every 25 ms, those within 1 s of each onset, maps it
// (bench/lib/audio-clock-fit.mjs), plus the output latency the context reports; the tap's module comes from the page's own origin through a relay (the app's
// CSP refuses a blob: worklet and neither driver can bypass it), and where the tap does not work
// the app's own handyq-cue marks (scheduled onsets) stand in, said so in the output. There is no
// sound card here: WebKitGTK plays to a null sink, Firefox to the null sink of a PulseAudio server
// the bench starts (bench/lib/pulse-sink.mjs; without pulseaudio installed, to Firefox's mock
// device, whose clock ran 4–6 % slow: a cue scheduled on it a second ahead sounds that much late),
// so their figure is when the engine rendered each cue by its own audio clock, plus the output
// latency it reports. Its render time is the engine's time for a
// default HoldOn session's phrases on the page's first Start (the page warmed the engine up when
// it opened). The last line is a JSON array, one object per browser and voice: browser, engine
// (the voice's), heardP95Ms, heardMaxMs, renderMs, inOrder, and the rest.
// --record (Chromium): the on-device voice's run is recorded (Record on, Chromium's fake camera
// showing the e2e's footage), to show the cues keep their timing while a run is filmed. That run
// reports the page's main-thread CPU per second over the run (Chromium's ThreadTime) either way,
// so a run with and one without compare.
import { chromium } from 'playwright-core';
import { arg } from './lib/args.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, speechSetup, startSpeechDaemon } from './lib/chromium.mjs';
import {
  CRAFT_SEQUENCE,
  EDITED,
  EDITS,
  FULL,
  ONSET_TAP,
  PRECISE_TARGETS,
  PRECISE_VOICE,
  SHORT,
  TARGETS,
  craftSeconds,
  instrument,
  ms,
  planSeconds,
  report,
  reportPrecise,
  verdict,
} from './lib/cue-bench.mjs';
import { mapOnsets } from './lib/audio-clock-fit.mjs';
import { engineMissing, runBrowserVoice, runPrecise } from './lib/cue-engines.mjs';
import { pulseMissing, startPulseSink } from './lib/pulse-sink.mjs';
import { startServer } from './lib/server.mjs';
import { LINE_CLIP, ensureLineClip } from './lib/line-clip.mjs';

const PORT = 3260;
const BROWSERS = ['chromium', 'webkit', 'firefox'];
const ENGINE = arg('engine') ?? 'chromium';
if (ENGINE !== 'all' && !BROWSERS.includes(ENGINE)) {
  console.error(`--engine: one of ${BROWSERS.join(', ')} or all`);
  process.exit(2);
}
const QUICK = process.argv.includes('--quick') || process.env.CUE_BENCH_QUICK === '1';
/** The full plan in WebKit and Firefox too (their default is the quick one). */
const FULL_IN_ENGINES = process.argv.includes('--full');
const VERBOSE = process.argv.includes('--verbose');
/** Only the on-device voice's run (`--precise`), for its development. */
const ONLY_PRECISE = process.argv.includes('--precise');
/** The on-device voice's run recorded by Record, on a fake camera (Chromium). */
const RECORD = process.argv.includes('--record');
/**
 * CueCraft (Chromium, HandyQ Precise): a 20-minute sequence of the user's own words, opened by its
 * share link and played whole, instead of the HoldOn runs; with --quick, its first two minutes.
 */
const CUE_CRAFT = process.argv.includes('--cue-craft');
if (RECORD) await ensureLineClip();
const FAKE_CAMERA = RECORD
  ? [
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${LINE_CLIP.y4m}`,
    ]
  : [];

/** The plan a browser runs, and how the output names it. */
function planOf(browser) {
  const quick = QUICK || (browser !== 'chromium' && !FULL_IN_ENGINES);
  const why = QUICK ? '--quick' : `the default in ${browser}; --full for the full plan`;
  return {
    inputs: quick ? SHORT : FULL,
    plan: quick ? 'quick' : 'full',
    variant: quick ? `QUICK variant (${why})` : 'full plan',
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

async function run(browser, inputs, edits = [], precise = false, craft = null) {
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
    if (craft) {
      const param = Buffer.from(JSON.stringify(craft)).toString('base64url');
      await page.goto(`http://localhost:${PORT}/cueCoach/cueCraft?sequence=${param}`);
      await page.getByLabel('Sequence name').waitFor();
    }
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
  if (precise && RECORD) {
    await page.getByRole('button', { name: 'Record' }).click();
    await page.getByText('The camera is ready').waitFor({ timeout: 30_000 });
  }
  await page.evaluate(() => {
    const rec = window.__cueBench;
    for (const list of [rec.cues, rec.skipped, rec.screenLate, rec.started, rec.stalls]) list.length = 0;
    rec.done = null;
    if (window.__audioTap) window.__audioTap.onsets.length = 0; // the first Start's
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const threadTime = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime').value;
  const cpuBefore = await threadTime();
  const runStarted = Date.now();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByRole('timer').waitFor();
  // the sequence's own phrases, rendered on this Start (not the HoldOn run's before it)
  if (craft)
    ready = await page.evaluate(() => ({
      ...performance.getEntriesByName('handyq-voice-ready').at(-1)?.detail,
      ...performance.getEntriesByName('handyq-voice-warm').at(-1)?.detail,
    }));

  const total = craft ? craftSeconds(craft) : planSeconds(inputs);
  const started = Date.now();
  const progress = setInterval(
    () => console.log(`  … ${Math.round((Date.now() - started) / 1000)} s of about ${total} s`),
    30_000,
  );
  try {
    await edit(page, edits);
    await page.waitForFunction(() => window.__cueBench.done, null, {
      timeout: (total + 60) * 1000,
      polling: 250,
    });
  } finally {
    clearInterval(progress);
  }
  await page.getByText('Done!💪', { exact: true }).waitFor();
  const cpuMsPerSecond = Math.round(
    (((await threadTime()) - cpuBefore) * 1000) / ((Date.now() - runStarted) / 1000),
  );
  if (precise)
    console.log(
      `main thread over the run${RECORD ? ', recorded' : ''}: ${cpuMsPerSecond} ms of CPU a second`,
    );
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
  return { rec, defaultVoice, tap, ready, cpuMsPerSecond };
}

/** The first `seconds` of `seq` (its items in order, cut at a whole item): a short run of it. */
function firstOf(seq, seconds) {
  const items = [];
  for (const item of seq.items) {
    items.push(item);
    if (craftSeconds({ ...seq, items }) >= seconds) break;
  }
  return { ...seq, items };
}

/** CueCraft's run (--cue-craft): the 20-minute sequence with HandyQ Precise, in Chromium. */
async function cueCraftBench(speech) {
  const craft = QUICK ? firstOf(CRAFT_SEQUENCE, 120) : CRAFT_SEQUENCE;
  const minutes = (craftSeconds(craft) / 60).toFixed(1);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, ...speech.args],
    env: { ...process.env, ...speech.env },
  });
  try {
    console.log(
      `cue accuracy in chromium: CueCraft, a ${minutes}-minute sequence of its own words, HandyQ Precise…`,
    );
    const precise = await run(browser, {}, [], true, craft);
    const onsets = precise.tap.onsets.map(([id, t]) => heardAt(precise.tap.stamps[id], t));
    return [
      {
        ...reportPrecise(
          { ...precise, onsets },
          {},
          {
            variant: QUICK ? 'QUICK variant (--quick)' : 'full sequence',
            plan: QUICK ? 'quick' : 'full',
            verbose: VERBOSE,
            browser: 'chromium',
            mapping: [
              'audio clock → page time: getOutputTimestamp, the reading taken nearest before each onset',
            ],
            what: `CueCraft, '${craft.name}' (${minutes} min, ${precise.rec.cues.length} cues)`,
            rendered: "the sequence's",
          },
        ),
        tool: 'cueCraft',
        minutes: Number(minutes),
        cpuMsPerSecond: precise.cpuMsPerSecond,
      },
    ];
  } finally {
    await browser.close();
  }
}

/** Chromium's runs: the browser voice, the edited run, the on-device voice. */
async function chromiumBench(speech) {
  const { inputs, plan, variant } = planOf('chromium');
  const options = { variant, plan, verbose: VERBOSE, browser: 'chromium' };
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, ...speech.args, ...FAKE_CAMERA],
    env: { ...process.env, ...speech.env },
  });
  try {
    console.log(`cue accuracy in chromium: ${plan} HoldOn run on localhost:${PORT} (real speech)…`);
    const results = [];
    if (!ONLY_PRECISE) {
      results.push(report(await run(browser, inputs), inputs, options));
      console.log(`\ncue accuracy in chromium: HoldOn run edited on its run screen…`);
      report(await run(browser, EDITED, EDITS), EDITED, { ...options, edits: EDITS });
    }
    console.log(`\ncue accuracy in chromium: the same HoldOn plan with the on-device voice…`);
    const precise = await run(browser, inputs, [], true);
    const onsets = precise.tap.onsets.map(([id, t]) => heardAt(precise.tap.stamps[id], t));
    const mapping = [
      'audio clock → page time: getOutputTimestamp, the reading taken nearest before each onset',
    ];
    results.push({
      ...reportPrecise({ ...precise, onsets }, inputs, { ...options, mapping }),
      recorded: RECORD,
      cpuMsPerSecond: precise.cpuMsPerSecond,
    });
    return results;
  } finally {
    await browser.close();
  }
}

/** WebKit's or Firefox's runs: the browser voice and the on-device voice, each in a fresh browser. */
async function engineBench(engine, speech) {
  const missing = engineMissing(engine);
  if (missing) {
    console.log(`\ncue accuracy in ${engine}: not run: ${missing}`);
    return [];
  }
  const { inputs, plan, variant } = planOf(engine);
  const options = { variant, plan, verbose: VERBOSE, browser: engine };
  const voices = engine === 'webkit' ? "WebKitGTK's own flite voices" : 'speech-dispatcher and espeak-ng';
  const results = [];
  if (!ONLY_PRECISE) {
    console.log(
      `\ncue accuracy in ${engine}: ${plan} HoldOn run on localhost:${PORT} (real speech: ${voices})…`,
    );
    results.push(
      report(
        await runBrowserVoice(engine, `http://localhost:${PORT}`, inputs, { speechEnv: speech.env }),
        inputs,
        options,
      ),
    );
    console.log(`(the run edited on its run screen: in Chromium only)`);
  }
  console.log(`\ncue accuracy in ${engine}: the same HoldOn plan with the on-device voice…`);
  // Firefox plays to a null sink of a PulseAudio server of the bench's own where it can (its
  // clock keeps real time), else to its mock device (whose clock does not)
  const noPulse = engine === 'firefox' ? pulseMissing() : null;
  if (noPulse) console.log(`(${noPulse}: Firefox plays to its mock sound device instead)`);
  const pulse = engine === 'firefox' && !noPulse ? await startPulseSink() : undefined;
  let precise;
  try {
    precise = await runPrecise(engine, PORT, inputs, { speechEnv: speech.env, pulseServer: pulse?.server });
  } finally {
    pulse?.stop();
  }
  const sink = engine === 'webkit' ? 'null' : pulse ? 'pulse' : 'mock';
  const { onsets, source, lines } = mapOnsets(engine, { ...precise, sink });
  results.push(reportPrecise({ ...precise, onsets }, inputs, { ...options, source, mapping: lines }));
  return results;
}

/** One line per browser and voice: the figures docs/benchmarks.md keeps. */
function summary(results) {
  console.log(
    `\nsummary: heard = |onstart (browser voice) or onset (HandyQ Precise) − deadline|, ms; p95 against its target`,
  );
  console.log(
    `${'browser'.padEnd(10)}${'voice'.padEnd(16)}${'plan'.padEnd(6)} cues     p50     p95     max  p95 target   in order  stalls  render`,
  );
  for (const r of results) {
    const precise = r.engine === 'on-device';
    const target = precise ? PRECISE_TARGETS.heardP95 : TARGETS.heardP95;
    console.log(
      `${r.browser.padEnd(10)}${(precise ? 'HandyQ Precise' : 'browser voice').padEnd(16)}${r.plan.padEnd(6)}` +
        `${String(r.cues).padStart(5)}${ms(r.heardP50Ms ?? NaN)}${ms(r.heardP95Ms ?? NaN)}` +
        `${ms(r.heardMaxMs ?? NaN)}  ≤ ${String(target).padEnd(3)} ${verdict(r.heardP95Ms ?? NaN, target)}` +
        `   ${(r.inOrder ? 'yes' : 'NO').padEnd(8)}  ${String(precise ? '—' : r.stalls).padStart(6)}` +
        `  ${precise ? `${ms(r.renderMs ?? NaN, 0)} ms` : '—'}`,
    );
  }
}

const speech = speechSetup();
if (!speech) throw new Error('speech-dispatcher is not installed: this bench needs real speech');
const stopSpeech = await startSpeechDaemon(speech);
const server = await startServer(PORT).catch((error) => {
  stopSpeech();
  throw error;
});
// stopped from outside (Ctrl-C, a kill): the server and the speech daemon go too
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    stopSpeech();
    server.stop().finally(() => process.exit(1));
  });
try {
  const results = [];
  for (const browser of CUE_CRAFT ? ['chromium'] : ENGINE === 'all' ? BROWSERS : [ENGINE]) {
    try {
      if (CUE_CRAFT) {
        results.push(...(await cueCraftBench(speech)));
        continue;
      }
      results.push(
        ...(browser === 'chromium' ? await chromiumBench(speech) : await engineBench(browser, speech)),
      );
    } catch (error) {
      // the bench itself failed in this browser: said, and the next one still runs
      console.error(`\ncue accuracy in ${browser} failed: ${error.stack ?? error}`);
      process.exitCode = 1;
    }
  }
  summary(results);
  console.log(`\n${JSON.stringify(results)}`);
} finally {
  await server.stop();
  stopSpeech();
}
