import { Injectable } from '@nestjs/common';
import { commentNotice } from '@handyq/domain/library-rules';
import { OnDomainEvent, type DomainEventMap } from '../events/domain-events';
import { NotificationsService } from './notifications.service';

/** Tells an item's owner of a comment someone else left on it (commentNotice says what). */
@Injectable()
export class CommentNoticesListener {
  constructor(private readonly notifications: NotificationsService) {}

  @OnDomainEvent('item.msg-added')
  async msgAdded({ item, msg }: DomainEventMap['item.msg-added']): Promise<void> {
    const notice = commentNotice(item, msg);
    if (notice) await this.notifications.add(notice.userId, notice.notification, msg.by._id);
  }
}
