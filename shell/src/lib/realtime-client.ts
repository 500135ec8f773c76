import { io, type Socket } from 'socket.io-client';
import {
  RECONNECT_OPTIONS,
  REALTIME,
  RESTART_RECONNECT_MS,
  REVIEW_TOAST,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@handyq/domain';
import { getToken, realtime, toast } from '@handyq/web';

type HqSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: HqSocket | undefined;
let userId: string | null = null;
/** The newest notice this tab received: after a reconnect the server sends what came since. */
let newest: string | null = null;
/** The token the socket last connected with. */
let usedToken = '';

/**
 * The page's one socket, following who is logged in: opened for a user (the token in the
 * handshake, websocket only, reconnecting forever 1–5 s apart), announced on every (re)connect;
 * on logout `unset-user-socket`, then closed. What it receives goes to the realtime hub, where
 * the shell and the kits subscribe.
 */
export function follow(next: string | null): void {
  if (next === userId) return;
  if (socket) {
    if (userId && socket.connected) socket.emit(REALTIME.unsetUser);
    socket.disconnect();
    socket = undefined;
  }
  userId = next;
  newest = null;
  if (next) socket = open(next);
}

/**
 * The server closes a socket when its token ends (logout, password change, expiry), and
 * socket.io does not reconnect by itself then. This tab connects again once it holds a newer
 * token than the one the socket used (its own password change), never with the ended one.
 * Called when the socket closes and whenever the session changes.
 */
export function resume(): void {
  const token = getToken();
  if (socket && !socket.active && token && token !== usedToken) socket.connect();
}

// The items the pages follow: the connected socket asks to follow each one (or to stop).
realtime.onWatch((itemId, watching) => {
  if (socket?.connected) socket.emit(watching ? REALTIME.watchItem : REALTIME.unwatchItem, itemId);
});

function open(id: string): HqSocket {
  const s: HqSocket = io({
    transports: ['websocket'],
    withCredentials: true,
    // Read at each (re)connect: the token of now, not of when the socket was made.
    auth: (cb) => cb({ token: (usedToken = getToken() ?? '') }),
    ...RECONNECT_OPTIONS,
  });
  // An instance shutting down says so, then closes the socket: a server-side close that
  // socket.io never retries by itself. Connect again after a random short delay (another
  // instance answers by then); a close without that word (token ended) waits for resume().
  let restarting = false;
  s.on(REALTIME.serverRestart, () => (restarting = true));
  s.on('disconnect', (reason) => {
    const told = restarting;
    restarting = false;
    if (told && reason === 'io server disconnect') {
      const { min, max } = RESTART_RECONNECT_MS;
      setTimeout(
        () => {
          if (socket === s && !s.active) s.connect();
        },
        min + Math.random() * (max - min),
      );
      return;
    }
    resume();
  });
  s.on('connect', () => {
    s.emit(REALTIME.setUser, id, newest, (joined) => {
      if (joined) realtime.deliver('connected', undefined);
    });
    // Rooms are per connection: the items the pages follow are asked for again on each.
    for (const itemId of realtime.watchedItems()) s.emit(REALTIME.watchItem, itemId);
  });
  s.on(REALTIME.itemMsgs, (change) => realtime.deliver('item-msgs', change));
  s.on(REALTIME.notification, (notice) => {
    newest = notice._id;
    realtime.deliver('user-notification', notice);
  });
  s.on(REALTIME.reviewAboutYou, (review) => {
    toast.info(`${REVIEW_TOAST}: ${review.txt}`);
    realtime.deliver('review-about-you', review);
  });
  s.on(REALTIME.itemStatus, (change) => realtime.deliver('item-status', change));
  s.on(REALTIME.practiceLog, (change) => realtime.deliver('practice-log', change));
  return s;
}
