import { KITS, chooseEntry, parseRemotesConfig, type KitDef, type RemotesConfig } from '@handyq/domain';
import type { ComponentType, ReactNode } from 'react';
import type { KitRoutes } from '@handyq/web';
import { prefetchManifest } from './kit-manifests';

const DEVICE_KEY = 'hq-device-id';

const DEVICE_ID = /^[0-9a-f]{32}$/;

/**
 * A random id kept by this device, which places it in each kit's canary rollout. 128 random
 * bits from getRandomValues, which (unlike randomUUID) a page served over plain http has too.
 */
export function deviceId(): string {
  const saved = localStorage.getItem(DEVICE_KEY);
  if (saved && DEVICE_ID.test(saved)) return saved;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  localStorage.setItem(DEVICE_KEY, id);
  return id;
}

/**
 * remotes.json as the server (or, offline, the service worker's copy) has it now. The server
 * answers it `no-cache`, so a copy in the HTTP cache is revalidated every time; asked for in the
 * default mode, the request takes the page's preload of it (the server names it on kit pages).
 */
export async function fetchRemotes(): Promise<RemotesConfig> {
  const res = await fetch('/remotes.json');
  if (!res.ok) throw new Error(`remotes.json answered ${res.status}`);
  return parseRemotesConfig(await res.json());
}

/** The manifest URL of each kit this device uses (its canary's, where it is in the rollout). */
export function chosenManifests(remotes: RemotesConfig): Map<string, string> {
  const id = deviceId();
  return new Map(remotes.map((r) => [r.name, new URL(chooseEntry(r, id), location.href).href]));
}

let config: Promise<RemotesConfig> | null = null;
/** The kits this page has loaded (their code runs here until the page reloads). */
const loaded = new Set<string>();
export const loadedKits = (): ReadonlySet<string> => loaded;

/** remotes.json as this page read it for its kits (null when it has not): seconds old at most. */
export const remotesReadByPage = (): Promise<RemotesConfig> | null => config;

/** Read remotes.json once (a failed read is tried again by the next caller). */
export function initRemotes(): Promise<RemotesConfig> {
  config ??= fetchRemotes().catch((err: unknown) => {
    config = null;
    throw err;
  });
  return config;
}

/** A loaded kit: its routes, and the provider layer the shell mounts around every kit. */
export interface LoadedKit {
  Kit: KitRoutes;
  Providers: ComponentType<{ children: ReactNode }>;
}

/** The kit whose pages are under `pathname` (its first segment is one of the kit's). */
export function kitAt(pathname: string): KitDef | undefined {
  const segment = pathname.split('/')[1] ?? '';
  return KITS.find((kit) => kit.segments.includes(segment));
}

const loading = new Map<string, Promise<LoadedKit>>();

/**
 * Load a kit's routes (its exposed `./routes`) through the federation runtime: once per kit
 * while it loads or has loaded; after a failure the next call tries again. The shell calls it
 * as it starts for the kit of the first page, so the kit downloads while React renders.
 */
export function loadKit(name: string): Promise<LoadedKit> {
  let kit = loading.get(name);
  if (!kit) {
    kit = fetchKit(name);
    loading.set(name, kit);
    kit.catch(() => loading.delete(name));
  }
  return kit;
}

let painted!: () => void;
const shellPainted = new Promise<void>((resolve) => (painted = resolve));

/**
 * The shell's first render has been committed (App's first effect). Once that frame has been
 * painted, a kit may start downloading: the first page's kit waits for it, so the shell's frame
 * (navigator, banners, the kit's loader) shows with the network and the CPU to itself.
 */
export function shellCommitted(): void {
  requestAnimationFrame(() => setTimeout(painted, 0));
}

async function fetchKit(name: string): Promise<LoadedKit> {
  await shellPainted;
  // The runtime, the API client and remotes.json download together; the kit's manifest starts
  // as soon as remotes.json names it, without waiting for the runtime's code.
  // What every kit renders with comes in the same round: the shared UI and the kit contract
  // (@handyq/web, whole, as the kits receive it), asked for otherwise only once the
  // kit's entry has run. (Not every kit uses the query hooks: those stay with the kits that do.)
  const code = Promise.all([import('./federation'), import('@handyq/web/server'), import('@handyq/web')]);
  code.catch(() => undefined); // reported below, or not at all when remotes.json failed first
  const remotes = await initRemotes();
  const manifest = chosenManifests(remotes).get(name);
  if (manifest) prefetchManifest(manifest);
  const [{ loadKitRoutes }, { KitProviders }] = await code;
  const mod = await loadKitRoutes(name, remotes, deviceId());
  loaded.add(name);
  return { Kit: mod.default, Providers: KitProviders };
}
