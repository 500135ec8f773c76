import { createBrowserCueDeps } from './index';
import { createBrowserClock } from './clock';
import { RESPEAK_WITHIN_MS, createSpeechSpeaker, stalledAfterStartMs, stuckAfterMs } from './speaker';
import { createWebAudioTicker } from './ticker';
import { createAudioSpeaker, type PhraseAudio } from './audio-speaker';
import { createScreenWakeLock } from './wake-lock';

describe('browser adapters in Node', () => {
  const GLOBALS = [
    'window',
    'document',
    'navigator',
    'performance',
    'speechSynthesis',
    'SpeechSynthesisUtterance',
    'AudioContext',
    'MessageChannel',
  ];

  it('read no browser global when imported or created', async () => {
    const saved = GLOBALS.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const);
    const touched: string[] = [];
    for (const name of GLOBALS) {
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get: () => {
          touched.push(name);
          throw new Error(`${name} read`);
        },
      });
    }
    try {
      await jest.isolateModulesAsync(async () => {
        const cue = await import('../index');
        cue.createBrowserCueDeps({ ticks: true });
      });
    } finally {
      for (const [name, descriptor] of saved) {
        if (descriptor) Object.defineProperty(globalThis, name, descriptor);
        else delete (globalThis as Record<string, unknown>)[name];
      }
    }
    expect(touched).toEqual([]);
  });
});

describe('browser clock', () => {
  it('fires a timer at its deadline, never before', async () => {
    const clock = createBrowserClock();
    const at = clock.now() + 40;
    const firedAt = await new Promise<number>((resolve) => clock.setTimer(() => resolve(clock.now()), at));
    expect(firedAt).toBeGreaterThanOrEqual(at);
    // How late is the cue bench's to measure (a busy CI machine can hold a timer 40 ms and more);
    // this only rules out a unit mix-up (seconds for milliseconds).
    expect(firedAt - at).toBeLessThan(1000);
  });

  it('fires a past deadline at once, and not at all once cancelled', async () => {
    const clock = createBrowserClock();
    const cb = jest.fn();
    const cancel = clock.setTimer(cb, clock.now() + 30);
    cancel();
    await new Promise<void>((resolve) => clock.setTimer(resolve, clock.now() - 100));
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(cb).not.toHaveBeenCalled();
  });
});

