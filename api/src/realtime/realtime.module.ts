import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { LibraryModule } from '../library/library.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { RealtimeGateway } from './realtime.gateway';
import { RealtimeListener } from './realtime.listener';

/** Live delivery over socket.io (realtime.gateway.ts) of notices, item status changes and comment changes. */
@Module({
  imports: [AuthModule, NotificationsModule, LibraryModule],
  providers: [RealtimeGateway, RealtimeListener],
  exports: [RealtimeGateway],
})
export class RealtimeModule {}
