import { compilePlan } from './plan';
import { defaultInputs } from './inputs';
import { displaysOf, phasesOf, spoken, ticksOf } from './testing';
import type { ShapeJamInputs } from './types';

const shapeJam = (over: Partial<ShapeJamInputs>) =>
  compilePlan('shapeJam', { ...defaultInputs('shapeJam'), ...over });

describe('ShapeJam plan', () => {
  it('default inputs: Handstand up, then each rep cycles tuck and straight', () => {
    const plan = shapeJam({});
    const afterGetReady = spoken(plan).slice(6);
    expect(afterGetReady).toEqual([
      [6200, '1st set. Handstand up'],
      ...Array.from({ length: 5 }, (_, rep): [number, string][] => [
        [9200 + rep * 2000, 'tuck'],
        [10200 + rep * 2000, 'straight'],
      ]).flat(),
      [19200, 'Session over. Good job!'],
    ]);
    // the 3 s kick-up ticks once the announcement is over; 1 s shapes only wait
    expect(ticksOf(plan)).toEqual([8200]);
  });

  it('holds custom shapes for their own times, in order', () => {
    const plan = shapeJam({
      getReadyTime: 0,
      numReps: 2,
      shapes: [
        { shape: 'pike', holdTime: 2 },
        { shape: 'diamond', holdTime: 0.5 },
        { shape: 'straddle', holdTime: 3 },
      ],
    });
    expect(phasesOf(plan)).toEqual([
      [0, 'Handstand up', 3000],
      [3000, 'Pike', 2000],
      [5000, 'Diamond', 500],
      [5500, 'Straddle', 3000],
      [8500, 'Pike', 2000],
      [10500, 'Diamond', 500],
      [11000, 'Straddle', 3000],
      [14000, 'Done!💪', 0],
    ]);
    expect(spoken(plan).map(([, t]) => t)).toEqual([
      '1st set. Handstand up',
      'pike',
      'diamond',
      'straddle',
      'pike',
      'diamond',
      'straddle',
      'Session over. Good job!',
    ]);
    // pike (2 s) ticks at +1; diamond (under 2 s) is silent; straddle (3 s) at +1 and +2
    expect(ticksOf(plan)).toEqual([2000, 4000, 6500, 7500, 9500, 12000, 13000]);
    const reps = displaysOf(plan).filter((d) => d.phase === 'shape' && d.elapsed === 0);
    expect(reps.map((d) => `${d.label} ${d.rep}/${d.numReps}`)).toEqual([
      'Pike 1/2',
      'Diamond 1/2',
      'Straddle 1/2',
      'Pike 2/2',
      'Diamond 2/2',
      'Straddle 2/2',
    ]);
  });

  it('rests between sets and says the set with its ordinal', () => {
    const plan = shapeJam({ getReadyTime: 0, numSets: 3, restTime: 10, numReps: 1 });
    const texts = spoken(plan).map(([, t]) => t);
    expect(texts.filter((t) => t.includes('set'))).toEqual([
      '1st set. Handstand up',
      '2nd set. Handstand up',
      '3rd set. Handstand up',
    ]);
    expect(phasesOf(plan).filter(([, l]) => l === 'Rest')).toHaveLength(2);
    const rest = displaysOf(plan).find((d) => d.phase === 'rest');
    expect(rest?.next).toEqual({ set: 2, label: 'Handstand up' });
  });

  it('needs at least 2 shapes', () => {
    expect(() => shapeJam({ shapes: [{ shape: 'tuck', holdTime: 1 }] })).toThrow('at least 2 shapes');
  });
});