describe('speechSynthesis speaker', () => {
  class FakeUtterance {
    voice: unknown = null;
    lang = '';
    rate = 1;
    onstart: (() => void) | null = null;
    onend: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(readonly text: string) {}
  }
  const voice = { voiceURI: 'Samantha', name: 'Samantha', lang: 'en-US' } as SpeechSynthesisVoice;

  it('speaks with the voice and reports start and end', () => {
    const synth = { speak: jest.fn(), cancel: jest.fn(), paused: false, resume: jest.fn() };
    const speaker = createSpeechSpeaker(voice, {
      synth,
      Utterance: FakeUtterance as unknown as typeof SpeechSynthesisUtterance,
      rate: 1.1,
    });
    expect(speaker.voiceId).toBe('Samantha');
    const onStart = jest.fn();
    const onEnd = jest.fn();
    speaker.speak('Halfway', { onStart, onEnd });
    const u = synth.speak.mock.calls[0]![0] as FakeUtterance;
    expect(u).toMatchObject({ text: 'Halfway', voice, lang: 'en-US', rate: 1.1 });
    u.onstart?.();
    expect(onStart).toHaveBeenCalledTimes(1);
    u.onend?.();
    expect(onEnd).toHaveBeenCalledTimes(1);
    speaker.cancel();
    expect(synth.cancel).toHaveBeenCalled();
  });

  describe('when the engine stalls (an utterance that starts and never ends)', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());
    const Utterance = FakeUtterance as unknown as typeof SpeechSynthesisUtterance;

    /** The nth utterance the speaker handed to the engine. */
    const nth = (synth: { speak: jest.Mock }, n: number) => synth.speak.mock.calls[n]![0] as FakeUtterance;

    it('cancels the stuck queue, counts the cue as ended and speaks the next one', () => {
      const synth = { speak: jest.fn(), cancel: jest.fn(), paused: false, resume: jest.fn() };
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const onStall = jest.fn();
      const speaker = createSpeechSpeaker(voice, { synth, Utterance, onStall });
      const onEnd = jest.fn();
      speaker.speak('5', { onEnd });
      nth(synth, 0).onstart?.(); // and then nothing
      jest.advanceTimersByTime(stalledAfterStartMs('5') - 1);
      expect(synth.cancel).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(synth.cancel).toHaveBeenCalledTimes(1);
      expect(onEnd).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalled();
      expect(onStall).toHaveBeenCalledWith('5'); // the page counts them
      // the engine's late 'end' for it changes nothing
      nth(synth, 0).onend?.();
      expect(onEnd).toHaveBeenCalledTimes(1);
      const next = jest.fn();
      speaker.speak('4', { onEnd: next });
      expect(synth.speak).toHaveBeenCalledTimes(2);
      nth(synth, 1).onend?.();
      expect(next).toHaveBeenCalledTimes(1);
      warn.mockRestore();
    });

    it('one that never starts is given up on too, sooner once the voice has started one', () => {
      const synth = { speak: jest.fn(), cancel: jest.fn(), paused: false, resume: jest.fn() };
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const speaker = createSpeechSpeaker(voice, { synth, Utterance });
      const first = jest.fn();
      // the voice's first: the engine may take seconds to start its synthesizer
      speaker.speak('Get ready in', { onEnd: first });
      jest.advanceTimersByTime(stuckAfterMs('Get ready in', 1, true) - 1);
      expect(first).not.toHaveBeenCalled();
      nth(synth, 0).onstart?.();
      nth(synth, 0).onend?.();
      const onEnd = jest.fn();
      speaker.speak('Halfway', { onEnd });
      jest.advanceTimersByTime(stuckAfterMs('Halfway') - 1);
      expect(onEnd).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(synth.cancel).toHaveBeenCalledTimes(1);
      expect(onEnd).toHaveBeenCalledTimes(1);
      expect(stuckAfterMs('Halfway', 1, true)).toBeGreaterThan(stuckAfterMs('Halfway'));
      warn.mockRestore();
    });

    it('speaks again the cues queued behind a stalled one while they are on time, and drops the late ones', () => {
      // WebKit's voice: '2' starts and never ends; '1' and '1st set. Hold' queue behind it
      const synth = { speak: jest.fn(), cancel: jest.fn(), paused: false, resume: jest.fn() };
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const speaker = createSpeechSpeaker(voice, { synth, Utterance });
      const ends = { late: jest.fn(), two: jest.fn(), one: jest.fn(), hold: jest.fn() };
      speaker.speak('Get ready in', { onEnd: ends.late });
      nth(synth, 0).onstart?.(); // stalls as well, long enough for what follows to go stale
      jest.advanceTimersByTime(400);
      speaker.speak('3', { onEnd: jest.fn() });
      jest.advanceTimersByTime(stalledAfterStartMs('Get ready in') - 400);
      expect(synth.cancel).toHaveBeenCalledTimes(1);
      // '3' waited longer than RESPEAK_WITHIN_MS: dropped, and counted as ended
      expect(stalledAfterStartMs('Get ready in') - 400).toBeGreaterThan(RESPEAK_WITHIN_MS);
      expect(synth.speak).toHaveBeenCalledTimes(2);
      expect(ends.late).toHaveBeenCalledTimes(1);

      speaker.speak('2', { onEnd: ends.two });
      nth(synth, 2).onstart?.(); // and then nothing
      jest.advanceTimersByTime(1_000);
      speaker.speak('1', { onEnd: ends.one });
      const onStart = jest.fn();
      speaker.speak('1st set. Hold', { onEnd: ends.hold, onStart });
      expect(synth.speak).toHaveBeenCalledTimes(5);
      jest.advanceTimersByTime(stalledAfterStartMs('2') - 1_000);
      expect(synth.cancel).toHaveBeenCalledTimes(2);
      expect(ends.two).toHaveBeenCalledTimes(1);
      // both asked for again, in order; the cancel's events for the first asks change nothing
      expect(synth.speak.mock.calls.slice(5).map(([u]) => (u as FakeUtterance).text)).toEqual([
        '1',
        '1st set. Hold',
      ]);
      nth(synth, 3).onerror?.();
      nth(synth, 4).onerror?.();
      expect(ends.one).not.toHaveBeenCalled();
      nth(synth, 5).onend?.();
      nth(synth, 6).onstart?.();
      nth(synth, 6).onend?.();
      expect(ends.one).toHaveBeenCalledTimes(1);
      expect(ends.hold).toHaveBeenCalledTimes(1);
      expect(onStart).toHaveBeenCalledTimes(1);
      warn.mockRestore();
    });

    it('leaves alone an utterance that ends, and one the runner cancelled', () => {
      const synth = { speak: jest.fn(), cancel: jest.fn(), paused: false, resume: jest.fn() };
      const speaker = createSpeechSpeaker(voice, { synth, Utterance });
      speaker.speak('Get ready in', {});
      (synth.speak.mock.calls[0]![0] as FakeUtterance).onend?.();
      const onEnd = jest.fn();
      speaker.speak('Halfway', { onEnd });
      speaker.cancel(); // a pause: the engine says 'error' for it, maybe late
      expect(synth.cancel).toHaveBeenCalledTimes(1);
      jest.advanceTimersByTime(60_000);
      expect(synth.cancel).toHaveBeenCalledTimes(1);
      (synth.speak.mock.calls[1]![0] as FakeUtterance).onerror?.();
      expect(onEnd).toHaveBeenCalledTimes(1);
    });

    it('gives a longer cue, and a slower voice, longer', () => {
      expect(stuckAfterMs('Get ready in five seconds')).toBeGreaterThan(stuckAfterMs('5'));
      expect(stuckAfterMs('Halfway', 0.5)).toBeGreaterThan(stuckAfterMs('Halfway', 1));
      expect(stuckAfterMs('5')).toBeGreaterThanOrEqual(3_000);
      expect(stalledAfterStartMs('Get ready in five seconds')).toBeGreaterThan(stalledAfterStartMs('5'));
      expect(stalledAfterStartMs('5')).toBeGreaterThanOrEqual(1_500);
    });
  });

  it("speaks at the General Settings' volume and rate (createBrowserCueDeps)", () => {
    const synth = { speak: jest.fn(), cancel: jest.fn(), paused: false, resume: jest.fn() };
    const Utterance = FakeUtterance as unknown as typeof SpeechSynthesisUtterance;
    const { speaker } = createBrowserCueDeps({
      voice,
      volume: 0.3,
      rate: 1.5,
      speaker: { synth, Utterance },
    });
    speaker.speak('Rest', {});
    expect(synth.speak.mock.calls[0]![0]).toMatchObject({ text: 'Rest', rate: 1.5, volume: 0.3 });
    speaker.cancel(); // and its watchdog with it
  });

  it('without speechSynthesis (Node) it ends at once and does not throw', () => {
    const onEnd = jest.fn();
    createSpeechSpeaker(undefined).speak('Hold', { onEnd });
    expect(onEnd).toHaveBeenCalled();
    expect(createSpeechSpeaker(undefined).voiceId).toBe('default');
  });
});

