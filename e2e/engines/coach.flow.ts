import { compilePlan, defaultInputs } from '@handyq/cue';
import { apiSignUp } from '../support/accounts';
import { expect, shot, test } from './fixtures';
import type { EnginePage } from './engine-page';

// A HoldOn run in each engine, as a person props the phone against the wall: every cue spoken
// in order with the browser's voice, every cue scheduled on the audio clock with HandyQ Precise,
// and the screen kept on for the whole run.

interface Said {
  text: string;
  started: boolean;
  ended: boolean;
}

/**
 * From now on, in the open phone: each utterance asked of the browser's voice (and whether the
 * engine started and ended it), and each screen wake lock granted. Installed on the loaded phone:
 * the run happens in it, with no reload.
 */
const record = (phone: EnginePage) =>
  phone.evaluate(() => {
    const w = window as unknown as { said: Said[]; locks: WakeLockSentinel[]; stalls: number };
    w.said = [];
    w.locks = [];
    // the speaker's watchdog says so each time it restarts a stalled voice
    w.stalls = 0;
    const warn = console.warn;
    console.warn = (...args: unknown[]) => {
      if (String(args[0]).startsWith('Speech stalled')) w.stalls += 1;
      warn.apply(console, args);
    };
    // Patched on the prototypes, not the objects: WebKit may collect the JS wrapper of an object
    // nothing in the page refers to (navigator.wakeLock), and a property set on it goes with it
    // (the refused-lock test's patch was lost that way in each of 9 runs on one machine).
    const synth = Object.getPrototypeOf(speechSynthesis) as SpeechSynthesis;
    const speak = synth.speak;
    synth.speak = function (this: SpeechSynthesis, u: SpeechSynthesisUtterance) {
      const one = { text: u.text, started: false, ended: false };
      w.said.push(one);
      u.addEventListener('start', () => (one.started = true));
      u.addEventListener('end', () => (one.ended = true));
      speak.call(this, u);
    };
    const wakeLock = navigator.wakeLock ? (Object.getPrototypeOf(navigator.wakeLock) as WakeLock) : undefined;
    if (wakeLock) {
      const request = wakeLock.request;
      wakeLock.request = async function (this: WakeLock, type?: 'screen') {
        const asked = { at: performance.now(), outcome: 'pending', after: 0 };
        (w as unknown as { asks: (typeof asked)[] }).asks ??= [];
        (w as unknown as { asks: (typeof asked)[] }).asks.push(asked);
        try {
          const sentinel = await request.call(this, type);
          asked.outcome = 'granted';
          sentinel.addEventListener(
            'release',
            () => (asked.outcome = `granted, released after ${performance.now() - asked.at} ms`),
          );
          w.locks.push(sentinel);
          return sentinel;
        } catch (err) {
          asked.outcome = String(err);
          throw err;
        } finally {
          asked.after = performance.now() - asked.at;
        }
      };
    }
  }, null);

const said = (phone: EnginePage) => phone.evaluate(() => (window as unknown as { said: Said[] }).said, null);
const locksHeld = (phone: EnginePage) =>
  phone.evaluate(
    () => (window as unknown as { locks: WakeLockSentinel[] }).locks.filter((l) => !l.released).length,
    null,
  );

const INPUTS = { getReadyTime: 2, holdTime: 5, numSets: 1 };

/** Long enough for the speaker to give up on a last cue the engine stalled on (its words and 1.5 s). */
const STALL_SETTLE_MS = 4_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** How long a tap on Start may take to show the run before it is made again. */
const TAP_AGAIN_MS = 5_000;

async function setUpRun(phone: EnginePage) {
  await phone.select({ label: 'Get ready time' }, String(INPUTS.getReadyTime));
  await phone.select({ label: 'Hold time' }, String(INPUTS.holdTime));
  await phone.select({ label: 'Sets' }, String(INPUTS.numSets));
}

/**
 * Taps Start and follows the run to Done, noting at each look (screen and lock read at once)
 * how many screen locks were held while the run was on screen.
 */
