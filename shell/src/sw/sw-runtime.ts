/// <reference lib="webworker" />
// The service worker's own part, loaded by the one Workbox generates (which precaches the
// shell and answers navigations with its index.html). This part keeps what the shell build
// cannot know: each kit's files, read from the kit's manifest, and API answers for offline use.
import {
  API_CACHE_PREFIX,
  MAX_API_ENTRIES,
  apiCacheName,
  apiFetchCacheMode,
  isCachedApiRequest,
} from './api-cache';
import { keptAssets, kitAssetUrls, sameBuild } from './kit-assets';
import { buildKey, type SwMessage } from './messages';
import { FORGET_TOKEN, deleteApiCaches } from '@handyq/web/offline';

declare const self: ServiceWorkerGlobalScope;

const KITS_CACHE = 'handyq-kits';
const CONFIG_CACHE = 'handyq-config';
/** Per kit manifest: the files of its current and previous build (a JSON answer in KITS_CACHE). */
const metaKey = (manifestUrl: string) => `${manifestUrl}?handyq-kit-files`;
/** A network answer slower than this is passed over for a cached one (a gym's weak signal). */
const NETWORK_TIMEOUT_MS = 4_000;

/**
 * The Authorization headers of tokens logged out on this device, newest last (a few: a token
 * ends at logout, and this worker starts afresh when idle). An answer to a request made with
 * one is never kept, whenever it comes: one sent just before logout and answered after the
 * page deleted the caches would otherwise put the user's answer back.
 */
const loggedOut: string[] = [];
const MAX_LOGGED_OUT = 16;

/** Whether `request`'s answer may go in `cacheName`: any but an API answer for a logged-out token. */
const keepable = (request: Request, cacheName: string) =>
  !cacheName.startsWith(API_CACHE_PREFIX) || !loggedOut.includes(request.headers.get('Authorization') ?? '');

interface KitFiles {
  current: string[];
  previous: string[];
}

/**
 * The network's answer, kept in `cacheName`; the cached one when the network fails or is slow.
 * A slow network answer that arrives after the cached one was used still refreshes the cache.
 */
async function networkFirst(request: Request, cacheName: string, keep = true): Promise<Response> {
  const cache = await caches.open(cacheName);
  const api = cacheName.startsWith(API_CACHE_PREFIX);
  const sent = api
    ? fetch(request, { cache: apiFetchCacheMode(request.headers.get('Authorization')) })
    : fetch(request);
  const fromNetwork = sent.then(async (res) => {
    if (keep && res.ok && res.type === 'basic' && keepable(request, cacheName)) {
      await cache.delete(request);
      await cache.put(request, res.clone());
      if (api) await trim(cache, MAX_API_ENTRIES);
    }
    return res;
  });
  // Answered from the cache after the timeout, a failure that comes later is nobody's to see.
  fromNetwork.catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<Response | undefined>((resolve) => {
    timer = setTimeout(() => void cache.match(request).then(resolve), NETWORK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([fromNetwork, slow.then((r) => r ?? fromNetwork)]);
  } catch (err) {
    const cached = await cache.match(request);
    if (cached) return cached;
    throw err;
  } finally {
    clearTimeout(timer);
  }
}

/** A content-hashed file: from the cache, else fetched once and kept (the oldest beyond `max` go). */
async function cacheFirst(request: Request, cacheName: string, max?: number): Promise<Response> {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(request);
  if (cached) return cached;
  const res = await fetch(request);
  if (res.ok && res.type === 'basic' && keepable(request, cacheName)) {
    await cache.put(request, res.clone());
    if (max) await trim(cache, max);
  }
  return res;
}

/** Oldest answers out first (a cache lists its keys in the order they were put). */
async function trim(cache: Cache, max: number): Promise<void> {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(key);
}

const UNHASHED_KIT_FILE = /\/(mf-manifest\.json|remoteEntry\.js)$/;

/**
 * The on-device voice's worker and engine data (about 0.7 MB gzipped): left out of the precache
 * (shared/build/rspack.cjs), so only a device whose user chose the voice fetches them, and kept
 * here on first use for offline runs. This build's pair and the one before at most.
 */
const VOICE_FILE = /^\/(handyq-voice\.[0-9a-f]{8}\.js|assets\/espeak-ng-en\.[0-9a-f]{8}\.data)$/;
const VOICE_CACHE = 'handyq-voice';
const MAX_VOICE_FILES = 4;

/**
 * The pose model's worker, WebAssembly runtime (the plain build or the SIMD one, as the browser
 * can run) and weights (about 5 MB): the same, for the camera pages. This build's files and the
 * one before's at most.
 */
const POSE_FILE =
  /^\/(handyq-pose\.[0-9a-f]{8}\.js|assets\/(movenet-lightning|tfjs-backend-wasm(-simd)?)\.[0-9a-f]{8}\.(json|bin|wasm))$/;
const POSE_CACHE = 'handyq-pose';
const MAX_POSE_FILES = 8;

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === '/remotes.json') {
    event.respondWith(networkFirst(request, CONFIG_CACHE));
  } else if (VOICE_FILE.test(url.pathname)) {
    event.respondWith(cacheFirst(request, VOICE_CACHE, MAX_VOICE_FILES));
  } else if (POSE_FILE.test(url.pathname)) {
    event.respondWith(cacheFirst(request, POSE_CACHE, MAX_POSE_FILES));
  } else if (url.pathname.startsWith('/kits/')) {
    event.respondWith(
      UNHASHED_KIT_FILE.test(url.pathname)
        ? networkFirst(request, KITS_CACHE)
        : cacheFirst(request, KITS_CACHE),
    );
  } else if (isCachedApiRequest(request.method, url, self.location.origin, request.headers.get('Range'))) {
    const cacheName = apiCacheName(request.headers.get('Authorization'));
    // A token that names no user: fetched by the browser as it is, kept by nobody.
    if (cacheName === null) return;
    event.respondWith(
      url.pathname.startsWith('/api/media/') || url.pathname.startsWith('/api/avatars/')
        ? cacheFirst(request, cacheName)
        : networkFirst(request, cacheName),
    );
  }
});