describe('Web Audio ticker', () => {
  function fakeContext(stamp?: { contextTime: number; performanceTime: number }) {
    const oscillators: {
      frequency: { value: number };
      start: jest.Mock;
      stop: jest.Mock;
      disconnect: jest.Mock;
    }[] = [];
    const param = () => ({
      setValueAtTime: jest.fn(),
      linearRampToValueAtTime: jest.fn(),
      exponentialRampToValueAtTime: jest.fn(),
    });
    const ctx = {
      currentTime: 10,
      outputLatency: 0.02,
      baseLatency: 0.01,
      state: 'running',
      destination: {},
      resume: jest.fn(async () => {}),
      close: jest.fn(async () => {}),
      getOutputTimestamp: stamp ? () => stamp : undefined,
      createOscillator: () => {
        const osc = {
          frequency: { value: 0 },
          connect: (n: unknown) => n,
          start: jest.fn(),
          stop: jest.fn(),
          disconnect: jest.fn(),
          onended: null,
        };
        oscillators.push(osc);
        return osc;
      },
      createGain: () => ({ gain: param(), connect: (n: unknown) => n, disconnect: jest.fn() }),
    };
    return { ctx, oscillators, create: () => ctx as unknown as AudioContext };
  }

  it('schedules an 880 Hz blip at the audio time that is heard at the clock time', () => {
    const { oscillators, create } = fakeContext();
    const ticker = createWebAudioTicker({ now: () => 5000, createContext: create });
    ticker.tick(5100); // 100 ms ahead, less the 20 ms output latency
    expect(oscillators[0]!.frequency.value).toBe(880);
    expect(oscillators[0]!.start.mock.calls[0]![0]).toBeCloseTo(10.08, 6);
    ticker.tick(4000); // already past: plays at once
    expect(oscillators[1]!.start.mock.calls[0]![0]).toBe(10);
  });

  /** performance.now() reads `ms` while `run` runs. */
  function at(ms: number, run: () => void) {
    const now = jest.spyOn(performance, 'now').mockReturnValue(ms);
    try {
      run();
    } finally {
      now.mockRestore();
    }
  }

  it('maps performance.now() through the output timestamp when it can', () => {
    // read 20 ms ago: heard now 9.98 s, the context 20 ms ahead of it
    const { oscillators, create } = fakeContext({ contextTime: 9.96, performanceTime: 4000 });
    at(4020, () => {
      const ticker = createWebAudioTicker({ createContext: create });
      ticker.tick(4600);
    });
    expect(oscillators[0]!.start.mock.calls[0]![0]).toBeCloseTo(10.56, 6);
  });

  it("takes the output latency out of a timestamp that leaves it out (Firefox's)", () => {
    // Firefox 153: contextTime is currentTime less the output latency, stamped that long ago, so
    // the stamp says what is rendered now is heard now; the context reports 20 ms of latency
    const { oscillators, create } = fakeContext({ contextTime: 9.98, performanceTime: 4000 });
    at(4020, () => {
      const ticker = createWebAudioTicker({ createContext: create });
      ticker.tick(4600);
    });
    expect(oscillators[0]!.start.mock.calls[0]![0]).toBeCloseTo(10.56, 6);
  });

  it.each([
    // WebKitGTK 2.50: performanceTime ran at twice real time, ahead of performance.now()
    ['a reading from the future', { contextTime: 9.9, performanceTime: 6304 }],
    ['a reading over a second old', { contextTime: 7.5, performanceTime: 650 }],
    [
      'a reading that puts what is heard ahead of what was rendered',
      { contextTime: 10.5, performanceTime: 3150 },
    ],
    ['a reading that puts what is heard over a second behind', { contextTime: 8.5, performanceTime: 3150 }],
  ])('passes over %s and maps by the context time and its latency', (_, stamp) => {
    const { oscillators, create } = fakeContext(stamp);
    at(3152, () => {
      const ticker = createWebAudioTicker({ createContext: create });
      ticker.tick(3252); // 100 ms ahead, less the 20 ms output latency
    });
    expect(oscillators[0]!.start.mock.calls[0]![0]).toBeCloseTo(10.08, 6);
  });

  it('passes over the timestamp of a context that has not played yet (context time 0)', () => {
    const { oscillators, create } = fakeContext({ contextTime: 0, performanceTime: 4400 });
    const now = jest.spyOn(performance, 'now').mockReturnValue(5000);
    try {
      const ticker = createWebAudioTicker({ createContext: create });
      ticker.tick(5100); // by the current time less the output latency, not 0.7 s late
      expect(oscillators[0]!.start.mock.calls[0]![0]).toBeCloseTo(10.08, 6);
    } finally {
      now.mockRestore();
    }
  });

  describe("a clock that moves in steps (Firefox's: its sound server's callbacks)", () => {
    /** A context whose clock keeps real time in 23 ms steps, `base` s ahead of the runner's, no latency. */
    function steppedContext() {
      const made = fakeContext();
      const clock = { base: 10 };
      Object.defineProperty(made.ctx, 'currentTime', {
        get: () => clock.base + Math.floor(Date.now() / 23) * 0.023,
      });
      made.ctx.outputLatency = 0;
      made.ctx.baseLatency = 0;
      return { ...made, clock };
    }
    beforeEach(() => jest.useFakeTimers({ now: 0 }));
    afterEach(() => jest.useRealTimers());

    it('maps it by the mean of the last second of readings, not the one at hand', () => {
      const { oscillators, create } = steppedContext();
      const ticker = createWebAudioTicker({ now: () => Date.now(), createContext: create });
      ticker.tick(60_000); // a first cue starts the readings
      jest.advanceTimersByTime(1012); // 44 steps: the clock has just moved, the one reading is the step's top
      ticker.tick(1512);
      // the readings fall all through the step: their mean is its middle, 11.5 ms behind its top
      expect(oscillators[1]!.start.mock.calls[0]![0]).toBeCloseTo(10 + 1.512 - 0.0115, 2);
    });

    it('starts again from a reading far off the others (a clock that jumped)', () => {
      const { oscillators, create, clock } = steppedContext();
      const ticker = createWebAudioTicker({ now: () => Date.now(), createContext: create });
      ticker.tick(60_000);
      jest.advanceTimersByTime(1000);
      clock.base += 0.2;
      ticker.tick(1500);
      expect(Math.abs(oscillators[1]!.start.mock.calls[0]![0] - (10.2 + 1.5))).toBeLessThan(0.023);
    });

    it('unlocks once the clock has moved twice, and maps by what was read after', async () => {
      const { oscillators, create, clock } = steppedContext();
      // a clock still starting: it reads 40 ms behind, and holds still, for its first 100 ms
      const { ctx } = { ctx: create() as unknown as { currentTime: number } };
      const moving = Object.getOwnPropertyDescriptor(ctx, 'currentTime')!.get!;
      Object.defineProperty(ctx, 'currentTime', {
        get: () => (Date.now() < 100 ? clock.base - 0.04 : moving()),
      });
      const ticker = createWebAudioTicker({ now: () => Date.now(), createContext: create });
      ticker.tick(60_000); // read while it was starting
      let unlockedAt = 0;
      const unlocked = ticker.unlock().then(() => (unlockedAt = Date.now()));
      await jest.advanceTimersByTimeAsync(400);
      await unlocked;
      // moved at its start (100 ms) and again at its next step (115 ms), seen at the next 10 ms
      // look; then a tenth of a second of readings
      expect(unlockedAt).toBeGreaterThanOrEqual(215);
      expect(unlockedAt).toBeLessThan(240);
      ticker.tick(500);
      // readings from 200 to 400 ms, 23 ms steps: what the moving clock alone says, within 2 ms
      expect(Math.abs(oscillators[1]!.start.mock.calls[0]![0] - (10 + 0.5 - 0.0115))).toBeLessThan(0.004);
    });

    it('reads the clock only while the context runs, and not after close', async () => {
      const { ctx, create } = steppedContext();
      const reads = jest.spyOn(Date, 'now');
      const ticker = createWebAudioTicker({ now: () => Date.now(), createContext: create });
      ticker.tick(60_000);
      jest.advanceTimersByTime(500);
      expect(reads.mock.calls.length).toBeGreaterThanOrEqual(10);
      ctx.state = 'suspended';
      jest.advanceTimersByTime(100);
      reads.mockClear();
      jest.advanceTimersByTime(1000);
      expect(reads).not.toHaveBeenCalled();
      ctx.state = 'running';
      ticker.tick(61_000);
      await ticker.close();
      reads.mockClear();
      jest.advanceTimersByTime(1000);
      expect(reads).not.toHaveBeenCalled();
    });
  });

  it('cancel silences scheduled ticks', () => {
    const { oscillators, create } = fakeContext();
    const ticker = createWebAudioTicker({ now: () => 0, createContext: create });
    ticker.tick(500);
    ticker.tick(1500);
    ticker.cancel?.();
    for (const osc of oscillators) {
      expect(osc.stop).toHaveBeenCalledTimes(2); // once scheduled, once now
      expect(osc.disconnect).toHaveBeenCalled();
    }
  });
});

