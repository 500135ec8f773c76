import { queryOptions } from '@tanstack/react-query';
import { plansSchema } from '@handyq/shared/schemas';
import { getParsed } from '@handyq/shared/web/server';

/** Whether trial mode is on (everything free, nothing limited) and each plan's limits. */
export const plansQuery = queryOptions({
  queryKey: ['plans'],
  queryFn: () => getParsed('plans', plansSchema),
  staleTime: Infinity,
});
