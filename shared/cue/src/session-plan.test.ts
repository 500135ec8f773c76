import { defaultInputs } from './inputs';
import { compilePlan, planPhases } from './plan';
import { SessionPlan, addedTimeText } from './session-plan';
import type { CuePlan } from './types';

const inputs = { ...defaultInputs('holdOn'), getReadyTime: 0, numSets: 2, holdTime: 30, restTime: 20 };
const compiled = compilePlan('holdOn', inputs);

function setup() {
  const asked: [number, number][][] = [];
  const session = new SessionPlan(compiled, {
    recompile: (durations) => {
      asked.push([...durations]);
      return compilePlan('holdOn', inputs, { durations });
    },
  });
  return { session, asked };
}

describe('addedTimeText', () => {
  it.each([
    [15_000, '15 more seconds'],
    [60_000, '1 more minute'],
    [120_000, '2 more minutes'],
    [90_000, '90 more seconds'],
  ])('%i ms: %s', (ms, text) => expect(addedTimeText(ms)).toBe(text));
});

describe('SessionPlan', () => {
  it('plays the compiled plan until an edit is played', () => {
    const { session } = setup();
    expect(session.plan).toBe(compiled);
    const plan = session.recompile(0, 45_000);
    expect(session.plan).toBe(compiled);
    session.play(plan);
    expect(session.plan).toBe(plan);
    expect(plan.durationMs).toBe(compiled.durationMs + 15_000);
  });

  it('recompiles with every edit made so far, each a copy', () => {
    const { session, asked } = setup();
    session.play(session.recompile(0, 45_000));
    session.play(session.recompile(1, 5000));
    expect(asked).toEqual([
      [[0, 45_000]],
      [
        [0, 45_000],
        [1, 5000],
      ],
    ]);
    expect(session.plan.durationMs).toBe(45_000 + 5000 + 30_000);
  });

  it('restores the compiled plan, saying whether edits had changed it', () => {
    const { session } = setup();
    expect(session.restore()).toBe(false);
    session.play(session.recompile(0, 45_000));
    expect(session.restore()).toBe(true);
    expect(session.plan).toBe(compiled);
    expect(session.restore()).toBe(false);
    session.play(session.recompile(1, 5000)); // the earlier edit is gone
    expect(session.plan.durationMs).toBe(30_000 + 5000 + 30_000);
  });

  it('edits a timed phase of a plan it can recompile', () => {
    const { session } = setup();
    const [hold, , , done] = planPhases(compiled);
    expect([hold?.label, done?.timing]).toEqual(['Hold', 'untimed']);
    expect([session.editable, session.canEdit(hold!), session.canEdit(done!), session.canEdit(null)]).toEqual(
      [true, true, false, false],
    );
    const fixed = new SessionPlan(compiled, {});
    expect([fixed.editable, fixed.canEdit(hold!)]).toEqual([false, false]);
    expect(() => fixed.recompile(0, 1000)).toThrow();
    expect(fixed.plan).toBe(compiled);
  });

  it('an edit to zero length is kept (a skipped phase)', () => {
    const { session } = setup();
    const plan: CuePlan = session.recompile(1, 0);
    expect(planPhases(plan).map((p) => [p.label, p.durationMs])).toEqual([
      ['Hold', 30_000],
      ['Rest', 0],
      ['Hold', 30_000],
      ['Done!💪', 0],
    ]);
  });
});
