/** The query cache key of everything about one user (own and public views). */
export const userKey = (id: string) => ['user', id] as const;