describe('on-device voice speaker (audio buffers on the audio clock)', () => {
  function fakeAudio() {
    const sources: {
      buffer: { duration: number; samples?: Float32Array } | null;
      start: jest.Mock;
      stop: jest.Mock;
      disconnect: jest.Mock;
      onended: (() => void) | null;
    }[] = [];
    const gains: { gain: { value: number } }[] = [];
    const ctx = {
      currentTime: 10,
      outputLatency: 0.02,
      state: 'running',
      destination: {},
      resume: jest.fn(async () => {}),
      close: jest.fn(async () => {}),
      createOscillator: () => {
        throw new Error('no oscillators here');
      },
      createGain: () => {
        const g = { gain: { value: 1 }, connect: (n: unknown) => n, disconnect: jest.fn() };
        gains.push(g);
        return g;
      },
      createBuffer: jest.fn((_channels: number, length: number, rate: number) => {
        const b: { duration: number; samples?: Float32Array; copyToChannel: (s: Float32Array) => void } = {
          duration: length / rate,
          copyToChannel: (s: Float32Array) => {
            b.samples = s;
          },
        };
        return b;
      }),
      createBufferSource: () => {
        const src = {
          buffer: null,
          connect: (n: unknown) => n,
          start: jest.fn(),
          stop: jest.fn(),
          disconnect: jest.fn(),
          onended: null,
        };
        sources.push(src);
        return src;
      },
    };
    return { ctx, sources, gains, create: () => ctx as never };
  }
  const half = { samples: new Float32Array(500), sampleRate: 1000 }; // 0.5 s
  const phrases = new Map<string, PhraseAudio>([
    ['Hold', half],
    ['3', half],
    ['2', half],
  ]);

  it('schedules each cue’s audio at the audio time it is heard, at the cue volume', () => {
    const { sources, gains, create } = fakeAudio();
    const speaker = createAudioSpeaker({
      phrase: (t) => phrases.get(t),
      volume: 0.5,
      now: () => 5000,
      createContext: create,
    });
    expect(speaker.scheduleAheadMs).toBe(1000);
    speaker.speakAt!('Hold', 5900, {});
    expect(sources[0]!.buffer!.samples).toBe(half.samples);
    expect(sources[0]!.start.mock.calls[0]![0]).toBeCloseTo(10.88, 6); // 0.9 s ahead, less 20 ms output latency
    expect(gains[0]!.gain.value).toBe(0.5);
  });

  it('starts a phrase its lead early, so its onset, not its first sample, falls on the deadline', () => {
    const { sources, create } = fakeAudio();
    const padded = { ...half, leadMs: 2 };
    const speaker = createAudioSpeaker({ phrase: () => padded, now: () => 5000, createContext: create });
    speaker.speakAt!('Hold', 5900, {});
    expect(sources[0]!.start.mock.calls[0]![0]).toBeCloseTo(10.878, 6);
  });

  it('renders a phrase into one buffer, however often it is said', () => {
    const { ctx, create } = fakeAudio();
    const speaker = createAudioSpeaker({
      phrase: (t) => phrases.get(t),
      now: () => 5000,
      createContext: create,
    });
    for (const at of [6000, 7000, 8000]) speaker.speakAt!('3', at, {});
    expect(ctx.createBuffer).toHaveBeenCalledTimes(1);
  });

  it('a cue starting while the one before still sounds cuts that one at its start', () => {
    const { sources, create } = fakeAudio();
    const speaker = createAudioSpeaker({
      phrase: (t) => phrases.get(t),
      now: () => 5000,
      createContext: create,
    });
    speaker.speakAt!('3', 6000, {}); // sounds 10.98–11.48
    speaker.speakAt!('2', 6300, {}); // starts 11.28
    expect(sources[0]!.stop.mock.calls[0]![0]).toBeCloseTo(11.28, 6);
    expect(sources[1]!.stop).not.toHaveBeenCalled();
    speaker.speakAt!('Hold', 7000, {}); // after '2' ends: nothing cut
    expect(sources[1]!.stop).not.toHaveBeenCalled();
  });

  it('cancel stops everything scheduled or sounding; an ended cue is let go', () => {
    const { sources, create } = fakeAudio();
    const onEnd = jest.fn();
    const speaker = createAudioSpeaker({
      phrase: (t) => phrases.get(t),
      now: () => 5000,
      createContext: create,
    });
    speaker.speakAt!('Hold', 5200, { onEnd });
    speaker.speakAt!('3', 6000, {});
    sources[0]!.onended!();
    expect(onEnd).toHaveBeenCalled();
    speaker.cancel();
    expect(sources[0]!.disconnect).not.toHaveBeenCalled(); // it had ended already
    expect(sources[1]!.stop).toHaveBeenCalledWith(undefined);
    expect(sources[1]!.disconnect).toHaveBeenCalled();
  });

  it('a phrase not rendered is skipped and logged, never a crash', () => {
    const { sources, create } = fakeAudio();
    const log = jest.fn();
    const speaker = createAudioSpeaker({ phrase: () => undefined, now: () => 0, createContext: create, log });
    speaker.speakAt!('Halfway', 100, {});
    expect(sources).toHaveLength(0);
    expect(log).toHaveBeenCalledWith('On-device voice: "Halfway" was not rendered');
  });
});

