import { HOLD_DOWN_AFTER_MS, HOLD_UP_AFTER_MS, HoldWatcher } from './hold';

/** Feeds frames every 50 ms: `up` for each frame, and collects the events. */
function feed(watcher: HoldWatcher, frames: (boolean | null)[], from = 0) {
  return frames.flatMap((up, i) => {
    const e = watcher.see(up, from + i * 50);
    return e ? [e] : [];
  });
}
const times = (n: number, v: boolean | null) => Array<boolean | null>(n).fill(v);

describe('HoldWatcher', () => {
  it('starts a hold once upside down for a moment, dated from its first frame', () => {
    const w = new HoldWatcher();
    const events = feed(w, [...times(4, false), ...times(HOLD_UP_AFTER_MS / 50 + 1, true)]);
    expect(events).toEqual([{ type: 'up', at: 200 }]);
    expect(w.holding).toBe(true);
  });

  it('one upside-down frame (a misread) starts nothing', () => {
    const w = new HoldWatcher();
    expect(feed(w, [false, true, false, true, false, null, true, false])).toEqual([]);
    expect(w.holding).toBe(false);
  });

  it('ends the hold once down for a moment, at the last upside-down frame, with its length', () => {
    const w = new HoldWatcher();
    const events = feed(w, [...times(41, true), ...times(HOLD_DOWN_AFTER_MS / 50 + 1, false)]);
    expect(events).toEqual([
      { type: 'up', at: 0 },
      { type: 'down', at: 2000, heldMs: 2000 },
    ]);
    expect(w.holding).toBe(false);
  });

  it('a moment unseen or misread mid-hold does not end it', () => {
    const w = new HoldWatcher();
    const events = feed(w, [...times(20, true), ...times(5, null), ...times(3, false), ...times(20, true)]);
    expect(events).toEqual([{ type: 'up', at: 0 }]);
    expect(w.holding).toBe(true);
  });

  it('reset forgets a hold in progress', () => {
    const w = new HoldWatcher();
    feed(w, times(20, true));
    w.reset();
    expect(w.holding).toBe(false);
    expect(feed(w, times(5, false), 5000)).toEqual([]);
  });
});
