import { ScreenAwakeHolder, UNSUPPORTED, askedInTap } from './screen-awake';
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

  it('a refusal is logged and reported lost, unless a newer run began; no API at all is off', async () => {
    const error = new Error('NotAllowedError');
    const { holder, runs, log, changed } = setup({ request: () => Promise.reject(error) });
    holder.request();
    await flush();
    expect(log).toHaveBeenCalledWith('Wake lock request failed', error);
    expect([holder.state, changed.mock.calls.length]).toEqual(['lost', 1]);
    const none = setup({
      request: () => Promise.reject(Object.assign(new Error('no API'), { name: UNSUPPORTED })),
    });
    none.holder.request();
    await flush();
    expect(none.holder.state).toBe('off');
    expect(none.holder.retake()).toBe(false);
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

describe('ScreenAwakeHolder: a lock refused or lost', () => {
  it('is asked for again on a tap, and held when the browser grants it then', async () => {
    let granting = false;
    const release = jest.fn();
    const request = jest.fn(() =>
      granting ? Promise.resolve(release) : Promise.reject(new Error('NotAllowedError')),
    );
    const { holder, runs, changed } = setup({ request });
    holder.request();
    await flush();
    expect(holder.state).toBe('lost');
    granting = true; // a tap: WebKit grants the lock near one
    expect(holder.retake()).toBe(true);
    expect(holder.state).toBe('asking');
    await flush();
    expect(holder.state).toBe('on');
    expect(request).toHaveBeenCalledTimes(2);
    expect(changed).toHaveBeenCalledTimes(3); // lost, asking, on
    // held, or the run over: a tap asks nothing
    expect(holder.retake()).toBe(false);
    runs.active = false;
    holder.drop();
    expect(holder.retake()).toBe(false);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('a lock the browser drops for good is reported lost, and a tap takes it again', async () => {
    let lose: (() => void) | undefined;
    const request = jest.fn(async (onLost?: () => void) => {
      lose = onLost;
      return jest.fn();
    });
    const { holder, changed } = setup({ request });
    holder.request();
    await flush();
    expect(holder.state).toBe('on');
    lose!();
    expect(holder.state).toBe('lost');
    expect(changed).toHaveBeenCalledTimes(2);
    lose!(); // said twice: once is enough
    expect(changed).toHaveBeenCalledTimes(2);
    holder.retake();
    await flush();
    expect(holder.state).toBe('on');
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
    expect(late.holder.state).toBe('lost');
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

  it('the run that takes the early lock hears of its loss', async () => {
    let lose: (() => void) | undefined;
    const early = askedInTap({
      request: async (onLost?: () => void) => {
        lose = onLost;
        return jest.fn();
      },
    });
    const { holder } = setup(early);
    holder.request();
    await flush();
    expect(holder.state).toBe('on');
    lose!();
    expect(holder.state).toBe('lost');
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
