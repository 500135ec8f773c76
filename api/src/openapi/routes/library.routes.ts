import { z } from 'zod';
import {
  libraryFilterSchema,
  libraryItemSchema,
  libraryListItemSchema,
  messageResponseSchema,
  newItemMsgSchema,
  newLibraryItemSchema,
  updateLibraryItemSchema,
} from '@handyq/domain/schemas';
import { json, nextPageLink, type RouteTable } from '../api-route';

const NOT_FOUND = 'No such item, or not one the caller may see';

export const libraryRoutes: RouteTable = {
  tag: 'Library',
  routes: {
    'GET /api/libraryItem': {
      summary: 'List library items',
      description:
        'The items the caller may see (visitors: the public ones) that match the filter, at most `limit`.',
      auth: 'optional',
      query: libraryFilterSchema,
      answers: { 200: json('One page of items', z.array(libraryListItemSchema), nextPageLink) },
    },
    'GET /api/libraryItem/:id': {
      summary: 'A library item',
      description: 'With its comments and what its author shares of their profile (`author`).',
      auth: 'optional',
      answers: { 200: json('The item', libraryItemSchema) },
      errors: { 404: NOT_FOUND },
    },
    'POST /api/libraryItem': {
      summary: 'Create a library item',
      description: 'Saved private, owned by the caller.',
      auth: 'bearer',
      body: newLibraryItemSchema,
      answers: { 201: json('The new item', libraryItemSchema) },
      errors: { 403: 'Over the plan’s limits' },
    },
    'PUT /api/libraryItem/:id': {
      summary: 'Save a library item',
      description:
        'The whole item with the `version` it was read at; `status` moves only along the review flow.',
      auth: 'bearer',
      body: updateLibraryItemSchema,
      answers: { 200: json('The item as saved (version + 1)', libraryItemSchema) },
      errors: {
        403: 'Neither its owner (while private) nor an admin',
        404: NOT_FOUND,
        409: 'Changed since it was read (stale version)',
      },
    },
    'DELETE /api/libraryItem/:id': {
      summary: 'Delete a library item',
      description: 'Its owner while private, or an admin; its uploaded images and videos go with it.',
      auth: 'bearer',
      answers: { 200: json('Deleted', messageResponseSchema) },
      errors: { 403: 'Neither its owner (while private) nor an admin', 404: NOT_FOUND },
    },
    'POST /api/libraryItem/:id/msg': {
      summary: 'Comment on a library item',
      auth: 'bearer',
      body: newItemMsgSchema,
      answers: { 201: json('The item with the comment added', libraryItemSchema) },
      errors: { 404: NOT_FOUND, 429: 'Too many comments (Retry-After says when to retry)' },
    },
    'DELETE /api/libraryItem/:id/msg/:msgId': {
      summary: 'Delete a comment',
      description: 'Its author or an admin.',
      auth: 'bearer',
      answers: { 200: json('The item without the comment', libraryItemSchema) },
      errors: { 403: 'Neither the comment’s author nor an admin', 404: 'No such item or comment' },
    },
  },
};
