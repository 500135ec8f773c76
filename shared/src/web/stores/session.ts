import { create } from 'zustand';
import { sessionUserSchema, type SessionUser } from '../../schemas/session-user';

export type { SessionUser };

export const SESSION_USER_KEY = 'loggedinUser';
export const TOKEN_KEY = 'loginToken';

export function getToken(): string | null {
  return globalThis.localStorage?.getItem(TOKEN_KEY) ?? null;
}

/** The stored user, if it parses and a token goes with it: a user without a token is logged out. */
function readUser(): SessionUser | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(SESSION_USER_KEY);
    const user = raw ? sessionUserSchema.parse(JSON.parse(raw)) : null;
    if (user && getToken()) return user;
  } catch {
    // unreadable: treated as logged out below
  }
  globalThis.sessionStorage?.removeItem(SESSION_USER_KEY);
  return null;
}

interface SessionState {
  user: SessionUser | null;
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
  login: (user, token) => {
    localStorage.setItem(TOKEN_KEY, token);
    sessionStorage.setItem(SESSION_USER_KEY, JSON.stringify(user));
    set({ user });
  },
  setUser: (user) => {
    sessionStorage.setItem(SESSION_USER_KEY, JSON.stringify(user));
    set({ user });
  },
  logout: () => {
    sessionStorage.removeItem(SESSION_USER_KEY);
    localStorage.removeItem(TOKEN_KEY);
    set({ user: null });
  },
}));
