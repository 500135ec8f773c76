import { parseRemotesConfig, type RemotesConfig } from '@handyq/shared';
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

let config: Promise<RemotesConfig> | null = null;

/** Read remotes.json once (a failed read is tried again by the next caller). */
export function initRemotes(): Promise<RemotesConfig> {
  config ??= fetch('/remotes.json', { cache: 'no-cache' })
    .then((res) => {
      if (!res.ok) throw new Error(`remotes.json answered ${res.status}`);
      return res.json();
    })
    .then(parseRemotesConfig)
    .catch((err: unknown) => {
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
  return { Kit: mod.default, Providers: server.KitProviders };
}
