import { chooseEntry, parseRemotesConfig, type RemotesConfig } from '@handyq/shared';
import type { KitRoutes } from '@handyq/shared/web';
import { shareScope } from './share-scope';

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

/** A federation container: what a kit's remoteEntry.js defines as a global. */
interface Container {
  init(scope: typeof shareScope): Promise<unknown> | unknown;
  get(module: string): Promise<() => unknown>;
}

function loadScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`${url} did not load`));
    };
    document.head.append(script);
  });
}

const containers = new Map<string, Promise<Container>>();

/** Loads a kit's remoteEntry.js (this device's stable or canary one) and initialises it once. */
function container(name: string, remotes: RemotesConfig): Promise<Container> {
  let loading = containers.get(name);
  if (!loading) {
    const remote = remotes.find((r) => r.name === name);
    loading = remote
      ? loadScript(chooseEntry(remote, deviceBucket())).then(async () => {
          const c = (window as unknown as Record<string, Container | undefined>)[name];
          if (!c?.get) throw new Error(`${name}: its remoteEntry.js defined no container`);
          await c.init(shareScope);
          return c;
        })
      : Promise.reject(new Error(`${name} is not in remotes.json`));
    // A failure is not kept: Retry loads the kit from scratch once it is back.
    loading.catch(() => containers.delete(name));
    containers.set(name, loading);
  }
  return loading;
}

/** Load a kit's routes (its exposed `./routes`). */
export async function loadKit(name: string): Promise<{ default: KitRoutes }> {
  const c = await container(name, await initRemotes());
  const mod = (await c.get('./routes'))() as { default?: KitRoutes };
  if (!mod.default) throw new Error(`${name} did not load`);
  return mod as { default: KitRoutes };
}
