import { Module, type DynamicModule } from '@nestjs/common';
import { CONFIG, type AppConfig } from './config';
import { DbModule } from './db/db.module';
import { AuthModule } from './auth/auth.module';
import { HealthModule } from './health/health.module';
import { LibraryModule } from './library/library.module';
import { LimitsModule } from './limits/limits.module';
import { PlansModule } from './plans/plans.module';
import { UploadModule } from './upload/upload.module';
import { UsersModule } from './users/users.module';

@Module({})
export class AppModule {
  /** `inMemory` keeps PGlite in memory instead of under DATA_DIR (tests). */
  static forRoot(config: AppConfig, opts: { inMemory?: boolean } = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        DbModule.forRoot({ databaseUrl: config.databaseUrl, dataDir: opts.inMemory ? null : config.dataDir }),
        LimitsModule,
        HealthModule,
        UsersModule,
        AuthModule,
        PlansModule,
        UploadModule,
        LibraryModule,
      ],
      providers: [{ provide: CONFIG, useValue: config }],
      exports: [CONFIG],
      global: true,
    };
  }
}
