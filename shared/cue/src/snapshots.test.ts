import { Snapshots, type RunnerSnapshot } from './snapshots';

// the hub never reads a snapshot: a state and a flag tell them apart
const IDLE = { state: 'idle', canEdit: false } as RunnerSnapshot;

describe('Snapshots', () => {
  it('keeps one frozen snapshot until the next change', () => {
    let state: RunnerSnapshot = IDLE;
    const snapshots = new Snapshots(() => ({ ...state }));
    const first = snapshots.get();
    expect(first).toEqual(IDLE);
    expect(Object.isFrozen(first)).toBe(true);
    state = { ...IDLE, state: 'running' };
    expect(snapshots.get()).toBe(first);
    snapshots.notify();
    expect(snapshots.get()).toMatchObject({ state: 'running' });
    expect(snapshots.get()).not.toBe(first);
  });

  it('tells the listeners subscribed when it is taken, until they unsubscribe', () => {
    const snapshots = new Snapshots(() => IDLE);
    const seen: string[] = [];
    const b = (s: RunnerSnapshot) => seen.push(`b:${s.state}`);
    let unsubscribeB = () => {};
    snapshots.subscribe(() => {
      seen.push('a');
      unsubscribeB(); // b was subscribed when the notification began: it is still told
    });
    unsubscribeB = snapshots.subscribe(b);
    snapshots.notify();
    snapshots.notify();
    expect(seen).toEqual(['a', 'b:idle', 'a']);
  });

  it('a listener that changes the runner again gives the listeners after it the newer snapshot', () => {
    let count = 0;
    const snapshots = new Snapshots(() => ({ ...IDLE, canEdit: count++ % 2 === 1 }));
    const seen: boolean[] = [];
    let nested = false;
    snapshots.subscribe((s) => {
      seen.push(s.canEdit);
      if (!nested) {
        nested = true;
        snapshots.notify();
      }
    });
    snapshots.subscribe((s) => seen.push(s.canEdit));
    snapshots.notify();
    expect(seen).toEqual([true, false, false, false]);
  });
});
