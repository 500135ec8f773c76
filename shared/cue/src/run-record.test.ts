import type { ToolKey } from '@handyq/domain';
import { newPracticeLogEntrySchema } from '@handyq/domain/schemas/practice-log';
import { defaultInputs } from './inputs';
import { compilePlan } from './plan';
import { RunRecorder, recordRun, toolRunEntry, workoutRunEntry, type RunRecord } from './run-record';
import { CueRunner } from './runner';
import { FakeClock, RecordingSpeaker } from './testing';
import type { CuePlan, ToolInputs } from './types';
import { workoutSessions, type WorkoutRunStep } from './workout';

// Runs on the fake clock, as runner.test.ts does; the wall clock is the fake one plus an epoch.
const EPOCH = Date.UTC(2026, 10, 2, 7, 30);
const T0 = 1000;

const inputsOf = <T extends ToolKey>(tool: T, over: Partial<ToolInputs<T>> = {}): ToolInputs<T> => ({
  ...defaultInputs(tool),
  getReadyTime: 3,
  ...over,
});

/** A runner of `plans` (chained when more than one) with a recorder fed every snapshot. */
function play(plans: CuePlan[], recompile?: (durations: ReadonlyMap<number, number>) => CuePlan) {
  const clock = new FakeClock(T0);
  const speaker = new RecordingSpeaker(clock);
  const runner =
    plans.length === 1
      ? new CueRunner(plans[0]!, { clock, speaker, recompile })
      : new CueRunner(
          plans.map((plan) => ({ plan })),
          { clock, speaker },
        );
  const recorder = new RunRecorder(plans);
  const wall = () => EPOCH + clock.now();
  runner.subscribe((snap) => recorder.observe(snap, runner.planTimeMs(), wall(), runner.plan));
  return {
    clock,
    runner,
    recorder,
    /** The user's Reset: the recorder is told first, with the plan time of that instant. */
    reset: () => {
      recorder.stop(runner.planTimeMs(), wall());
      return runner.reset();
    },
    /** The page left: told first too (the tool page does), then the runner stops in any phase. */
    leave: () => {
      recorder.stop(runner.planTimeMs(), wall());
      runner.stop();
    },
    /** Moves on until the runner shows a phase matching `match`. */
    until: (match: (phase: { phase: string; set: number; rep: number | null; index: number }) => boolean) => {
      for (let i = 0; i < 100_000; i++) {
        const phase = runner.getSnapshot().phase;
        if (phase && match(phase)) return;
        clock.advance(50);
      }
      throw new Error('phase never reached');
    },
  };
}

const plan = <T extends ToolKey>(tool: T, over: Partial<ToolInputs<T>> = {}) =>
  compilePlan(tool, inputsOf(tool, over));

/** Sets as [planned, done]. */
const sets = (record: RunRecord, session = 0) =>
  record.sessions[session]!.sets.map((s) => [s.planned, s.done]);

