import { RecordingTimeline, clockOf, markAt } from './timeline';

const phase = (index: number, label: string, set = 1) => ({ index, label, set });

describe("a recording's timeline", () => {
  it('marks each phase once, when it begins, in ms from the recording start', () => {
    const t = new RecordingTimeline(1000);
    t.see(phase(0, 'Get ready'), 1000);
    t.see(phase(0, 'Get ready'), 2500);
    t.see(phase(1, 'Hold'), 6002.4);
    t.see(null, 7000);
    t.see(phase(2, 'Done!💪'), 36010);
    expect(t.marks).toEqual([
      { atMs: 0, label: 'Get ready', set: 1 },
      { atMs: 5002, label: 'Hold', set: 1 },
      { atMs: 35010, label: 'Done!💪', set: 1 },
    ]);
  });

  it("a workout's next step starts its phases again from 0: still a new mark", () => {
    const t = new RecordingTimeline(0);
    t.see(phase(0, 'Get ready'), 0, 0);
    t.see(phase(0, 'Get ready'), 20_000, 1);
    expect(t.marks.map((m) => m.atMs)).toEqual([0, 20_000]);
  });

  it('tells which phase a moment of the video shows', () => {
    const marks = [
      { atMs: 0, label: 'Get ready', set: 1 },
      { atMs: 5000, label: 'Hold', set: 1 },
    ];
    expect(markAt(marks, 4999)?.label).toBe('Get ready');
    expect(markAt(marks, 5000)?.label).toBe('Hold');
    expect(markAt([{ atMs: 100, label: 'Hold', set: 1 }], 50)).toBeNull();
    expect(clockOf(65_400)).toBe('1:05');
  });
});
