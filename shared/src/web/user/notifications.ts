import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { notificationPageSchema, unreadCountSchema } from '@handyq/shared/schemas';
import { realtime } from '@handyq/shared/web';
import { NOTIFICATIONS_KEY, api, getParsed, queryClient } from '@handyq/shared/web/server';

// The logged-in user's notices, through their own endpoints (never a PUT of the whole user: a
// notice arriving meanwhile would be lost).

/** How many notices one page of the Notifications screen shows. */
export const NOTIFICATIONS_PAGE = 30;

/** The user's notices, newest first, a page at a time (`fetchNextPage` for older ones). */
export const notificationsQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: [...NOTIFICATIONS_KEY, userId, 'list'],
    queryFn: ({ pageParam }) =>
      getParsed('notifications', notificationPageSchema, {
        limit: NOTIFICATIONS_PAGE,
        ...(pageParam ? { before: pageParam } : {}),
      }),
    initialPageParam: '',
    getNextPageParam: (page) => page.next,
  });

/** How many of the user's notices are unread (the bell's mark). */
export const unreadCountQuery = (userId: string) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, userId, 'unread'],
    queryFn: async () => (await getParsed('notifications/unread-count', unreadCountSchema)).count,
  });

const refresh = () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });

// Live: a notice that arrives, or a reconnect (notices may have come meanwhile), makes the
// cached ones stale; what is on screen loads again, from the server, so nothing shows twice.
realtime.on('user-notification', () => void refresh());
realtime.on('connected', () => void refresh());

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
