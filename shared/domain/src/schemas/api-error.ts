import { z } from 'zod';

/**
 * The body of every error the API answers (4xx and 5xx alike). `fields` is there when the
 * request failed validation: one message per field, keyed by its path (`address.city`).
 */
export const apiErrorSchema = z.object({
  statusCode: z.number().int().min(400).max(599),
  /** The HTTP reason phrase, e.g. 'Bad Request'. */
  error: z.string(),
  /** What went wrong, for a person to read. */
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** The message a form shows as is (login, signup and password errors carry it). */
  err: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * One message per field, keyed by its path joined with '.' (`address.city`, `tags.0`); an
 * issue with the whole value is keyed by where it came from ('body', 'query', 'param').
 */
export function fieldErrors(error: z.ZodError, where: 'body' | 'query' | 'param'): Record<string, string> {
  const fields: Record<string, string> = {};
  const add = (path: PropertyKey[], message: string) => {
    const key = path.map(String).join('.') || where;
    fields[key] ??= message;
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) add([...issue.path, k], 'Unknown field');
    } else {
      add(issue.path, issue.message);
    }
  }
  return fields;
}
