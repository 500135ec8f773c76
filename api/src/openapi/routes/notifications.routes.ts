import {
  newNotificationSchema,
  notificationPageQuerySchema,
  notificationPageSchema,
  notificationSchema,
  notificationsThroughSchema,
  unreadCountSchema,
} from '@handyq/domain/schemas';
import { json, noContent, type RouteTable } from '../api-route';

export const notificationsRoutes: RouteTable = {
  tag: 'Notifications',
  routes: {
    'POST /api/user/:id/notification': {
      summary: 'Add a notice to a user',
      description: 'The user themself or an admin; it reaches their open tabs live.',
      auth: 'bearer',
      body: newNotificationSchema,
      answers: { 201: json('The notice as stored', notificationSchema) },
      errors: { 403: 'Not the caller’s own account (unless an admin)', 404: 'No such user' },
    },
    'GET /api/notifications': {
      summary: 'The caller’s notices',
      description: 'Newest first, paged: `before` is the previous page’s `next`.',
      auth: 'bearer',
      query: notificationPageQuerySchema,
      answers: { 200: json('One page of notices', notificationPageSchema) },
    },
    'GET /api/notifications/unread-count': {
      summary: 'How many of the caller’s notices are unread',
      auth: 'bearer',
      answers: { 200: json('The count', unreadCountSchema) },
    },
    'POST /api/notifications/:id/read': {
      summary: 'Mark a notice read',
      auth: 'bearer',
      answers: { 204: noContent('Marked read') },
      errors: { 404: 'No such notice of the caller’s' },
    },
    'POST /api/notifications/read-all': {
      summary: 'Mark notices read',
      description: 'Up to `through` (the newest the client showed), so a later notice stays unread.',
      auth: 'bearer',
      body: notificationsThroughSchema,
      answers: { 200: json('How many were marked', unreadCountSchema) },
    },
    'DELETE /api/notifications': {
      summary: 'Clear notices',
      description: 'Up to `through` (the newest the client showed): a notice that came after stays.',
      auth: 'bearer',
      query: notificationsThroughSchema,
      answers: { 200: json('How many were cleared', unreadCountSchema) },
    },
  },
};
