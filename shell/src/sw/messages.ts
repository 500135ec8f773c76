/** What the page and the service worker tell each other. */
export type SwMessage =
  /** Page → worker: keep these kits' files (the manifests this device uses, canaries included). */
  | { type: 'sync-kits'; manifests: string[] }
  /** Worker → page: done; the files of each kit's current build, by manifest URL (kept ones only). */
  | { type: 'kits-synced'; builds: Record<string, string[]> };
