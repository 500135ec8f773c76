import { compilePlan } from './plan';
import { defaultInputs } from './inputs';
import { phasesOf, spoken, ticksOf } from './testing';
import type { Callout, DrillDJInputs, DrillType } from './types';

type Over = Partial<Omit<DrillDJInputs, 'drillConfigs'>> & {
  slide?: Partial<DrillDJInputs['drillConfigs']['slide']>;
  float?: Partial<DrillDJInputs['drillConfigs']['float']>;
  switch?: Partial<DrillDJInputs['drillConfigs']['switch']>;
};
function drillDJ(over: Over, options?: { ticks?: boolean }) {
  const d = defaultInputs('drillDJ');
  const { slide, float, switch: sw, ...rest } = over;
  return compilePlan(
    'drillDJ',
    {
      ...d,
      getReadyTime: 0,
      ...rest,
      drillConfigs: {
        slide: { ...d.drillConfigs.slide, ...slide },
        float: { ...d.drillConfigs.float, ...float },
        switch: { ...d.drillConfigs.switch, ...sw },
      },
    },
    options,
  );
}
const labels = (plan: ReturnType<typeof drillDJ>) => phasesOf(plan).map(([, label]) => label);

describe('DrillDJ plan', () => {
  it('slide (defaults): drill name, then per rep slide down and slide up, then wait for the signal', () => {
    const plan = drillDJ({ numReps: 2 });
    expect(phasesOf(plan)).toEqual([
      [0, 'Slide drill', 3000],
      [3000, 'Slide down', 4000],
      [7000, 'Slide up', 4000],
      [11000, 'Slide down', 4000],
      [15000, 'Slide up', 4000],
      [19000, 'Tap when done', 0],
      [19000, 'Done!💪', 0],
    ]);
    expect(spoken(plan)).toEqual([
      [0, '1st set. Slide drill'],
      [3000, 'Slide down'],
      [7000, 'Slide up'],
      [11000, 'Slide down'],
      [15000, 'Slide up'],
      [19000, 'Session over. Good job!'],
    ]);
    // ticks on every second inside each phase, none while '1st set. Slide drill' is spoken
    expect(ticksOf(plan)).toEqual([
      2000, 4000, 5000, 6000, 8000, 9000, 10000, 12000, 13000, 14000, 16000, 17000, 18000,
    ]);
    const kinds = plan.events.filter((e) => e.at === 19000).map((e) => e.kind);
    // the session ends only after the signal
    expect(kinds.indexOf('waitForSignal')).toBeLessThan(kinds.indexOf('done'));
  });

  it('slide with a hold: slide down, hold, slide up', () => {
    const plan = drillDJ({ numReps: 1, slide: { slideDownTime: 2, holdTime: 1, slideUpTime: 3 } });
    expect(phasesOf(plan).slice(1, 4)).toEqual([
      [3000, 'Slide down', 2000],
      [5000, 'Hold', 1000],
      [6000, 'Slide up', 3000],
    ]);
  });

  it('float: float, then Return and the time between floats', () => {
    const plan = drillDJ({ drillType: 'float', numReps: 2, float: { floatTime: 5, timeBetweenFloats: 2 } });
    expect(spoken(plan).map(([at, t]) => `${at / 1000} ${t}`)).toEqual([
      '0 1st set. Float drill',
      '3 Float',
      '8 Return',
      '10 Float',
      '15 Return',
      '17 Session over. Good job!',
    ]);
  });

  it('switch: the hold between switches (left out when 0), then Switch', () => {
    expect(labels(drillDJ({ drillType: 'switch', numReps: 2 }))).toEqual([
      'Switch drill',
      'Switch',
      'Switch',
      'Tap when done',
      'Done!💪',
    ]);
    const plan = drillDJ({
      drillType: 'switch',
      numReps: 2,
      switch: { switchTime: 1, timeBetweenSwitches: 3 },
    });
    expect(phasesOf(plan).slice(1, 5)).toEqual([
      [3000, 'Hold', 3000],
      [6000, 'Switch', 1000],
      [7000, 'Hold', 3000],
      [10000, 'Switch', 1000],
    ]);
  });

  const cases: [string, Callout, string[]][] = [
    ['none', { type: 'none', afterReps: 3 }, []],
    ['switch', { type: 'switch', afterReps: 3 }, ['Switch']],
    ['both', { type: 'both', afterReps: 3 }, ['Both']],
    [
      'switch → both',
      { type: 'switch', afterReps: 3, callout: { type: 'both', afterReps: 2 } },
      ['Switch', 'Both'],
    ],
    [
      'both → switch',
      { type: 'both', afterReps: 2, callout: { type: 'switch', afterReps: 3 } },
      ['Both', 'Switch'],
    ],
    [
      'switch, nested none',
      { type: 'switch', afterReps: 3, callout: { type: 'none', afterReps: 3 } },
      ['Switch'],
    ],
    [
      'none, nested switch (ignored)',
      { type: 'none', afterReps: 3, callout: { type: 'switch', afterReps: 3 } },
      [],
    ],
  ];
  const drills: [DrillType, string][] = [
    ['slide', 'Slide down'],
    ['float', 'Float'],
  ];

  describe.each(drills)('%s callout rounds', (drillType, repLabel) => {
    it.each(cases)('%s', (_name, callout, rounds) => {
      const plan = drillDJ({ drillType, numReps: 2, [drillType]: { callout } });
      const phases = phasesOf(plan);
      const calls = phases.filter(([, label]) => label === 'Switch' || label === 'Both');
      expect(calls.map(([, label]) => label)).toEqual(rounds);
      // each round: the callout is shown, spoken, waits its after-reps delay, then the reps again
      const words = { Switch: 'Switch legs', Both: 'Both legs' } as Record<string, string>;
      const delays = [callout.afterReps, callout.callout?.afterReps ?? 0].map((s) => s * 1000);
      calls.forEach(([at, label, duration], i) => {
        expect(spoken(plan)).toContainEqual([at, words[label]]);
        expect(duration).toBe(delays[i]);
        expect(phases.find(([a]) => a === at + duration)?.[1]).toBe(repLabel);
      });
      expect(phases.filter(([, label]) => label === repLabel)).toHaveLength(2 * (1 + rounds.length));
      // the signal comes after every round
      expect(labels(plan).slice(-2)).toEqual(['Tap when done', 'Done!💪']);
    });
  });

  it('switch drills have no callout rounds', () => {
    const plan = drillDJ({ drillType: 'switch', slide: { callout: { type: 'both', afterReps: 3 } } });
    expect(labels(plan)).not.toContain('Both');
  });

  it('several sets: every set waits for the signal, then rests (not after the last)', () => {
    const plan = drillDJ({ numSets: 2, restTime: 5, numReps: 1 });
    const order = plan.events
      .filter(
        (e) =>
          e.kind === 'waitForSignal' ||
          (e.kind === 'phase' && ['Rest', 'Slide drill', 'Done!💪'].includes(e.label)),
      )
      .map((e) => (e.kind === 'phase' ? e.label : e.kind));
    expect(order).toEqual([
      'Slide drill',
      'waitForSignal',
      'Rest',
      'Slide drill',
      'waitForSignal',
      'Done!💪',
    ]);
    expect(spoken(plan).map(([, t]) => t)).toContain('2nd set. Slide drill');
  });

  it('locks reset in ticking phases only', () => {
    const plan = drillDJ({ numReps: 1, slide: { holdTime: 1 } });
    const locks = plan.events.flatMap((e) => (e.kind === 'phase' ? [[e.label, e.timing, e.resettable]] : []));
    expect(locks).toEqual([
      ['Slide drill', 'ticks', false],
      ['Slide down', 'ticks', false],
      ['Hold', 'wait', true],
      ['Slide up', 'ticks', false],
      ['Tap when done', 'untimed', true],
      ['Done!💪', 'untimed', true],
    ]);
  });

  it("the tool's Tick sounds switch: off, no ticks (reset stays locked); a favorite without it ticks", () => {
    const off = drillDJ({ numReps: 1, tickSounds: false });
    expect(ticksOf(off)).toEqual([]);
    expect(off.events.some((e) => e.kind === 'phase' && e.timing === 'ticks' && !e.resettable)).toBe(true);
    const on = drillDJ({ numReps: 1, tickSounds: true });
    expect(ticksOf(on).length).toBeGreaterThan(0);
    const { tickSounds: _dropped, ...oldFavorite } = {
      ...defaultInputs('drillDJ'),
      getReadyTime: 0,
      numReps: 1,
    };
    expect(ticksOf(compilePlan('drillDJ', oldFavorite as DrillDJInputs))).toEqual(ticksOf(on));
  });

  it('a slower speech rate keeps ticks out of the longer announcements', () => {
    const at = (speechRate: number) =>
      ticksOf(
        compilePlan('drillDJ', { ...defaultInputs('drillDJ'), getReadyTime: 0, numReps: 1 }, { speechRate }),
      );
    expect(at(1)).toHaveLength(7);
    expect(at(0.5)).toHaveLength(4);
    expect(at(2)).toEqual(expect.arrayContaining(at(1)));
  });

  it('ticks can be turned off; the display still counts every second', () => {
    const plan = drillDJ({ numReps: 1 }, { ticks: false });
    expect(ticksOf(plan)).toEqual([]);
    const slideDown = plan.events.filter((e) => e.kind === 'display' && e.display.label === 'Slide down');
    expect(slideDown.map((e) => (e.kind === 'display' ? e.display.clock : ''))).toEqual([
      '00:04',
      '00:03',
      '00:02',
      '00:01',
    ]);
  });
});
