import { queryOptions } from '@tanstack/react-query';
import type { PublicUser } from '@handyq/domain/schemas';
import { api, userKey } from '@handyq/web/server';

const TEXT_FIELDS = [
  'fullname',
  'username',
  'imgUrl',
  'bio',
  'instagram',
  'facebook',
  'youtube',
  'website',
  'other',
] as const;

/**
 * Someone's public profile as it is shown: known fields only, missing text as ''. Checked by
 * hand rather than by its zod schema, so a visitor's first load of a profile does not
 * download zod (the first-load budget of /user/:id).
 */
export function readPublicUser(body: unknown): PublicUser {
  const o = (body ?? {}) as Record<string, unknown>;
  if (typeof o._id !== 'string' || typeof o.fullname !== 'string') throw new Error('Not a user');
  const text = Object.fromEntries(TEXT_FIELDS.map((k) => [k, typeof o[k] === 'string' ? o[k] : '']));
  return { ...(text as Omit<PublicUser, '_id' | 'isAdmin'>), _id: o._id, isAdmin: o.isAdmin === true };
}

/** Someone's public profile (what anyone may see). */
export const publicUserQuery = (id: string) =>
  queryOptions<PublicUser>({
    queryKey: [...userKey(id), 'public'],
    queryFn: async () => readPublicUser(await api.get(`user/${id}`).json()),
  });
