import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Module, type Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from '../../src/app.module';
import { buildApp, createApp, type AppOptions } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { DbTarget } from './databases';
import type { LogRecorder } from './log-recorder';
import { pgliteImage } from './pglite-image';

export interface TestApp {
  app: NestExpressApplication;
  /** The PostgreSQL database's URL (undefined on PGlite). */
  databaseUrl?: string;
  /** The app's DATA_DIR (a fresh temporary folder). */
  dataDir: string;
  server: ReturnType<NestExpressApplication['getHttpServer']>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Where the built web app is; an empty folder by default. */
  webRoot?: string;
  /** Test-only controllers mounted next to the real ones (under /api, like them). */
  controllers?: Type[];
  /** Receives the server's JSON log lines; silent by default. */
  logger?: LogRecorder;
  /** More environment (ADMIN_PASSWORD, SMTP_URL, …). */
  env?: Record<string, string>;
  /**
   * Another running test app whose database this one shares (a second API instance, as in a
   * deployment with several): its own DATA_DIR, the same PostgreSQL database, nothing dropped
   * on close. Only for the PostgreSQL target (PGlite lives inside one process).
   */
  sharing?: TestApp;
}

@Module({})
class TestRootModule {}

/**
 * The whole server on a fresh database of the given kind, built by the same code as
 * production (createApp, or buildApp around AppModule when test controllers are added).
 */
export async function startTestApp(target: DbTarget, opts: TestAppOptions = {}): Promise<TestApp> {
  if (opts.sharing && !opts.sharing.databaseUrl)
    throw new Error('Only an app on a PostgreSQL server can share its database');
  const db = opts.sharing
    ? { databaseUrl: opts.sharing.databaseUrl, drop: async () => {} }
    : await target.create();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'handyq-api-'));
  const cleanUp = async () => {
    await db.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: db.databaseUrl,
      WEB_ROOT: opts.webRoot ?? dataDir,
      ...opts.env,
    });
    const appOpts: AppOptions = {
      inMemory: true,
      pgliteImage: db.databaseUrl ? undefined : await pgliteImage(),
      logger: opts.logger ?? false,
    };
    const app = opts.controllers?.length
      ? await buildApp(
          {
            module: TestRootModule,
            imports: [AppModule.forRoot(config, appOpts)],
            controllers: opts.controllers,
          },
          config,
          appOpts,
        )
      : await createApp(config, appOpts);
    await app.init();
    return {
      app,
      databaseUrl: db.databaseUrl,
      dataDir,
      server: app.getHttpServer(),
      async close() {
        try {
          await app.close();
        } finally {
          await cleanUp();
        }
      },
    };
  } catch (err) {
    await cleanUp();
    throw err;
  }
}
