import { Injectable, Logger } from '@nestjs/common';
import { EventEmitter2, OnEvent } from '@nestjs/event-emitter';
import type { ItemStatus, LibraryItem, Notification, User } from '@handyq/domain/schemas';
import { errorText } from '../common/error-text';

/** A status move that was saved: publish, approve, deny (with its optional reason) or unpublish. */
export interface ItemStatusChanged {
  item: LibraryItem;
  from: ItemStatus;
  to: ItemStatus;
  by: Pick<User, '_id' | 'fullname' | 'isAdmin'>;
  reason?: string;
}

/**
 * What happens inside the API that other modules act on, by name. The module where it happens
 * publishes it once the change is saved; it never knows who listens (review notices, realtime
 * delivery, media cleanup).
 */
export interface DomainEventMap {
  'item.status-changed': ItemStatusChanged;
  /** `mediaUrls`: every stored file the item pointed to, taken before its row was deleted. */
  'item.deleted': { item: LibraryItem; mediaUrls: string[] };
  /** A comment was added to an item (`item` as it was when the comment was saved). */
  'item.msg-added': { item: Pick<LibraryItem, '_id' | 'title' | 'owner'>; msg: LibraryItem['msgs'][number] };
  /** A comment was deleted from an item. */
  'item.msg-deleted': { itemId: string; msgId: string };
  /** A saved change to an account (a profile PUT, an operator's promotion): it as it was and is. */
  'user.updated': { before: User; after: User };
  'user.removed': { userId: string };
  /** One login token was ended (a logout): whatever holds it is closed. */
  'auth.token-revoked': { jti: string };
  /** Every login token of the user issued so far was ended (a password change or reset). */
  'auth.tokens-revoked': { userId: string };
  'notification.created': { userId: string; notification: Notification };
  /** One of the user's practice log entries was stored, changed or deleted (not a retry of one stored). */
  'practice-log.changed': { userId: string; id: string; change: 'created' | 'updated' | 'deleted' };
}
export type DomainEventName = keyof DomainEventMap;

/** Marks a method as a listener of one domain event (awaited by the publisher, which logs its errors). */
export const OnDomainEvent = (name: DomainEventName) => OnEvent(name, { suppressErrors: false });

/**
 * Publishes domain events and waits for every listener, so what they do (a notice stored, a
 * file deleted) is done when the request that caused it is answered. A listener that fails is
 * logged; it never fails the change that was already saved, nor the other listeners.
 */
@Injectable()
export class DomainEvents {
  private readonly log = new Logger('Events');

  constructor(private readonly emitter: EventEmitter2) {}

  async publish<K extends DomainEventName>(name: K, payload: DomainEventMap[K]): Promise<void> {
    const listeners = this.emitter.listeners(name);
    const results = await Promise.allSettled(listeners.map(async (listener) => listener(payload)));
    for (const result of results) {
      if (result.status === 'rejected') {
        this.log.error(`A listener of ${name} failed: ${errorText(result.reason).message}`);
      }
    }
  }
}
