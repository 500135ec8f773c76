import { z } from 'zod';
import {
  messageResponseSchema,
  newPracticeLogEntrySchema,
  practiceLogEntrySchema,
  practiceLogPageQuerySchema,
  practiceLogStatsQuerySchema,
  practiceLogStatsSchema,
  updatePracticeLogEntrySchema,
} from '@handyq/domain/schemas';
import { json, nextPageLink, type RouteTable } from '../api-route';

const NOT_FOUND = 'No such entry in the caller’s log';

export const practiceLogRoutes: RouteTable = {
  tag: 'Practice log',
  routes: {
    'GET /api/practiceLog': {
      summary: 'The caller’s practice log',
      description: 'Newest start first, `limit` a page. Nobody reads another’s log, admins neither.',
      auth: 'bearer',
      query: practiceLogPageQuerySchema,
      answers: { 200: json('One page of entries', z.array(practiceLogEntrySchema), nextPageLink) },
    },
    'GET /api/practiceLog/stats': {
      summary: 'Streak, this week, personal bests, longest hold per day',
      auth: 'bearer',
      query: practiceLogStatsQuerySchema,
      answers: { 200: json('The figures, days counted in `tz`', practiceLogStatsSchema) },
    },
    'POST /api/practiceLog': {
      summary: 'Log a run or a workout',
      description: 'The entry’s `_id` is made on the device: sending it again stores nothing new.',
      auth: 'bearer',
      body: newPracticeLogEntrySchema,
      answers: {
        201: json('The entry as stored', practiceLogEntrySchema),
        200: json('The entry stored before under the same id (a retry)', practiceLogEntrySchema),
      },
      errors: { 413: 'The body is over the log’s size limit' },
    },
    'PUT /api/practiceLog/:id': {
      summary: 'Set an entry’s note and/or rating',
      auth: 'bearer',
      body: updatePracticeLogEntrySchema,
      answers: { 200: json('The entry as it is then', practiceLogEntrySchema) },
      errors: { 404: NOT_FOUND },
    },
    'DELETE /api/practiceLog/:id': {
      summary: 'Delete an entry',
      auth: 'bearer',
      answers: { 200: json('Deleted', messageResponseSchema) },
      errors: { 404: NOT_FOUND },
    },
  },
};
