import { Injectable } from '@nestjs/common';
import { OnDomainEvent, type DomainEventMap, type ItemStatusChanged } from '../events/domain-events';
import { RealtimeGateway } from './realtime.gateway';

/** Pushes what happened to the sockets it concerns. */
@Injectable()
export class RealtimeListener {
  constructor(private readonly gateway: RealtimeGateway) {}

  @OnDomainEvent('notification.created')
  notificationCreated({ userId, notification }: DomainEventMap['notification.created']): void {
    this.gateway.sendNotification(userId, notification);
  }

  /** A deleted account's sockets are closed (their token is no good any more). */
  @OnDomainEvent('user.removed')
  userRemoved({ userId }: DomainEventMap['user.removed']): void {
    this.gateway.disconnectUser(userId);
  }

  /** An account made an admin, or no longer one: its open sockets take the rooms it has now. */
  @OnDomainEvent('user.updated')
  async userUpdated({ before, after }: DomainEventMap['user.updated']): Promise<void> {
    if (before.isAdmin !== after.isAdmin) await this.gateway.adminRightsChanged(after._id, after.isAdmin);
  }

  /** A logged-out token's sockets are closed. */
  @OnDomainEvent('auth.token-revoked')
  tokenRevoked({ jti }: DomainEventMap['auth.token-revoked']): void {
    this.gateway.disconnectSession(jti);
  }

  /**
   * After a password change or reset every socket of the account is closed: the tab that
   * changed it holds a new token and connects again with it.
   */
  @OnDomainEvent('auth.tokens-revoked')
  tokensRevoked({ userId }: DomainEventMap['auth.tokens-revoked']): void {
    this.gateway.disconnectUser(userId);
  }

  /** Open pages of the item read its comments again. */
  @OnDomainEvent('item.msg-added')
  msgAdded({ item }: DomainEventMap['item.msg-added']): void {
    this.gateway.sendItemMsgs(item._id);
  }

  @OnDomainEvent('item.msg-deleted')
  msgDeleted({ itemId }: DomainEventMap['item.msg-deleted']): void {
    this.gateway.sendItemMsgs(itemId);
  }

  @OnDomainEvent('item.status-changed')
  statusChanged({ item, from, to }: ItemStatusChanged): void {
    this.gateway.sendItemStatus(item.owner._id, { itemId: item._id, status: to, from });
  }

  /** The user's open devices read their practice log again. */
  @OnDomainEvent('practice-log.changed')
  practiceLogChanged({ userId, id, change }: DomainEventMap['practice-log.changed']): void {
    this.gateway.sendPracticeLog(userId, { id, change });
  }
}
