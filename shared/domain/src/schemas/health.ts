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

/** GET /api/health/live: the process is up and answering (nothing else is checked). */
export const livenessSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  /** Seconds since the process started. */
  uptimeS: z.number().nonnegative(),
});
export type Liveness = z.infer<typeof livenessSchema>;

/** One dependency's answer to a readiness check. */
export const readyCheckSchema = z.object({
  status: z.enum(['up', 'down']),
  latencyMs: z.number().nonnegative(),
});

/**
 * GET /api/health/ready: 200 'ready' when every check passes; 503 'unavailable' naming what
 * failed ('database', 'redis'), or 'shutting down' from SIGTERM on (then nothing is checked).
 * `redis` is checked only when REDIS_URL is set.
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  failed: z.array(z.enum(['database', 'redis', 'shutting down'])),
  checks: z.object({
    database: readyCheckSchema.optional(),
    redis: readyCheckSchema.optional(),
  }),
});
export type Readiness = z.infer<typeof readinessSchema>;
