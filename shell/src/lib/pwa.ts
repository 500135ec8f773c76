// The service worker's page side, fetched after the load event (Home's first load carries none
// of it): registers the worker, has it keep every kit's files for offline use, and offers a
// reload when a new shell or a new build of a kit this page runs has been deployed.
import type { SwMessage } from '../sw/messages';
import { chosenManifests, fetchRemotes, loadedKits, remotesReadByPage } from './remotes-config';
import { offerUpdate } from './update-offer';

/**
 * How often this device looks for new kit builds (and the open page for a new shell): a look
 * asks for remotes.json, each kit's manifest and entry (304s of about 1 KB each), so page loads
 * and tab switches in between cost nothing. Back online, it looks at once.
 */
export const CHECK_EVERY_MS = 10 * 60_000;
/** When this device last had the worker look at the kits (local storage, so every tab shares it). */
export const LAST_CHECK_KEY = 'hq-kits-checked-at';

const checkedRecently = () => Date.now() - Number(localStorage.getItem(LAST_CHECK_KEY) ?? 0) < CHECK_EVERY_MS;

let chosen = new Map<string, string>();

/**
 * Tells the worker which kits this device uses: it keeps their files and answers their builds.
 * `fresh`: remotes.json asked for again; else the page's own read of it, where it made one while
 * it loaded (the first look, just after the load: a first visit asked for it twice).
 */
async function syncKits(worker: ServiceWorker, fresh: boolean): Promise<void> {
  try {
    chosen = chosenManifests(await ((!fresh && remotesReadByPage()) || fetchRemotes()));
  } catch {
    return; // offline, or no remotes.json: the kits kept last time stay
  }
  worker.postMessage({ type: 'sync-kits', manifests: [...chosen.values()] } satisfies SwMessage);
}

/** A new service worker installed while an older one controls the page: it waits for Reload. */
function offerWaiting(worker: ServiceWorker): void {
  offerUpdate(() => {
    navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
    // Workbox's generated worker takes over on this message (skipWaiting is off otherwise).
    worker.postMessage({ type: 'SKIP_WAITING' });
  });
}

/**
 * Whether `worker` is a new one waiting behind an older worker that controls the page. Without a
 * controller this is the first install: it takes over at once (clientsClaim). WebKit may tell a
 * first worker's 'installed' after that worker already controls the page: it is no update.
 */
const waitsBehindAnother = (worker: ServiceWorker) => {
  const controller = navigator.serviceWorker.controller;
  return !!controller && controller !== worker;
};

/** Offers the waiting worker of `registration`, now or once the one installing is installed. */
function watchForWaiting(registration: ServiceWorkerRegistration): void {
  if (registration.waiting && waitsBehindAnother(registration.waiting)) offerWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && waitsBehindAnother(installing)) offerWaiting(installing);
    });
  });
}

export function startPwa(): void {
  if (!('serviceWorker' in navigator)) return;

  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<SwMessage | null>) => {
    const data = event.data;
    if (data?.type !== 'kits-synced') return;
    if (Object.keys(data.builds).length) localStorage.setItem(LAST_CHECK_KEY, String(Date.now()));
    // Only a page that loaded a kit has the federation code that knows which builds it runs.
    if (!loadedKits().size) return;
    void import('./kit-builds').then(({ runsStaleKit }) => {
      if (runsStaleKit(chosen, data.builds)) offerUpdate(() => location.reload());
    });
  });

  let checking = false;
  /** `shell`: also ask for a new sw.js (the browser does so itself on every page load). */
  const check = async (registration: ServiceWorkerRegistration, shell: boolean, force = false) => {
    if (checking || (!force && checkedRecently())) return;
    checking = true;
    try {
      if (shell) await registration.update().catch(() => undefined);
      const worker = (await navigator.serviceWorker.ready).active;
      if (worker) await syncKits(worker, shell);
    } finally {
      checking = false;
    }
  };

  navigator.serviceWorker.register('/sw.js').then(
    (registration: ServiceWorkerRegistration | undefined) => {
      // Undefined where service workers are blocked (a browser policy, the e2e suite).
      if (!registration) return;
      watchForWaiting(registration);
      void check(registration, false);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') void check(registration, true);
      });
      window.addEventListener('online', () => void check(registration, true, true));
      setInterval(() => void check(registration, true, true), CHECK_EVERY_MS);
    },
    (err: unknown) => console.warn('No service worker: HandyQ will not work offline', err),
  );
}
