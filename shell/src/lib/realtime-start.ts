import { DEMO_BUILD, useSession } from '@handyq/web';
import { afterFirstPage } from './after-first-page';

/** A part that follows who is logged in: `follow` on every change of user, `resume` on any other session change. */
interface UserFollower {
  follow(userId: string | null): void;
  resume?(): void;
}

/**
 * Starts `load`ed follower after the first page (its code is fetched then, and only for a
 * logged-in user: a visitor's Home downloads none of it), and keeps it on the user: login
 * starts it, logout stops it.
 */
function followUserAfterFirstPage(load: () => Promise<UserFollower>): void {
  let client: Promise<UserFollower> | undefined;
  const follow = (userId: string | null) => {
    if (!userId && !client) return;
    client ??= load();
    void client.then((m) => m.follow(userId));
  };
  const begin = () => {
    follow(useSession.getState().user?._id ?? null);
    useSession.subscribe((now, before) => {
      if (now.user?._id !== before.user?._id) follow(now.user?._id ?? null);
      else if (now.user && client) void client.then((m) => m.resume?.());
    });
  };
  afterFirstPage(begin);
}

/**
 * The practice log's outbox (@handyq/web/practice-log) sends what this device kept
 * (offline runs, a previous session's unsent ones) once it loads; for a logged-in user it is
 * loaded after the first page, like the socket, so Home's first load carries none of it. From
 * then on it follows the session itself (login, online, the socket's reconnects).
 */
function startPracticeLogSync(): void {
  followUserAfterFirstPage(() =>
    import('@handyq/web/practice-log').then((m) => ({
      follow: (userId: string | null) => void (userId && m.practiceLog.syncNow()),
    })),
  );
}

/**
 * The realtime connection (realtime-client.ts; the demo has no server to push to it) and the
 * user's notices on every page (notices-client.ts: the navigator's unread mark, a toast for
 * each notice that arrives), both after the first page.
 */
export function startRealtime(): void {
  if (!DEMO_BUILD)
    followUserAfterFirstPage(() => import(/* webpackChunkName: "realtime" */ './realtime-client'));
  followUserAfterFirstPage(() =>
    import(/* webpackChunkName: "notices" */ './notices-client').then((m) => {
      m.toastNotices();
      return m;
    }),
  );
  startPracticeLogSync();
}
