import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { DB, openDatabase, type DbHandle } from './database';

@Global()
@Module({})
export class DbModule implements OnApplicationShutdown {
  constructor(@Inject(DB) private readonly handle: DbHandle) {}

  /** Opens the database (and applies migrations) before the app starts. */
  static forRoot(opts: { databaseUrl?: string; dataDir: string | null; image?: Blob }): DynamicModule {
    return {
      module: DbModule,
      providers: [{ provide: DB, useFactory: () => openDatabase(opts) }],
      exports: [DB],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.handle.close();
  }
}
