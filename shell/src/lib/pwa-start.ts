/**
 * Starts the service worker's page side once the page has loaded, so that registering it and
 * keeping the kits for offline use never compete with the first render (lib/pwa.ts).
 */
export function startPwaAfterLoad(): void {
  if (!('serviceWorker' in navigator)) return;
  const begin = () => void import(/* webpackChunkName: "pwa" */ './pwa').then((m) => m.startPwa());
  if (document.readyState === 'complete') setTimeout(begin, 0);
  else window.addEventListener('load', () => setTimeout(begin, 0), { once: true });
}
