import { create } from 'zustand';

/**
 * How many of the logged-in user's notices are unread, for the navigator's mark. On every
 * page, so only a number lives here: notices-client.ts (loaded after the first page, with the
 * API client) keeps it in step with the server.
 */
export const useUnreadCount = create<{ count: number }>(() => ({ count: 0 }));

/** 'PROFILE, 2 unread notifications': the Profile link's accessible name says what the mark shows. */
export function unreadText(count: number): string {
  return count === 1 ? '1 unread notification' : `${count} unread notifications`;
}
