import { compilePlan } from './plan';
import { defaultInputs } from './inputs';
import { CueRunner } from './runner';
import { FakeClock, RecordingSpeaker, displaysOf, phasesOf, spoken, ticksOf } from './testing';
import type { HoldOnInputs } from './types';
import { KICK_UP_SPEECH } from './tools/hold-on';

const holdOn = (over: Partial<HoldOnInputs>) =>
  compilePlan('holdOn', { ...defaultInputs('holdOn'), ...over });
const countdown = (fromMs: number, n = 10): [number, string][] =>
  Array.from({ length: n }, (_, i) => [fromMs + i * 1000, String(n - i)]);

describe('HoldOn plan', () => {
  it('default inputs: get ready, one 60 s hold with callouts, Halfway and the last 10 s, the end', () => {
    const plan = holdOn({});
    expect(spoken(plan)).toEqual([
      [0, 'Get ready in...'],
      [1200, '5'],
      [2200, '4'],
      [3200, '3'],
      [4200, '2'],
      [5200, '1'],
      [6200, '1st set. Hold'],
      [16200, '10 seconds'],
      [26200, '20 seconds'],
      // 30 s is both a callout and the half: 'Halfway' wins
      [36200, 'Halfway'],
      [46200, '40 seconds'],
      // at 50 s only 10 s remain: no callout, the countdown starts
      ...countdown(56200),
      [66200, 'Session over. Good job!'],
    ]);
    expect(phasesOf(plan)).toEqual([
      [0, 'Get ready', 6200],
      [6200, 'Hold', 60000],
      [66200, 'Done!💪', 0],
    ]);
    expect(plan.durationMs).toBe(66200);
    expect(plan.events.at(-1)).toEqual({ kind: 'done', at: 66200 });
    expect(ticksOf(plan)).toEqual([]);
    expect(plan.pausable).toBe(true);
  });

  it('rests only between sets, never after the last', () => {
    const plan = holdOn({ getReadyTime: 0, numSets: 3, holdTime: 20, restTime: 15, calloutStep: 5 });
    expect(phasesOf(plan)).toEqual([
      [0, 'Hold', 20000],
      [20000, 'Rest', 15000],
      [35000, 'Hold', 20000],
      [55000, 'Rest', 15000],
      [70000, 'Hold', 20000],
      [90000, 'Done!💪', 0],
    ]);
    const texts = spoken(plan).map(([, t]) => t);
    expect(texts.filter((t) => t.endsWith('Hold'))).toEqual([
      '1st set. Hold',
      '2nd set. Hold',
      '3rd set. Hold',
    ]);
    expect(texts.filter((t) => t === 'Rest')).toHaveLength(2);
  });

  it('with one set there is no rest at all', () => {
    const plan = holdOn({ numSets: 1, restTime: 30 });
    expect(phasesOf(plan).map(([, label]) => label)).not.toContain('Rest');
  });

  it('a rest of 30 s or more says Halfway; a shorter one only counts down', () => {
    const long = holdOn({ getReadyTime: 0, numSets: 2, holdTime: 5, restTime: 30 });
    expect(spoken(long).filter(([at]) => at >= 5000 && at < 35000)).toEqual([
      [5000, 'Rest'],
      [20000, 'Halfway'],
      ...countdown(25000),
    ]);
    const short = holdOn({ getReadyTime: 0, numSets: 2, holdTime: 5, restTime: 15 });
    expect(spoken(short).filter(([at]) => at >= 5000 && at < 20000)).toEqual([
      [5000, 'Rest'],
      ...countdown(10000),
    ]);
  });

  it('a hold under 10 s has no callouts; the announcement is not talked over', () => {
    const plan = holdOn({ getReadyTime: 0, holdTime: 5, calloutStep: 5 });
    // '1st set. Hold' takes about a second: the countdown's '4' would talk over it
    expect(spoken(plan)).toEqual([
      [0, '1st set. Hold'],
      [2000, '3'],
      [3000, '2'],
      [4000, '1'],
      [5000, 'Session over. Good job!'],
    ]);
  });

  it('a 20 s hold: callouts while more than 10 s remain, no Halfway', () => {
    const plan = holdOn({ getReadyTime: 0, holdTime: 20, calloutStep: 5 });
    expect(spoken(plan)).toEqual([
      [0, '1st set. Hold'],
      [5000, '5 seconds'],
      ...countdown(10000),
      [20000, 'Session over. Good job!'],
    ]);
  });

  it('a 30 s hold says Halfway at 15 s', () => {
    const plan = holdOn({ getReadyTime: 0, holdTime: 30, calloutStep: 10 });
    expect(spoken(plan)).toEqual([
      [0, '1st set. Hold'],
      [10000, '10 seconds'],
      [15000, 'Halfway'],
      ...countdown(20000),
      [30000, 'Session over. Good job!'],
    ]);
  });

  it('Halfway beats a callout due at the same second', () => {
    const plan = holdOn({ getReadyTime: 0, holdTime: 50, calloutStep: 5 });
    const first40 = spoken(plan).filter(([at]) => at > 0 && at < 40000);
    expect(first40).toEqual([
      [5000, '5 seconds'],
      [10000, '10 seconds'],
      [15000, '15 seconds'],
      [20000, '20 seconds'],
      [25000, 'Halfway'],
      [30000, '30 seconds'],
      [35000, '35 seconds'],
    ]);
  });

  it('an odd hold says Halfway on the whole second before the half; an out-of-range step is snapped', () => {
    // 45 s: half is 22.5 s; the step 100 is snapped to the largest allowed, 20
    const plan = holdOn({ getReadyTime: 0, holdTime: 45, calloutStep: 100 });
    expect(spoken(plan).slice(0, 3)).toEqual([
      [0, '1st set. Hold'],
      [20000, '20 seconds'],
      [22000, 'Halfway'],
    ]);
  });

  it('shows the hold counting every second, with set n of N and the next set during rest', () => {
    const plan = holdOn({ getReadyTime: 3, numSets: 2, holdTime: 10, restTime: 5 });
    const d = displaysOf(plan);
    expect(d[0]).toMatchObject({
      at: 0,
      phase: 'getReady',
      label: 'Get ready',
      remaining: 3,
      clock: '00:03',
    });
    expect(d[0]!.next).toEqual({ set: 1, label: 'Hold' });
    const hold = d.filter((x) => x.phase === 'hold' && x.set === 1);
    expect(hold.map((x) => x.remaining)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(hold.map((x) => x.elapsed)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(hold.map((x) => x.at - hold[0]!.at)).toEqual([
      0, 1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000,
    ]);
    expect(hold[0]).toMatchObject({
      label: 'Hold',
      set: 1,
      numSets: 2,
      rep: null,
      clock: '00:10',
      next: null,
    });
    const rest = d.filter((x) => x.phase === 'rest');
    expect(rest.map((x) => x.clock)).toEqual(['00:05', '00:04', '00:03', '00:02', '00:01']);
    expect(rest[0]).toMatchObject({ set: 1, next: { set: 2, label: 'Hold' } });
    expect(d.at(-1)).toMatchObject({ phase: 'done', label: 'Done!💪', remaining: null, clock: '' });
  });
});

describe('HoldOn with camera start', () => {
  const camera = (over: Partial<HoldOnInputs>) =>
    compilePlan('holdOn', { ...defaultInputs('holdOn'), ...over }, { cameraStart: true });

  it('no get-ready countdown; each hold waits for the kick-up, the rest runs on the timer', () => {
    const plan = camera({ getReadyTime: 10, numSets: 2, holdTime: 20, restTime: 15, calloutStep: 5 });
    expect(phasesOf(plan)).toEqual([
      [0, 'Kick up', 0],
      [0, 'Hold', 20000],
      [20000, 'Rest', 15000],
      [35000, 'Kick up', 0],
      [35000, 'Hold', 20000],
      [55000, 'Done!💪', 0],
    ]);
    expect(plan.events.filter((e) => e.kind === 'waitForSignal').map((e) => e.at)).toEqual([0, 35000]);
    // the set is announced with the kick-up, before the wait; 'Hold' once the camera starts it
    expect(spoken(plan).filter(([, t]) => t.endsWith('Hold'))).toEqual([
      [0, 'Hold'],
      [35000, 'Hold'],
    ]);
    expect(spoken(plan).map(([, t]) => t)).not.toContain('Get ready in...');
  });

  it("each wait says to kick up when ready: heard before the wait, and 'Hold' only once the camera starts it", () => {
    const plan = camera({ numSets: 2, holdTime: 20, restTime: 15, calloutStep: 5 });
    expect(spoken(plan).filter(([, t]) => t.includes(KICK_UP_SPEECH))).toEqual([
      [0, `1st set. ${KICK_UP_SPEECH}`],
      [35000, `2nd set. ${KICK_UP_SPEECH}`],
    ]);
    // played: while the run waits, only the kick-up is heard; 'Hold' follows the camera's signal
    const clock = new FakeClock(1000);
    const speaker = new RecordingSpeaker(clock);
    const runner = new CueRunner(plan, { clock, speaker });
    runner.start();
    clock.advance(5000);
    expect(runner.state).toBe('waitingForSignal');
    expect(speaker.texts()).toEqual([`1st set. ${KICK_UP_SPEECH}`]);
    runner.signal();
    clock.advance(1000);
    expect(speaker.texts()).toEqual([`1st set. ${KICK_UP_SPEECH}`, 'Hold']);
    // without the camera, nothing of it
    const timer = compilePlan('holdOn', { ...defaultInputs('holdOn'), numSets: 2 });
    expect(timer.events.some((e) => e.kind === 'speak' && e.text.includes(KICK_UP_SPEECH))).toBe(false);
  });
});
