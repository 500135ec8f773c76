import { chooseEntry, parseRemotesConfig } from './remotes';

describe('remotes.json', () => {
  it('accepts kits with an optional canary', () => {
    const cfg = parseRemotesConfig([
      { name: 'coachKit', entry: '/kits/coach-kit/remoteEntry.js' },
      { name: 'lineKit', entry: '/a.js', canary: { entry: '/b.js', percent: 10 } },
    ]);
    expect(cfg).toEqual([
      { name: 'coachKit', entry: '/kits/coach-kit/remoteEntry.js' },
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

  it('sends a device to the canary only when its bucket is under the percent', () => {
    const r = { name: 'lineKit', entry: '/stable.js', canary: { entry: '/canary.js', percent: 25 } };
    expect(chooseEntry(r, 0)).toBe('/canary.js');
    expect(chooseEntry(r, 24)).toBe('/canary.js');
    expect(chooseEntry(r, 25)).toBe('/stable.js');
    expect(chooseEntry(r, 99)).toBe('/stable.js');
    expect(chooseEntry({ name: 'x', entry: '/only.js' }, 0)).toBe('/only.js');
  });
});
