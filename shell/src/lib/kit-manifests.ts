/**
 * A kit's manifest fetched as soon as remotes.json names it, while the federation runtime's own
 * code is still downloading: the runtime takes this answer (kit-plugins.ts
 * `prefetchedManifestPlugin`) instead of asking again once it runs. That takes a round trip
 * off a kit route's first visit. The runtime still reads the manifest first (the shared-module
 * contract) before it fetches any of the kit's code.
 */
const pending = new Map<string, Promise<Response>>();

/** Starts fetching the manifest at `url`, unless it is already on its way. */
export function prefetchManifest(url: string): void {
  if (pending.has(url)) return;
  const answer = fetch(url);
  answer.catch(() => pending.delete(url)); // the runtime asks again, and reports what failed
  pending.set(url, answer);
}

/** The prefetched answer for `url`, handed out once (a retry after a failure fetches anew). */
export function takePrefetchedManifest(url: string): Promise<Response> | undefined {
  const answer = pending.get(url);
  pending.delete(url);
  return answer;
}
