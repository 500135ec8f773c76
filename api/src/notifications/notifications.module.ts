import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { NotificationsController } from './notifications.controller';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';
import { ReviewNoticesListener } from './review-notices.listener';

/**
 * Users' notices in a table of their own, the endpoints that read and change them, and the
 * review notices made when an item's status moves (a listener of `item.status-changed`).
 */
@Module({
  imports: [UsersModule],
  controllers: [NotificationsController],
  providers: [NotificationsService, NotificationsRepository, ReviewNoticesListener],
  exports: [NotificationsService],
})
export class NotificationsModule {}
