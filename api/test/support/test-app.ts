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
import { STORAGE_TARGETS, type RunningStorage, type StorageTarget } from './storages';
import { pgliteImage } from './pglite-image';

export interface TestApp {
  app: NestExpressApplication;
  /** The PostgreSQL database's URL (undefined on PGlite). */
  databaseUrl?: string;
  /** The app's DATA_DIR (a fresh temporary folder). */
  dataDir: string;
  /** Where it keeps uploads (DATA_DIR unless a store was asked for). */
  storage: RunningStorage;
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
  /**
   * Where uploads are kept: DATA_DIR by default, a fresh S3 server's bucket, or (`'shared'`,
   * with `sharing`) the other app's store, left running on close (its bucket: one deployment).
   */
  storage?: StorageTarget | 'shared';
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
  if (opts.storage === 'shared' && !opts.sharing)
    throw new Error('Only an app sharing another can share its store');
  const db = opts.sharing
    ? { databaseUrl: opts.sharing.databaseUrl, drop: async () => {} }
    : await target.create();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'handyq-api-'));
  let storage: RunningStorage | undefined;
  const cleanUp = async () => {
    await db.drop();
    await storage?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    storage =
      opts.storage === 'shared'
        ? { ...opts.sharing!.storage, stop: async () => {} }
        : await (opts.storage ?? STORAGE_TARGETS.disk).start(dataDir);
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: db.databaseUrl,
      WEB_ROOT: opts.webRoot ?? dataDir,
      ...storage.env,
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
      storage,
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
