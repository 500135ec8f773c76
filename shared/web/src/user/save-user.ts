import { sessionUserSchema, userSchema, type User } from '@handyq/domain/schemas';
import { useSession } from '@handyq/web';
import { api, queryClient, userKey } from '@handyq/web/server';
import { ownUserQuery } from './own-user';

export { ownUserQuery } from './own-user';

/**
 * PUT the whole user with `changes` applied and the version it was read at. The answer
 * replaces the cached user, and the tab's session copy when it is the logged-in user.
 * A 409 (changed elsewhere) reloads the user so the next try starts from what is stored.
 */
export async function saveUser(current: User, changes: Partial<User>): Promise<User> {
  try {
    const saved = userSchema.parse(
      await api.put(`user/${current._id}`, { json: { ...current, ...changes } }).json(),
    );
    queryClient.setQueryData(ownUserQuery(saved._id).queryKey, saved);
    if (useSession.getState().user?._id === saved._id) {
      useSession.getState().setUser(sessionUserSchema.parse(saved));
    }
    return saved;
  } catch (err) {
    await queryClient.invalidateQueries({ queryKey: userKey(current._id) });
    throw err;
  }
}

/**
 * Reads the user as stored now and saves `change(user)` on top of it: a change computed from
 * the latest record (a favorite added to the list as it is), not from a copy that may be old.
 */
export async function updateUser(id: string, change: (user: User) => Partial<User>): Promise<User> {
  const current = await queryClient.fetchQuery({ ...ownUserQuery(id), staleTime: 0 });
  return saveUser(current, change(current));
}
