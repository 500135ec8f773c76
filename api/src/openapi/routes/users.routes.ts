import { z } from 'zod';
import {
  listUsersQuerySchema,
  messageResponseSchema,
  publicUserSchema,
  updateUserSchema,
  userSchema,
  usersPageSchema,
} from '@handyq/domain/schemas';
import { bytes, json, nextPageLink, type RouteTable } from '../api-route';

export const usersRoutes: RouteTable = {
  tag: 'Users',
  routes: {
    'GET /api/user': {
      summary: 'List users (admins)',
      description: 'One page in signup order, oldest first.',
      auth: 'bearer',
      query: listUsersQuerySchema,
      answers: { 200: json('One page of users', usersPageSchema, nextPageLink) },
      errors: { 403: 'Admins only' },
    },
    'GET /api/user/:id': {
      summary: 'A user',
      description: 'The whole user to themself or an admin; the public profile to anyone else, visitors too.',
      auth: 'optional',
      answers: { 200: json('The user, or their public profile', z.union([userSchema, publicUserSchema])) },
      errors: { 404: 'No such user' },
    },
    'PUT /api/user/:id': {
      summary: 'Save a user',
      description:
        'The user as read, with its `version`. Fields the caller may not set (isAdmin, score, email, most plan changes) are ignored.',
      auth: 'bearer',
      body: updateUserSchema,
      answers: { 200: json('The user as saved (version + 1)', userSchema) },
      errors: {
        403: 'Not the caller’s own account (unless an admin), or over the plan’s limits',
        404: 'No such user',
        409: 'Changed since it was read (stale version)',
      },
    },
    'DELETE /api/user/:id': {
      summary: 'Delete an account',
      auth: 'bearer',
      answers: { 200: json('Deleted', messageResponseSchema) },
      errors: { 403: 'Not the caller’s own account (unless an admin)', 404: 'No such user' },
    },
    'GET /api/avatars/default.svg': {
      summary: 'The stock profile picture',
      auth: 'none',
      answers: { 200: bytes('An SVG image', ['image/svg+xml']) },
    },
  },
};
