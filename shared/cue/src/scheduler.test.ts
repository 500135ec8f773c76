import { PlanLanes } from './lanes';
import { CueOutputs } from './outputs';
import { DeadlineScheduler, type Reached } from './scheduler';
import { SpeechLead } from './speech-lead';
import { FakeClock, RecordingTicker, displayShowing } from './testing';
import { Transport } from './transport';
import type { Speaker, TraceOutcome } from './ports';
import type { CueEvent } from './types';

const EVENTS: CueEvent[] = [
  { kind: 'display', at: 0, display: displayShowing('3') },
  { kind: 'speak', at: 0, text: 'three', cues: ['count'] },
  { kind: 'display', at: 1000, display: displayShowing('2') },
  { kind: 'speak', at: 1000, text: 'two', cues: ['count'] },
  { kind: 'tick', at: 1000 },
  { kind: 'display', at: 2000, display: displayShowing('1') },
  { kind: 'speak', at: 2000, text: 'one', cues: ['count'] },
  { kind: 'tick', at: 2000 },
  { kind: 'waitForSignal', at: 3000, label: 'Tap' },
  { kind: 'speak', at: 3000, text: 'go', cues: ['announce'] },
  { kind: 'done', at: 4000 },
];

function setup(start = 0) {
  const clock = new FakeClock(start);
  const said: [number, string][] = [];
  const speaker: Speaker = { speak: (text) => said.push([clock.now(), text]), cancel: () => {} };
  const ticker = new RecordingTicker(clock);
  const transport = new Transport(clock, () => {});
  const lanes = new PlanLanes();
  lanes.load(EVENTS);
  lanes.rewind();
  const lead = new SpeechLead(clock, speaker, {}, () => {});
  const traces: [string, number, TraceOutcome][] = [];
  const options = {
    ticker,
    trace: (e: CueEvent, at: number, outcome: TraceOutcome) =>
      traces.push([`${e.kind}@${e.at}`, at, outcome]),
  };
  const outputs = new CueOutputs(speaker, options, lead, () => {});
  const reached: [string | undefined, string][] = [];
  const onReached: Reached = (_phase, display, last) => {
    reached.push([display?.display.label, last.kind]);
    if (last.kind === 'waitForSignal') transport.waitForSignal();
    if (last.kind === 'done') transport.finish();
  };
  const scheduler = new DeadlineScheduler({
    clock,
    speaker,
    transport,
    lanes,
    lead,
    outputs,
    options,
    reached: onReached,
  });
  return { clock, said, ticker, transport, lanes, traces, reached, scheduler };
}

describe('DeadlineScheduler', () => {
  it('does nothing unless the transport runs', () => {
    const { clock, said, scheduler } = setup();
    scheduler.pump();
    expect([said, clock.pending]).toEqual([[], 0]);
  });

  it('acts on each lane at its deadline with one timer armed at a time, and stops at the barrier', () => {
    const { clock, said, ticker, transport, reached, scheduler } = setup(500);
    transport.playFrom(0, 500);
    scheduler.pump();
    expect(clock.pending).toBe(1);
    clock.advanceTo(500 + 2500);
    expect(said).toEqual([
      [500, 'three'],
      [1500, 'two'],
      [2500, 'one'],
    ]);
    // ticks are handed over 100 ms early, with their exact deadline
    expect(ticker.ticks).toEqual([
      { at: 1500, calledAt: 1400 },
      { at: 2500, calledAt: 2400 },
    ]);
    expect(clock.pending).toBe(1);
    clock.advanceTo(60_000);
    expect(reached).toEqual([
      ['3', 'display'],
      ['2', 'display'],
      ['1', 'display'],
      [undefined, 'waitForSignal'],
    ]);
    expect(said).toHaveLength(3); // 'go' waits behind the barrier
    expect(clock.pending).toBe(0);
  });

  it('goes on past the barrier once it is passed, to the end', () => {
    const { clock, said, transport, lanes, reached, scheduler } = setup();
    transport.playFrom(0, 0);
    scheduler.pump();
    clock.advanceTo(10_000);
    lanes.passBarrier();
    transport.playFrom(3000, 10_000);
    scheduler.pump();
    clock.advanceTo(20_000);
    expect(said.at(-1)).toEqual([10_000, 'go']);
    expect(reached.at(-1)).toEqual([undefined, 'done']);
    expect([transport.state, clock.pending]).toEqual(['done', 0]);
  });

  it('after a stall skips stale ticks and displays, speaks only speech still fresh', () => {
    const { clock, said, ticker, transport, reached, traces, scheduler } = setup();
    transport.playFrom(0, 0);
    scheduler.pump();
    clock.stall(2500); // 'two' (due at 1000) is 1500 ms old, 'one' (2000) 500 ms
    clock.advance(0);
    expect(said.map(([, text]) => text)).toEqual(['three', 'one']);
    expect(ticker.ticks).toEqual([]);
    expect(reached.at(-1)).toEqual(['1', 'display']);
    expect(traces.filter(([, , outcome]) => outcome === 'skipped').map(([e]) => e)).toEqual([
      'speak@1000',
      'tick@1000',
      'tick@2000',
      'display@1000',
    ]);
  });

  it('a timer armed in an older run does nothing; cancel disarms', () => {
    const { clock, said, transport, scheduler } = setup();
    transport.playFrom(0, 0);
    scheduler.pump();
    transport.nextRun();
    clock.advanceTo(1500);
    expect(said).toHaveLength(1);
    scheduler.pump();
    expect(said).toHaveLength(2);
    scheduler.cancel();
    expect(clock.pending).toBe(0);
  });
});
