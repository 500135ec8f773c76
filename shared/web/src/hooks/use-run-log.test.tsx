import { act, renderHook } from '@testing-library/react';
import type { SessionUser } from '@handyq/domain/schemas';
import { useSession, useToastStore } from '../index';
import { journaledRuns } from './run-journal';
import { useRunLog } from './use-run-log';

interface Run {
  _id: string;
}
/** A run's entry, as the timers make one (its id is what the journal keys it by). */
const run = (_id: string): Run => ({ _id });

/** A keep (the outbox's add) the test answers when it chooses. */
function deferredKeep() {
  const calls: Array<{ entry: string; resolve: () => void; reject: (e: Error) => void }> = [];
  const keep = (entry: Run) =>
    new Promise<void>((resolve, reject) => {
      calls.push({ entry: entry._id, resolve, reject });
    });
  return { keep, calls };
}

const user = { _id: 'u1', fullname: 'Ada', email: 'ada@example.com', isAdmin: false } as SessionUser;

describe('useRunLog', () => {
  afterEach(() => {
    localStorage.clear();
    act(() => {
      useSession.setState({ user: null });
      useToastStore.setState({ toast: null });
    });
  });

  it("shows a logged-in user's run only once the device has kept it", async () => {
    act(() => useSession.setState({ user }));
    const { keep, calls } = deferredKeep();
    const { result } = renderHook(() => useRunLog(keep));
    act(() => result.current.log(run('run 1')));
    expect(calls.map((c) => c.entry)).toEqual(['run 1']);
    // still being written: the end screen does not say 'Logged' yet
    expect(result.current.logged).toBeNull();
    await act(async () => calls[0]!.resolve());
    expect(result.current.logged?._id).toBe('run 1');
  });

  it("shows a visitor's run at once and keeps nothing", () => {
    const { keep, calls } = deferredKeep();
    const { result } = renderHook(() => useRunLog(keep));
    act(() => result.current.log(run('visitor run')));
    expect(result.current.logged?._id).toBe('visitor run');
    expect(calls).toHaveLength(0);
  });

  it('a run started again before the last one was kept does not show the old one', async () => {
    act(() => useSession.setState({ user }));
    const { keep, calls } = deferredKeep();
    const { result } = renderHook(() => useRunLog(keep));
    act(() => result.current.log(run('run 1')));
    act(() => result.current.clear());
    await act(async () => calls[0]!.resolve());
    expect(result.current.logged).toBeNull();
  });

  it('a run that could not be kept is said, and no end screen claims it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    act(() => useSession.setState({ user }));
    const { keep, calls } = deferredKeep();
    const { result } = renderHook(() => useRunLog(keep));
    act(() => result.current.log(run('run 1')));
    await act(async () => calls[0]!.reject(new Error('disk full')));
    expect(result.current.logged).toBeNull();
    expect(useToastStore.getState().toast?.txt).toBe('This run could not be logged.');
  });

  it('writes a run down before keeping it, and strikes it off once kept: a reload meanwhile loses nothing', async () => {
    act(() => useSession.setState({ user }));
    const { keep, calls } = deferredKeep();
    const { result } = renderHook(() => useRunLog(keep));
    act(() => result.current.log(run('run 1')));
    // being kept: written down for the PracticeLog to keep after a reload
    expect(journaledRuns('u1')).toEqual([{ userId: 'u1', id: 'run 1', entry: { _id: 'run 1' } }]);
    await act(async () => calls[0]!.resolve());
    expect(journaledRuns('u1')).toEqual([]);
  });

  it('a run that could not be kept stays written down, to be kept at the next load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    act(() => useSession.setState({ user }));
    const { keep, calls } = deferredKeep();
    const { result } = renderHook(() => useRunLog(keep));
    act(() => result.current.log(run('run 1')));
    await act(async () => calls[0]!.reject(new Error('disk full')));
    expect(journaledRuns('u1').map((j) => j.id)).toEqual(['run 1']);
  });

  it("a visitor's run is not written down (nothing of theirs is kept)", () => {
    const { keep } = deferredKeep();
    const { result } = renderHook(() => useRunLog(keep));
    act(() => result.current.log(run('visitor run')));
    expect(localStorage.length).toBe(0);
  });
});
