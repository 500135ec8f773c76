import { create } from 'zustand';

/** The session copy of a user (SPEC §3: everything but password, score and plan). */
export interface SessionUser {
  _id: string;
  fullname: string;
  username?: string;
  email: string;
  isAdmin: boolean;
  imgUrl?: string;
}

export const SESSION_USER_KEY = 'loggedinUser';
export const TOKEN_KEY = 'loginToken';

function readUser(): SessionUser | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(SESSION_USER_KEY);
    return raw ? (JSON.parse(raw) as SessionUser) : null;
  } catch {
    return null;
  }
}

interface SessionState {
  user: SessionUser | null;
  login: (user: SessionUser, token: string) => void;
  logout: () => void;
}

/** Who is logged in. Login stores the user in session storage and the token in local storage. */
export const useSession = create<SessionState>((set) => ({
  user: readUser(),
  login: (user, token) => {
    sessionStorage.setItem(SESSION_USER_KEY, JSON.stringify(user));
    localStorage.setItem(TOKEN_KEY, token);
    set({ user });
  },
  logout: () => {
    sessionStorage.removeItem(SESSION_USER_KEY);
    localStorage.removeItem(TOKEN_KEY);
    set({ user: null });
  },
}));

export function getToken(): string | null {
  return globalThis.localStorage?.getItem(TOKEN_KEY) ?? null;
}
