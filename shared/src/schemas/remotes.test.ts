import { chooseEntry, remotesConfigSchema } from './remotes';

describe('remotes.json', () => {
  it('accepts kits with an optional canary', () => {
    const cfg = remotesConfigSchema.parse([
      { name: 'coachKit', entry: '/kits/coach-kit/mf-manifest.json' },
      { name: 'lineKit', entry: '/a.json', canary: { entry: '/b.json', percent: 10 } },
    ]);
    expect(cfg).toHaveLength(2);
  });

  it('rejects a canary share above 100% and a nameless kit', () => {
    expect(
      remotesConfigSchema.safeParse([{ name: 'x', entry: '/a', canary: { entry: '/b', percent: 101 } }])
        .success,
    ).toBe(false);
    expect(remotesConfigSchema.safeParse([{ name: '', entry: '/a' }]).success).toBe(false);
  });

  it('sends a device to the canary only when its bucket is under the percent', () => {
    const r = { name: 'lineKit', entry: '/stable.json', canary: { entry: '/canary.json', percent: 25 } };
    expect(chooseEntry(r, 0)).toBe('/canary.json');
    expect(chooseEntry(r, 24)).toBe('/canary.json');
    expect(chooseEntry(r, 25)).toBe('/stable.json');
    expect(chooseEntry(r, 99)).toBe('/stable.json');
    expect(chooseEntry({ name: 'x', entry: '/only.json' }, 0)).toBe('/only.json');
  });
});
