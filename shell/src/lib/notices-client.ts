import { QueryObserver } from '@tanstack/react-query';
import type { Notification } from '@handyq/domain/schemas';
import { realtime, toast, useToastStore } from '@handyq/web';
import { queryClient, unreadCountQuery } from '@handyq/web/server';
import { useUnreadCount } from './unread-count';

let stopCount: (() => void) | undefined;
let userId: string | null = null;

/**
 * The navigator's unread mark follows the user's unread count: the same cached query as the
 * PracticeLab's bell, so a notice arriving (or a reconnect) and marking notices read anywhere
 * update both. Logged out, there is none.
 */
export function follow(next: string | null): void {
  if (next === userId) return;
  userId = next;
  stopCount?.();
  stopCount = undefined;
  pending = [];
  useUnreadCount.setState({ count: 0 });
  if (!next) return;
  const observer = new QueryObserver(queryClient, unreadCountQuery(next));
  const stop = observer.subscribe(({ data }) => useUnreadCount.setState({ count: data ?? 0 }));
  stopCount = () => {
    stop();
    observer.destroy();
  };
}

/** What a toast says of notices that arrived together (a reconnect's catch-up). */
export const severalNotices = (n: number) => `${n} new notifications`;

/** Notices not toasted yet: they wait for the toast on screen to go, then show in one toast. */
let pending: Notification[] = [];

function showPending(): void {
  if (!pending.length || useToastStore.getState().toast) return;
  const [only, ...more] = pending;
  toast.info(more.length ? severalNotices(pending.length) : only!.txt);
  pending = [];
}

/**
 * A toast for each notice that arrives live, on any page, saying its text. A review is toasted
 * already, as 'New review about me' (realtime-client.ts). A toast on screen is not cut short:
 * the notice waits for it (after a denial's review, the denial itself).
 */
export function toastNotices(): void {
  realtime.on('user-notification', (notice) => {
    if (notice.type === 'review') return;
    pending.push(notice);
    showPending();
  });
  useToastStore.subscribe((now) => {
    if (!now.toast) showPending();
  });
}
