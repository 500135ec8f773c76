import { compilePlan } from './plan';
import { defaultInputs } from './inputs';
import { displaysOf, phasesOf, spoken, ticksOf } from './testing';
import type { EntryBuddyInputs } from './types';

const entryBuddy = (over: Partial<EntryBuddyInputs>) =>
  compilePlan('entryBuddy', { ...defaultInputs('entryBuddy'), ...over });

describe('EntryBuddy plan', () => {
  it('default inputs: Up n, the hold, Down, the time between entries (not after the last)', () => {
    const plan = entryBuddy({});
    expect(spoken(plan)).toEqual([
      [0, 'Get ready in...'],
      [1200, '5'],
      [2200, '4'],
      [3200, '3'],
      [4200, '2'],
      [5200, '1'],
      [6200, '1st set. Up 1'],
      [7200, 'Down'],
      [9200, 'Up 2'],
      [10200, 'Down'],
      [12200, 'Up 3'],
      [13200, 'Down'],
      [15200, 'Up 4'],
      [16200, 'Down'],
      [18200, 'Up 5'],
      // the last Down has no time between: the session ends with it
      [19200, 'Down. Session over. Good job!'],
    ]);
    // holds of 1 s only wait; the 2 s between entries tick once, on the second
    expect(ticksOf(plan)).toEqual([8200, 11200, 14200, 17200]);
    expect(phasesOf(plan).slice(1, 4)).toEqual([
      [6200, 'Up 1', 1000],
      [7200, 'Down', 2000],
      [9200, 'Up 2', 1000],
    ]);
    expect(plan.pausable).toBe(false);
  });

  it('several sets: the last Down goes straight into the rest; no rest after the last set', () => {
    const plan = entryBuddy({
      getReadyTime: 0,
      numSets: 2,
      restTime: 5,
      entryCount: 2,
      holdTime: 1,
      timeBetween: 1,
    });
    expect(spoken(plan)).toEqual([
      [0, '1st set. Up 1'],
      [1000, 'Down'],
      [2000, 'Up 2'],
      [3000, 'Down. Rest'],
      [4000, '4'],
      [5000, '3'],
      [6000, '2'],
      [7000, '1'],
      [8000, '2nd set. Up 1'],
      [9000, 'Down'],
      [10000, 'Up 2'],
      [11000, 'Down. Session over. Good job!'],
    ]);
    expect(phasesOf(plan).filter(([, label]) => label === 'Rest')).toEqual([[3000, 'Rest', 5000]]);
  });

  it('a hold of 2 s or more ticks every second, except while the announcement is spoken', () => {
    const plan = entryBuddy({ getReadyTime: 0, entryCount: 2, holdTime: 3, timeBetween: 0 });
    // '1st set. Up 1' and 'Down. Up 2' take about 1.4 s: the first tick after each would
    // talk over them
    expect(ticksOf(plan)).toEqual([2000, 5000]);
    expect(spoken(plan)).toEqual([
      [0, '1st set. Up 1'],
      [3000, 'Down. Up 2'],
      [6000, 'Down. Session over. Good job!'],
    ]);
  });

  it('a hold of 0 says Up and Down as one cue', () => {
    const plan = entryBuddy({ getReadyTime: 0, entryCount: 2, holdTime: 0, timeBetween: 1 });
    expect(spoken(plan)).toEqual([
      [0, '1st set. Up 1. Down'],
      [1000, 'Up 2. Down. Session over. Good job!'],
    ]);
  });

  it('shows the entry number of the count', () => {
    const plan = entryBuddy({ getReadyTime: 0, entryCount: 3 });
    const ups = displaysOf(plan).filter((d) => d.phase === 'up');
    expect(ups.map((d) => [d.label, d.rep, d.numReps])).toEqual([
      ['Up 1', 1, 3],
      ['Up 2', 2, 3],
      ['Up 3', 3, 3],
    ]);
  });
});
