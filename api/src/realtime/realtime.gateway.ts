import type { IncomingMessage, ServerResponse } from 'node:http';
import { Inject, Logger, type OnModuleDestroy } from '@nestjs/common';
import { WebSocketGateway, WebSocketServer, type OnGatewayInit } from '@nestjs/websockets';
import type { Request, Response } from 'express';
import type { Server, Socket } from 'socket.io';
import {
  MAX_WATCHED_ITEMS,
  REALTIME,
  type ClientToServerEvents,
  type ItemStatusEvent,
  type PracticeLogChange,
  type ServerToClientEvents,
} from '@handyq/domain';
import type { Notification } from '@handyq/domain/schemas';
import { TokenVerifier } from '../auth/token-verifier';
import { errorText } from '../common/error-text';
import { CONFIG, type AppConfig } from '../config';
import { ItemCommentsService } from '../library/item-comments.service';
import { NotificationsService } from '../notifications/notifications.service';
import { securityHeaders } from '../web/security-headers';
import { SOCKET_LIMITS, SocketCounts, handshakeAddress } from './socket-limits';
import { TokenBuckets } from './token-buckets';

interface SocketData {
  userId: string;
  /** Whether the account was an admin when the token was checked (the socket then takes ROOMS.adminRights). */
  adminAtHandshake: boolean;
  /** The handshake token's id and expiry (seconds since the epoch). */
  jti: string;
  exp: number;
  /** The address the socket counts against. */
  address: string;
  /** Whether this connection had its catch-up (one per connection). */
  caughtUp: boolean;
}
type HqServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type HqSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** The rooms of a socket. Only the delivery rooms are joined by announcing the user. */
export const ROOMS = {
  /** Delivery: the user's notices and item changes. */
  user: (id: string) => `user:${id}`,
  /** Delivery: every admin's sockets (a newly pending item concerns them all). */
  admins: 'admins',
  /** Control, joined at the handshake: every socket of the account, announced or not. */
  account: (id: string) => `account:${id}`,
  /** Control, joined at the handshake: every socket opened with one login token. */
  session: (jti: string) => `session:${jti}`,
  /**
   * Control: the sockets of admin accounts, joined at the handshake and left on every instance
   * the moment the account stops being one (a room, not a flag on the socket, so an instance
   * other than the one that saw the change knows it too).
   */
  adminRights: 'admin-rights',
  /** Delivery: the sockets following an item's comments (watch-item, at most MAX_WATCHED_ITEMS each). */
  item: (id: string) => `item:${id}`,
} as const;

/** The longest item id a watch-item reads (ours are 6 characters). */
const MAX_ITEM_ID_LENGTH = 100;
/** The longest login token the handshake reads (ours are ~250 characters). */
const MAX_TOKEN_LENGTH = 4096;
/** setTimeout's longest delay; a token living longer is looked at again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export const REALTIME_ERRORS = {
  noToken: 'A login token is required',
  badToken: 'The login token is not valid',
  tooManyForUser: 'Too many live connections for this account',
  tooManyForAddress: 'Too many live connections from this address',
} as const;

/**
 * socket.io on the API's own port and path (/socket.io), websocket transport only. A socket
 * opens only with a valid login token in its handshake (`auth: { token }`), within the user's
 * and the address's socket limits; it is closed when that token ends (logout, a password
 * change or reset, the account deleted, expiry). `set-user-socket` joins the token's user's
 * room (no other), sending first the notices it missed since the newest it holds (once per
 * connection); `unset-user-socket` leaves. `watch-item` joins an item's room, for an item the
 * token's user may see, at most MAX_WATCHED_ITEMS per socket; `unwatch-item` leaves it. Every client event is budgeted per socket and per
 * user, and a client that stops reading is dropped (socket-limits.ts). With REDIS_URL the rooms
 * span every API instance (redis-io.adapter.ts). The server only pushes: rooms are the sole way in.
 */
