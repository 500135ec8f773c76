import { PlanLanes, type Lane } from './lanes';
import { displayShowing } from './testing';
import type { CueEvent } from './types';

const phase = (at: number, index: number, label: string): CueEvent => ({
  kind: 'phase',
  at,
  index,
  phase: 'hold',
  label,
  durationMs: 1000,
  timing: 'ticks',
  set: 1,
  rep: null,
  resettable: true,
});
const speak = (at: number, text: string): CueEvent => ({ kind: 'speak', at, text, cues: ['announce'] });

// two sets of one second each, a signal between them
const EVENTS: CueEvent[] = [
  phase(0, 0, 'One'), // 0
  { kind: 'display', at: 0, display: displayShowing('One') }, // 1
  speak(0, 'one'), // 2
  { kind: 'tick', at: 500 }, // 3
  speak(500, 'half'), // 4
  { kind: 'waitForSignal', at: 1000, label: 'Tap' }, // 5
  phase(1000, 1, 'Two'), // 6
  { kind: 'display', at: 1000, display: displayShowing('Two') }, // 7
  speak(1000, 'two'), // 8
  { kind: 'tick', at: 1500 }, // 9
  { kind: 'done', at: 2000 }, // 10
];

function loaded() {
  const lanes = new PlanLanes();
  lanes.load(EVENTS);
  lanes.rewind();
  return lanes;
}

/** Takes every event of a lane up to the barrier (or all, for the screen lane). */
function drain(lanes: PlanLanes, lane: Lane, beforeBarrier: boolean): number[] {
  const ats: number[] = [];
  for (let e = lanes.head(lane, beforeBarrier); e; e = lanes.head(lane, beforeBarrier)) {
    ats.push(e.at);
    lane.pos++;
  }
  return ats;
}

describe('PlanLanes', () => {
  it('splits the events into speech, ticks and the screen, in order', () => {
    const lanes = loaded();
    expect([lanes.speech.list, lanes.ticks.list, lanes.main.list]).toEqual([
      [2, 4, 8],
      [3, 9],
      [0, 1, 5, 6, 7, 10],
    ]);
    expect(lanes.events).toBe(EVENTS);
  });

  it('stops speech and ticks at the waitForSignal until the barrier is passed', () => {
    const lanes = loaded();
    expect(lanes.barrier).toBe(5);
    expect(lanes.waitEvent()).toBe(EVENTS[5]);
    expect(drain(lanes, lanes.speech, true)).toEqual([0, 500]);
    expect(drain(lanes, lanes.ticks, true)).toEqual([500]);
    lanes.passBarrier();
    expect(lanes.barrier).toBe(EVENTS.length);
    expect(lanes.waitEvent()).toBeUndefined();
    expect(drain(lanes, lanes.speech, true)).toEqual([1000]);
    expect(drain(lanes, lanes.ticks, true)).toEqual([1500]);
  });

  it('goes back over cues handed out for deadlines after a pause, and remembers the last one still issued', () => {
    const lanes = loaded();
    drain(lanes, lanes.speech, true);
    drain(lanes, lanes.ticks, true);
    lanes.lastSpeechAt = 500;
    lanes.unwind(400);
    expect([lanes.speech.pos, lanes.ticks.pos, lanes.lastSpeechAt]).toEqual([1, 0, 0]);
    lanes.unwind(-1);
    expect([lanes.speech.pos, lanes.lastSpeechAt]).toEqual([0, -Infinity]);
  });

  it('goes on from a plan time, with or without what is due at it', () => {
    const lanes = loaded();
    lanes.lastSpeechAt = 500;
    lanes.seek(1000, true); // the phase starting now still has its first cues ahead
    expect([lanes.speech.pos, lanes.ticks.pos, lanes.main.pos, lanes.barrier]).toEqual([2, 1, 2, 5]);
    expect(lanes.lastSpeechAt).toBe(-Infinity);
    lanes.seek(1000, false); // all due at 1000 has been played: past the barrier
    expect([lanes.speech.pos, lanes.ticks.pos, lanes.main.pos, lanes.barrier]).toEqual([3, 1, 5, 11]);
    lanes.seek(5000, false);
    expect([lanes.speech.pos, lanes.ticks.pos, lanes.main.pos]).toEqual([3, 2, 6]);
  });

  it('names the latest phase and display the screen lane has passed', () => {
    const lanes = loaded();
    expect(lanes.lastPassed('phase')).toBeUndefined();
    lanes.seek(1000, false);
    expect(lanes.lastPassed('phase')).toBe(EVENTS[6]);
    expect(lanes.lastPassed('display')?.display.label).toBe('Two');
  });

  it('a rewind or a new load starts over', () => {
    const lanes = loaded();
    lanes.seek(1500, false);
    lanes.rewind();
    expect([lanes.speech.pos, lanes.ticks.pos, lanes.main.pos, lanes.barrier]).toEqual([0, 0, 0, 5]);
    lanes.load(EVENTS.slice(6));
    lanes.rewind();
    expect([lanes.main.list, lanes.barrier]).toEqual([[0, 1, 4], 5]);
  });
});
