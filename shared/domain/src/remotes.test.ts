import { chooseEntry, parseRemotesConfig, rolloutPlace } from './remotes';

describe('remotes.json', () => {
  it('accepts kits with an optional canary', () => {
    const cfg = parseRemotesConfig([
      { name: 'coachKit', entry: '/kits/coach-kit/mf-manifest.json' },
      { name: 'lineKit', entry: '/a.js', canary: { entry: '/b.js', percent: 10 } },
    ]);
    expect(cfg).toEqual([
      { name: 'coachKit', entry: '/kits/coach-kit/mf-manifest.json' },
      { name: 'lineKit', entry: '/a.js', canary: { entry: '/b.js', percent: 10 } },
    ]);
  });

  it.each([
    ['not a list', { name: 'x' }, 'expected a list'],
    ['a nameless kit', [{ name: '', entry: '/a' }], 'remotes.json[0].name'],
    ['a name that is no identifier', [{ name: 'coach-kit', entry: '/a' }], 'remotes.json[0].name'],
    ['no entry', [{ name: 'x' }], 'remotes.json[0].entry'],
    [
      'a canary share above 100%',
      [{ name: 'x', entry: '/a', canary: { entry: '/b', percent: 101 } }],
      'percent',
    ],
    ['a canary without entry', [{ name: 'x', entry: '/a', canary: { percent: 5 } }], 'canary.entry'],
  ])('rejects %s, naming the field', (_what, json, message) => {
    expect(() => parseRemotesConfig(json)).toThrow(message);
  });

  const kit = { name: 'lineKit', entry: '/stable.json', canary: { entry: '/canary.json', percent: 10 } };
  const ids = Array.from({ length: 10_000 }, (_, i) => `device-${i}-${(i * 2654435761) % 4294967296}`);
  const onCanary = (percent: number, name = kit.name) =>
    ids.filter(
      (id) => chooseEntry({ ...kit, name, canary: { ...kit.canary, percent } }, id) === '/canary.json',
    );

  it.each([0, 1, 10, 25, 50, 90, 100])('sends about %i%% of 10,000 devices to the canary', (percent) => {
    const share = (onCanary(percent).length / ids.length) * 100;
    // Binomial spread over 10,000 devices is at most 0.5 points (one sigma): allow three.
    expect(Math.abs(share - percent)).toBeLessThanOrEqual(1.5);
    if (percent === 0) expect(share).toBe(0);
    if (percent === 100) expect(share).toBe(100);
  });

  it('keeps a device on the version it had, visit after visit and as the canary grows', () => {
    for (const id of ids.slice(0, 500)) expect(chooseEntry(kit, id)).toBe(chooseEntry({ ...kit }, id));
    const at10 = new Set(onCanary(10));
    const at30 = new Set(onCanary(30));
    for (const id of at10) expect(at30.has(id)).toBe(true);
    expect(at30.size).toBeGreaterThan(at10.size);
  });

  it("draws each kit's canary devices independently", () => {
    const line = new Set(onCanary(10, 'lineKit'));
    const both = onCanary(10, 'coachKit').filter((id) => line.has(id)).length;
    // Independent 10% draws overlap on about 1% of devices, not on all 10%.
    expect(both).toBeGreaterThan(50);
    expect(both).toBeLessThan(200);
  });

  it('places a device from 0 to 100 in steps of 0.01', () => {
    for (const id of ids.slice(0, 1000)) {
      const place = rolloutPlace(id, 'lineKit');
      expect(place).toBeGreaterThanOrEqual(0);
      expect(place).toBeLessThan(100);
      expect(place * 100).toBeCloseTo(Math.round(place * 100), 6);
    }
    expect(chooseEntry({ name: 'x', entry: '/only.json' }, 'device-0')).toBe('/only.json');
  });
});
