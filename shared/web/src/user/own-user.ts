import { queryOptions } from '@tanstack/react-query';
import type { User } from '@handyq/domain/schemas';
import { getParsed, userKey } from '@handyq/web/server';

/**
 * The whole user, as the API shows it to the user themself. The schema (with zod) loads with
 * the answer, so a page that only reads the plan from it does not carry zod in its first load.
 */
export const ownUserQuery = (id: string) =>
  queryOptions<User>({
    queryKey: [...userKey(id), 'full'],
    queryFn: async () => getParsed(`user/${id}`, (await import('@handyq/domain/schemas')).userSchema),
  });
