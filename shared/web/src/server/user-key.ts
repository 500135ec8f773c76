/** The query cache key of everything about one user (own and public views). */
export const userKey = (id: string) => ['user', id] as const;

/** The query cache key under which everything about the logged-in user's notices is kept. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