/** Fetches a file fresh (revalidated against the browser's HTTP cache) and keeps it. */
async function keep(cache: Cache, url: string): Promise<void> {
  const res = await fetch(url, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  await cache.put(url, res);
}

/**
 * Keeps every file of one kit's current build, from its manifest, and drops those of builds
 * older than the one before (a page may still be running that one). Answers the current
 * build's key, or null when the kit could not be read.
 */
async function syncKit(manifestUrl: string): Promise<string | null> {
  const cache = await caches.open(KITS_CACHE);
  const res = await fetch(manifestUrl, { cache: 'no-cache' });
  if (!res.ok) return null;
  const manifest: unknown = await res.clone().json();
  const current = kitAssetUrls(manifestUrl, manifest);
  if (!current.length) return null;
  const hashed = current.filter((u) => !UNHASHED_KIT_FILE.test(u));
  const missing = (await Promise.all(hashed.map(async (u) => ((await cache.match(u)) ? null : u)))).filter(
    (u): u is string => u !== null,
  );
  const unhashed = current.filter((u) => UNHASHED_KIT_FILE.test(u));
  await Promise.all([...missing, ...unhashed].map((u) => keep(cache, u)));
  await cache.put(manifestUrl, res);

  const saved = await cache.match(metaKey(manifestUrl));
  const before: KitFiles | null = saved ? ((await saved.json()) as KitFiles) : null;
  const changed = before !== null && !sameBuild(before.current, current);
  const files: KitFiles = { current, previous: changed ? before.current : (before?.previous ?? []) };
  await cache.put(metaKey(manifestUrl), Response.json(files));

  const kept = keptAssets(files.current, files.previous);
  const folder = new URL('./', manifestUrl).href;
  for (const key of await cache.keys()) {
    const u = key.url;
    if (u.startsWith(folder) && u !== manifestUrl && !u.endsWith('?handyq-kit-files') && !kept.has(u)) {
      await cache.delete(key);
    }
  }
  return buildKey(manifest);
}

let syncing: Promise<unknown> = Promise.resolve();

/** Syncs the kits the page named, one kit after another, and tells the page their builds. */
function syncKits(manifests: string[], reply: Client | null): Promise<unknown> {
  const own = manifests.filter((m) => {
    try {
      return new URL(m).origin === self.location.origin;
    } catch {
      return false;
    }
  });
  syncing = syncing.then(async () => {
    const builds: Record<string, string> = {};
    for (const m of own.slice(0, 20)) {
      try {
        const build = await syncKit(m);
        if (build) builds[m] = build;
      } catch (err) {
        console.warn('Kit not kept for offline use', m, err);
      }
    }
    reply?.postMessage({ type: 'kits-synced', builds } satisfies SwMessage);
  });
  return syncing;
}

// remotes.json is kept from the start: a first visit's page asked for it before this worker
// controlled the page, and without it no kit can start offline.
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CONFIG_CACHE).then((cache) => cache.add('/remotes.json')));
});

self.addEventListener('message', (event) => {
  const data = event.data as SwMessage | null;
  if (data?.type === FORGET_TOKEN) {
    if (typeof data.token === 'string') loggedOut.push(`Bearer ${data.token}`);
    loggedOut.splice(0, Math.max(0, loggedOut.length - MAX_LOGGED_OUT));
    event.waitUntil(deleteApiCaches());
  } else if (data?.type === 'sync-kits' && Array.isArray(data.manifests)) {
    const source = event.source && 'postMessage' in event.source ? (event.source as Client) : null;
    event.waitUntil(
      syncKits(
        data.manifests.filter((m) => typeof m === 'string'),
        source,
      ),
    );
  }
});
