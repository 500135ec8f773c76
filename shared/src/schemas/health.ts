import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  version: z.string(),
  db: z.object({
    driver: z.enum(['pglite', 'postgres']),
    status: z.enum(['up', 'down']),
    latencyMs: z.number().nonnegative(),
  }),
});
export type Health = z.infer<typeof healthSchema>;