describe('screen wake lock', () => {
  function fakes() {
    const sentinels: { released: boolean; release: jest.Mock }[] = [];
    const request = jest.fn(async () => {
      const s = {
        released: false,
        release: jest.fn(async () => {
          s.released = true;
        }),
      };
      sentinels.push(s);
      return s as unknown as WakeLockSentinel;
    });
    const listeners = new Set<() => void>();
    const doc = {
      visibilityState: 'visible' as DocumentVisibilityState,
      addEventListener: (_: string, fn: () => void) => listeners.add(fn),
      removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
    } as unknown as Document;
    return { sentinels, request, listeners, doc, nav: { wakeLock: { request } } };
  }

  it('takes the lock again when the page comes back, until released', async () => {
    const { sentinels, request, listeners, doc, nav } = fakes();
    const release = await createScreenWakeLock({ navigator: nav, document: doc }).request();
    expect(request).toHaveBeenCalledWith('screen');
    sentinels[0]!.released = true; // the browser drops it while the page is hidden
    for (const fn of listeners) fn();
    await Promise.resolve();
    expect(request).toHaveBeenCalledTimes(2);
    await release();
    expect(sentinels[1]!.release).toHaveBeenCalled();
    expect(listeners.size).toBe(0);
  });

  it('rejects where the API is missing, as not supported', async () => {
    const missing = createScreenWakeLock({ navigator: {} }).request();
    await expect(missing).rejects.toThrow('not available');
    await expect(missing).rejects.toMatchObject({ name: 'NotSupportedError' });
  });

  it('takes back at once a lock dropped while the page is seen; refused then, the run hears it is lost', async () => {
    const releaseListeners: (() => void)[] = [];
    let granting = true;
    const request = jest.fn(async () => {
      if (!granting) throw new Error('NotAllowedError');
      const s = {
        released: false,
        release: jest.fn(async () => {
          s.released = true;
        }),
        addEventListener: (_: string, fn: () => void) => releaseListeners.push(fn),
      };
      return s as unknown as WakeLockSentinel;
    });
    const doc = {
      visibilityState: 'visible',
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    } as unknown as Document;
    const onLost = jest.fn();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await createScreenWakeLock({ navigator: { wakeLock: { request } }, document: doc }).request(onLost);
    const drop = async () => {
      const sentinel = (await request.mock.results.at(-1)!.value) as { released: boolean };
      sentinel.released = true;
      releaseListeners.at(-1)!();
      for (let i = 0; i < 3; i++) await Promise.resolve();
    };
    await drop(); // the browser lets go of it on a visible page: asked again at once
    expect(request).toHaveBeenCalledTimes(2);
    expect(onLost).not.toHaveBeenCalled();
    granting = false; // far from a tap, WebKit says no
    await drop();
    expect(request).toHaveBeenCalledTimes(3);
    expect(onLost).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
