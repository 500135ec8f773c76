import ky from 'ky';
import { getToken, useSession } from '../stores/session';

/**
 * The one HTTP client: bearer token from local storage, credentials included, and a 401
 * clears the session and sends the browser home (SPEC §8).
 */
export const api = ky.create({
  prefixUrl: '/api',
  credentials: 'include',
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
        if (response.status === 401) {
          sessionStorage.clear();
          useSession.setState({ user: null });
          window.location.assign('/');
        }
        return response;
      },
    ],
  },
});
