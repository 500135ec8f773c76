/** What a list or index says offline when nothing of it was kept. */
export const OFFLINE_NO_CACHE =
  "You're offline and no data is cached yet. Please connect to the internet to load content.";

/** What a call made with the network off says, whatever it was. */
export const OFFLINE_MESSAGE = "You're offline. Please connect to the internet and try again.";

/** Whether a failed call got an answer from the server (ky's HTTPError, or an upload's status). */
function answered(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const e = err as { name?: unknown; status?: unknown };
  return e.name === 'HTTPError' || (typeof e.status === 'number' && e.status > 0);
}

/** Whether a call failed because the device is offline: no answer came, and the browser says so. */
export const failedOffline = (err: unknown): boolean => !answered(err) && !navigator.onLine;

/**
 * A failed write's message (`text`, the app's own words for it), saying plainly when the reason
 * is that the device is offline. The page keeps what the user typed either way.
 */
export function failureText(err: unknown, text: string): string {
  if (!failedOffline(err)) return text;
  return `${/[.!?]$/.test(text) ? text : `${text}.`} ${OFFLINE_MESSAGE}`;
}

/**
 * Every cache of API answers the service worker keeps starts with this (each user's own, and
 * a visitor's): logging out deletes them all.
 */
export const API_CACHE_PREFIX = 'handyq-api-';

/**
 * The cache of API answers kept for a user (by id), or for a visitor (null): the service worker
 * puts answers there, and a page offline may read what it kept.
 */
export const apiCacheNameOf = (userId: string | null): string =>
  userId === null ? `${API_CACHE_PREFIX}visitor` : `${API_CACHE_PREFIX}user-${userId}`;

/** Deletes every cache of API answers (the page's and the service worker's way alike). */
export async function deleteApiCaches(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter((n) => n.startsWith(API_CACHE_PREFIX)).map((n) => caches.delete(n)));
}

/**
 * What a page tells its service worker at logout (with the token it ends, if any): delete what it
 * kept, and keep no answer to a request made with that token, even one already on its way (sent
 * before the tap on Logout, answered after the caches were deleted).
 */
export const FORGET_TOKEN = 'forget-token';

/**
 * Deletes every API answer kept on this device for offline use, so the next person to use it
 * sees nothing private. Runs at logout and on a 401 (`token`: the one that ends); works offline too.
 */
export async function clearPrivateCaches(token: string | null): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    globalThis.navigator?.serviceWorker?.controller?.postMessage({ type: FORGET_TOKEN, token });
    await deleteApiCaches();
  } catch (err) {
    console.error('Could not clear the offline copies', err);
  }
}
