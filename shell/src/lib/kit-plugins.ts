import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { chooseEntry, type RemotesConfig } from '@handyq/domain';
import { buildKey } from '../sw/messages';
import { recordRunningKit } from './kit-builds';

/** A kit that needs a version of a shared module the shell does not provide. */
export class KitContractError extends Error {
  constructor(
    readonly kit: string,
    readonly module: string,
    readonly required: string,
    readonly provided: string,
  ) {
    super(`${kit} needs ${module} ${required}, but this HandyQ provides ${module} ${provided}.`);
    this.name = 'KitContractError';
  }
}

interface ManifestShared {
  name?: unknown;
  requiredVersion?: unknown;
}

/**
 * Checks a kit's manifest against what the shell provides, before any of the kit's code runs:
 * a kit built for a version the shell cannot satisfy fails with a KitContractError naming the
 * module and both versions (never a second React or a half-started kit).
 */
export function sharedContractPlugin(provided: Record<string, string>): ModuleFederationRuntimePlugin {
  return {
    name: 'handyq-shared-contract',
    afterLoadManifest({ manifestJson, moduleInfo }) {
      const shared = (manifestJson?.shared ?? []) as ManifestShared[];
      for (const { name, requiredVersion } of shared) {
        if (typeof name !== 'string' || typeof requiredVersion !== 'string' || !requiredVersion) continue;
        const version = provided[name];
        if (version === undefined)
          throw new KitContractError(moduleInfo.name, name, requiredVersion, 'nothing');
        if (!satisfy(version, requiredVersion)) {
          throw new KitContractError(moduleInfo.name, name, requiredVersion, version);
        }
      }
    },
  };
}

/**
 * Canary rollout through the runtime's remote resolution: as each kit is registered, a device
 * whose rollout place is under the kit's canary percent gets the canary manifest instead.
 */
export function canaryPlugin(remotes: RemotesConfig, deviceId: string): ModuleFederationRuntimePlugin {
  return {
    name: 'handyq-canary',
    beforeRegisterRemote(args) {
      const remote = remotes.find((r) => r.name === args.remote.name);
      if (remote && 'entry' in args.remote) {
        args.remote.entry = new URL(chooseEntry(remote, deviceId), location.href).href;
      }
      return args;
    },
  };
}

/**
 * Notes which build of each kit this page runs (the files its manifest listed), so that a kit
 * deployed since is noticed and the page offers to reload (lib/pwa.ts).
 */
export function runningBuildPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'handyq-running-build',
    afterLoadManifest(args) {
      const { manifestJson, manifestUrl, moduleInfo } = args;
      if (manifestJson && manifestUrl) {
        recordRunningKit(moduleInfo.name, { manifest: manifestUrl, build: buildKey(manifestJson) });
      }
      return args;
    },
  };
}

/**
 * Hands the runtime the manifest the shell started fetching before the runtime had loaded
 * (kit-manifests.ts), so that it is not asked for twice; any other manifest the runtime fetches.
 */
export function prefetchedManifestPlugin(
  take: (url: string) => Promise<Response> | undefined,
): ModuleFederationRuntimePlugin {
  return {
    name: 'handyq-prefetched-manifest',
    fetch(url) {
      return take(url);
    },
  };
}

interface StartManifest {
  exposes?: unknown;
}

/**
 * The shared modules a kit's `./routes` consumes as it starts, as the kit's build lists them in
 * its manifest (`startShared`). A manifest is read as untrusted: anything else is no module.
 */
export function startSharedOf(manifestJson: unknown): string[] {
  const exposes = (manifestJson as StartManifest | null)?.exposes;
  if (!Array.isArray(exposes)) return [];
  const routes = exposes.find((e: { name?: unknown } | null) => e?.name === 'routes') as
    { startShared?: unknown } | undefined;
  const names = routes?.startShared;
  return Array.isArray(names) ? names.filter((n): n is string => typeof n === 'string') : [];
}

/**
 * A kit route's shared modules download beside the kit's own files: as soon as the kit's
 * manifest has been read (and passed the shared-module contract, a plugin before this one), the
 * shell starts loading the modules its routes consume. The runtime itself preloads the kit's
 * entry and routes files at that moment, but asks for a shared module only once the routes
 * chunk has run: one round trip later. Once per manifest; a module already loaded costs nothing.
 * Each module is asked for in a task of its own (`later`): asking for one appends its files'
 * script and style tags, and all of them in the runtime's task made it one long task on a slow
 * phone's first visit to a kit route.
 */
export function kitStartPlugin(
  loadShared: (name: string) => void,
  later: (run: () => void) => void = (run) => setTimeout(run, 0),
): ModuleFederationRuntimePlugin {
  const started = new Set<string>();
  return {
    name: 'handyq-kit-start',
    afterLoadManifest(args) {
      const { manifestJson, manifestUrl } = args;
      if (manifestJson && manifestUrl && !started.has(manifestUrl)) {
        started.add(manifestUrl);
        for (const name of startSharedOf(manifestJson)) later(() => loadShared(name));
      }
      return args;
    },
  };
}
