import { chooseEntry, parseRemotesConfig, type RemotesConfig } from '@handyq/shared';
import type { ComponentType, ReactNode } from 'react';
import type { KitRoutes } from '@handyq/shared/web';

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

/** remotes.json as the server (or, offline, the service worker's copy) has it now. */
export async function fetchRemotes(): Promise<RemotesConfig> {
  const res = await fetch('/remotes.json', { cache: 'no-cache' });
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

/** Load a kit's routes (its exposed `./routes`) through the federation runtime. */
export async function loadKit(name: string): Promise<LoadedKit> {
  const [{ loadKitRoutes }, remotes, server] = await Promise.all([
    import('./federation'),
    initRemotes(),
    import('@handyq/shared/web/server'),
  ]);
  const mod = await loadKitRoutes(name, remotes, deviceId());
  loaded.add(name);
  return { Kit: mod.default, Providers: server.KitProviders };
}
