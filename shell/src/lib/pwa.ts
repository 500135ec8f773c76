// The service worker's page side, fetched after the load event (Home's first load carries none
// of it): registers the worker, has it keep every kit's files for offline use, and offers a
// reload when a new shell or a new build of a kit this page runs has been deployed.
import { Workbox } from 'workbox-window';
import type { SwMessage } from '../sw/messages';
import { chosenManifests, fetchRemotes } from './remotes-config';
import { runsStaleKit } from './kit-builds';
import { offerUpdate } from './update-offer';

/** How often an open page looks for a new version, besides when it is shown again or back online. */
export const CHECK_EVERY_MS = 30 * 60_000;

let chosen = new Map<string, string>();

/** Tells the worker which kits this device uses: it keeps their files and answers their builds. */
async function syncKits(worker: ServiceWorker): Promise<void> {
  try {
    chosen = chosenManifests(await fetchRemotes());
  } catch {
    return; // offline, or no remotes.json: the kits kept last time stay
  }
  worker.postMessage({ type: 'sync-kits', manifests: [...chosen.values()] } satisfies SwMessage);
}

export function startPwa(): void {
  if (!('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js');

  // A new shell was installed and waits: Reload lets it take over, then the page reloads on it.
  wb.addEventListener('waiting', () => {
    offerUpdate(() => {
      wb.addEventListener('controlling', () => location.reload());
      wb.messageSkipWaiting();
    });
  });

  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<SwMessage | null>) => {
    const data = event.data;
    if (data?.type === 'kits-synced' && runsStaleKit(chosen, data.builds)) {
      offerUpdate(() => location.reload());
    }
  });

  let checking = false;
  const check = async (registration: ServiceWorkerRegistration) => {
    if (checking) return;
    checking = true;
    try {
      await registration.update().catch(() => undefined);
      const worker = (await navigator.serviceWorker.ready).active;
      if (worker) await syncKits(worker);
    } finally {
      checking = false;
    }
  };

  void wb.register().then((registration) => {
    if (!registration) return;
    void check(registration);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void check(registration);
    });
    window.addEventListener('online', () => void check(registration));
    setInterval(() => void check(registration), CHECK_EVERY_MS);
  });
}
