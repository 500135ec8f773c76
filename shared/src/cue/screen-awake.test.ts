import { ScreenAwakeHolder } from './screen-awake';
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
