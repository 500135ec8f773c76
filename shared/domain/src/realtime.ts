import type { ItemStatus, Notification } from './schemas';

/**
 * The realtime contract between the API's socket.io gateway and the shell, which owns the one
 * socket (kits subscribe through @handyq/web's realtime hub). Websocket only; the login
 * token goes in the handshake (`auth: { token }`).
 */
export const REALTIME = {
  /** Client → server: join this user's room (the token's user only); ack true when joined. */
  setUser: 'set-user-socket',
  /** Client → server: leave the user's rooms (logout). */
  unsetUser: 'unset-user-socket',
  /** Server → client: a notification for this user. */
  notification: 'user-notification',
  /** Server → client: someone reviewed this user (an admin's reason for not approving). */
  reviewAboutYou: 'review-about-you',
  /** Server → client: an item this user may see changed status. */
  itemStatus: 'item-status',
  /** Client → server: follow an item's comments (one the socket's user may see); ack true when followed. */
  watchItem: 'watch-item',
  /** Client → server: stop following an item's comments. */
  unwatchItem: 'unwatch-item',
  /** Server → client: a followed item's comments changed (one added or deleted): read it again. */
  itemMsgs: 'item-msgs',
  /** Server → client: one of this user's practice log entries was created, updated or deleted. */
  practiceLog: 'practice-log',
  /**
   * Server → client: this instance is shutting down and closes the socket next; connect again
   * after a random delay in RESTART_RECONNECT_MS (to another instance behind the load balancer).
   */
  serverRestart: 'server-restart',
} as const;

/**
 * After `server-restart`, how long a client waits before connecting again, picked at random in
 * this range so the sockets of a stopped instance do not all land on the others at once.
 */
export const RESTART_RECONNECT_MS = { min: 500, max: 3000 } as const;

/** The most items one socket follows at once (a page follows the one it shows). */
export const MAX_WATCHED_ITEMS = 8;

/** The toast shown for `review-about-you`, followed by the review's text. */
export const REVIEW_TOAST = 'New review about me';

/** How the socket reconnects: forever, 1 s to 5 s apart (±50%), 20 s to connect. */
export const RECONNECT_OPTIONS = {
  reconnection: true,
  reconnectionAttempts: Infinity,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20_000,
} as const;

export interface ItemStatusEvent {
  itemId: string;
  status: ItemStatus;
  /** The status it had before. */
  from: ItemStatus;
}

/** Which of the user's practice log entries changed, and how (the client reads its log again). */
export interface PracticeLogChange {
  id: string;
  change: 'created' | 'updated' | 'deleted';
}

export interface ServerToClientEvents {
  'user-notification': (notification: Notification) => void;
  'review-about-you': (review: { txt: string }) => void;
  'item-status': (change: ItemStatusEvent) => void;
  /** Only which item: the client reads it again, as the caller it is now. */
  'item-msgs': (change: { itemId: string }) => void;
  /** To every socket of the user, the one whose request caused it included. */
  'practice-log': (change: PracticeLogChange) => void;
  /** The server closes this socket next: connect again (see RESTART_RECONNECT_MS). */
  'server-restart': () => void;
}

export interface ClientToServerEvents {
  /**
   * `since`: the newest notification the client holds; the server sends the ones that came
   * after it (missed while disconnected) before the ack.
   */
  'set-user-socket': (userId: string, since: string | null, ack: (joined: boolean) => void) => void;
  'unset-user-socket': (ack?: () => void) => void;
  'watch-item': (itemId: string, ack?: (watching: boolean) => void) => void;
  'unwatch-item': (itemId: string) => void;
}
