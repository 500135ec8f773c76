import { DrizzleQueryError } from 'drizzle-orm';

/**
 * What may be logged of an error: its message and stack, and its causes', with the parameters
 * of a failed query left out. Drizzle's message names them (`params: email,$argon2id$…`), and
 * they are user data: emails, password hashes, texts. The SQL text and the driver's own message
 * (which names the constraint or the missing table) stay, enough to find the bug.
 */
export function errorText(err: unknown): { message: string; stack?: string } {
  const parts: string[] = [];
  let stack: string | undefined;
  const seen = new Set<unknown>();
  for (let e: unknown = err; e !== undefined && e !== null && !seen.has(e) && parts.length < 5;) {
    seen.add(e);
    if (e instanceof DrizzleQueryError) {
      parts.push(`Failed query: ${e.query}`);
      stack ??= e.stack?.replace(e.message, parts.at(-1)!);
    } else if (e instanceof Error) {
      parts.push(e.message);
      stack ??= e.stack;
    } else {
      parts.push(String(e));
    }
    e = e instanceof Error ? e.cause : undefined;
  }
  return { message: parts.join(' <- '), stack };
}
