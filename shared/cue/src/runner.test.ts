import { defaultInputs } from './inputs';
import { SpeechLatency } from './latency';
import { compilePlan } from './plan';
import {
  CueRunner,
  SCHEDULE_START_MS,
  type RunnerOptions,
  type RunnerSnapshot,
  type TraceOutcome,
} from './runner';
import { FakeClock, RecordingSpeaker, RecordingTicker, SchedulingSpeaker, spoken } from './testing';
import type { CueEvent, CuePlan, ToolInputs } from './types';
import type { ToolKey } from '@handyq/domain';

const plan = <T extends ToolKey>(tool: T, over: Partial<ToolInputs<T>> = {}) =>
  compilePlan(tool, { ...defaultInputs(tool), ...over });

/** A small deterministic PRNG, so a failing run can be replayed. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Setup {
  start?: number;
  lateness?: () => number;
  latencyMs?: number;
  durationMs?: number;
  voiceId?: string;
  reportsStart?: boolean;
  options?: Partial<RunnerOptions>;
}

function setup(p: CuePlan, s: Setup = {}) {
  const clock = new FakeClock(s.start ?? 1000, s.lateness);
  const speaker = new RecordingSpeaker(clock, {
    latencyMs: s.latencyMs,
    durationMs: s.durationMs,
    voiceId: s.voiceId,
    reportsStart: s.reportsStart,
  });
  const ticker = new RecordingTicker(clock);
  const traces: { event: CueEvent; at: number; outcome: TraceOutcome }[] = [];
  const log = jest.fn();
  const runner = new CueRunner(p, {
    clock,
    speaker,
    ticker,
    log,
    trace: (event, at, outcome) => traces.push({ event, at, outcome }),
    ...s.options,
  });
  const snapshots: RunnerSnapshot[] = [];
  runner.subscribe((snap) => snapshots.push(snap));
  const fired = (kind: CueEvent['kind']) =>
    traces.filter((t) => t.event.kind === kind && t.outcome === 'fired');
  return { clock, speaker, ticker, runner, traces, snapshots, log, fired };
}

describe('CueRunner', () => {
  it('speaks, shows and ticks every event at origin + at', () => {
    const p = plan('entryBuddy', { getReadyTime: 3, numSets: 2, restTime: 10, entryCount: 3, holdTime: 2 });
    const { clock, speaker, ticker, runner, fired } = setup(p);
    expect(runner.start()).toBe(true);
    clock.advanceTo(1000 + p.durationMs + 5000);

    expect(speaker.calls.map((c) => [c.calledAt - 1000, c.text])).toEqual(spoken(p));
    // of displays due at the same instant (a zero-length phase, then the next) the last shows
    const all = p.events.filter((e) => e.kind === 'display');
    const displays = all.filter((e, i) => all[i + 1]?.at !== e.at);
    expect(displays.length).toBeLessThan(all.length);
    expect(displays.length).toBeGreaterThan(30);
    expect(fired('display').map((t) => [t.at - 1000, t.event])).toEqual(displays.map((e) => [e.at, e]));
    const ticks = p.events.filter((e) => e.kind === 'tick').map((e) => 1000 + e.at);
    expect(ticks.length).toBeGreaterThan(5);
    // handed to the ticker 100 ms early, with the exact deadline for the audio clock
    expect(ticker.ticks).toEqual(ticks.map((at) => ({ at, calledAt: at - 100 })));
    expect(runner.state).toBe('done');
    expect(runner.getSnapshot().display?.label).toBe('Done!💪');
    expect(clock.pending).toBe(0);
  });

  it('tells subscribers the state and the latest display', () => {
    const p = plan('holdOn', { getReadyTime: 2, numSets: 2, holdTime: 5, restTime: 5 });
    const { clock, runner, snapshots } = setup(p);
    expect(runner.getSnapshot()).toMatchObject({ state: 'idle', display: null, canReset: true });
    runner.start();
    clock.advanceTo(1000 + 1200);
    expect(runner.getSnapshot().display).toMatchObject({ label: 'Get ready', remaining: 2, clock: '00:02' });
    expect(runner.getSnapshot()).toBe(runner.getSnapshot());
    clock.advanceTo(1000 + p.durationMs);
    const states = snapshots.map((s) => s.state).filter((s, i, all) => s !== all[i - 1]);
    expect(states).toEqual(['running', 'done']);
    const labels = snapshots.map((s) => s.display?.label).filter((s, i, all) => s && s !== all[i - 1]);
    expect(labels).toEqual(['Get ready', 'Hold', 'Rest', 'Hold', 'Done!💪']);
    expect(snapshots.find((s) => s.display?.label === 'Rest')?.display?.next).toEqual({
      set: 2,
      label: 'Hold',
    });
    expect(snapshots.find((s) => s.display?.phase === 'hold')?.phase).toMatchObject({
      label: 'Hold',
      durationMs: 5000,
    });
  });

  it('can start again once done, not while running', () => {
    const p = plan('holdOn', { getReadyTime: 0, holdTime: 5 });
    const { clock, runner, speaker } = setup(p);
    runner.start();
    expect(runner.start()).toBe(false);
    clock.advance(p.durationMs);
    expect(runner.state).toBe('done');
    expect(runner.start()).toBe(true);
    clock.advance(p.durationMs);
    expect(speaker.texts().filter((t) => t === '1st set. Hold')).toHaveLength(2);
  });

  describe('pause and resume (HoldOn)', () => {
    it('shift every later deadline by the paused time and silence the pause', () => {
      const p = plan('holdOn', { getReadyTime: 0, holdTime: 30, calloutStep: 10 });
      const { clock, runner, speaker, ticker } = setup(p, { start: 0 });
      runner.start();
      clock.advanceTo(10_500);
      expect(runner.planTimeMs()).toBe(10_500);
      expect(runner.pause()).toBe(true);
      expect(runner.getSnapshot()).toMatchObject({ state: 'paused', canPause: false });
      expect(speaker.cancels).toEqual([0, 10_500]); // the first cancel is start's clean slate
      expect(ticker.cancels).toBeGreaterThan(0);
      const spokenBefore = speaker.calls.length;
      clock.advanceTo(17_500);
      expect(speaker.calls).toHaveLength(spokenBefore);
      expect(runner.planTimeMs()).toBe(10_500);
      expect(runner.resume()).toBe(true);
      expect(runner.planTimeMs()).toBe(10_500);
      clock.advanceTo(100_000);
      expect(speaker.calls.map((c) => [c.calledAt, c.text])).toEqual([
        [0, '1st set. Hold'],
        [10_000, '10 seconds'],
        [15_000 + 7000, 'Halfway'],
        ...Array.from({ length: 10 }, (_, i) => [20_000 + 7000 + i * 1000, String(10 - i)]),
        [30_000 + 7000, 'Session over. Good job!'],
      ]);
    });

    it('re-issues a cue that was spoken early for a deadline after the pause', () => {
      const p = plan('holdOn', { getReadyTime: 0, holdTime: 30, calloutStep: 10 });
      const latency = new SpeechLatency();
      for (let i = 0; i < 3; i++) latency.record('default', 300);
      const { clock, runner, speaker } = setup(p, { start: 0, options: { latency } });
      runner.start(); // origin at 300: the first cue is called now, heard at 300
      clock.advanceTo(300 + 15_000 - 100); // 'Halfway' was called 300 ms before its deadline
      expect(speaker.calls.at(-1)).toEqual(expect.objectContaining({ text: 'Halfway', calledAt: 15_000 }));
      runner.pause();
      clock.advance(5000);
      runner.resume();
      clock.advance(1000);
      expect(speaker.texts().filter((t) => t === 'Halfway')).toHaveLength(2);
      // its call time (300 ms before the shifted deadline) passed during the pause: called at once
      expect(speaker.calls.at(-1)?.calledAt).toBe(15_200 + 5000);
    });

    it('is offered by HoldOn only', () => {
      const { runner } = setup(plan('entryBuddy'));
      runner.start();
      expect(runner.canPause).toBe(false);
      expect(runner.pause()).toBe(false);
      expect(runner.state).toBe('running');
    });
  });

  it('reset mid-speech cancels it and nothing fires any more', () => {
    const p = plan('holdOn', { getReadyTime: 0, holdTime: 30, calloutStep: 10 });
    const { clock, runner, speaker, ticker, snapshots } = setup(p, { durationMs: 800 });
    runner.start();
    clock.advanceTo(1000 + 10_200); // '10 seconds' is being spoken
    expect(speaker.calls.at(-1)?.text).toBe('10 seconds');
    const calls = speaker.calls.length;
    expect(runner.reset()).toBe(true);
    expect(speaker.cancels.at(-1)).toBe(1000 + 10_200);
    expect(ticker.cancels).toBeGreaterThan(0);
    expect(runner.getSnapshot()).toMatchObject({ state: 'idle', display: null, phase: null });
    const notified = snapshots.length;
    clock.advance(3_600_000);
    expect(speaker.calls).toHaveLength(calls);
    expect(snapshots).toHaveLength(notified);
    expect(clock.pending).toBe(0);
  });

  describe('mid-session edits', () => {
    const editable = <T extends ToolKey>(tool: T, over: Partial<ToolInputs<T>>, s: Setup = {}) => {
      const inputs = { ...defaultInputs(tool), ...over };
      return setup(compilePlan(tool, inputs), {
        ...s,
        options: { ...s.options, recompile: (durations) => compilePlan(tool, inputs, { durations }) },
      });
    };
    const saidFrom = (speaker: RecordingSpeaker, from: number) =>
      speaker.calls.filter((c) => c.calledAt >= from).map((c) => [c.calledAt, c.text]);

    it('+15 s to a hold: announced, the countdown moves to the new end, the display and ring follow', () => {
      const { clock, runner, speaker, snapshots } = editable('holdOn', {
        getReadyTime: 0,
        holdTime: 30,
        calloutStep: 10,
      });
      runner.start();
      clock.advanceTo(1000 + 12_000);
      expect(runner.getSnapshot().canEdit).toBe(true);
      expect(runner.addTime(15_000)).toBe(true);
      expect(saidFrom(speaker, 13_000)).toEqual([[13_000, '15 more seconds']]);
      expect(snapshots.at(-1)).toMatchObject({
        phase: { label: 'Hold', at: 0, durationMs: 45_000 },
        display: { label: 'Hold', remaining: 33, clock: '00:33' },
      });
      clock.advanceTo(1000 + 50_000);
      expect(saidFrom(speaker, 13_001)).toEqual([
        [21_000, '20 seconds'],
        [23_000, 'Halfway'],
        [31_000, '30 seconds'],
        ...[10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((n) => [1000 + 45_000 - n * 1000, String(n)]),
        [46_000, 'Session over. Good job!'],
      ]);
      expect(runner.state).toBe('done');
      expect(runner.plan.durationMs).toBe(45_000);
    });

    it('+1:00 during the last countdown starts the countdown again from the new end', () => {
      const { clock, runner, speaker } = editable('holdOn', { getReadyTime: 0, holdTime: 20 });
      runner.start();
      clock.advanceTo(1000 + 16_000); // '4' was just said
      expect(runner.addTime(60_000)).toBe(true);
      clock.advanceTo(1000 + 81_000);
      const said = saidFrom(speaker, 17_000).map(([, text]) => text);
      expect(said.slice(0, 2)).toEqual(['4', '1 more minute']);
      // then callouts at 20, 30, 50 and 60 s, 'Halfway' at 40 s (it wins over '40 seconds'), the countdown, the end
      expect(said).toHaveLength(2 + 4 + 1 + 10 + 1);
      expect(said.slice(-11)).toEqual([
        '10',
        '9',
        '8',
        '7',
        '6',
        '5',
        '4',
        '3',
        '2',
        '1',
        'Session over. Good job!',
      ]);
      expect(speaker.calls.find((c) => c.text === 'Session over. Good job!')?.calledAt).toBe(1000 + 80_000);
    });

    it('+15 s during the get-ready count: it counts on from the new end', () => {
      const { clock, runner, speaker } = editable('holdOn', { getReadyTime: 5, holdTime: 10 });
      runner.start();
      clock.advanceTo(1000 + 3500); // 'Get ready in...', '5', '4', '3' said
      expect(runner.addTime(15_000)).toBe(true);
      clock.advanceTo(1000 + 10_000);
      expect(saidFrom(speaker, 4500)).toEqual([
        [4500, '15 more seconds'],
        [5200, '17'],
        [6200, '16'],
        [7200, '15'],
        [8200, '14'],
        [9200, '13'],
        [10_200, '12'],
      ]);
      expect(runner.plan.durationMs).toBe(6200 + 15_000 + 10_000);
    });

    it('skip rest: the next set starts at once, and the whole plan moves earlier', () => {
      const { clock, runner, speaker, snapshots } = editable('holdOn', {
        getReadyTime: 0,
        numSets: 2,
        holdTime: 5,
        restTime: 30,
      });
      runner.start();
      clock.advanceTo(1000 + 8000); // 3 s into the rest
      expect(runner.getSnapshot().display).toMatchObject({ label: 'Rest', next: { set: 2, label: 'Hold' } });
      expect(runner.skipPhase()).toBe(true);
      expect(saidFrom(speaker, 9000)).toEqual([[9000, '2nd set. Hold']]);
      expect(snapshots.at(-1)).toMatchObject({
        phase: { label: 'Hold', at: 8000, durationMs: 5000, set: 2 },
        display: { label: 'Hold', set: 2, remaining: 5, next: null },
      });
      clock.advanceTo(1000 + 20_000);
      expect(speaker.calls.at(-1)).toMatchObject({
        text: 'Session over. Good job!',
        calledAt: 1000 + 13_000,
      });
      expect(runner.plan.durationMs).toBe(13_000);
    });

    it('with a learned speech latency, a skip starts the next phase one lead later: its first cue is heard on it', () => {
      const latency = new SpeechLatency();
      for (let i = 0; i < 3; i++) latency.record('default', 120);
      const inputs = { ...defaultInputs('holdOn'), getReadyTime: 0, numSets: 2, holdTime: 5, restTime: 30 };
      const { clock, runner, speaker, snapshots } = setup(compilePlan('holdOn', inputs), {
        latencyMs: 120,
        options: { latency, recompile: (durations) => compilePlan('holdOn', inputs, { durations }) },
      });
      runner.start(); // origin = 1000 + 120
      clock.advanceTo(1120 + 8000); // 3 s into the rest
      expect(runner.skipPhase()).toBe(true);
      clock.advanceTo(9120 + 500);
      expect(snapshots.at(-1)).toMatchObject({ phase: { label: 'Hold', at: 8120, set: 2 } });
      const cue = speaker.calls.find((c) => c.text === '2nd set. Hold')!;
      expect(cue).toMatchObject({ calledAt: 9120, startedAt: 9120 + 120 });
    });

    it('a skip on a clock that moves between reads still announces the next phase', () => {
      // a real clock: every read is a little later than the one before
      class CreepingClock extends FakeClock {
        override now(): number {
          const t = super.now();
          this.stall(0.25);
          return t;
        }
      }
      const inputs = { ...defaultInputs('holdOn'), getReadyTime: 0, numSets: 2, holdTime: 10, restTime: 30 };
      const clock = new CreepingClock(1000);
      const speaker = new RecordingSpeaker(clock);
      const runner = new CueRunner(compilePlan('holdOn', inputs), {
        clock,
        speaker,
        recompile: (durations) => compilePlan('holdOn', inputs, { durations }),
      });
      runner.start();
      clock.advance(3000);
      expect(runner.skipPhase()).toBe(true);
      expect(speaker.texts().at(-1)).toBe('Rest');
      clock.advance(2000);
      expect(runner.skipPhase()).toBe(true);
      expect(speaker.texts().at(-1)).toBe('2nd set. Hold');
      expect(runner.getSnapshot().display).toMatchObject({ label: 'Hold', set: 2 });
    });

    it('skip to the next phase in a ShapeJam: the next shape is called at once', () => {
      const { clock, runner, speaker } = editable('shapeJam', {
        getReadyTime: 0,
        numReps: 1,
        shapes: [
          { shape: 'tuck', holdTime: 10 },
          { shape: 'straight', holdTime: 10 },
        ],
      });
      runner.start();
      const tuckAt = runner.plan.events.find((e) => e.kind === 'phase' && e.label === 'Tuck')!.at;
      clock.advanceTo(1000 + tuckAt + 2500);
      expect(runner.skipPhase()).toBe(true);
      expect(speaker.calls.at(-1)).toMatchObject({ text: 'straight', calledAt: 1000 + tuckAt + 2500 });
      expect(runner.getSnapshot().display).toMatchObject({ label: 'Straight', remaining: 10 });
    });

    it('is refused when idle, paused, waiting for a signal, done, or without a recompile', () => {
      const { clock, runner } = editable('holdOn', { getReadyTime: 0, holdTime: 10 });
      expect([runner.canEdit, runner.addTime(15_000), runner.skipPhase()]).toEqual([false, false, false]);
      runner.start();
      clock.advance(2000);
      runner.pause();
      expect([runner.canEdit, runner.addTime(15_000), runner.skipPhase()]).toEqual([false, false, false]);
      runner.resume();
      expect(runner.addTime(0)).toBe(false);
      clock.advance(60_000);
      expect(runner.state).toBe('done');
      expect(runner.addTime(15_000)).toBe(false);

      const drill = editable('drillDJ', { getReadyTime: 0, numReps: 1 });
      drill.runner.start();
      drill.clock.advanceTo(1000 + 60_000);
      expect(drill.runner.state).toBe('waitingForSignal');
      expect(drill.runner.skipPhase()).toBe(false);

      const fixed = setup(plan('holdOn', { getReadyTime: 0 }));
      fixed.runner.start();
      fixed.clock.advance(1000);
      expect([fixed.runner.canEdit, fixed.runner.addTime(15_000)]).toEqual([false, false]);
    });

    it("a new start plays the plan as compiled, without the last run's edits", () => {
      const { clock, runner } = editable('holdOn', { getReadyTime: 0, holdTime: 10 });
      runner.start();
      clock.advance(2000);
      runner.addTime(60_000);
      clock.advance(120_000);
      expect(runner.state).toBe('done');
      runner.start();
      expect(runner.plan.durationMs).toBe(10_000);
    });

    it("an hour with edits every few minutes: every cue on the final plan's clock, the end on time", () => {
      const random = mulberry32(7);
      const inputs = { ...defaultInputs('holdOn'), getReadyTime: 5, numSets: 20, holdTime: 90, restTime: 90 };
      const { clock, runner, speaker } = setup(compilePlan('holdOn', inputs), {
        lateness: () => random() * 8,
        reportsStart: false,
        options: {
          recompile: (durations) => compilePlan('holdOn', inputs, { durations }),
          trace: (event, at, outcome, timing) => traced.push({ event, at, outcome, ...timing }),
        },
      });
      const traced: {
        event: CueEvent;
        at: number;
        outcome: TraceOutcome;
        planMs: number;
        intendedMs: number;
      }[] = [];
      runner.start();
      let expected = runner.plan.durationMs;
      let edits = 0;
      for (let t = 1000 + 90_000; runner.state === 'running'; t += 170_000 + Math.round(random() * 20_000)) {
        clock.advanceTo(t);
        if (!runner.canEdit) continue;
        const phase = runner.getSnapshot().phase!;
        const kind = edits++ % 3;
        if (kind === 2) {
          expected -= phase.at + phase.durationMs - runner.planTimeMs();
          expect(runner.skipPhase()).toBe(true);
        } else {
          const ms = kind === 0 ? 15_000 : 60_000;
          expected += ms;
          expect(runner.addTime(ms)).toBe(true);
        }
        expect(runner.plan.durationMs).toBe(expected);
      }
      clock.advanceTo(1000 + expected + 5000);
      expect(edits).toBeGreaterThanOrEqual(15);
      expect(runner.state).toBe('done');
      expect(expected).toBeGreaterThan(55 * 60_000);
      // everything the runner acted on, it acted on 0–8 ms after it meant to
      const late = traced.filter((t) => t.outcome === 'fired').map((t) => t.at - t.intendedMs);
      expect(Math.min(...late)).toBeGreaterThanOrEqual(0);
      expect(Math.max(...late)).toBeLessThanOrEqual(8);
      const end = traced.find((t) => t.event.kind === 'done')!;
      expect(end.planMs).toBe(1000 + expected);
      expect(end.at - end.planMs).toBeLessThan(10);
      expect(speaker.calls.at(-1)?.text).toBe('Session over. Good job!');
    });
  });

  describe('DrillDJ', () => {
    const drill = () => plan('drillDJ', { getReadyTime: 0, numSets: 2, restTime: 5, numReps: 1 }); // waits at 11 s

    it('waits for the signal with the plan clock stopped, then continues from the signal', () => {
      const p = drill();
      const { clock, runner, speaker, ticker } = setup(p, { start: 0 });
      runner.start();
      clock.advanceTo(11_000);
      expect(runner.state).toBe('waitingForSignal');
      expect(runner.getSnapshot().display?.label).toBe('Tap when done');
      const calls = speaker.calls.length;
      const ticks = ticker.ticks.length;
      clock.advanceTo(71_000);
      expect(speaker.calls).toHaveLength(calls);
      expect(ticker.ticks).toHaveLength(ticks);
      expect(runner.planTimeMs()).toBe(11_000);
      expect(runner.signal()).toBe(true);
      expect(runner.signal()).toBe(false);
      clock.advanceTo(78_000);
      expect(speaker.calls.slice(calls).map((c) => [c.calledAt, c.text])).toEqual([
        [71_000, 'Rest'],
        [72_000, '4'],
        [73_000, '3'],
        [74_000, '2'],
        [75_000, '1'],
        [76_000, '2nd set. Slide drill'],
      ]);
    });

    it('refuses reset while a ticking phase runs, allows it while waiting', () => {
      const p = drill();
      const { clock, runner, snapshots } = setup(p, { start: 0 });
      runner.start();
      clock.advanceTo(1500);
      expect(runner.canReset).toBe(false);
      expect(snapshots.at(-1)?.canReset).toBe(false);
      expect(runner.reset()).toBe(false);
      expect(runner.state).toBe('running');
      clock.advanceTo(11_000);
      expect(runner.getSnapshot().canReset).toBe(true);
      expect(runner.reset()).toBe(true);
      expect(runner.state).toBe('idle');
    });

    it('stop (the page is left) ends a ticking phase Reset may not: silent, no timers, wake lock released', async () => {
      const release = jest.fn();
      const p = drill();
      const { clock, runner, speaker, ticker } = setup(p, {
        start: 0,
        options: { wakeLock: { request: async () => release } },
      });
      runner.start();
      await Promise.resolve();
      clock.advanceTo(1500);
      expect(runner.canReset).toBe(false);
      const calls = speaker.calls.length;
      const ticks = ticker.ticks.length;
      runner.stop();
      expect(runner.getSnapshot()).toMatchObject({ state: 'idle', display: null, phase: null });
      expect(speaker.cancels.at(-1)).toBe(1500);
      expect(ticker.cancels).toBeGreaterThan(0);
      expect(release).toHaveBeenCalledTimes(1);
      clock.advance(3_600_000);
      expect(speaker.calls).toHaveLength(calls);
      expect(ticker.ticks).toHaveLength(ticks);
      expect(clock.pending).toBe(0);
      // a second stop, or one when idle, does nothing
      runner.stop();
      expect(release).toHaveBeenCalledTimes(1);
    });
  });

  describe('catch-up after a stall (throttled background tab)', () => {
    it('skips stale speech and displays, never a burst; speaks the one still fresh', () => {
      const p = plan('holdOn', { getReadyTime: 0, holdTime: 30, calloutStep: 10 });
      const { clock, runner, speaker, snapshots, traces } = setup(p, { start: 0 });
      runner.start();
      clock.advanceTo(19_500);
      const calls = speaker.calls.length;
      const notified = snapshots.length;
      clock.stall(5000); // 10, 9, 8, 7, 6 were due at 20 … 24 s
      clock.advance(0);
      expect(speaker.calls.slice(calls).map((c) => [c.calledAt, c.text])).toEqual([[24_500, '6']]);
      expect(snapshots).toHaveLength(notified + 1);
      expect(runner.getSnapshot().display).toMatchObject({ remaining: 6, elapsed: 24 });
      const skipped = traces.filter((t) => t.outcome === 'skipped' && t.at === 24_500);
      expect(
        skipped.filter((t) => t.event.kind === 'speak').map((t) => (t.event as { text: string }).text),
      ).toEqual(['10', '9', '8', '7']);
      expect(skipped.filter((t) => t.event.kind === 'display')).toHaveLength(4);
      clock.advanceTo(40_000);
      expect(speaker.calls.slice(calls + 1, calls + 3).map((c) => [c.calledAt, c.text])).toEqual([
        [25_000, '5'],
        [26_000, '4'],
      ]);
      expect(runner.state).toBe('done');
    });

    it('drops ticks whose time has passed and keeps the next ones on time', () => {
      const p = plan('drillDJ', { getReadyTime: 0, numReps: 1 }); // slide down 3–7 s, ticks 4, 5, 6
      const { clock, runner, ticker } = setup(p, { start: 0 });
      runner.start();
      clock.advanceTo(3500);
      clock.stall(2000);
      clock.advanceTo(8000);
      expect(ticker.ticks.map((t) => t.at)).toEqual([2000, 6000, 8000]);
    });
  });

  describe('timing accuracy', () => {
    function runLong(p: CuePlan, seed: number) {
      const random = mulberry32(seed);
      const s = setup(p, { lateness: () => random() * 8, reportsStart: false });
      s.runner.start();
      s.clock.advanceTo(1000 + p.durationMs + 1000);
      return s;
    }
    const errorsOf = (fired: { event: CueEvent; at: number }[]) =>
      fired.map((t) => t.at - (1000 + t.event.at));

    it('does not drift over an hour of timers that fire 0–8 ms late', () => {
      const p = plan('holdOn', { getReadyTime: 5, numSets: 20, holdTime: 90, restTime: 90, calloutStep: 10 });
      expect(p.durationMs).toBeGreaterThan(58 * 60_000);
      const { runner, speaker, fired } = runLong(p, 42);
      expect(runner.state).toBe('done');

      const speechErrors = speaker.calls.map((c, i) => c.calledAt - (1000 + spoken(p)[i]![0]));
      expect(speaker.calls).toHaveLength(spoken(p).length);
      const displayErrors = errorsOf(fired('display'));
      expect(displayErrors).toHaveLength(p.events.filter((e) => e.kind === 'display').length);
      for (const errors of [speechErrors, displayErrors]) {
        expect(Math.min(...errors)).toBeGreaterThanOrEqual(0);
        expect(Math.max(...errors)).toBeLessThanOrEqual(8);
      }
      // the last hour's cues are as close to their deadlines as the first minute's
      const lastMinute = displayErrors.slice(-60);
      expect(Math.max(...lastMinute)).toBeLessThanOrEqual(8);
      const end = errorsOf(fired('done'));
      expect(end).toHaveLength(1);
      expect(end[0]).toBeLessThan(10);
    });

    it('hands every tick of an hour to the ticker with its exact deadline, ahead of time', () => {
      const p = plan('entryBuddy', {
        getReadyTime: 0,
        numSets: 2,
        restTime: 300,
        entryCount: 30,
        holdTime: 30,
        timeBetween: 30,
      });
      expect(p.durationMs).toBeGreaterThan(60 * 60_000);
      const { ticker, fired } = runLong(p, 7);
      const deadlines = p.events.filter((e) => e.kind === 'tick').map((e) => 1000 + e.at);
      expect(ticker.ticks.map((t) => t.at)).toEqual(deadlines);
      for (const t of ticker.ticks) {
        expect(t.at - t.calledAt).toBeGreaterThanOrEqual(92);
        expect(t.at - t.calledAt).toBeLessThanOrEqual(100);
      }
      expect(errorsOf(fired('done'))[0]).toBeLessThan(10);
    });
  });

  describe('learned speech latency', () => {
    it('over an hour with 120 ms speech latency and late timers, every cue is heard on time', () => {
      const p = plan('holdOn', { getReadyTime: 5, numSets: 20, holdTime: 90, restTime: 90, calloutStep: 10 });
      const random = mulberry32(3);
      const { clock, runner, speaker } = setup(p, {
        lateness: () => random() * 8,
        latencyMs: 120,
        durationMs: 400,
      });
      runner.start();
      clock.advanceTo(1000 + p.durationMs + 2000);
      const deadlines = spoken(p).map(([at]) => 1000 + at);
      const heard = speaker.calls.slice(3).map((c, i) => c.startedAt! - deadlines[i + 3]!);
      expect(heard).toHaveLength(deadlines.length - 3);
      // the fake's onstart also comes 0–8 ms late: error = timer lateness twice, less the lead's
      const abs = heard.map(Math.abs).sort((a, b) => a - b);
      expect(abs[Math.floor(abs.length * 0.95)]).toBeLessThan(12);
      expect(abs.at(-1)).toBeLessThan(17);
      expect(runner.speechLeadMs()).toBeGreaterThanOrEqual(120);
      expect(runner.speechLeadMs()).toBeLessThanOrEqual(128);
    });

    it('speaks ahead by the voice latency so each cue starts on its deadline', () => {
      const p = plan('holdOn', { getReadyTime: 5, holdTime: 30, calloutStep: 10 });
      const latency = new SpeechLatency();
      const { clock, runner, speaker } = setup(p, { latencyMs: 120, durationMs: 300, options: { latency } });
      runner.start();
      clock.advanceTo(1000 + p.durationMs + 1000);
      const deadlines = spoken(p).map(([at]) => 1000 + at);
      expect(speaker.calls).toHaveLength(deadlines.length);
      // nothing learned yet: the first cue is heard 120 ms late
      expect(speaker.calls[0]!.startedAt! - deadlines[0]!).toBe(120);
      // after a few cues: called 120 ms early, heard on time
      speaker.calls.slice(3).forEach((c, i) => {
        expect(deadlines[i + 3]! - c.calledAt).toBe(120);
        expect(c.startedAt).toBe(deadlines[i + 3]);
      });
      expect(latency.estimate('default')).toBe(120);
      expect(runner.speechLeadMs()).toBe(120);
    });

    it('starts the next session with the lead already learned', () => {
      const latency = new SpeechLatency();
      const p = plan('holdOn', { getReadyTime: 3, holdTime: 10 });
      const first = setup(p, { latencyMs: 150, options: { latency } });
      first.runner.start();
      first.clock.advance(p.durationMs + 1000);
      const second = setup(p, { latencyMs: 150, options: { latency } });
      second.runner.start();
      second.clock.advance(p.durationMs + 1000);
      expect(second.speaker.calls[0]!.startedAt! - (second.speaker.calls[0]!.calledAt + 150)).toBe(0);
      // the plan started one lead after start(): 'Get ready in...' is heard 150 ms after the tap
      expect(second.speaker.calls[0]!.startedAt).toBe(1000 + 150);
    });

    it('learns per voice', () => {
      const latency = new SpeechLatency();
      const p = plan('holdOn', { getReadyTime: 3, holdTime: 10 });
      const a = setup(p, { latencyMs: 200, voiceId: 'en-GB', options: { latency } });
      a.runner.start();
      a.clock.advance(p.durationMs);
      expect(latency.estimate('en-GB')).toBe(200);
      const b = setup(p, { latencyMs: 50, voiceId: 'en-US', options: { latency } });
      expect(b.runner.speechLeadMs()).toBe(0);
      b.runner.start();
      b.clock.advance(p.durationMs);
      expect(latency.estimate('en-US')).toBe(50);
      expect(latency.estimate('en-GB')).toBe(200);
    });

    it('caps the lead at 400 ms', () => {
      const p = plan('holdOn', { getReadyTime: 5, holdTime: 20 });
      const { clock, runner, speaker } = setup(p, { latencyMs: 900 });
      runner.start();
      clock.advance(p.durationMs + 2000);
      expect(runner.speechLeadMs()).toBe(400);
      const last = speaker.calls.at(-1)!;
      expect(1000 + p.durationMs - last.calledAt).toBe(400);
    });

    it('never calls a cue before the previous cue’s deadline', () => {
      const p: CuePlan = {
        tool: 'holdOn',
        pausable: false,
        durationMs: 3000,
        events: [
          { kind: 'speak', at: 0, text: 'one', cues: ['announce'] },
          { kind: 'speak', at: 100, text: 'two', cues: ['announce'] },
          { kind: 'speak', at: 2000, text: 'three', cues: ['announce'] },
          { kind: 'done', at: 3000 },
        ],
      };
      const latency = new SpeechLatency();
      latency.record('default', 300);
      const { clock, runner, speaker } = setup(p, { start: 0, latencyMs: 300, options: { latency } });
      runner.start(); // origin = 300
      clock.advance(5000);
      expect(speaker.calls.map((c) => [c.text, c.calledAt])).toEqual([
        ['one', 0],
        ['two', 300], // not 100 (deadline 400 - 300): that is before 'one' is due
        ['three', 2000],
      ]);
    });

    it('calls the next cue with a lead learned after the timer was armed', () => {
      // nothing else is due between the two cues: only the first's onstart can move the timer
      const p: CuePlan = {
        tool: 'holdOn',
        pausable: false,
        durationMs: 3000,
        events: [
          { kind: 'speak', at: 0, text: 'one', cues: ['announce'] },
          { kind: 'speak', at: 2000, text: 'two', cues: ['announce'] },
          { kind: 'done', at: 3000 },
        ],
      };
      const { clock, runner, speaker } = setup(p, { start: 0, latencyMs: 150 });
      runner.start();
      clock.advance(5000);
      expect(speaker.calls.map((c) => [c.text, c.calledAt, c.startedAt])).toEqual([
        ['one', 0, 150], // nothing learned yet: heard one latency late
        ['two', 1850, 2000],
      ]);
    });

    it('starts the plan clock after unlocking audio, which may block', () => {
      const p = plan('holdOn', { getReadyTime: 3, holdTime: 10 });
      const clock = new FakeClock(1000);
      const speaker = new RecordingSpeaker(clock);
      // Chromium builds its first AudioContext synchronously: time passes inside unlock()
      const unlock = () => clock.stall(300);
      const runner = new CueRunner(p, { clock, speaker, ticker: { tick: () => {}, unlock } });
      runner.start();
      clock.advance(p.durationMs + 1000);
      expect(speaker.calls.map((c) => [c.calledAt - 1300, c.text])).toEqual(spoken(p));
    });

    it('does not count the wait behind a still-speaking cue as latency', () => {
      const p = plan('holdOn', { getReadyTime: 5, holdTime: 20 });
      const latency = new SpeechLatency();
      // each cue lasts 1.5 s: countdown numbers queue behind each other
      const { clock, runner } = setup(p, { latencyMs: 100, durationMs: 1500, options: { latency } });
      runner.start();
      clock.advance(p.durationMs + 5000);
      expect(latency.estimate('default')).toBe(100);
    });
  });

  it('unlocks audio on start and goes on when the ticker or speaker fails', () => {
    const p = plan('drillDJ', { getReadyTime: 0, numReps: 1 });
    const clock = new FakeClock(0);
    const log = jest.fn();
    const unlock = jest.fn(async () => {
      throw new Error('no audio');
    });
    const speaker = {
      speak: jest.fn(() => {
        throw new Error('synthesis-failed');
      }),
      cancel: jest.fn(),
    };
    const tick = jest.fn(() => {
      throw new Error('closed');
    });
    const runner = new CueRunner(p, { clock, speaker, ticker: { tick, unlock }, log });
    runner.start();
    expect(unlock).toHaveBeenCalledTimes(1);
    clock.advance(p.durationMs);
    expect(runner.state).toBe('waitingForSignal');
    expect(tick).toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('Tick failed', expect.any(Error));
    expect(log).toHaveBeenCalledWith('Speech failed', expect.any(Error));
  });

  describe('wake lock', () => {
    it('is held while the session runs and released at the end or on reset', async () => {
      const release = jest.fn();
      const request = jest.fn(async () => release);
      const p = plan('holdOn', { getReadyTime: 0, holdTime: 5 });
      const { clock, runner } = setup(p, { options: { wakeLock: { request } } });
      runner.start();
      await Promise.resolve();
      expect(request).toHaveBeenCalledTimes(1);
      clock.advance(p.durationMs);
      expect(release).toHaveBeenCalledTimes(1);
      runner.start();
      await Promise.resolve();
      runner.reset();
      expect(release).toHaveBeenCalledTimes(2);
    });

    it('tells whether the screen is kept on: asking, then on while held, off at the end, lost when refused (a tap asks again)', async () => {
      const p = plan('holdOn', { getReadyTime: 0, holdTime: 5 });
      const held = setup(p, { options: { wakeLock: { request: async () => () => undefined } } });
      expect(held.runner.getSnapshot().screenAwake).toBe('off');
      held.runner.start();
      expect(held.runner.getSnapshot().screenAwake).toBe('asking');
      await Promise.resolve();
      expect(held.runner.getSnapshot().screenAwake).toBe('on');
      held.clock.advance(p.durationMs);
      expect(held.runner.getSnapshot()).toMatchObject({ state: 'done', screenAwake: 'off' });

      const refused = setup(p, {
        options: { wakeLock: { request: () => Promise.reject(new Error('NotAllowed')) } },
      });
      refused.runner.start();
      await Promise.resolve();
      await Promise.resolve();
      expect(refused.runner.getSnapshot()).toMatchObject({ state: 'running', screenAwake: 'lost' });
      expect(refused.runner.retakeScreen()).toBe(true);
      expect(refused.runner.getSnapshot().screenAwake).toBe('asking');

      const none = setup(p);
      none.runner.start();
      expect(none.runner.getSnapshot().screenAwake).toBe('off');
    });

    it('a lock granted after reset is released at once', async () => {
      const release = jest.fn();
      let grant: (r: () => void) => void = () => {};
      const request = jest.fn(() => new Promise<() => void>((resolve) => (grant = resolve)));
      const { runner } = setup(plan('holdOn'), { options: { wakeLock: { request } } });
      runner.start();
      runner.reset();
      grant(release);
      await Promise.resolve();
      await Promise.resolve();
      expect(release).toHaveBeenCalledTimes(1);
    });

    it('a failure is only logged', async () => {
      const p = plan('holdOn', { getReadyTime: 0, holdTime: 5 });
      const error = new Error('NotAllowedError');
      const { clock, runner, log, speaker } = setup(p, {
        options: { wakeLock: { request: () => Promise.reject(error) } },
      });
      runner.start();
      await Promise.resolve();
      await Promise.resolve();
      expect(log).toHaveBeenCalledWith('Wake lock request failed', error);
      clock.advance(p.durationMs);
      expect(runner.state).toBe('done');
      expect(speaker.texts().at(-1)).toBe('Session over. Good job!');
    });
  });

  describe('a speaker that schedules on the audio clock (the on-device voice)', () => {
    const scheduled = <T extends ToolKey>(
      tool: T,
      over: Partial<ToolInputs<T>>,
      { lateness, aheadMs = 1000 }: { lateness?: () => number; aheadMs?: number } = {},
    ) => {
      const inputs = { ...defaultInputs(tool), ...over };
      const clock = new FakeClock(1000, lateness);
      const speaker = new SchedulingSpeaker(clock, aheadMs);
      const runner = new CueRunner(compilePlan(tool, inputs), {
        clock,
        speaker,
        log: jest.fn(),
        recompile: (durations) => compilePlan(tool, inputs, { durations }),
      });
      return { clock, speaker, runner, origin: 1000 + SCHEDULE_START_MS };
    };

    it('every cue is scheduled a window ahead and sounds exactly on its deadline', () => {
      const { clock, speaker, runner, origin } = scheduled('holdOn', {
        holdTime: 30,
        numSets: 2,
        restTime: 20,
      });
      runner.start();
      clock.advanceTo(origin + runner.plan.durationMs + 1000);
      const want = spoken(runner.plan).map(([at, text]) => [origin + at, text]);
      expect(speaker.heard()).toEqual(want);
      for (const s of speaker.scheduled) expect(s.at - s.calledAt).toBeLessThanOrEqual(1000);
      expect(speaker.immediate).toEqual([]);
    });

    it('timers up to 900 ms late (a throttled page) delay no cue: they were scheduled already', () => {
      const rand = mulberry32(18);
      const { clock, speaker, runner, origin } = scheduled(
        'shapeJam',
        {},
        { lateness: () => rand() * 900, aheadMs: 1000 },
      );
      runner.start();
      clock.advanceTo(origin + runner.plan.durationMs + 2000);
      expect(speaker.heard()).toEqual(spoken(runner.plan).map(([at, text]) => [origin + at, text]));
    });

    it('pause cancels what was scheduled past now; resume schedules it again, shifted, none twice', () => {
      const { clock, speaker, runner, origin } = scheduled('holdOn', { getReadyTime: 0, holdTime: 30 });
      runner.start();
      clock.advanceTo(origin + 9500); // '10 seconds' at 10 s is already scheduled
      expect(speaker.scheduled.map((s) => s.text)).toContain('10 seconds');
      runner.pause();
      clock.advanceTo(origin + 20_000); // paused 10.5 s
      expect(speaker.heard().map(([, t]) => t)).not.toContain('10 seconds');
      runner.resume();
      clock.advanceTo(origin + 60_000);
      const shift = 10_500;
      const want = spoken(runner.plan).map(([at, text]) => [origin + at + (at > 9500 ? shift : 0), text]);
      expect(speaker.heard()).toEqual(want);
    });

    it('+15 s and a skip cancel what was scheduled and schedule the new plan; Reset leaves nothing to sound', () => {
      const { clock, speaker, runner, origin } = scheduled('holdOn', {
        getReadyTime: 0,
        holdTime: 20,
        numSets: 2,
        restTime: 30,
      });
      runner.start();
      clock.advanceTo(origin + 9500);
      runner.addTime(15_000);
      expect(speaker.immediate.map((s) => s.text)).toEqual(['15 more seconds']);
      clock.advanceTo(origin + 36_000); // 1 s into the rest (hold now ends at 35 s)
      expect(runner.getSnapshot().phase).toMatchObject({ label: 'Rest' });
      runner.skipPhase();
      clock.advanceTo(origin + 40_000);
      const heard = speaker.heard();
      const texts = heard.map(([, t]) => t);
      // the countdown ran to the new end; the rest's own cues never sounded; set 2 started at the skip
      expect(texts.slice(texts.indexOf('10'), texts.indexOf('Rest') + 1)).toEqual([
        ...['10', '9', '8', '7', '6', '5', '4', '3', '2', '1'],
        'Rest',
      ]);
      expect(heard.find(([, t]) => t === '2nd set. Hold')?.[0]).toBe(origin + 36_000 + SCHEDULE_START_MS);
      expect(new Set(heard.map(([at, t]) => `${at}|${t}`)).size).toBe(heard.length);
      runner.reset();
      const count = speaker.heard().length;
      clock.advanceTo(origin + 120_000);
      expect(speaker.heard()).toHaveLength(count);
    });
  });
});
