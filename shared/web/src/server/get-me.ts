import { HTTPError } from 'ky';
import type { SessionUser } from '@handyq/domain/schemas/session-user';
import { api } from './client';
import { getToken, useSession } from '../stores/session';

/**
 * The user the stored token belongs to, checked by its schema. The schemas (and zod) load only
 * here, when a session is restored: a visitor's pages that fetch do not download them.
 */
export async function getMe(): Promise<SessionUser> {
  const [{ sessionUserSchema }, body] = await Promise.all([
    import('@handyq/domain/schemas/session-user'),
    api.get('auth/me').json(),
  ]);
  return sessionUserSchema.parse(body);
}

/**
 * At startup, a token with no user (a new tab: the user copy is per tab, the token is not)
 * loads the user. The server refusing the token (or answering something that is not a user)
 * logs out; no answer at all (offline) keeps the token for the next load.
 */
export async function restoreSession(): Promise<void> {
  if (!getToken() || useSession.getState().user) {
    useSession.setState({ restoring: false });
    return;
  }
  useSession.setState({ restoring: true });
  try {
    useSession.getState().setUser(await getMe());
  } catch (err) {
    if (err instanceof HTTPError || (err instanceof Error && err.name === 'ZodError')) {
      useSession.getState().logout();
    }
  } finally {
    useSession.setState({ restoring: false });
  }
}