async function runToDone(phone: EnginePage): Promise<number[]> {
  await phone.click({ role: 'button', name: 'Start' });
  // Seen once in Firefox beside a busy CPU: after the three selects, the tap on Start started
  // nothing (the page still idle, Start in place, 30 s on). The tap is made again then, and said
  // so, as a person would tap again; what a second tap would hide is in the test's annotations.
  const started = async () => !(await phone.words()).includes('Camera start');
  try {
    await phone.until('the run on screen', started, TAP_AGAIN_MS);
  } catch {
    console.log(`${phone.engine}: the tap on Start started nothing in ${TAP_AGAIN_MS} ms: tapped again`);
    test.info().annotations.push({ type: 'Start tapped again', description: phone.engine });
    await phone.click({ role: 'button', name: 'Start' });
  }
  const held: number[] = [];
  await phone.until('Done!💪', async () => {
    const look = await phone.evaluate(
      () => ({
        done: document.body.innerText.includes('Done!💪'),
        held: (window as unknown as { locks: WakeLockSentinel[] }).locks.filter((l) => !l.released).length,
        text: document.body.innerText,
      }),
      null,
    );
    if (!look.done) held.push(look.held);
    if (/Screen may lock/.test(look.text)) console.log(`${phone.engine}: ${look.text.replace(/\s+/g, ' ')}`);
    return look.done;
  });
  return held;
}

test('HoldOn with the browser voice: every cue spoken in order, the screen kept on for the whole run', async ({
  phone,
}) => {
  await phone.goto('/cueCoach/holdOn');
  await phone.see({ role: 'button', name: 'Start' });
  await record(phone);
  await setUpRun(phone);
  const held = await runToDone(phone);

  const planned = compilePlan('holdOn', { ...defaultInputs('holdOn'), ...INPUTS }).events.flatMap((e) =>
    e.kind === 'speak' ? [e.text] : [],
  );
  // The last cue is asked for as the screen says Done!: the engine may start it a moment later
  // (Firefox's speech-dispatcher beside a busy CPU started 'Session over' after the cues were read)
  // (once, on a busy CI machine, not within 30 s: a ceiling, never a wait when it comes at once)
  const last = planned.at(-1)!;
  await phone.until(
    `"${last}" started`,
    async () => (await said(phone)).some((c) => c.text === last && c.started),
    60_000,
  );
  // Each cue heard once, in order: what the engine started. A voice that stalls (an utterance
  // never started, or never ended) is restarted by the speaker's watchdog: the cue it stalled on
  // is not said again, nor one behind it grown too late, and the rest are asked for again (both
  // asks are recorded, the first never started). With no stall, every cue; with stalls, the cues
  // said keep the plan's order, none twice, and the run still ends with its last cue.
  await sleep(STALL_SETTLE_MS);
  const cues = await said(phone);
  const heard = cues.filter((c) => c.started).map((c) => c.text);
  const stalls = await phone.evaluate(() => (window as unknown as { stalls: number }).stalls, null);
  test.info().annotations.push({ type: 'voice stalls', description: String(stalls) });
  if (stalls === 0) {
    expect(heard, JSON.stringify(cues)).toEqual(planned);
  } else {
    let next = 0;
    for (const text of heard) {
      next = planned.indexOf(text, next) + 1;
      expect(next, `"${text}" out of the plan's order: ${JSON.stringify(cues)}`).toBeGreaterThan(0);
    }
    expect(heard.at(-1), JSON.stringify(cues)).toBe(last);
  }
  // A voice that stalled more than once in the run is told of, with HandyQ Precise offered;
  // one that did not, is not.
  const offer = 'is made on this device and plays every cue on time';
  if (stalls >= 2) {
    await phone.see({ text: offer, exact: false });
    await phone.see({ role: 'button', name: 'Try HandyQ Precise (on the beat)' });
    await shot(phone, 'holdon-voice-stalls');
  } else {
    await phone.notSee({ text: offer, exact: false });
  }
  // a lock from the tap on Start to the run's end (the last look may fall between the lock let
  // go and Done shown), let go after
  expect(held.length).toBeGreaterThan(3);
  const fromGrant = held.slice(Math.max(0, held.indexOf(1)), -1);
  const asks = JSON.stringify(
    await phone.evaluate(() => (window as unknown as { asks: unknown }).asks, null),
  );
  expect(
    fromGrant.filter((n) => n !== 1),
    `locks held at each look: ${held.join(' ')}; asked: ${asks}`,
  ).toEqual([]);
  await phone.until('the screen lock let go', async () => (await locksHeld(phone)) === 0);
});

