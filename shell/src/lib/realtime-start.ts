import { useSession } from '@handyq/shared/web';
import type * as RealtimeClient from './realtime-client';
import { afterFirstPage } from './after-first-page';

/**
 * Starts the realtime connection after the first page (socket.io-client is fetched then,
 * and only for a logged-in user: a visitor's Home downloads none of it), and keeps it on the
 * user: login opens it, logout closes it (realtime-client.ts).
 */
export function startRealtime(): void {
  let client: Promise<typeof RealtimeClient> | undefined;
  const follow = (userId: string | null) => {
    if (!userId && !client) return;
    client ??= import(/* webpackChunkName: "realtime" */ './realtime-client');
    void client.then((m) => m.follow(userId));
  };
  const begin = () => {
    follow(useSession.getState().user?._id ?? null);
    useSession.subscribe((now, before) => {
      if (now.user?._id !== before.user?._id) follow(now.user?._id ?? null);
      else if (now.user && client) void client.then((m) => m.resume());
    });
  };
  afterFirstPage(begin);
}
