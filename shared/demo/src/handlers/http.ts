// The local API's HTTP side: a request and its answer as the API's, the API's error body, the
// shared schemas' check (as the API's pipe does), and a route named as the Nest app names it.
import type { z } from 'zod';
import { fieldErrors } from '@handyq/domain/schemas';
import { LibraryRuleError } from '@handyq/domain/library-rules';
import { EntityNotFoundError } from '../local-store';
import { DEMO_TEXTS as DEMO_MESSAGES } from '@handyq/domain/demo-texts';

export interface LocalRequest {
  method: string;
  /** The path after /api/, without the query. */
  path: string;
  query: URLSearchParams;
  /** The JSON body; for an upload, the multipart form. */
  body: unknown;
  /** The bearer token sent, if any. */
  token: string | null;
}

export interface LocalResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Answers a request whose path matched; `params` are the path's `:name` parts, decoded. */
export type Handler = (req: LocalRequest, params: string[]) => Promise<LocalResponse>;

export interface LocalRoute {
  /** As the Nest app names its route: 'PUT /api/user/:id'. */
  name: string;
  method: string;
  pattern: RegExp;
  handler: Handler;
}

/** A route of the local API, written as the API's: `route('GET', '/api/user/:id', …)`. */
export function route(method: string, path: string, handler: Handler): LocalRoute {
  const source = path
    .replace(/^\/api\//, '')
    .split('/')
    .map((part) => (part.startsWith(':') ? '([^/]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('\\/');
  return { name: `${method} ${path}`, method, pattern: new RegExp(`^${source}$`), handler };
}

export const ok = (body: unknown, status = 200): LocalResponse => ({ status, body });

/**
 * What a page continues with: the entries after the one whose id is the cursor (all of them
 * with no cursor). A cursor naming an entry that is not there (any more) continues with none:
 * starting over would show every entry twice.
 */
export function entriesAfter<T extends { _id: string }>(list: T[], cursor: string | undefined): T[] {
  if (cursor === undefined) return list;
  const at = list.findIndex((e) => e._id === cursor);
  return at < 0 ? [] : list.slice(at + 1);
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  507: 'Insufficient Storage',
};

/** An answer with the API's error body; `err` for the forms that show it as is. */
export class LocalHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: { fields?: Record<string, string>; err?: string } = {},
  ) {
    super(message);
  }
}

/** Parses with the shared schema, or answers 400 naming the fields, as the API's pipe does. */
export function parse<S extends z.ZodType>(schema: S, value: unknown, where: 'body' | 'query'): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error, where);
  const first = Object.values(fields)[0];
  throw new LocalHttpError(400, first ?? `Invalid ${where}`, { fields, err: first });
}

/** The browser refused a write: its storage for this site is full (nothing was written). */
export const isStorageFull = (err: unknown) =>
  (err as { name?: unknown } | null)?.name === 'QuotaExceededError';

/** A failed call as the API's error body. */
export function errorResponse(err: unknown): LocalResponse {
  if (isStorageFull(err)) err = new LocalHttpError(507, DEMO_MESSAGES.storageFull);
  const [status, message, extra] =
    err instanceof LocalHttpError
      ? [err.status, err.message, err.extra]
      : err instanceof EntityNotFoundError
        ? [404, err.message, {}]
        : err instanceof LibraryRuleError
          ? [
              err.kind === 'forbidden' ? 403 : 400,
              err.message,
              err.kind === 'invalid' ? { fields: { [err.field ?? 'body']: err.message } } : {},
            ]
          : [500, err instanceof Error ? err.message : String(err), {}];
  return {
    status,
    body: { statusCode: status, error: REASONS[status] ?? 'Internal Server Error', message, ...extra },
  };
}
