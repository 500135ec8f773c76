import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { CommentNoticesListener } from './comment-notices.listener';
import { NotificationsController } from './notifications.controller';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';
import { ReviewNoticesListener } from './review-notices.listener';

/**
 * Users' notices in a table of their own, the endpoints that read and change them, and the
 * review notices made when an item's status moves (a listener of `item.status-changed`), and
 * the owner's notice of a comment (`item.msg-added`).
 */
@Module({
  imports: [UsersModule],
  controllers: [NotificationsController],
  providers: [NotificationsService, NotificationsRepository, ReviewNoticesListener, CommentNoticesListener],
  exports: [NotificationsService],
})
export class NotificationsModule {}
