import { FakeClock } from './testing';
import { Transport, type RunnerState } from './transport';

function setup(start = 1000) {
  const clock = new FakeClock(start);
  const states: RunnerState[] = [];
  const transport = new Transport(clock, () => states.push(transport.state));
  return { clock, transport, states };
}

describe('Transport', () => {
  it('starts idle at plan time 0, reporting nothing', () => {
    const { transport, states } = setup();
    expect(transport.state).toBe('idle');
    expect(transport.active).toBe(false);
    expect(transport.run).toBe(0);
    expect(states).toEqual([]);
  });

  it('puts plan time `at` on the clock time it is given, and reads plan time from the clock', () => {
    const { clock, transport, states } = setup();
    transport.playFrom(0, 1250);
    expect(transport.origin).toBe(1250);
    expect(transport.clockPlanTimeMs()).toBe(0); // the plan has not reached 0 yet: never negative
    clock.advanceTo(4250);
    expect(transport.clockPlanTimeMs()).toBe(3000);
    expect(states).toEqual(['running']);
    expect(transport.active).toBe(true);
  });

  it('stands still while paused; resuming moves the origin by the paused time', () => {
    const { clock, transport, states } = setup(0);
    transport.playFrom(0, 0);
    clock.advanceTo(10_500);
    transport.pause(clock.now());
    clock.advanceTo(17_500);
    expect(transport.clockPlanTimeMs()).toBe(10_500);
    transport.resume(clock.now());
    expect(transport.origin).toBe(7000);
    expect(transport.clockPlanTimeMs()).toBe(10_500);
    clock.advance(500);
    expect(transport.clockPlanTimeMs()).toBe(11_000);
    expect(states).toEqual(['running', 'paused', 'running']);
  });

  it('a paused plan time is not read from the clock', () => {
    const { clock, transport } = setup(0);
    transport.playFrom(0, 0);
    clock.advanceTo(2000);
    transport.pause(2000);
    const now = jest.spyOn(clock, 'now');
    transport.clockPlanTimeMs();
    expect(now).not.toHaveBeenCalled();
  });

  it('goes on from a waitForSignal with the plan time it waited at on the clock time given', () => {
    const { clock, transport, states } = setup(0);
    transport.playFrom(0, 0);
    clock.advanceTo(11_000);
    transport.waitForSignal();
    clock.advanceTo(71_000);
    transport.playFrom(11_000, 71_000 + 120);
    expect(transport.origin).toBe(60_120);
    expect(states).toEqual(['running', 'waitingForSignal', 'running']);
  });

  it('counts runs; done and idle are not active', () => {
    const { transport, states } = setup();
    transport.nextRun();
    transport.playFrom(0, 1000);
    transport.finish();
    expect([transport.state, transport.active]).toEqual(['done', false]);
    transport.nextRun();
    transport.playFrom(0, 1000);
    transport.nextRun();
    transport.stop();
    expect([transport.state, transport.active, transport.run]).toEqual(['idle', false, 3]);
    expect(states).toEqual(['running', 'done', 'running', 'idle']);
  });
});