describe('RunRecorder', () => {
  describe.each<{
    tool: ToolKey;
    over: Partial<ToolInputs>;
    /** [planned, done] per set when played to the end. */
    whole: number[][];
    /** Where to stop midway, and [planned, done] per set then. */
    stopAt: (p: { phase: string; set: number; rep: number | null }) => boolean;
    /** Plan time to play on from there before the Reset. */
    after: number;
    midway: number[][];
  }>([
    {
      tool: 'holdOn',
      over: { numSets: 3, holdTime: 20, restTime: 5 },
      whole: [
        [20, 20],
        [20, 20],
        [20, 20],
      ],
      stopAt: (p) => p.phase === 'hold' && p.set === 2,
      after: 7_400,
      midway: [
        [20, 20],
        [20, 7],
        [20, 0],
      ],
    },
    {
      tool: 'entryBuddy',
      over: { numSets: 2, entryCount: 4, holdTime: 2, timeBetween: 2, restTime: 5 },
      whole: [
        [4, 4],
        [4, 4],
      ],
      stopAt: (p) => p.phase === 'up' && p.set === 2 && p.rep === 3,
      after: 500,
      midway: [
        [4, 4],
        [4, 3],
      ],
    },
    {
      tool: 'shapeJam',
      over: {
        numSets: 2,
        numReps: 2,
        restTime: 5,
        shapes: [
          { shape: 'tuck', holdTime: 2 },
          { shape: 'straddle', holdTime: 2 },
          { shape: 'pike', holdTime: 2 },
        ],
      },
      whole: [
        [6, 6],
        [6, 6],
      ],
      stopAt: (p) => p.phase === 'shape' && p.set === 1 && p.rep === 2,
      after: 2_500, // into the second shape of the second rep
      midway: [
        [6, 5],
        [6, 0],
      ],
    },
    {
      tool: 'drillDJ',
      over: { numSets: 2, numReps: 3, restTime: 5, drillType: 'float' },
      whole: [
        [3, 3],
        [3, 3],
      ],
      stopAt: (p) => p.phase === 'float' && p.set === 1 && p.rep === 2,
      after: 500,
      midway: [
        [3, 2],
        [3, 0],
      ],
    },
  ])('$tool', ({ tool, over, whole, stopAt, after, midway }) => {
    it('played to the end: every set done, started and ended on the wall clock', () => {
      const p = plan(tool, over);
      const { clock, runner, recorder } = play([p]);
      runner.start();
      for (let i = 0; i < 200 && runner.state !== 'done'; i++) {
        clock.advance(1000);
        if (runner.state === 'waitingForSignal') runner.signal(); // DrillDJ: the user's 'Done'
      }
      expect(runner.state).toBe('done');
      const record = recorder.record();
      expect(sets(record)).toEqual(whole);
      expect(record).toMatchObject({ ended: 'done', pastFirstPhase: true, startedAt: EPOCH + T0 });
      // ended when the plan did (the test's clock went on a little past it)
      expect(record.endedAt).toBeGreaterThanOrEqual(EPOCH + T0 + p.durationMs);
      expect(record.endedAt).toBeLessThanOrEqual(EPOCH + clock.now());
      expect(recorder.loggable).toBe(true);
    });

    it('stopped midway: what was reached', () => {
      const { clock, runner, recorder, reset, leave, until } = play([plan(tool, over)]);
      runner.start();
      until(stopAt);
      clock.advance(after);
      // DrillDJ refuses Reset while a ticking phase runs: that run is stopped by leaving the page
      if (!reset()) leave();
      const record = recorder.record();
      expect(sets(record)).toEqual(midway);
      expect(record).toMatchObject({ ended: 'stopped', pastFirstPhase: true });
      expect(record.endedAt).toBe(EPOCH + clock.now());
      expect(recorder.loggable).toBe(true);
    });

    it('stopped in get-ready: not logged', () => {
      const { clock, runner, recorder, reset } = play([plan(tool, over)]);
      runner.start();
      clock.advance(2_000);
      expect(runner.getSnapshot().phase?.phase).toBe('getReady');
      reset();
      const record = recorder.record();
      expect(record).toMatchObject({ ended: 'stopped', pastFirstPhase: false });
      expect(record.sessions[0]!.sets.every((s) => s.done === 0)).toBe(true);
      expect(recorder.loggable).toBe(false);
    });
  });

  it('HoldOn with camera start: each hold starts on the kick-up and, ended by coming down, counts what was held', () => {
    const inputs = inputsOf('holdOn', { numSets: 2, holdTime: 20, restTime: 3 });
    const options = { cameraStart: true };
    const recompile = (durations: ReadonlyMap<number, number>) =>
      compilePlan('holdOn', inputs, { ...options, durations });
    const { clock, runner, recorder, until } = play([compilePlan('holdOn', inputs, options)], recompile);
    runner.start();
    // waiting for the camera: the plan clock stands still
    clock.advance(5_000);
    expect(runner.state).toBe('waitingForSignal');
    expect(runner.getSnapshot().phase?.label).toBe('Kick up');
    expect(runner.planTimeMs()).toBe(0);
    // the camera sees the user go up
    expect(runner.signal()).toBe(true);
    until((p) => p.phase === 'hold' && p.set === 1);
    clock.advance(12_000);
    // ...and come down: the hold ends there, the rest follows
    expect(runner.skipPhase()).toBe(true);
    until((p) => p.phase === 'rest');
    clock.advance(6_000);
    expect([runner.state, runner.getSnapshot().phase?.label]).toEqual(['waitingForSignal', 'Kick up']);
    runner.signal();
    until((p) => p.phase === 'hold' && p.set === 2);
    for (let i = 0; i < 100 && runner.state !== 'done'; i++) clock.advance(1000);
    const record = recorder.record();
    expect(sets(record)).toEqual([
      [20, 12],
      [20, 20],
    ]);
    expect(record.ended).toBe('done');
  });

  it('a HoldOn hold given +15 s counts its whole length; a paused one does not grow', () => {
    const inputs = inputsOf('holdOn', { numSets: 2, holdTime: 10, restTime: 3 });
    const recompile = (durations: ReadonlyMap<number, number>) =>
      compilePlan('holdOn', inputs, { durations });
    const { clock, runner, recorder, until, reset } = play([compilePlan('holdOn', inputs)], recompile);
    runner.start();
    until((p) => p.phase === 'hold' && p.set === 1);
    clock.advance(4_000);
    expect(runner.addTime(15_000)).toBe(true);
    until((p) => p.phase === 'hold' && p.set === 2);
    clock.advance(3_200);
    expect(runner.pause()).toBe(true);
    clock.advance(60_000);
    reset();
    expect(sets(recorder.record())).toEqual([
      [10, 25],
      [10, 3],
    ]);
  });

  it('a hold cut short with Next phase counts what was held', () => {
    const inputs = inputsOf('holdOn', { numSets: 2, holdTime: 30, restTime: 3 });
    const recompile = (durations: ReadonlyMap<number, number>) =>
      compilePlan('holdOn', inputs, { durations });
    const { clock, runner, recorder, until } = play([compilePlan('holdOn', inputs)], recompile);
    runner.start();
    until((p) => p.phase === 'hold' && p.set === 1);
    clock.advance(12_300);
    expect(runner.skipPhase()).toBe(true);
    clock.advance(120_000);
    expect(runner.state).toBe('done');
    expect(sets(recorder.record())).toEqual([
      [30, 12],
      [30, 30],
    ]);
  });

  it('a stop in the first phase is not logged; the second phase is', () => {
    const p = plan('holdOn', { getReadyTime: 0, numSets: 2, holdTime: 5, restTime: 5 });
    const first = play([p]);
    first.runner.start();
    first.clock.advance(3_000);
    first.reset();
    expect(first.recorder.record()).toMatchObject({ pastFirstPhase: false });
    expect(sets(first.recorder.record())).toEqual([
      [5, 3],
      [5, 0],
    ]);
    expect(first.recorder.loggable).toBe(false);

    const second = play([p]);
    second.runner.start();
    second.clock.advance(6_000); // resting
    second.reset();
    expect(second.recorder.loggable).toBe(true);
  });

  it('counts DrillDJ reps of callout rounds too', () => {
    const d = defaultInputs('drillDJ');
    const p = compilePlan('drillDJ', {
      ...d,
      getReadyTime: 0,
      numSets: 1,
      numReps: 2,
      drillType: 'slide',
      drillConfigs: {
        ...d.drillConfigs,
        slide: { ...d.drillConfigs.slide, callout: { type: 'switch', afterReps: 3 } },
      },
    });
    const { clock, runner, recorder, reset, until } = play([p]);
    runner.start();
    until((ph) => ph.phase === 'callout');
    clock.advance(3_500); // the first rep of the callout round
    reset();
    expect(sets(recorder.record())).toEqual([[4, 3]]);
  });

  it('a page left mid-run (stopped without a word) keeps the last plan time seen', () => {
    const { clock, runner, recorder, until } = play([plan('holdOn', { numSets: 1, holdTime: 20 })]);
    runner.start();
    until((p) => p.phase === 'hold');
    clock.advance(5_000);
    runner.stop();
    const record = recorder.record();
    expect(record.ended).toBe('stopped');
    expect(sets(record)).toEqual([[20, 5]]);
  });

  describe('a chained 2-step workout', () => {
    const steps: WorkoutRunStep[] = [
      {
        feature: 'holdOn',
        favoriteName: 'Wall holds',
        inputs: inputsOf('holdOn', { numSets: 2, holdTime: 5 }),
      },
      {
        feature: 'entryBuddy',
        favoriteName: '',
        inputs: inputsOf('entryBuddy', { numSets: 1, entryCount: 3 }),
      },
    ];
    const plans = () => workoutSessions(steps).map((s) => s.plan);

    it('played to the end: each step its sets', () => {
      const { clock, runner, recorder } = play(plans());
      runner.start();
      clock.advance(10 * 60_000);
      const end = T0 + plans().reduce((sum, p) => sum + p.durationMs, 0);
      expect(runner.state).toBe('done');
      const record = recorder.record();
      expect(record.sessions.map((s) => s.tool)).toEqual(['holdOn', 'entryBuddy']);
      expect(sets(record, 0)).toEqual([
        [5, 5],
        [5, 5],
      ]);
      expect(sets(record, 1)).toEqual([[3, 3]]);
      const entry = workoutRunEntry('6F1C8E4A-1B2C-4D5E-8F90-A1B2C3D4E5F6', record, {
        title: 'Morning',
        itemId: 'abc123',
        steps,
      });
      const parsed = newPracticeLogEntrySchema.parse(entry);
      expect(parsed).toMatchObject({
        tool: 'workout',
        title: 'Morning',
        itemId: 'abc123',
        steps: [
          {
            tool: 'holdOn',
            favoriteName: 'Wall holds',
            sets: [
              { planned: 5, done: 5 },
              { planned: 5, done: 5 },
            ],
          },
          { tool: 'entryBuddy', favoriteName: 'Custom', sets: [{ planned: 3, done: 3 }] },
        ],
        startedAt: EPOCH + T0,
        endedAt: EPOCH + end,
      });
    });

    it('reset in the second step (same step count as the first must not count it whole)', () => {
      const { clock, runner, recorder, reset, until } = play(plans());
      runner.start();
      until((p) => runner.getSnapshot().session === 1 && p.phase === 'getReady');
      clock.advance(500);
      reset();
      const record = recorder.record();
      expect(record.pastFirstPhase).toBe(true);
      expect(sets(record, 0)).toEqual([
        [5, 5],
        [5, 5],
      ]);
      expect(sets(record, 1)).toEqual([[3, 0]]);
    });

    it('reset in the first step’s get-ready: not logged', () => {
      const { clock, runner, recorder, reset, until } = play(plans());
      runner.start();
      until((p) => p.phase === 'getReady');
      clock.advance(1_000);
      expect(runner.getSnapshot()).toMatchObject({ session: 0, phase: { phase: 'getReady' } });
      reset();
      expect(recorder.loggable).toBe(false);
    });
  });

  it('makes a tool run entry the API takes', () => {
    const inputs = inputsOf('holdOn', { numSets: 1, holdTime: 5, getReadyTime: 0 });
    const { clock, runner, recorder } = play([compilePlan('holdOn', inputs)]);
    runner.start();
    clock.advance(10_000);
    const entry = toolRunEntry('0d9a3f8e-4c1b-4a5e-9f00-123456789abc', recorder.record(), {
      tool: 'holdOn',
      favoriteName: '',
      inputs,
    });
    expect(newPracticeLogEntrySchema.parse(entry)).toMatchObject({
      tool: 'holdOn',
      favoriteName: 'Custom',
      inputs: { holdTime: 5, numSets: 1 },
      sets: [{ planned: 5, done: 5 }],
      note: '',
      rating: null,
    });
  });
});