@WebSocketGateway({
  transports: ['websocket'],
  serveClient: false,
  // Clients send tiny events only; anything bigger is hostile and ends the connection.
  maxHttpBufferSize: 4096,
  perMessageDeflate: false,
  connectTimeout: 20_000,
})
export class RealtimeGateway implements OnGatewayInit, OnModuleDestroy {
  private readonly log = new Logger('Realtime');
  private readonly perUser: SocketCounts;
  private readonly perAddress: SocketCounts;
  private readonly userEvents = new TokenBuckets(SOCKET_LIMITS.userEvents, SOCKET_LIMITS.maxUsersTracked);
  private readonly userCatchUps = new TokenBuckets(SOCKET_LIMITS.userCatchUps, SOCKET_LIMITS.maxUsersTracked);
  private readonly addressOf: ReturnType<typeof handshakeAddress>;

  @WebSocketServer() private server!: HqServer;

  constructor(
    private readonly verifier: TokenVerifier,
    private readonly notifications: NotificationsService,
    private readonly comments: ItemCommentsService,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {
    this.perUser = new SocketCounts(config.sockets.perUser);
    this.perAddress = new SocketCounts(config.sockets.perAddress);
    this.addressOf = handshakeAddress(config);
  }

  afterInit(server: HqServer): void {
    // socket.io answers some requests itself (a refused transport, a bad handshake): with the
    // security headers every other answer has.
    const headers = securityHeaders(this.config.webRoot);
    server.engine.use((req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) =>
      headers(req as Request, res as unknown as Response, next),
    );
    server.use((socket, next) => {
      const token: unknown = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      if (typeof token !== 'string' || !token || token.length > MAX_TOKEN_LENGTH) {
        next(new Error(REALTIME_ERRORS.noToken));
        return;
      }
      this.verifier.verify(token).then(
        (verified) => {
          if (!verified) return next(new Error(REALTIME_ERRORS.badToken));
          const userId = verified.user._id;
          const address = this.addressOf(socket.request);
          if (!this.perAddress.open(address)) return next(new Error(REALTIME_ERRORS.tooManyForAddress));
          if (!this.perUser.open(userId)) {
            this.perAddress.close(address);
            return next(new Error(REALTIME_ERRORS.tooManyForUser));
          }
          // Counted out when the connection closes, for whatever reason, even one that closes
          // before socket.io connects the socket.
          socket.conn.once('close', () => {
            this.perUser.close(userId);
            this.perAddress.close(address);
          });
          Object.assign(socket.data, {
            userId,
            adminAtHandshake: verified.user.isAdmin,
            jti: verified.jti,
            exp: verified.exp,
            address,
            caughtUp: false,
          } satisfies SocketData);
          next();
        },
        (err: unknown) => {
          this.log.error(`Handshake check failed: ${errorText(err).message}`);
          next(new Error(REALTIME_ERRORS.badToken));
        },
      );
    });
    server.on('connection', (socket: HqSocket) => this.listen(socket));
  }

  private listen(socket: HqSocket): void {
    const { userId, jti, adminAtHandshake } = socket.data;
    const expiry = this.closeAtExpiry(socket);
    socket.once('disconnect', () => clearTimeout(expiry.timer));
    void socket.join([
      ROOMS.account(userId),
      ROOMS.session(jti),
      ...(adminAtHandshake ? [ROOMS.adminRights] : []),
    ]);
    this.dropWhenNotReading(socket);

    const ownEvents = new TokenBuckets(SOCKET_LIMITS.socketEvents, 1);
    // Every incoming event, of any name, passes here first.
    socket.use((_event, next) => {
      if (Date.now() >= socket.data.exp * 1000) return void socket.disconnect(true);
      if (!ownEvents.take('')) {
        this.log.warn(`A socket of user ${userId} sent events too fast: closed`);
        return void socket.disconnect(true);
      }
      if (!this.userEvents.take(userId)) return;
      next();
    });

    socket.on(REALTIME.setUser, (announced, since, ack) => {
      void this.announce(socket, announced, since).then(
        (joined) => typeof ack === 'function' && ack(joined),
        (err: unknown) => {
          this.log.error(`set-user-socket failed: ${errorText(err).message}`);
          if (typeof ack === 'function') ack(false);
        },
      );
    });
    // The items this socket follows (joined, or being checked): at most MAX_WATCHED_ITEMS.
    const watching = new Set<string>();
    socket.on(REALTIME.watchItem, (itemId, ack) => {
      void this.watch(socket, watching, itemId).then(
        (joined) => typeof ack === 'function' && ack(joined),
        (err: unknown) => {
          watching.delete(itemId);
          this.log.error(`watch-item failed: ${errorText(err).message}`);
          if (typeof ack === 'function') ack(false);
        },
      );
    });
    socket.on(REALTIME.unwatchItem, (itemId) => {
      if (typeof itemId === 'string' && watching.delete(itemId)) void socket.leave(ROOMS.item(itemId));
    });
    socket.on(REALTIME.unsetUser, (ack) => {
      void socket.leave(ROOMS.user(userId));
      void socket.leave(ROOMS.admins);
      if (typeof ack === 'function') ack();
    });
  }

  /** Closes the socket when its token expires (looked at again past setTimeout's range). */
  private closeAtExpiry(socket: HqSocket): { timer?: NodeJS.Timeout } {
    const holder: { timer?: NodeJS.Timeout } = {};
    const arm = () => {
      const left = socket.data.exp * 1000 - Date.now();
      if (left <= 0) return void socket.disconnect(true);
      holder.timer = setTimeout(arm, Math.min(left, MAX_TIMER_MS));
      holder.timer.unref();
    };
    arm();
    return holder;
  }

  /**
   * A client that stops reading makes the server hold what it is sent: once that passes the
   * bound, the connection is cut at once (a graceful close would wait for the client to read).
   */
  private dropWhenNotReading(socket: HqSocket): void {
    const conn = socket.conn as unknown as {
      writeBuffer: unknown[];
      transport: { socket?: { bufferedAmount?: number; terminate?: () => void } };
      on(event: 'packetCreate', fn: () => void): void;
      close(discard?: boolean): void;
    };
    let dropped = false;
    conn.on('packetCreate', () => {
      if (dropped) return;
      const ws = conn.transport.socket;
      const buffered = ws?.bufferedAmount ?? 0;
      if (
        conn.writeBuffer.length < SOCKET_LIMITS.maxQueuedPackets &&
        buffered < SOCKET_LIMITS.maxBufferedBytes
      )
        return;
      dropped = true;
      this.log.warn(`A socket of user ${socket.data.userId} stopped reading: dropped`);
      if (ws?.terminate) ws.terminate();
      else conn.close(true);
    });
  }

  /** Joins the user's rooms if `userId` is the token's user, then sends what it missed. */
  private async announce(socket: HqSocket, userId: unknown, since: unknown): Promise<boolean> {
    const own = socket.data.userId;
    if (userId !== own) return false;
    await socket.join([ROOMS.user(own), ...(socket.rooms.has(ROOMS.adminRights) ? [ROOMS.admins] : [])]);
    // Joined first: a notice made meanwhile comes live and may come in the catch-up too (the
    // client keeps one of each id); none falls between the two.
    if (
      typeof since === 'string' &&
      since.length <= 100 &&
      !socket.data.caughtUp &&
      this.userCatchUps.take(own)
    ) {
      socket.data.caughtUp = true;
      for (const n of await this.notifications.missedSince(own, since)) {
        if (!socket.connected) break;
        socket.emit(REALTIME.notification, n);
      }
    }
    return true;
  }

  /**
   * Joins the item's room if the socket's user may see the item now and the socket follows
   * fewer than MAX_WATCHED_ITEMS; whether it follows it. The place is taken before the check,
   * so watches sent together cannot pass the bound, and an unwatch sent meanwhile wins.
   */
  private async watch(socket: HqSocket, watching: Set<string>, itemId: unknown): Promise<boolean> {
    if (typeof itemId !== 'string' || !itemId || itemId.length > MAX_ITEM_ID_LENGTH) return false;
    if (watching.has(itemId)) return true;
    if (watching.size >= MAX_WATCHED_ITEMS) return false;
    watching.add(itemId);
    const { userId } = socket.data;
    const maySee = await this.comments.maySee(
      { _id: userId, isAdmin: socket.rooms.has(ROOMS.adminRights) },
      itemId,
    );
    if (!maySee) watching.delete(itemId);
    if (!maySee || !watching.has(itemId) || !socket.connected) return false;
    await socket.join(ROOMS.item(itemId));
    return true;
  }

  /**
   * Shutdown: every socket of this instance (not of the others sharing Redis) is told to
   * connect again elsewhere, then closed. socket.io clients do not reconnect by themselves
   * after a server-side disconnect; the `server-restart` event first tells them to.
   */
  sendAway(): number {
    const local = this.server.local;
    const count = this.server.of('/').sockets.size;
    local.emit(REALTIME.serverRestart);
    local.disconnectSockets(true);
    return count;
  }

  /**
   * To the sockets following the item: its comments changed. Only the id: each reads the
   * item again as its own user, so nothing reaches a socket that may no longer see it.
   */
  sendItemMsgs(itemId: string): void {
    this.server.to(ROOMS.item(itemId)).emit(REALTIME.itemMsgs, { itemId });
  }

  /** A notice to its user's sockets (never one the user caused: their own UI showed it). */
  sendNotification(userId: string, notification: Notification): void {
    if (notification.byUserId === userId) return;
    this.server.to(ROOMS.user(userId)).emit(REALTIME.notification, notification);
    if (notification.type === 'review') {
      this.server.to(ROOMS.user(userId)).emit(REALTIME.reviewAboutYou, { txt: notification.txt });
    }
  }

  /**
   * An item's new status to those it concerns: its owner and the admins (who review it). Not
   * to everyone logged in: one approval would be a message to every socket of every instance
   * (measured with 10,000 sockets: delivery p99 600 ms); others see it on their next load.
   */
  sendItemStatus(ownerId: string, change: ItemStatusEvent): void {
    this.server.to([ROOMS.user(ownerId), ROOMS.admins]).emit(REALTIME.itemStatus, change);
  }

  /**
   * To every socket of the user (the one whose request made it too): which practice log entry
   * changed and how. Only the id: each device reads its log again.
   */
  sendPracticeLog(userId: string, change: PracticeLogChange): void {
    this.server.to(ROOMS.user(userId)).emit(REALTIME.practiceLog, change);
  }

  /** Closes every socket of the account, announced or not, on every instance. */
  disconnectUser(userId: string): void {
    this.server.in(ROOMS.account(userId)).disconnectSockets(true);
  }

  /**
   * An account became an admin or stopped being one: its sockets, on every instance, take the
   * rooms it has now. Demoted, they leave the admins' rooms at once and every item room whose
   * item the account may no longer see (another user's private item it watched as an admin).
   */
  async adminRightsChanged(userId: string, isAdmin: boolean): Promise<void> {
    const account = this.server.in(ROOMS.account(userId));
    if (isAdmin) {
      account.socketsJoin(ROOMS.adminRights);
      this.server.in(ROOMS.user(userId)).socketsJoin(ROOMS.admins);
      return;
    }
    account.socketsLeave([ROOMS.adminRights, ROOMS.admins]);
    const itemRooms = new Set<string>();
    for (const s of await account.fetchSockets())
      for (const room of s.rooms) if (room.startsWith(ROOMS.item(''))) itemRooms.add(room);
    for (const room of itemRooms) {
      const itemId = room.slice(ROOMS.item('').length);
      if (!(await this.comments.maySee({ _id: userId, isAdmin: false }, itemId)))
        this.server.in(ROOMS.account(userId)).socketsLeave(room);
    }
  }

  /** Closes every socket opened with the login token `jti`, on every instance. */
  disconnectSession(jti: string): void {
    this.server.in(ROOMS.session(jti)).disconnectSockets(true);
  }

  /** This instance's sockets only: through the Redis adapter, the others' would close too. */
  onModuleDestroy(): void {
    this.server?.local.disconnectSockets(true);
  }
}
