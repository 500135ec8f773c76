import { act, renderHook } from '@testing-library/react';
import type { SessionUser } from '../../schemas';
import { useSession, useToastStore } from '../index';
import { useRunLog } from './use-run-log';

/** A keep (the outbox's add) the test answers when it chooses. */
function deferredKeep() {
  const calls: Array<{ entry: string; resolve: () => void; reject: (e: Error) => void }> = [];
  const keep = (entry: string) =>
    new Promise<void>((resolve, reject) => {
      calls.push({ entry, resolve, reject });
    });
  return { keep, calls };
}

const user = { _id: 'u1', fullname: 'Ada', email: 'ada@example.com', isAdmin: false } as SessionUser;

describe('useRunLog', () => {
  afterEach(() => {
    act(() => {
      useSession.setState({ user: null });
      useToastStore.setState({ toast: null });
    });
  });

  it("shows a logged-in user's run only once the device has kept it", async () => {
    act(() => useSession.setState({ user }));
    const { keep, calls } = deferredKeep();
    const { result } = renderHook(() => useRunLog(keep));
    act(() => result.current.log('run 1'));
    expect(calls.map((c) => c.entry)).toEqual(['run 1']);
    // still being written: the end screen does not say 'Logged' yet
    expect(result.current.logged).toBeNull();
    await act(async () => calls[0]!.resolve());
    expect(result.current.logged).toBe('run 1');
  });

  it("shows a visitor's run at once and keeps nothing", () => {
    const { keep, calls } = deferredKeep();
    const { result } = renderHook(() => useRunLog(keep));
    act(() => result.current.log('visitor run'));
    expect(result.current.logged).toBe('visitor run');
    expect(calls).toHaveLength(0);
  });

  it('a run started again before the last one was kept does not show the old one', async () => {
    act(() => useSession.setState({ user }));
    const { keep, calls } = deferredKeep();
    const { result } = renderHook(() => useRunLog(keep));
    act(() => result.current.log('run 1'));
    act(() => result.current.clear());
    await act(async () => calls[0]!.resolve());
    expect(result.current.logged).toBeNull();
  });

  it('a run that could not be kept is said, and no end screen claims it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    act(() => useSession.setState({ user }));
    const { keep, calls } = deferredKeep();
    const { result } = renderHook(() => useRunLog(keep));
    act(() => result.current.log('run 1'));
    await act(async () => calls[0]!.reject(new Error('disk full')));
    expect(result.current.logged).toBeNull();
    expect(useToastStore.getState().toast?.txt).toBe('This run could not be logged.');
  });
});
