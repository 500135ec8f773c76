// Demo mode in the browser: the local API over localStorage, answering the app's /api calls as
// fetch would (after the local fallback's 500 ms), and uploads kept on the device. Loaded only
// by the demo build (shared/web/src/server/client.ts), on the first call.
import { DEMO_MEDIA_PREFIX, DEMO_STORAGE_PREFIX } from '@handyq/domain/demo-flag';
import { DEMO_TEXTS as DEMO_MESSAGES } from '@handyq/domain/demo-texts';
import { createLocalApi, isStorageFull, type DemoImages, type LocalResponse } from './local-api';
import { LOCAL_DELAY_MS, createLocalStore } from './local-store';

const JPEG_QUALITY = 0.85;
const MEDIA_URL = /^\/api\/media\/([\w-]+)$/;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The browser's side of a picture upload: its size, drawn smaller on a canvas, kept in localStorage. */
const images: DemoImages = {
  async measure(file) {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  },
  async encode(file, width, height) {
    const bitmap = await createImageBitmap(file);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    return canvas.toDataURL('image/jpeg', JPEG_QUALITY);
  },
  keep: (id, dataUrl) => localStorage.setItem(DEMO_MEDIA_PREFIX + id, dataUrl),
};

const localApi = createLocalApi(createLocalStore(localStorage, { delayMs: 0 }), {
  images,
  dropMedia: (urls) =>
    urls.forEach((url) => {
      const id = MEDIA_URL.exec(url)?.[1];
      if (id) localStorage.removeItem(DEMO_MEDIA_PREFIX + id);
    }),
});

/** The API's error body for a failure of the demo's own (full storage, a bad body). */
const failure = (status: number, message: string): LocalResponse => ({
  status,
  body: { statusCode: status, error: status === 400 ? 'Bad Request' : 'Error', message },
});

async function answer(run: () => Promise<LocalResponse>): Promise<LocalResponse> {
  await sleep(LOCAL_DELAY_MS);
  try {
    return await run();
  } catch (err) {
    if (isStorageFull(err)) return failure(507, DEMO_MESSAGES.storageFull);
    throw err;
  }
}

/**
 * `fetch` for the app's API client: a request under /api/ is answered by the local API, with
 * the API's status codes, headers (a next page's Link) and JSON bodies; anything else goes out.
 */
export async function localFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const url = new URL(request.url);
  if (url.origin !== location.origin || !url.pathname.startsWith('/api/')) return fetch(request);
  if (request.method === 'DELETE' && url.pathname === '/api/demo') {
    forgetDemo();
    return toResponse({ status: 204 });
  }
  const text = await request.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    return toResponse(failure(400, 'The request body is not JSON.'));
  }
  const token = request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '') ?? null;
  const res = await answer(() =>
    localApi.handle({
      method: request.method.toUpperCase(),
      path: url.pathname.slice('/api/'.length),
      query: url.searchParams,
      body,
      token,
    }),
  );
  return toResponse(res);
}

/** DELETE /api/demo (the banner's Reset demo): forgets every account, item and picture kept here. */
function forgetDemo(): void {
  const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
  for (const key of keys) if (key?.startsWith(DEMO_STORAGE_PREFIX)) localStorage.removeItem(key);
  localApi.forget();
}

function toResponse(res: LocalResponse): Response {
  const empty = res.status === 204 || res.body === undefined;
  return new Response(empty ? null : JSON.stringify(res.body), {
    status: res.status,
    headers: { ...(empty ? {} : { 'Content-Type': 'application/json' }), ...res.headers },
  });
}

/**
 * An upload, kept on this device (the local API's uploads: a picture is re-encoded and stored
 * as a data URL under its own `/api/media/<id>`, which `mediaSrc` shows; a video is refused).
 */
export async function localUpload(
  path: string,
  form: FormData,
  token: string | null,
  onProgress?: (fraction: number) => void,
): Promise<LocalResponse> {
  const res = await answer(() =>
    localApi.handle({ method: 'POST', path, query: new URLSearchParams(), body: form, token }),
  );
  if (res.status < 300) onProgress?.(1);
  return res;
}
