import {
  KitContractError,
  canaryPlugin,
  kitStartPlugin,
  sharedContractPlugin,
  startSharedOf,
} from './kit-plugins';

type Hook = (args: unknown) => unknown;
const manifest = (shared: { name: string; requiredVersion: string }[]) => ({
  manifestJson: { shared },
  moduleInfo: { name: 'lineKit', entry: '/kits/line-kit/mf-manifest.json' },
});

describe('the shared-module contract', () => {
  const check = sharedContractPlugin({ react: '19.3.1', '@handyq/domain': '1.0.0' })
    .afterLoadManifest as Hook;

  it('lets a kit in whose every requirement the shell meets', () => {
    expect(() =>
      check(
        manifest([
          { name: 'react', requiredVersion: '^19.3.0' },
          { name: '@handyq/domain', requiredVersion: '1.0.0' },
        ]),
      ),
    ).not.toThrow();
  });

  it('stops a kit built for another major, naming the module and both versions', () => {
    let error: unknown;
    try {
      check(manifest([{ name: 'react', requiredVersion: '^20.0.0' }]));
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(KitContractError);
    expect(error).toMatchObject({ module: 'react', required: '^20.0.0', provided: '19.3.1', kit: 'lineKit' });
    expect((error as Error).message).toBe(
      'lineKit needs react ^20.0.0, but this HandyQ provides react 19.3.1.',
    );
  });

  it('stops a kit that needs a shared module the shell does not have', () => {
    expect(() => check(manifest([{ name: 'react-dom/server', requiredVersion: '^19.3.1' }]))).toThrow(
      'lineKit needs react-dom/server ^19.3.1, but this HandyQ provides react-dom/server nothing.',
    );
  });
});

describe('the canary plugin', () => {
  const remotes = [
    {
      name: 'lineKit',
      entry: '/kits/line-kit/mf-manifest.json',
      canary: { entry: '/canary/line-kit/mf-manifest.json', percent: 50 },
    },
  ];
  const resolved = (deviceId: string) => {
    const args = { remote: { name: 'lineKit', entry: 'http://localhost/kits/line-kit/mf-manifest.json' } };
    (canaryPlugin(remotes, deviceId).beforeRegisterRemote as Hook)(args);
    return new URL(args.remote.entry).pathname;
  };

  it('registers the canary manifest for a device in the rollout, the stable one for the rest', () => {
    const seen = new Set(Array.from({ length: 200 }, (_, i) => resolved(`device-${i}`)));
    expect(seen).toEqual(new Set(['/canary/line-kit/mf-manifest.json', '/kits/line-kit/mf-manifest.json']));
    for (let i = 0; i < 50; i++) expect(resolved(`device-${i}`)).toBe(resolved(`device-${i}`));
  });
});

describe("a kit route's shared modules", () => {
  const URL_OF = 'http://localhost/kits/coach-kit/mf-manifest.json';
  const manifestJson = {
    exposes: [
      { name: 'other', startShared: ['zustand'] },
      { name: 'routes', startShared: ['react', '@tanstack/react-query', 7] },
    ],
  };

  it("are the ones the kit's build lists for its routes (a manifest is read as untrusted)", () => {
    expect(startSharedOf(manifestJson)).toEqual(['react', '@tanstack/react-query']);
    expect(startSharedOf({ exposes: 'x' })).toEqual([]);
    expect(startSharedOf({ exposes: [null, { name: 'routes' }] })).toEqual([]);
    expect(startSharedOf(null)).toEqual([]);
  });

  it('start loading once per manifest, as soon as it is read, each in a task of its own', () => {
    const loaded: string[] = [];
    const tasks: (() => void)[] = [];
    const hook = kitStartPlugin(
      (name) => loaded.push(name),
      (run) => tasks.push(run),
    ).afterLoadManifest as Hook;
    const args = { manifestJson, manifestUrl: URL_OF, moduleInfo: { name: 'coachKit' } };
    hook(args);
    hook(args);
    // nothing in the runtime's own task: one task after it for each module
    expect(loaded).toEqual([]);
    expect(tasks).toHaveLength(2);
    tasks[0]!();
    expect(loaded).toEqual(['react']);
    tasks[1]!();
    expect(loaded).toEqual(['react', '@tanstack/react-query']);
  });
});
