import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import {
  newNotificationSchema,
  notificationPageQuerySchema,
  notificationsThroughSchema,
  type Notification,
  type NotificationPage,
  type User,
} from '@handyq/domain/schemas';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { createZodDto } from '../common/zod-dto';
import { NotificationsService } from './notifications.service';

class NewNotificationDto extends createZodDto(newNotificationSchema) {}
class PageQueryDto extends createZodDto(notificationPageQuerySchema) {}
class ThroughDto extends createZodDto(notificationsThroughSchema) {}

/** The caller's own notices (`/api/notifications`), and adding one to a user (`POST /api/user/:id/notification`). */
@Controller()
@UseGuards(JwtAuthGuard)
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  /** The user themself or an admin: 201 with the notice as stored. */
  @Post('user/:id/notification')
  add(
    @CurrentUser() viewer: User,
    @Param('id') id: string,
    @Body() body: NewNotificationDto,
  ): Promise<Notification> {
    return this.notifications.addFor(viewer, id, body);
  }

  /** Newest first, paged: `limit`, and `before` = the previous page's `next`. */
  @Get('notifications')
  page(@CurrentUser() viewer: User, @Query() q: PageQueryDto): Promise<NotificationPage> {
    return this.notifications.page(viewer, q);
  }

  @Get('notifications/unread-count')
  async unreadCount(@CurrentUser() viewer: User): Promise<{ count: number }> {
    return { count: await this.notifications.unreadCount(viewer) };
  }

  @Post('notifications/:id/read')
  @HttpCode(204)
  markRead(@CurrentUser() viewer: User, @Param('id') id: string): Promise<void> {
    return this.notifications.markRead(viewer, id);
  }

  /** Up to `through` (the newest the client showed), so a later notice stays unread. */
  @Post('notifications/read-all')
  @HttpCode(200)
  async markAllRead(@CurrentUser() viewer: User, @Body() body: ThroughDto): Promise<{ count: number }> {
    return { count: await this.notifications.markAllRead(viewer, body.through) };
  }

  /** Clears up to `through` (the newest the client showed): a notice that came after stays. */
  @Delete('notifications')
  async clear(@CurrentUser() viewer: User, @Query() q: ThroughDto): Promise<{ count: number }> {
    return { count: await this.notifications.clear(viewer, q.through) };
  }
}
