import ky, { HTTPError, type SearchParamsOption } from 'ky';
import type { z } from 'zod';
import { getToken, useSession } from '../stores/session';
import { failedOffline, OFFLINE_MESSAGE } from '../offline';
import { deviceBackend } from '../device-backend';
import { PLAN_LIMIT_MESSAGES } from '@handyq/domain';

// The demo build answers /api from browser storage, with the backend its shell names at start
// (../device-backend.ts). The condition is written out here, not imported: a bundler then leaves
// the demo's fetch out of every other build (shared/domain/src/demo-flag.ts says how it is defined).
declare const __HANDYQ_DEMO__: boolean | undefined;
const DEMO = typeof __HANDYQ_DEMO__ !== 'undefined' && __HANDYQ_DEMO__ === true;
const demoFetch: typeof fetch = async (input, init) => (await deviceBackend()).localFetch(input, init);

/**
 * A 401 to a request that carried the token means the token is no good: log out (token and
 * user both) and go home. At home already, nothing reloads, so a 401 on the first request of a
 * page load cannot loop. (A 401 to an anonymous request, such as a wrong password at login, is
 * the caller's to show.)
 */
function onUnauthorized(): void {
  useSession.getState().logout();
  if (window.location.pathname !== '/') window.location.assign('/');
}

/** The one HTTP client: the bearer token from local storage, and the 401 rule above. */
export const api = ky.create({
  prefixUrl: '/api',
  retry: 0,
  ...(DEMO ? { fetch: demoFetch } : {}),
  hooks: {
    beforeRequest: [
      (request) => {
        const token = getToken();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [
      (request, _options, response) => {
        if (response.status === 401 && request.headers.has('Authorization')) onUnauthorized();
        return response;
      },
    ],
  },
});

/**
 * GET a resource and check it against its schema from @handyq/domain, so a server that
 * answers another shape fails here, with the field named, not deep inside a page.
 */
export async function getParsed<S extends z.ZodType>(
  path: string,
  schema: S,
  searchParams?: SearchParamsOption,
): Promise<z.infer<S>> {
  return schema.parse(await api.get(path, { searchParams }).json());
}

/**
 * What to tell the user about a failed call: the server's message when it answered with one;
 * with no answer while the device is offline, that it is offline; otherwise `fallback`.
 */
export async function errorMessage(err: unknown, fallback: string): Promise<string> {
  if (failedOffline(err)) return OFFLINE_MESSAGE;
  if (err instanceof HTTPError) {
    try {
      const body = (await err.response.clone().json()) as { message?: unknown; err?: unknown };
      const text = typeof body.err === 'string' ? body.err : body.message;
      if (typeof text === 'string' && text) return text;
    } catch {
      // not JSON: use the fallback
    }
  }
  return fallback;
}

/**
 * The HTTP status of a failed call, or undefined when there was no answer. Kits ask this
 * instead of `instanceof HTTPError`: ky is bundled here, and a kit's own copy would not match.
 */
export function httpStatus(err: unknown): number | undefined {
  return err instanceof HTTPError ? err.response.status : undefined;
}

/**
 * The plan's limit a failed save ran into (403 with one of PLAN_LIMIT_MESSAGES), or null: the
 * one message a Basic user sees, with the plans to compare, whatever they were saving.
 */
export async function planLimitOf(err: unknown): Promise<string | null> {
  if (httpStatus(err) !== 403) return null;
  const text = await errorMessage(err, '');
  return (Object.values(PLAN_LIMIT_MESSAGES) as string[]).includes(text) ? text : null;
}

/** A failed upload: the server's answer (status and message), or status 0 without one. */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * POSTs a multipart form with upload progress (0–1). XMLHttpRequest, because fetch reports no
 * upload progress over HTTP/1.1. Same rules as `api`: the bearer token, and a 401 to a request
 * that carried it logs out. Answers the JSON body.
 */
export function uploadForm(
  path: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<unknown> {
  if (DEMO) return demoUpload(path, form, onProgress);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/${path}`);
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = xhr.response as { message?: unknown } | null;
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body);
      if (xhr.status === 401 && token) onUnauthorized();
      reject(
        new UploadError(
          xhr.status,
          typeof body?.message === 'string' ? body.message : `Upload failed (${xhr.status})`,
        ),
      );
    };
    xhr.onerror = () => reject(new UploadError(0, 'Upload failed: no connection'));
    xhr.send(form);
  });
}

/** The demo's upload: kept on this device, answered like the server's (uploadForm's rules). */
async function demoUpload(path: string, form: FormData, onProgress?: (fraction: number) => void) {
  const token = getToken();
  const res = await (await deviceBackend()).localUpload(path, form, token, onProgress);
  const body = res.body as { message?: unknown } | undefined;
  if (res.status >= 200 && res.status < 300) return body;
  if (res.status === 401 && token) onUnauthorized();
  throw new UploadError(res.status, typeof body?.message === 'string' ? body.message : 'Upload failed');
}
