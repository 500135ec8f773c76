import { useMemo, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { BellOff, CheckCheck, LogIn, Trash2 } from 'lucide-react';
import { LOGIN_REQUIRED_MSG, paths } from '@handyq/domain';
import type { Notification } from '@handyq/domain/schemas';
import {
  Button,
  ButtonLink,
  ConfirmDialog,
  Header,
  IconButton,
  Loader,
  MessageScreen,
  Page,
  failureText,
  toast,
  useSession,
} from '@handyq/web';
import {
  clearNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  notificationsQuery,
} from '@handyq/web/user';
import { OFFLINE_TRY_AGAIN } from '../lib/messages';
import s from './notifications-page.module.css';

export const NOTIFICATION_MESSAGES = {
  empty: 'No notifications yet.',
  updateFailed: 'Could not update your notifications.',
  clearTitle: 'Clear all notifications?',
} as const;

/** When a notification came: 'Nov 23, 6:05 PM'. */
export const noticeTime = (ms: number) =>
  new Date(ms).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** A link inside the app (notifications only ever carry those; anything else is not followed). */
const isAppPath = (link: string) => link.startsWith('/') && !link.startsWith('//');

/**
 * /libraryKit/practiceLab/notifications — the user's notifications, newest first, with an
 * unread dot, time and link, older ones a page at a time. New ones appear as they arrive.
 * Opening one marks it read and follows its link (a failed save is logged and the link is
 * followed anyway); mark all as read; clear all after confirming.
 */
export default function NotificationsPage() {
  const loggedIn = useSession((st) => st.user !== null);
  const title = 'Notifications';
  if (!loggedIn) {
    return (
      <>
        <Header title={title} back={paths.practiceLab} />
        <Page>
          <MessageScreen
            icon={<LogIn size={44} aria-hidden />}
            title={LOGIN_REQUIRED_MSG}
            actions={<ButtonLink to={paths.login}>Log in</ButtonLink>}
          >
            Log in to see your notifications.
          </MessageScreen>
        </Page>
      </>
    );
  }
  return <Notifications title={title} />;
}

function Notifications({ title }: { title: string }) {
  const navigate = useNavigate();
  const userId = useSession((st) => st.user?._id ?? '');
  const { data, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery(
    notificationsQuery(userId),
  );
  const [confirmClear, setConfirmClear] = useState(false);
  const [busy, setBusy] = useState(false);
  const list = useMemo(() => data?.pages.flatMap((page) => page.items) ?? [], [data]);
  const unread = list.some((n) => !n.isRead);
  // What "all" means for mark-all and clear-all: up to the newest notice on screen, so one that
  // arrived since is never marked or cleared unseen.
  const newestShown = list[0]?._id;

  const run = async (change: () => Promise<void>) => {
    setBusy(true);
    try {
      await change();
    } catch (err) {
      console.error('Notification update failed', err);
      toast.error(failureText(err, NOTIFICATION_MESSAGES.updateFailed));
    }
    setBusy(false);
  };

  const open = (n: Notification) => {
    if (!n.isRead) {
      markNotificationRead(n._id).catch((err: unknown) => console.error('Notification update failed', err));
    }
    if (n.link && isAppPath(n.link)) navigate(n.link);
  };

  return (
    <>
      <Header
        title={title}
        back={paths.practiceLab}
        actions={
          <>
            <IconButton
              label="Mark all as read"
              icon={<CheckCheck size={24} aria-hidden />}
              disabled={!unread || busy}
              onClick={() => void run(() => markAllNotificationsRead(newestShown))}
            />
            <IconButton
              label="Clear all"
              icon={<Trash2 size={24} aria-hidden />}
              disabled={!list.length || busy}
              onClick={() => setConfirmClear(true)}
            />
          </>
        }
      />
      <Page>
        {data ? (
          list.length ? (
            <>
              <ul className={s.list} aria-label="Notifications, newest first">
                {list.map((n) => (
                  <li key={n._id}>
                    <button
                      type="button"
                      className={[s.item, n.isRead ? '' : s.unread].join(' ')}
                      onClick={() => open(n)}
                    >
                      <span className={s.dot} aria-hidden />
                      <span className={s.text}>
                        {!n.isRead && <span className="hq-visually-hidden">Unread: </span>}
                        <span className={s.txt}>{n.txt}</span>
                        <time className={s.time} dateTime={new Date(n.createdAt).toISOString()}>
                          {noticeTime(n.createdAt)}
                        </time>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
              {hasNextPage && (
                <div className={s.more}>
                  <Button
                    variant="secondary"
                    disabled={isFetchingNextPage}
                    onClick={() => void fetchNextPage()}
                  >
                    {isFetchingNextPage ? 'Loading…' : 'Show older'}
                  </Button>
                </div>
              )}
            </>
          ) : (
            <p className={s.empty}>{NOTIFICATION_MESSAGES.empty}</p>
          )
        ) : error ? (
          <MessageScreen
            icon={<BellOff size={44} aria-hidden />}
            title="Your notifications could not be loaded."
            actions={<Button onClick={() => void refetch()}>Try again</Button>}
          >
            {navigator.onLine ? undefined : OFFLINE_TRY_AGAIN}
          </MessageScreen>
        ) : (
          <Loader />
        )}
      </Page>
      <ConfirmDialog
        open={confirmClear}
        title={NOTIFICATION_MESSAGES.clearTitle}
        confirmLabel="Clear all"
        danger
        busy={busy}
        onCancel={() => setConfirmClear(false)}
        onConfirm={() => {
          setConfirmClear(false);
          void run(() => clearNotifications(newestShown));
        }}
      >
        Every notification goes, read or not. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
