import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { chooseEntry, remotesConfigSchema, type RemotesConfig } from '@handyq/shared';
import type { ComponentType } from 'react';
import type { KitProps } from '@handyq/shared/web';

const BUCKET_KEY = 'hq-rollout-bucket';

/** A stable random bucket 0–99 for this device, for canary rollouts. */
export function deviceBucket(): number {
  const raw = localStorage.getItem(BUCKET_KEY);
  const saved = Number(raw);
  if (raw !== null && Number.isInteger(saved) && saved >= 0 && saved < 100) return saved;
  const bucket = Math.floor(Math.random() * 100);
  localStorage.setItem(BUCKET_KEY, String(bucket));
  return bucket;
}

let config: Promise<RemotesConfig> | null = null;

/** Tell the federation runtime where each kit lives (this device's stable or canary entry). */
function register(remotes: RemotesConfig, force = false): void {
  const bucket = deviceBucket();
  registerRemotes(
    remotes.map((r) => ({ name: r.name, entry: chooseEntry(r, bucket) })),
    { force },
  );
}

async function fetchConfig(): Promise<RemotesConfig> {
  const res = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!res.ok) throw new Error(`remotes.json answered ${res.status}`);
  const remotes = remotesConfigSchema.parse(await res.json());
  register(remotes);
  return remotes;
}

/** Read remotes.json and register every kit with the federation runtime (once). */
export function initRemotes(): Promise<RemotesConfig> {
  config ??= fetchConfig().catch((err: unknown) => {
    config = null; // a later Retry fetches it again
    throw err;
  });
  return config;
}

type KitModule = { default: ComponentType<KitProps> };

/**
 * Load a kit's routes. With `retry`, the kit is registered anew first, so a kit that failed
 * (server down, bad manifest) loads from scratch once it is back.
 *
 * Keep the shell free of lazy imports of shared modules (`import('@handyq/shared/…')`): once
 * the kits are registered, such an import makes the federation runtime initialise every
 * registered kit, so one kit that is down would break all the others. A kit that needs the
 * query cache imports it itself.
 */
export async function loadKit(remote: string, retry = false): Promise<KitModule> {
  const remotes = await initRemotes();
  if (retry)
    register(
      remotes.filter((r) => r.name === remote),
      true,
    );
  const mod = await loadRemote<KitModule>(`${remote}/routes`);
  if (!mod?.default) throw new Error(`${remote} did not load`);
  return mod;
}
