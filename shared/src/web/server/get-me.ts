import { HTTPError } from 'ky';
import { ZodError } from 'zod';
import { sessionUserSchema, type SessionUser } from '../../schemas/session-user';
import { getParsed } from './client';
import { getToken, useSession } from '../stores/session';

/** The user the stored token belongs to. */
export async function getMe(): Promise<SessionUser> {
  return getParsed('auth/me', sessionUserSchema);
}

/**
 * At startup, a token with no user (a new tab: the user copy is per tab, the token is not)
 * loads the user. The server refusing the token logs out; no answer at all (offline) keeps the
 * token for the next load.
 */
export async function restoreSession(): Promise<void> {
  if (!getToken() || useSession.getState().user) return;
  try {
    useSession.getState().setUser(await getMe());
  } catch (err) {
    if (err instanceof HTTPError || err instanceof ZodError) {
      useSession.getState().logout();
    }
  }
}
