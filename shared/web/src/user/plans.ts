import { queryOptions } from '@tanstack/react-query';
import { getParsed } from '@handyq/web/server';

/** Whether trial mode is on (everything free, nothing limited) and each plan's limits. */
export const plansQuery = queryOptions({
  queryKey: ['plans'],
  // the schema (with zod) loads with the answer: pages that only ask (the log's access) do not carry it
  queryFn: async () => getParsed('plans', (await import('@handyq/domain/schemas')).plansSchema),
  staleTime: Infinity,
});
