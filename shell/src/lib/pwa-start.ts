import { afterFirstPage } from './after-first-page';

/**
 * Starts the service worker's page side after the first page (after-first-page.ts), so that
 * registering it and keeping the kits for offline use never compete with the first render
 * (lib/pwa.ts).
 */
export function startPwaAfterLoad(): void {
  if (!('serviceWorker' in navigator)) return;
  afterFirstPage(() => void import(/* webpackChunkName: "pwa" */ './pwa').then((m) => m.startPwa()));
}
