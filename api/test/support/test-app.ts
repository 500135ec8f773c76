import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { DbTarget } from './databases';

export interface TestApp {
  app: NestExpressApplication;
  server: ReturnType<NestExpressApplication['getHttpServer']>;
  close(): Promise<void>;
}

/** The whole server on a fresh database of the given kind, with a web root of its own. */
export async function startTestApp(target: DbTarget, webRoot?: string): Promise<TestApp> {
  const db = await target.create();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'handyq-api-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: db.databaseUrl,
    WEB_ROOT: webRoot ?? dataDir,
  });
  const app = await createApp(config, { inMemory: true, logger: false });
  await app.init();
  return {
    app,
    server: app.getHttpServer(),
    async close() {
      await app.close();
      await db.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
