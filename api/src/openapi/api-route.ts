import type { z } from 'zod';
import type { ZodOpenApiRequestBodyObject, ZodOpenApiResponseObject } from 'zod-openapi';

/** Who may call a route: anyone, anyone with a token checked when sent, or a bearer token only. */
export type RouteAuth = 'none' | 'optional' | 'bearer';

/**
 * One API route as the document describes it. Path parameters are read from the route's path
 * (`:id`), so they cannot be left out. Some error answers (all shaped as ApiError) are added
 * when the document is built (api-document.ts): 400 to a route with a query or a body, 401 to
 * one that takes a token, 413 to one with a JSON body, 500 to every route; `errors` lists only
 * the route's own.
 */
export interface ApiRoute {
  summary: string;
  description?: string;
  auth: RouteAuth;
  /** The query, as the route's DTO validates it (its `schema`). */
  query?: z.ZodObject;
  /** A JSON body, as the route's DTO validates it. */
  body?: z.ZodType;
  /** Any other body (multipart). */
  requestBody?: ZodOpenApiRequestBodyObject;
  /** Each answer that is not an ApiError (the successes, and any error with a body of its own), by status. */
  answers: Record<number, ZodOpenApiResponseObject>;
  /** The route's own error answers (all shaped as ApiError), by status: what causes them. */
  errors?: Record<number, string>;
}

/**
 * One module's routes, keyed as the running app names them: 'GET /api/libraryItem/:id'
 * (api/test/support/routes.ts reads them from the app; api/test/openapi.spec.ts fails on any
 * route served and not described here, or described and not served).
 */
export interface RouteTable {
  /** The group the routes are listed under in /api/docs. */
  tag: string;
  routes: Record<string, ApiRoute>;
}

/** A JSON answer of this schema. */
export function json(description: string, schema: z.ZodType, headers?: ZodOpenApiResponseObject['headers']) {
  return {
    description,
    content: { 'application/json': { schema } },
    ...(headers ? { headers } : {}),
  } satisfies ZodOpenApiResponseObject;
}

/** An answer of raw bytes of these media types. */
export function bytes(
  description: string,
  mediaTypes: string[],
  headers?: ZodOpenApiResponseObject['headers'],
) {
  const content = Object.fromEntries(
    mediaTypes.map((type) => [type, { schema: { type: 'string' as const, contentMediaType: type } }]),
  );
  return { description, content, ...(headers ? { headers } : {}) } satisfies ZodOpenApiResponseObject;
}

/** An answer with no body. */
export const noContent = (description: string): ZodOpenApiResponseObject => ({ description });

/** The `Link: <…>; rel="next"` header of a paged list. */
export const nextPageLink = {
  Link: {
    description: 'The next page: `<url>; rel="next"`, absent on the last page.',
    schema: { type: 'string' as const },
  },
};

/** A multipart upload of one file in the field `file`. */
export function fileUpload(description: string): ZodOpenApiRequestBodyObject {
  return {
    required: true,
    description,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
          required: ['file'],
        },
      },
    },
  };
}
