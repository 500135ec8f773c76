/** PostgreSQL error codes the repositories act on. */
export const PG_ERRORS = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  /** A bad parameter value, e.g. a time zone the server does not know. */
  invalidParameterValue: '22023',
} as const;

/**
 * Whether a failed query (or anything in its chain of causes: Drizzle wraps the driver's error)
 * is PostgreSQL's error `code`. PGlite and node-postgres both set `code`.
 */
export function isPgError(err: unknown, code: (typeof PG_ERRORS)[keyof typeof PG_ERRORS]): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}
