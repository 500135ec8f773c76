import { bytes, type RouteTable } from '../api-route';

export const docsRoutes: RouteTable = {
  tag: 'API document',
  routes: {
    'GET /api/openapi.json': {
      summary: 'This document (OpenAPI 3.1)',
      auth: 'none',
      answers: {
        200: {
          description: 'The OpenAPI document',
          content: {
            'application/json': { schema: { type: 'object', required: ['openapi', 'info', 'paths'] } },
          },
        },
      },
    },
    'GET /api/docs': {
      summary: 'This document, browsable (Swagger UI)',
      auth: 'none',
      answers: { 200: bytes('The page', ['text/html']) },
    },
    'GET /api/docs/:file': {
      summary: 'A file of the browsable document’s page (its script and styles)',
      auth: 'none',
      answers: { 200: bytes('The file', ['application/javascript', 'text/css', 'image/png']) },
      errors: { 404: 'Not a file of the page' },
    },
  },
};