describe('recordRun', () => {
  /** A page's session as CueSession is: the run started last and its changes. */
  function source() {
    const clock = new FakeClock(T0);
    const listeners = new Set<() => void>();
    const src = {
      current: null as CueRunner | null,
      subscribe: (l: () => void) => {
        listeners.add(l);
        return () => listeners.delete(l);
      },
      start(plan: CuePlan) {
        const r = new CueRunner(plan, { clock, speaker: new RecordingSpeaker(clock) });
        r.subscribe(() => listeners.forEach((l) => l()));
        src.current = r;
        r.start();
      },
    };
    return { clock, src, listeners };
  }

  it('reports the run started after it, once, when it ends', () => {
    const { clock, src, listeners } = source();
    const p = plan('holdOn', { getReadyTime: 0, numSets: 1, holdTime: 5 });
    src.start(p); // an earlier run: not this recording's
    clock.advance(60_000);
    const ended = jest.fn();
    const recording = recordRun(src, [p], ended, () => EPOCH + clock.now());
    src.start(p);
    clock.advance(60_000);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(ended.mock.calls[0][0]).toMatchObject({
      ended: 'done',
      pastFirstPhase: true,
      startedAt: EPOCH + T0 + 60_000,
      sessions: [{ tool: 'holdOn', sets: [{ planned: 5, done: 5 }] }],
    });
    recording.stop();
    expect(ended).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(0);
  });

  it('stop() before a Reset reports what the plan time then says', () => {
    const { clock, src } = source();
    const p = plan('holdOn', { getReadyTime: 0, numSets: 2, holdTime: 10, restTime: 5 });
    const ended = jest.fn();
    const recording = recordRun(src, [p], ended, () => EPOCH + clock.now());
    src.start(p);
    clock.advance(16_600); // 1.6 s into the second hold
    recording.stop();
    src.current!.reset();
    expect(ended).toHaveBeenCalledTimes(1);
    expect(sets(ended.mock.calls[0][0])).toEqual([
      [10, 10],
      [10, 1],
    ]);
  });
});
