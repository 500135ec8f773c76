import { afterPageSettles } from './after-first-page';

/**
 * Starts the service worker's page side once the first page has settled (after-first-page.ts),
 * so that registering it and keeping the kits for offline use never compete with the first
 * page's loading (lib/pwa.ts).
 */
export function startPwaAfterLoad(): void {
  if (!('serviceWorker' in navigator)) return;
  afterPageSettles(() => void import(/* webpackChunkName: "pwa" */ './pwa').then((m) => m.startPwa()));
}
