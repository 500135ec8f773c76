import { STATUS_CODES } from 'node:http';
import { z } from 'zod';
import { APP_VERSION } from '@handyq/domain';
import {
  createDocument,
  type ZodOpenApiObject,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import {
  apiErrorSchema,
  libraryItemSchema,
  libraryListItemSchema,
  notificationSchema,
  practiceLogEntrySchema,
  publicUserSchema,
  userSchema,
} from '@handyq/domain/schemas';
import type { ApiRoute, RouteTable } from './api-route';
import { ROUTE_TABLES } from './routes';

export type OpenApiDocument = ReturnType<typeof createDocument>;

/** The one error body (HttpExceptionFilter): every error answer of every route. */
const API_ERROR = apiErrorSchema.meta({ id: 'ApiError' });

/** Schemas listed once under components and referred to wherever an answer uses them. */
const COMPONENTS = {
  User: userSchema,
  PublicUser: publicUserSchema,
  LibraryItem: libraryItemSchema,
  LibraryListItem: libraryListItemSchema,
  Notification: notificationSchema,
  PracticeLogEntry: practiceLogEntrySchema,
};

const BEARER = 'bearer';

/** `/api/libraryItem/:id` as OpenAPI writes it: `/api/libraryItem/{id}`. */
export const openApiPath = (expressPath: string) => expressPath.replace(/:(\w+)/g, '{$1}');

/** 'GET /api/libraryItem/:id' -> ['get', '/api/libraryItem/:id']. */
function splitKey(key: string): [method: 'get' | 'put' | 'post' | 'delete' | 'patch', path: string] {
  const m = /^(GET|PUT|POST|DELETE|PATCH) (\/api\/\S*)$/.exec(key);
  if (!m?.[1] || !m[2]) throw new Error(`Not a route key ('METHOD /api/path'): ${key}`);
  return [m[1].toLowerCase() as 'get', m[2]];
}

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: API_ERROR } },
});

/** The route's answers: its own, its own errors, and those every such route has. */
function responsesOf(route: ApiRoute): ZodOpenApiResponsesObject {
  const errors: Record<number, string> = {};
  if (route.query || route.body || route.requestBody)
    errors[400] = 'The request failed validation (`fields` names each field)';
  if (route.auth !== 'none') {
    errors[401] =
      route.auth === 'bearer'
        ? 'No bearer token, or one that is invalid, expired or ended'
        : 'A bearer token was sent and is invalid, expired or ended';
  }
  Object.assign(errors, route.errors);
  if (route.body) errors[413] ??= 'The body is over the size limit';
  errors[500] = 'Something unexpected; nothing of its cause is in the body (the log has it, by X-Request-Id)';
  const responses: Record<string, ZodOpenApiResponseObject> = { ...route.answers };
  for (const [status, description] of Object.entries(errors)) {
    responses[status] = errorAnswer(`${STATUS_CODES[Number(status)]}: ${description}`);
  }
  return responses as ZodOpenApiResponsesObject;
}

function operationOf(key: string, path: string, route: ApiRoute, tag: string): ZodOpenApiOperationObject {
  const params = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const pathSchema = params.length
    ? z.object(Object.fromEntries(params.map((p) => [p, z.string()])))
    : undefined;
  return {
    // 'GET /api/user/:id' -> 'get_api_user_id': an identifier, for tools that generate clients.
    operationId: `${key.split(' ')[0]!.toLowerCase()}${path.replace(/[^A-Za-z0-9]+/g, '_')}`,
    tags: [tag],
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    ...(route.auth === 'bearer' ? { security: [{ [BEARER]: [] }] } : {}),
    ...(route.auth === 'optional' ? { security: [{}, { [BEARER]: [] }] } : {}),
    ...(pathSchema || route.query
      ? {
          requestParams: {
            ...(pathSchema ? { path: pathSchema } : {}),
            ...(route.query ? { query: route.query } : {}),
          },
        }
      : {}),
    ...(route.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: route.body } } } }
      : route.requestBody
        ? { requestBody: route.requestBody }
        : {}),
    responses: responsesOf(route),
  };
}

/** The OpenAPI 3.1 document of these route tables, built from the zod schemas the API validates with. */
export function buildApiDocument(tables: readonly RouteTable[] = ROUTE_TABLES): OpenApiDocument {
  const paths: ZodOpenApiPathsObject = {};
  for (const table of tables) {
    for (const [key, route] of Object.entries(table.routes)) {
      const [method, path] = splitKey(key);
      const item = (paths[openApiPath(path)] ??= {});
      if (item[method]) throw new Error(`Route described twice: ${key}`);
      item[method] = operationOf(key, path, route, table.tag);
    }
  }
  const doc: ZodOpenApiObject = {
    openapi: '3.1.0',
    info: {
      title: 'HandyQ API',
      version: APP_VERSION,
      description:
        'Every error is answered as `ApiError`; every answer carries `X-Request-Id` (a request’s own is kept when sent). ' +
        'Live notices and practice-log changes come over socket.io at `/socket.io` (auth: the bearer token), not described here.',
    },
    tags: tables.map((t) => ({ name: t.tag })),
    paths,
    components: {
      schemas: COMPONENTS,
      securitySchemes: { [BEARER]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
  return createDocument(doc);
}

let built: string | undefined;

/** The document as JSON text, built on first use: it never changes while the process runs. */
export function apiDocumentJson(): string {
  return (built ??= JSON.stringify(buildApiDocument()));
}
