import ky, { type SearchParamsOption } from 'ky';
import type { z } from 'zod';
import { getToken, useSession } from '../stores/session';

/**
 * A 401 means the token is no good: log out (token and user both) and go home. At home
 * already, nothing reloads, so a 401 on the first request of a page load cannot loop.
 */
function onUnauthorized(): void {
  useSession.getState().logout();
  if (window.location.pathname !== '/') window.location.assign('/');
}

/** The one HTTP client: the bearer token from local storage, and the 401 rule above. */
export const api = ky.create({
  prefixUrl: '/api',
  retry: 0,
  hooks: {
    beforeRequest: [
      (request) => {
        const token = getToken();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [
      (_request, _options, response) => {
        if (response.status === 401) onUnauthorized();
        return response;
      },
    ],
  },
});

/**
 * GET a resource and check it against its schema from @handyq/shared, so a server that
 * answers another shape fails here, with the field named, not deep inside a page.
 */
export async function getParsed<S extends z.ZodType>(
  path: string,
  schema: S,
  searchParams?: SearchParamsOption,
): Promise<z.infer<S>> {
  return schema.parse(await api.get(path, { searchParams }).json());
}
