import { infiniteQueryOptions } from '@tanstack/react-query';
import { notificationPageSchema } from '@handyq/domain/schemas';
import {
  NOTIFICATIONS_KEY,
  api,
  followNotices,
  getParsed,
  refreshNotices as refresh,
  unreadCountQuery,
} from '@handyq/web/server';

// The logged-in user's notices, through their own endpoints (never a PUT of the whole user: a
// notice arriving meanwhile would be lost).

/** How many notices one page of the Notifications screen shows. */
export const NOTIFICATIONS_PAGE = 30;

/** The user's notices, newest first, a page at a time (`fetchNextPage` for older ones). */
export const notificationsQuery = (userId: string) => {
  followNotices();
  return infiniteQueryOptions({
    queryKey: [...NOTIFICATIONS_KEY, userId, 'list'],
    queryFn: ({ pageParam }) =>
      getParsed('notifications', notificationPageSchema, {
        limit: NOTIFICATIONS_PAGE,
        ...(pageParam ? { before: pageParam } : {}),
      }),
    initialPageParam: '',
    getNextPageParam: (page) => page.next,
  });
};

/** The unread count: with the API client, so a page that shows only it loads no zod. */
export { unreadCountQuery };

export async function markNotificationRead(id: string): Promise<void> {
  await api.post(`notifications/${encodeURIComponent(id)}/read`);
  await refresh();
}

/** Marks read every notice up to `through`, the newest one shown: a later one stays unread. */
export async function markAllNotificationsRead(through: string | undefined): Promise<void> {
  await api.post('notifications/read-all', { json: through ? { through } : {} });
  await refresh();
}

/** Clears every notice up to `through`, the newest one shown: a later one stays. */
export async function clearNotifications(through: string | undefined): Promise<void> {
  await api.delete('notifications', { searchParams: through ? { through } : {} });
  await refresh();
}
