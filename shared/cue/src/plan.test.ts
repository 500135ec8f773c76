import { CUE_PRIORITY, resolveCollisions } from './builder';
import { defaultInputs } from './inputs';
import { compilePlan, planPhases } from './plan';
import { spoken } from './testing';
import { TOOL_KEYS } from '@handyq/domain';

describe('plans in general', () => {
  it.each(TOOL_KEYS)('%s: events are ordered by time and frozen', (tool) => {
    const plan = compilePlan(tool, defaultInputs(tool));
    const ats = plan.events.map((e) => e.at);
    expect(ats).toEqual([...ats].sort((a, b) => a - b));
    expect(Object.isFrozen(plan)).toBe(true);
    expect(Object.isFrozen(plan.events)).toBe(true);
    const display = plan.events.find((e) => e.kind === 'display');
    expect(Object.isFrozen(display)).toBe(true);
    expect(() => (plan.events as unknown as unknown[]).push({})).toThrow();
    expect(plan.events.at(-1)?.kind).toBe('done');
    expect(plan.events.at(-1)?.at).toBe(plan.durationMs);
  });

  it.each(TOOL_KEYS)('%s: phases tile the session with no gap or overlap', (tool) => {
    const phases = planPhases(compilePlan(tool, { ...defaultInputs(tool), numSets: 2 }));
    phases.slice(1).forEach((p, i) => expect(p.at).toBe(phases[i]!.at + phases[i]!.durationMs));
  });

  it('same-time events: the phase first, then display, then speech', () => {
    const plan = compilePlan('holdOn', { ...defaultInputs('holdOn'), getReadyTime: 0 });
    expect(plan.events.slice(0, 3).map((e) => e.kind)).toEqual(['phase', 'display', 'speak']);
  });

  it("get ready: 'Get ready in...', then each number one second apart after a 200 ms pause", () => {
    const plan = compilePlan('holdOn', { ...defaultInputs('holdOn'), getReadyTime: 3 });
    expect(spoken(plan).slice(0, 5)).toEqual([
      [0, 'Get ready in...'],
      [1200, '3'],
      [2200, '2'],
      [3200, '1'],
      [4200, '1st set. Hold'],
    ]);
  });

  it('no get-ready time: the first set starts at once, without the phrase', () => {
    const plan = compilePlan('entryBuddy', { ...defaultInputs('entryBuddy'), getReadyTime: 0 });
    expect(spoken(plan)[0]).toEqual([0, '1st set. Up 1']);
  });
});

describe('cue priority', () => {
  const cue = (at: number, priority: number, windowMs = 350) => ({ at, priority, windowMs });

  it('ranks announcement > countdown > Halfway > callout > tick', () => {
    expect(
      Object.entries(CUE_PRIORITY)
        .sort((a, b) => b[1] - a[1])
        .map(([k]) => k),
    ).toEqual(['announce', 'countdown', 'halfway', 'callout', 'tick']);
  });

  it('keeps the countdown number when Halfway would land on it', () => {
    const countdown = cue(5000, CUE_PRIORITY.countdown);
    const halfway = cue(5000, CUE_PRIORITY.halfway);
    expect(resolveCollisions([halfway, countdown])).toEqual([countdown]);
    // Halfway starting while the number is still spoken loses too; a second later both stay
    expect(resolveCollisions([countdown, cue(5200, CUE_PRIORITY.halfway)])).toEqual([countdown]);
    expect(resolveCollisions([countdown, cue(6000, CUE_PRIORITY.halfway)])).toHaveLength(2);
  });

  it('drops a cue that would start inside a longer announcement', () => {
    const announce = cue(0, CUE_PRIORITY.announce, 1400);
    const tick = cue(1000, CUE_PRIORITY.tick, 0);
    const number = cue(2000, CUE_PRIORITY.countdown);
    expect(resolveCollisions([tick, number, announce])).toEqual([announce, number]);
  });
});
