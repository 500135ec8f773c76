import { ScreenAwakeHolder, askedInTap } from './screen-awake';
import type { WakeLock } from './ports';

const flush = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

function setup(wakeLock?: WakeLock) {
  const runs = { run: 1, active: true };
  const log = jest.fn();
  const changed = jest.fn();
  const holder = new ScreenAwakeHolder({ wakeLock }, runs, log, changed);
  return { runs, log, changed, holder };
}

describe('ScreenAwakeHolder', () => {
  it('is off without a wake lock', () => {
    const { holder, changed } = setup();
    holder.request();
    expect(holder.state).toBe('off');
    expect(changed).not.toHaveBeenCalled();
  });

  it('asks, holds the lock (on) and releases it when dropped', async () => {
    const release = jest.fn();
    const request = jest.fn(async () => release);
    const { holder, changed } = setup({ request });
    holder.request();
    expect(holder.state).toBe('asking');
    await flush();
    expect(holder.state).toBe('on');
    expect(changed).toHaveBeenCalledTimes(1);
    holder.request(); // held: not asked again
    expect(request).toHaveBeenCalledTimes(1);
    holder.drop();
    expect(holder.state).toBe('off');
    expect(release).toHaveBeenCalledTimes(1);
    holder.drop();
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('releases at once a lock granted after its run ended or a newer one began', async () => {
    const release = jest.fn();
    const { holder, runs, changed } = setup({ request: async () => release });
    holder.request();
    runs.active = false; // done before the answer
    await flush();
    expect(release).toHaveBeenCalledTimes(1);
    runs.active = true;
    holder.request();
    runs.run = 2;
    await flush();
    expect(release).toHaveBeenCalledTimes(2);
    expect(changed).not.toHaveBeenCalled();
  });

  it('a refusal is logged and reported off, unless a newer run began', async () => {
    const error = new Error('NotAllowedError');
    const { holder, runs, log, changed } = setup({ request: () => Promise.reject(error) });
    holder.request();
    await flush();
    expect(log).toHaveBeenCalledWith('Wake lock request failed', error);
    expect([holder.state, changed.mock.calls.length]).toEqual(['off', 1]);
    holder.request();
    runs.run = 2;
    await flush();
    expect(log).toHaveBeenCalledTimes(2);
    expect([holder.state, changed.mock.calls.length]).toEqual(['asking', 1]);
  });

  it('a request or a release that throws is only logged', async () => {
    const thrown = setup({
      request: () => {
        throw new Error('no');
      },
    });
    thrown.holder.request();
    expect(thrown.holder.state).toBe('off');
    expect(thrown.log).toHaveBeenCalledWith('Wake lock request failed', expect.any(Error));

    const failing = setup({
      request: async () => () => {
        throw new Error('gone');
      },
    });
    failing.holder.request();
    await flush();
    failing.holder.drop();
    expect(failing.log).toHaveBeenCalledWith('Wake lock release failed', expect.any(Error));
  });
});

describe('askedInTap', () => {
  /** A browser that grants the lock only while the user's tap is recent, as WebKit does. */
  function tapLimitedLock() {
    let tapRecent = true;
    const release = jest.fn();
    const lock: WakeLock = {
      request: jest.fn(() =>
        tapRecent ? Promise.resolve(release) : Promise.reject(new Error('NotAllowedError')),
      ),
    };
    return { lock, release, tapIsOld: () => (tapRecent = false) };
  }

  it('a run that starts long after the tap holds the lock the tap asked for', async () => {
    const { lock, release, tapIsOld } = tapLimitedLock();
    const early = askedInTap(lock); // the tap on Start
    tapIsOld(); // the voice took seconds to prepare
    const { holder } = setup(early);
    holder.request();
    await flush();
    expect(holder.state).toBe('on');
    expect(lock.request).toHaveBeenCalledTimes(1);
    holder.drop();
    expect(release).toHaveBeenCalledTimes(1);
    // asked directly that late, the browser refuses: what this is for
    const late = setup(lock);
    late.holder.request();
    await flush();
    expect(late.holder.state).toBe('off');
  });

  it('asks anew after the first request, and a refused tap reaches the run', async () => {
    const { lock } = tapLimitedLock();
    const early = askedInTap(lock);
    await early.request();
    await early.request();
    expect(lock.request).toHaveBeenCalledTimes(2);
    const refused = askedInTap({ request: () => Promise.reject(new Error('NotAllowedError')) });
    await expect(refused.request()).rejects.toThrow('NotAllowedError');
  });

  it('releases a lock its run never took', async () => {
    const { lock, release } = tapLimitedLock();
    askedInTap(lock).dispose();
    await flush();
    expect(release).toHaveBeenCalledTimes(1);
    const taken = askedInTap(lock);
    await taken.request();
    taken.dispose();
    await flush();
    expect(release).toHaveBeenCalledTimes(1);
  });
});
