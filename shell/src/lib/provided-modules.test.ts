import singletons from '@handyq/build/singletons.json';
import { LOADERS, providedShared } from './provided-modules';

const versions = Object.fromEntries((singletons as string[]).map((name) => [name, '1.2.3']));

describe('the modules the shell provides to the kits', () => {
  it('has a loader for every name on shared/build/singletons.json, and none that is not on it', () => {
    expect(Object.keys(LOADERS).sort()).toEqual([...(singletons as string[])].sort());
  });

  it('hands each kit the very modules the shell runs with', async () => {
    const shared = providedShared(versions);
    const lib = async (name: string) => (await shared[name]!.get())() as Record<string, unknown>;
    // The same functions, not copies of them (a module namespace may be wrapped per import).
    expect((await lib('react')).useState).toBe((await import('react')).useState);
    expect((await lib('zustand')).create).toBe((await import('zustand')).create);
    expect((await lib('@handyq/web/server')).queryClient).toBe(
      (await import('@handyq/web/server')).queryClient,
    );
    // The router: the contract's exports, not the whole library.
    const router = await lib('react-router-dom');
    expect(typeof router.useParams).toBe('function');
    expect(router.createBrowserRouter).toBeUndefined();
    for (const entry of Object.values(shared)) {
      expect(entry).toMatchObject({ version: '1.2.3', scope: 'default', shareConfig: { singleton: true } });
    }
  });

  it('refuses to start without a version for a module on the list', () => {
    const { react: _dropped, ...rest } = versions;
    expect(() => providedShared(rest)).toThrow('No installed version of react');
  });
});
