// The federation runtime, loaded with the first kit route (Home carries none of it).
import { createInstance, type ModuleFederation } from '@module-federation/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import type { RemotesConfig } from '@handyq/domain';
import type { KitRoutes } from '@handyq/web';
import { LOADERS, providedShared, providedVersions } from './provided-modules';
import {
  canaryPlugin,
  kitStartPlugin,
  prefetchedManifestPlugin,
  runningBuildPlugin,
  sharedContractPlugin,
} from './kit-plugins';
import { takePrefetchedManifest } from './kit-manifests';

let instance: ModuleFederation | null = null;
let remotesOf: RemotesConfig = [];

const absolute = (entry: string) => new URL(entry, location.href).href;

function federation(remotes: RemotesConfig, deviceId: string): ModuleFederation {
  if (!instance) {
    remotesOf = remotes;
    instance = createInstance({
      name: 'shell',
      remotes: remotes.map((r) => ({ name: r.name, entry: absolute(r.entry) })),
      shared: providedShared(),
      plugins: [
        // The kits are built without their own copy of the runtime: this one is theirs too.
        injectExternalRuntimeCore(),
        canaryPlugin(remotes, deviceId),
        sharedContractPlugin(providedVersions()),
        runningBuildPlugin(),
        kitStartPlugin((shared) => void LOADERS[shared]?.().catch(() => undefined)),
        prefetchedManifestPlugin(takePrefetchedManifest),
      ],
    });
  }
  return instance;
}

/** Forget a kit that failed to load, so that Retry fetches its manifest and entry again. */
function forget(fed: ModuleFederation, name: string) {
  const remote = remotesOf.find((r) => r.name === name);
  if (remote) fed.registerRemotes([{ name, entry: absolute(remote.entry) }], { force: true });
}

/** Loads a kit's exposed `./routes` (this device's stable or canary build of it). */
export async function loadKitRoutes(
  name: string,
  remotes: RemotesConfig,
  deviceId: string,
): Promise<{ default: KitRoutes }> {
  const fed = federation(remotes, deviceId);
  if (!remotes.some((r) => r.name === name)) throw new Error(`${name} is not in remotes.json`);
  try {
    const mod = await fed.loadRemote<{ default?: KitRoutes }>(`${name}/routes`);
    if (!mod?.default) throw new Error(`${name} did not load`);
    return mod as { default: KitRoutes };
  } catch (err) {
    forget(fed, name);
    throw err;
  }
}
