import 'reflect-metadata';
import compression from 'compression';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import type { AppConfig } from './config';
import { mountWeb } from './web/static-web';

/** Builds the whole server (API under /api plus the web app), not yet listening. */
export async function createApp(
  config: AppConfig,
  opts: { inMemory?: boolean; logger?: false } = {},
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, opts), {
    logger: opts.logger ?? ['log', 'warn', 'error'],
  });
  app.setGlobalPrefix('api');
  app.disable('x-powered-by');
  app.enableShutdownHooks();
  app.use(compression());
  mountWeb(app.getHttpAdapter().getInstance(), config.webRoot);
  return app;
}

export const log = new Logger('HandyQ');
