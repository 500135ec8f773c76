import { Injectable, NotFoundException } from '@nestjs/common';
import type {
  NewNotification,
  Notification,
  NotificationPage,
  NotificationPageQuery,
  User,
} from '@handyq/domain/schemas';
import { DomainEvents } from '../events/domain-events';
import { USER_MESSAGES, assertSelfOrAdmin } from '../users/users.service';
import { NotificationsRepository, toNotification } from './notifications.repository';

/** The most notices a user keeps; adding one more drops the oldest. */
export const MAX_NOTIFICATIONS = 500;
/** The most missed notices sent to a socket that announces itself again. */
export const MAX_CATCH_UP = 100;
/** How long a catch-up waits for more asks to share its read. */
export const CATCH_UP_GATHER_MS = 20;

export const NOTIFICATION_MESSAGES = {
  notFound: 'No such notification.',
} as const;

/**
 * A user's notices: stored apart from the user's row, so none of this ever touches the user's
 * version. Each one added is published (`notification.created`) for realtime delivery.
 */
@Injectable()
export class NotificationsService {
  /** The catch-ups gathering asks, by user and `since` (at most one per socket asking now). */
  private readonly catchUps = new Map<string, Promise<Notification[]>>();

  constructor(
    private readonly repo: NotificationsRepository,
    private readonly events: DomainEvents,
  ) {}

  /** The user themself or an admin: adds a notice to the user's list, from the viewer. */
  async addFor(viewer: User, id: string, input: NewNotification): Promise<Notification> {
    assertSelfOrAdmin(viewer, id);
    const notification = await this.add(id, input, viewer._id);
    if (!notification) throw new NotFoundException(USER_MESSAGES.notFound);
    return notification;
  }

  /**
   * Adds a notice for `userId`, set by the server: a new id, now, unread, and who caused it.
   * Undefined when the user is gone. For other modules: it checks no permission.
   */
  async add(userId: string, input: NewNotification, byUserId: string): Promise<Notification | undefined> {
    const row = await this.repo.add(
      {
        userId,
        txt: input.txt,
        link: input.link,
        type: input.type ?? null,
        itemId: input.itemId ?? null,
        status: input.status ?? null,
        byUserId,
        isRead: false,
        createdAt: Date.now(),
      },
      MAX_NOTIFICATIONS,
    );
    if (!row) return undefined;
    const notification = toNotification(row);
    await this.events.publish('notification.created', { userId, notification });
    return notification;
  }

  async page(viewer: User, q: NotificationPageQuery): Promise<NotificationPage> {
    const rows = await this.repo.page(viewer._id, q.limit + 1, q.before);
    const items = rows.slice(0, q.limit).map(toNotification);
    return rows.length > q.limit ? { items, next: items.at(-1)!._id } : { items };
  }

  unreadCount(viewer: User): Promise<number> {
    return this.repo.unreadCount(viewer._id);
  }

  async markRead(viewer: User, id: string): Promise<void> {
    if (!(await this.repo.markRead(viewer._id, id))) {
      throw new NotFoundException(NOTIFICATION_MESSAGES.notFound);
    }
  }

  markAllRead(viewer: User, through?: string): Promise<number> {
    return this.repo.markAllRead(viewer._id, through);
  }

  clear(viewer: User, through?: string): Promise<number> {
    return this.repo.clear(viewer._id, through);
  }

  /**
   * The notices that came after `since` (one of the user's), oldest first: a catch-up. The
   * asks for the same one that arrive within CATCH_UP_GATHER_MS (a user's tabs reconnecting
   * together) share one read. A read is never shared with an ask that came after it started:
   * that socket joined its room later, and a notice made in between would be in neither.
   */
  missedSince(userId: string, since: string): Promise<Notification[]> {
    const key = `${userId}\n${since}`;
    const gathering = this.catchUps.get(key);
    if (gathering) return gathering;
    const reading = new Promise((resolve) => setTimeout(resolve, CATCH_UP_GATHER_MS))
      .then(() => {
        this.catchUps.delete(key);
        return this.repo.after(userId, since, MAX_CATCH_UP);
      })
      .then((rows) => rows.map(toNotification));
    this.catchUps.set(key, reading);
    return reading;
  }
}
