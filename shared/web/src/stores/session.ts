import { create } from 'zustand';
import type { SessionUser } from '@handyq/domain/schemas/session-user';
import { clearPrivateCaches } from '../offline';

export type { SessionUser };

export const SESSION_USER_KEY = 'loggedinUser';
export const TOKEN_KEY = 'loginToken';

export function getToken(): string | null {
  return globalThis.localStorage?.getItem(TOKEN_KEY) ?? null;
}

/**
 * The copy this tab stored at login (checked by its schema then). Read on every page, so it is
 * checked by hand here: zod would be most of Home's download.
 */
function isStoredUser(u: unknown): u is SessionUser {
  const o = u as Partial<SessionUser> | null;
  return (
    typeof o === 'object' &&
    o !== null &&
    typeof o._id === 'string' &&
    typeof o.fullname === 'string' &&
    typeof o.email === 'string' &&
    typeof o.isAdmin === 'boolean'
  );
}

/** The stored user, if it reads back and a token goes with it: a user without a token is logged out. */
function readUser(): SessionUser | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(SESSION_USER_KEY);
    const user: unknown = raw ? JSON.parse(raw) : null;
    if (isStoredUser(user) && getToken()) return user;
  } catch {
    // unreadable: treated as logged out below
  }
  globalThis.sessionStorage?.removeItem(SESSION_USER_KEY);
  return null;
}

interface SessionState {
  user: SessionUser | null;
  /**
   * True while a stored token's user is being loaded (a new tab, a PWA launch): `user` is null
   * then without meaning "logged out", so a page that needs login waits instead of deciding.
   */
  restoring: boolean;
  login: (user: SessionUser, token: string) => void;
  /** Replaces the stored copy of the logged-in user (after it was reloaded or edited). */
  setUser: (user: SessionUser) => void;
  logout: () => void;
}

/**
 * Who is logged in: the user in session storage, the token in local storage. Every change
 * goes through login / setUser / logout, which keep the two together.
 */
export const useSession = create<SessionState>((set) => ({
  user: readUser(),
  restoring: false,
  login: (user, token) => {
    localStorage.setItem(TOKEN_KEY, token);
    sessionStorage.setItem(SESSION_USER_KEY, JSON.stringify(user));
    set({ user, restoring: false });
  },
  setUser: (user) => {
    sessionStorage.setItem(SESSION_USER_KEY, JSON.stringify(user));
    set({ user });
  },
  logout: () => {
    const token = getToken();
    sessionStorage.removeItem(SESSION_USER_KEY);
    localStorage.removeItem(TOKEN_KEY);
    set({ user: null, restoring: false });
    // What the service worker kept of this user's answers goes too (offline as well).
    void clearPrivateCaches(token);
  },
}));
