import { deviceId } from './remotes-config';

describe('the device id that places a device in canary rollouts', () => {
  beforeEach(() => localStorage.clear());

  it('is made once, kept, and reused on every later visit', () => {
    const first = deviceId();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(deviceId()).toBe(first);
    expect(localStorage.getItem('hq-device-id')).toBe(first);
  });

  it('differs from device to device', () => {
    const ids = new Set(
      Array.from({ length: 50 }, () => {
        localStorage.clear();
        return deviceId();
      }),
    );
    expect(ids.size).toBe(50);
  });

  it('replaces a stored value that is not one of its ids', () => {
    localStorage.setItem('hq-device-id', 'x'.repeat(10_000));
    const id = deviceId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(localStorage.getItem('hq-device-id')).toBe(id);
  });
});
