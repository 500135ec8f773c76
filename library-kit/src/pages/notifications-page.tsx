import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { BellOff, CheckCheck, LogIn, Trash2 } from 'lucide-react';
import { LOGIN_REQUIRED_MSG, paths } from '@handyq/shared';
import type { Notification } from '@handyq/shared/schemas';
import {
  Button,
  ButtonLink,
  ConfirmDialog,
  Header,
  IconButton,
  Loader,
  MessageScreen,
  Page,
  toast,
  useSession,
} from '@handyq/shared/web';
import { updateUser } from '@handyq/shared/web/user';
import { useOwnUser } from '../hooks/use-own-user';
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
 * unread dot, time and link. Opening one marks it read and follows its link (a failed save is
 * logged and the link is followed anyway); mark all as read; clear all after confirming.
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
  const { data: user, error, refetch } = useOwnUser();
  const [confirmClear, setConfirmClear] = useState(false);
  const [busy, setBusy] = useState(false);
  const list = user?.notifications ?? [];
  const unread = list.some((n) => !n.isRead);

  /** Saves `change` of the list as stored now; false (logged) when it failed. */
  const save = async (change: (list: Notification[]) => Notification[]) => {
    if (!user) return false;
    try {
      await updateUser(user._id, (current) => ({ notifications: change(current.notifications) }));
      return true;
    } catch (err) {
      console.error('Notification update failed', err);
      return false;
    }
  };

  const run = async (change: (list: Notification[]) => Notification[]) => {
    setBusy(true);
    if (!(await save(change))) toast.error(NOTIFICATION_MESSAGES.updateFailed);
    setBusy(false);
  };

  const open = (n: Notification) => {
    if (!n.isRead) void save((all) => all.map((m) => (m._id === n._id ? { ...m, isRead: true } : m)));
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
              onClick={() => void run((all) => all.map((n) => ({ ...n, isRead: true })))}
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
        {user ? (
          list.length ? (
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
          void run(() => []);
        }}
      >
        Every notification goes, read or not. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
