import { queryOptions } from '@tanstack/react-query';
import { usersPageSchema, type User } from '@handyq/domain/schemas';
import { api, queryClient } from '@handyq/web/server';
import { updateUser } from '@handyq/web/user';

/** Every user, page after page (the API pages its list and names the next page in `Link`). */
async function getAllUsers(): Promise<User[]> {
  const all: User[] = [];
  let next: string | null = 'user?limit=500';
  while (next) {
    const res: Response = await api.get(next);
    all.push(...usersPageSchema.parse(await res.json()));
    const link = res.headers.get('Link')?.match(/<\/api\/([^>]+)>;\s*rel="next"/);
    next = link?.[1] ?? null;
  }
  return all;
}

export const usersQuery = queryOptions({ queryKey: ['users'], queryFn: getAllUsers });

export async function removeUser(id: string): Promise<void> {
  await api.delete(`user/${id}`);
  await queryClient.invalidateQueries({ queryKey: usersQuery.queryKey });
}

/**
 * An admin sets another account's plan, the way to Pro until payments exist (the account's
 * stored record, read again, saved with its new plan); the list is read again.
 */
export async function setPlan(id: string, tier: User['plan']['tier']): Promise<User> {
  const saved = await updateUser(id, () => ({ plan: { tier } }));
  await queryClient.invalidateQueries({ queryKey: usersQuery.queryKey });
  return saved;
}
