import { Injectable } from '@nestjs/common';
import { OnDomainEvent, type ItemStatusChanged } from '../events/domain-events';
import { UsersService } from '../users/users.service';
import { NotificationsService } from './notifications.service';
import { reviewNotices } from '@handyq/domain/library-rules';

/** Tells those a saved status move concerns (reviewNotices in @handyq/domain/library-rules says who and what). */
@Injectable()
export class ReviewNoticesListener {
  constructor(
    private readonly users: UsersService,
    private readonly notifications: NotificationsService,
  ) {}

  @OnDomainEvent('item.status-changed')
  async statusChanged(change: ItemStatusChanged): Promise<void> {
    for (const { userId, notification } of reviewNotices(change, await this.users.leadAdminId()))
      await this.notifications.add(userId, notification, change.by._id);
  }
}
