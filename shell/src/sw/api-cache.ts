/**
 * Which API answers the service worker keeps for offline use, and in whose cache. Answers
 * belong to the user who fetched them: each user's go in a cache of their own (named by the
 * token's subject), a visitor's in another, and logging out (or a 401) deletes them all
 * (`clearPrivateCaches` in @handyq/web).
 */

import { API_CACHE_PREFIX, apiCacheNameOf } from '@handyq/web/offline';

export { API_CACHE_PREFIX };

/** At most this many answers per cache; the oldest go first. */
export const MAX_API_ENTRIES = 150;

/** Reads the library, one's own user, notices and practice log (its pages and stats), profiles, plans and images. */
const CACHED = /^\/api\/(libraryItem|user|auth\/me|notifications|practiceLog|plans|media|avatars)(\/|$)/;

/** Whether a request's answer is kept for offline use (GETs of the reads above, never a range). */
export function isCachedApiRequest(method: string, url: URL, origin: string, range: string | null): boolean {
  return method === 'GET' && url.origin === origin && range === null && CACHED.test(url.pathname);
}

/** The token's subject (a user id), read without checking the signature: it only picks a cache. */
function subjectOf(authorization: string | null): string | null {
  const token = /^Bearer ([\w-]+)\.([\w-]+)\.([\w-]+)$/.exec(authorization ?? '');
  if (!token) return null;
  try {
    const b64 = (token[2] ?? '').replace(/-/g, '+').replace(/_/g, '/');
    const payload = JSON.parse(atob(b64.padEnd(Math.ceil(b64.length / 4) * 4, '='))) as { sub?: unknown };
    return typeof payload.sub === 'string' && /^[\w-]{1,64}$/.test(payload.sub) ? payload.sub : null;
  } catch {
    return null;
  }
}

/**
 * The cache an answer goes in: the user's own, or the visitors' (no Authorization header).
 * None (null) for a request with a header that names no user: its answer is kept nowhere, as
 * one made for a token must never be where a visitor or another user reads.
 */
export function apiCacheName(authorization: string | null): string | null {
  if (authorization === null) return apiCacheNameOf(null);
  const sub = subjectOf(authorization);
  return sub ? apiCacheNameOf(sub) : null;
}

/**
 * How the worker fetches an API read, whatever cache mode the page asked for: never with an
 * answer the browser's HTTP cache hands out unchecked (`default`, `force-cache`,
 * `only-if-cached`). That cache keys answers by URL alone, so it could give a request without
 * a token the answer once made for one, which the worker would then keep as the visitors'.
 * With a token: `no-store` (such answers are never cached there). Without: `no-cache`, so the
 * server checks every stored answer against this very request (a 304 only for the same bytes).
 */
export function apiFetchCacheMode(authorization: string | null): RequestCache {
  return authorization === null ? 'no-cache' : 'no-store';
}
