import type { PhaseKind } from '@handyq/cue';
import { RecordingTimeline, clockOf, markAt, syncPointOf } from './recording-timeline';

const KINDS: Record<string, PhaseKind> = {
  'Get ready': 'getReady',
  Hold: 'hold',
  'Done!💪': 'done',
  'Kick up': 'signal',
};
const phase = (index: number, label: string, set = 1) => ({ index, label, set, phase: KINDS[label]! });

describe("a recording's timeline", () => {
  it('marks each phase once, when it begins, in ms from the recording start', () => {
    const t = new RecordingTimeline(1000);
    t.see(phase(0, 'Get ready'), 1000);
    t.see(phase(0, 'Get ready'), 2500);
    t.see(phase(1, 'Hold'), 6002.4);
    t.see(null, 7000);
    t.see(phase(2, 'Done!💪'), 36010);
    expect(t.marks).toEqual([
      { atMs: 0, label: 'Get ready', phase: 'getReady', set: 1 },
      { atMs: 5002, label: 'Hold', phase: 'hold', set: 1 },
      { atMs: 35010, label: 'Done!💪', phase: 'done', set: 1 },
    ]);
    // two recordings line up on the hold's start, past the count (or a wait for the kick-up)
    expect(syncPointOf(t.marks)).toBe(5002);
    const kickUp = new RecordingTimeline(0);
    kickUp.see(phase(0, 'Kick up'), 0);
    kickUp.see(phase(1, 'Hold'), 2400);
    expect(syncPointOf(kickUp.marks)).toBe(2400);
    expect(syncPointOf([])).toBe(0);
  });

  it("a workout's next step starts its phases again from 0: still a new mark", () => {
    const t = new RecordingTimeline(0, true);
    t.see(phase(0, 'Get ready'), 0, 0);
    t.see(phase(1, 'Hold'), 5_000, 0);
    t.see(phase(0, 'Get ready'), 20_000, 1);
    // and each mark names its step, so playback says which tool's run the video is in
    expect(t.marks.map((m) => [m.atMs, m.label, m.step])).toEqual([
      [0, 'Get ready', 1],
      [5_000, 'Hold', 1],
      [20_000, 'Get ready', 2],
    ]);
    // a tool's own run has no steps
    const one = new RecordingTimeline(0);
    one.see(phase(0, 'Get ready'), 0);
    expect(one.marks[0]).not.toHaveProperty('step');
  });

  it('tells which phase a moment of the video shows', () => {
    const marks = [
      { atMs: 0, label: 'Get ready', phase: 'getReady' as const, set: 1 },
      { atMs: 5000, label: 'Hold', phase: 'hold' as const, set: 1 },
    ];
    expect(markAt(marks, 4999)?.label).toBe('Get ready');
    expect(markAt(marks, 5000)?.label).toBe('Hold');
    expect(markAt([{ atMs: 100, label: 'Hold', phase: 'hold', set: 1 }], 50)).toBeNull();
    expect(clockOf(65_400)).toBe('1:05');
  });
});
