import { Logger, type OnModuleDestroy } from '@nestjs/common';
import { WebSocketGateway, WebSocketServer, type OnGatewayInit } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import {
  REALTIME,
  type ClientToServerEvents,
  type ItemStatusEvent,
  type ServerToClientEvents,
} from '@handyq/shared';
import type { Notification } from '@handyq/shared/schemas';
import { TokenVerifier } from '../auth/token-verifier';
import { errorText } from '../common/error-text';
import { NotificationsService } from '../notifications/notifications.service';

interface SocketData {
  userId: string;
  isAdmin: boolean;
}
type HqServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type HqSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** The rooms a socket joins once it announced its user. */
export const ROOMS = {
  user: (id: string) => `user:${id}`,
  /** Every admin's sockets (a newly pending item concerns them all). */
  admins: 'admins',
} as const;

/** The longest login token the handshake reads (ours are ~250 characters). */
const MAX_TOKEN_LENGTH = 4096;

export const REALTIME_ERRORS = {
  noToken: 'A login token is required',
  badToken: 'The login token is not valid',
} as const;

/**
 * socket.io on the API's own port and path (/socket.io), websocket transport only. A socket
 * opens only with a valid login token in its handshake (`auth: { token }`); `set-user-socket`
 * joins the token's user's room (no other), sending first the notices it missed since the newest
 * it holds; `unset-user-socket` leaves. With REDIS_URL the rooms span every API instance
 * (redis-io.adapter.ts). The server only pushes: rooms are the sole way in.
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

  @WebSocketServer() private server!: HqServer;

  constructor(
    private readonly verifier: TokenVerifier,
    private readonly notifications: NotificationsService,
  ) {}

  afterInit(server: HqServer): void {
    server.use((socket, next) => {
      const token: unknown = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      if (typeof token !== 'string' || !token || token.length > MAX_TOKEN_LENGTH) {
        next(new Error(REALTIME_ERRORS.noToken));
        return;
      }
      this.verifier.verify(token).then(
        (verified) => {
          if (!verified) return next(new Error(REALTIME_ERRORS.badToken));
          socket.data.userId = verified.user._id;
          socket.data.isAdmin = verified.user.isAdmin;
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
    socket.on(REALTIME.setUser, (userId, since, ack) => {
      void this.announce(socket, userId, since).then(
        (joined) => typeof ack === 'function' && ack(joined),
        (err: unknown) => {
          this.log.error(`set-user-socket failed: ${errorText(err).message}`);
          if (typeof ack === 'function') ack(false);
        },
      );
    });
    socket.on(REALTIME.unsetUser, (ack) => {
      for (const room of socket.rooms) if (room !== socket.id) void socket.leave(room);
      if (typeof ack === 'function') ack();
    });
  }

  /** Joins the user's rooms if `userId` is the token's user, then sends what it missed. */
  private async announce(socket: HqSocket, userId: unknown, since: unknown): Promise<boolean> {
    const { userId: own, isAdmin } = socket.data;
    if (userId !== own) return false;
    await socket.join([ROOMS.user(own), ...(isAdmin ? [ROOMS.admins] : [])]);
    // Joined first: a notice made meanwhile comes live and may come in the catch-up too (the
    // client keeps one of each id); none falls between the two.
    if (typeof since === 'string' && since.length <= 100) {
      for (const n of await this.notifications.missedSince(own, since)) {
        socket.emit(REALTIME.notification, n);
      }
    }
    return true;
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

  /** Closes every socket of the user, on every instance. */
  disconnectUser(userId: string): void {
    this.server.in(ROOMS.user(userId)).disconnectSockets(true);
  }

  onModuleDestroy(): void {
    this.server?.disconnectSockets(true);
  }
}
