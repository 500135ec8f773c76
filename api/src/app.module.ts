import { Module, type DynamicModule } from '@nestjs/common';
import { CONFIG, type AppConfig } from './config';
import { DbModule } from './db/db.module';
import { HealthModule } from './health/health.module';
import { AuthModule } from './auth/auth.module';
import { UsersModule } from './users/users.module';
import { LibraryModule } from './library/library.module';
import { NotificationsModule } from './notifications/notifications.module';
import { UploadModule } from './upload/upload.module';
import { RealtimeModule } from './realtime/realtime.module';
import { MailModule } from './mail/mail.module';

@Module({})
export class AppModule {
  /** `dataDir: null` keeps PGlite in memory (tests). */
  static forRoot(config: AppConfig, opts: { inMemory?: boolean } = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        DbModule.forRoot({ databaseUrl: config.databaseUrl, dataDir: opts.inMemory ? null : config.dataDir }),
        HealthModule,
        AuthModule,
        UsersModule,
        LibraryModule,
        NotificationsModule,
        UploadModule,
        RealtimeModule,
        MailModule,
      ],
      providers: [{ provide: CONFIG, useValue: config }],
      exports: [CONFIG],
      global: true,
    };
  }
}
