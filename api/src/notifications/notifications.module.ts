import { Module } from '@nestjs/common';

/** Notifications: filled in by its own issue (see README, Architecture). */
@Module({})
export class NotificationsModule {}
