import { Module, type DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { CONFIG, type AppConfig } from './config';
import { DbModule } from './db/db.module';
import { AuthModule } from './auth/auth.module';
import { HealthModule } from './health/health.module';
import { LibraryModule } from './library/library.module';
import { EventsModule } from './events/events.module';
import { LimitsModule } from './limits/limits.module';
import { OpenApiModule } from './openapi/openapi.module';
import { NotificationsModule } from './notifications/notifications.module';
import { PlansModule } from './plans/plans.module';
import { PracticeLogModule } from './practice-log/practice-log.module';
import { RealtimeModule } from './realtime/realtime.module';
import { UploadModule } from './upload/upload.module';
import { UsersModule } from './users/users.module';

@Module({})
export class AppModule {
  /**
   * `inMemory` keeps PGlite in memory instead of under DATA_DIR, started from `pgliteImage`
   * when given (tests).
   */
  static forRoot(config: AppConfig, opts: { inMemory?: boolean; pgliteImage?: Blob } = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        // Binds each API request's logger (made by pino-http in app.ts) to the code serving it.
        LoggerModule.forRoot({ useExisting: true, assignResponse: true }),
        DbModule.forRoot({
          databaseUrl: config.databaseUrl,
          dataDir: opts.inMemory ? null : config.dataDir,
          image: opts.inMemory ? opts.pgliteImage : undefined,
        }),
        EventsModule,
        LimitsModule,
        HealthModule,
        UsersModule,
        AuthModule,
        PlansModule,
        UploadModule,
        LibraryModule,
        NotificationsModule,
        PracticeLogModule,
        RealtimeModule,
        OpenApiModule,
      ],
      providers: [{ provide: CONFIG, useValue: config }],
      exports: [CONFIG],
      global: true,
    };
  }
}
