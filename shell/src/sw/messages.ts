import type { FORGET_TOKEN } from '@handyq/web/offline';

/** What the page and the service worker tell each other. */
export type SwMessage =
  /** Page → worker: keep these kits' files (the manifests this device uses, canaries included). */
  | { type: 'sync-kits'; manifests: string[] }
  /** Worker → page: done; each kit's current build (`buildKey`), by manifest URL (kept ones only). */
  | { type: 'kits-synced'; builds: Record<string, string> }
  /** Page → worker, at logout: delete the API caches, and keep nothing fetched with `token` (`clearPrivateCaches`). */
  | { type: typeof FORGET_TOKEN; token: string | null };

/**
 * Names one build of a kit: its entry and the files of what it exposes, as its manifest lists
 * them (a rebuild with any change has new content-hashed files). The page and the worker both
 * name builds this way, so a page can tell that the kit it runs is no longer the current one.
 */
export function buildKey(manifest: unknown): string {
  const m = manifest as { metaData?: { remoteEntry?: unknown }; exposes?: unknown } | null;
  return JSON.stringify([m?.metaData?.remoteEntry ?? null, m?.exposes ?? null]);
}
