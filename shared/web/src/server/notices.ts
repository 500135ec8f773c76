import { queryOptions } from '@tanstack/react-query';
import { realtime } from '../stores/realtime';
import { api } from './client';
import { queryClient } from './query-client';
import { NOTIFICATIONS_KEY } from './user-key';

// The logged-in user's unread count, here with the API client rather than with the rest of the
// notices (@handyq/web/user) because the PracticeLab's header shows it on a kit's first
// page, which loads no zod.

/** Every cached notice (list and count) loads again, from the server. */
export const refreshNotices = () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });

let following = false;
/**
 * Live: a notice that arrives, or a reconnect (notices may have come meanwhile), makes the
 * cached notices stale; what is on screen loads again, so nothing shows twice. Set up once, by
 * the first query of notices a page makes.
 */
export function followNotices(): void {
  if (following) return;
  following = true;
  realtime.on('user-notification', () => void refreshNotices());
  realtime.on('connected', () => void refreshNotices());
}

/** The count of `GET /api/notifications/unread-count`'s answer: a whole number from 0, or an error. */
export function readUnreadCount(body: unknown): number {
  const count = (body as { count?: unknown } | null)?.count;
  if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0)
    throw new Error('The unread count answer is not a count');
  return count;
}

/** How many of the user's notices are unread (the bell's mark). */
export const unreadCountQuery = (userId: string) => {
  followNotices();
  return queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, userId, 'unread'],
    queryFn: async () => readUnreadCount(await api.get('notifications/unread-count').json()),
  });
};