interface Scheduled {
  text: string;
  /** Audio-clock seconds: the buffer's start, and its speech's onset. */
  startTime: number;
  onsetTime: number;
}

test("HoldOn with HandyQ Precise: every cue scheduled on the audio clock, in the plan's order and spacing", async ({
  phone,
  request,
}) => {
  await phone.storeLogin(await apiSignUp(request, 'Precise Engine'));
  await phone.goto('/cueCoach/holdOn');
  await phone.see({ role: 'button', name: 'Start' });
  await record(phone);
  await phone.click({ role: 'button', name: 'Voice:', exact: false });
  const dialog = 'Set Your Voice';
  await phone.select({ label: 'Voice', dialog }, 'HandyQ Precise (on the beat)');
  await phone.see({ text: 'A one-time download of about 0.7 MB', exact: false, dialog });
  await phone.click({ role: 'button', name: 'Save', dialog });
  await phone.see({ role: 'button', name: 'Voice: HandyQ Precise (on the beat)', exact: false });
  await setUpRun(phone);
  await runToDone(phone);

  const planned = compilePlan('holdOn', { ...defaultInputs('holdOn'), ...INPUTS }).events.flatMap((e) =>
    e.kind === 'speak' ? [{ text: e.text, at: e.at }] : [],
  );
  const marks = await phone.evaluate(
    () => performance.getEntriesByName('handyq-cue').map((m) => (m as PerformanceMark).detail as Scheduled),
    null,
  );
  expect(marks.map((m) => m.text)).toEqual(planned.map((p) => p.text));
  const offsets = marks.map((m) => (m.onsetTime - marks[0]!.onsetTime) * 1000);
  const spacing = planned
    .map((p, i) => `${p.text} ${p.at - planned[0]!.at}: ${offsets[i]!.toFixed(1)} ms`)
    .join(', ');
  // one after another on the audio clock
  offsets.forEach((ms, i) => i > 0 && expect(ms, spacing).toBeGreaterThan(offsets[i - 1]!));
  if (phone.engine === 'firefox') {
    // Firefox here plays to a mock sound device (there is no sound card), whose clock falls
    // behind real time on a busy machine: how the plan's spacing is kept is not seen here.
    test
      .info()
      .annotations.push({ type: 'not checked in firefox', description: `the cues' spacing (${spacing})` });
  } else {
    // as the plan spaces them, within a few ms (how close exactly, the cue bench measures)
    planned.forEach((p, i) =>
      expect(Math.abs(offsets[i]! - (p.at - planned[0]!.at)), spacing).toBeLessThan(20),
    );
  }
  // nothing through the browser's voice
  expect(await said(phone)).toEqual([]);
});

// (The dark theme's run screen is shot by screens.flow.ts.)
test('a screen lock refused at Start is asked for again on the next tap, and held from then', async ({
  phone,
}) => {
  await phone.goto('/cueCoach/holdOn');
  await phone.see({ role: 'button', name: 'Start' });
  await record(phone);
  // the first ask refused, as WebKit refuses one made too long after a tap
  await phone.evaluate(() => {
    // on the prototype, as record() patches it (a patch on the object itself can be lost in WebKit)
    const wakeLock = Object.getPrototypeOf(navigator.wakeLock) as WakeLock;
    const request = wakeLock.request;
    let asks = 0;
    wakeLock.request = function (this: WakeLock, type?: 'screen') {
      return ++asks === 1
        ? Promise.reject(new DOMException('not near a tap', 'NotAllowedError'))
        : request.call(this, type);
    };
  }, null);
  await phone.select({ label: 'Get ready time' }, '0');
  await phone.select({ label: 'Hold time' }, '30');
  await phone.click({ role: 'button', name: 'Start' });
  await phone.see({ text: 'Screen may lock: tap to keep it on' });
  expect(await locksHeld(phone)).toBe(0);
  await shot(phone, 'holdon-lock-lost');
  await phone.click({ text: 'Set 1 of 1' });
  await phone.see({ text: 'Screen stays on during the session' });
  expect(await locksHeld(phone)).toBe(1);
  await shot(phone, 'holdon-running');
  await phone.click({ role: 'button', name: 'Reset' });
  await phone.until('the screen lock let go', async () => (await locksHeld(phone)) === 0);
});
