import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import 'reflect-metadata';
import compression from 'compression';
import { Logger, type DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { PRACTICE_LOG_LIMITS } from '@handyq/domain';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DestinationStream, Logger as Pino } from 'pino';
import { AppModule } from './app.module';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { jsonBody } from './common/json-body';
import { privateAnswers } from './common/private-answers';
import { AppLogger, createRootLogger, httpLogger } from './common/logging';
import { requestId } from './common/request-id';
import { ZodValidationPipe } from './common/zod-validation.pipe';
import type { AppConfig } from './config';
import { renderHeaders, securityHeaders } from './web/security-headers';
import { mountWeb } from './web/static-web';

export interface AppOptions {
  /** Keeps PGlite in memory instead of under DATA_DIR (tests). */
  inMemory?: boolean;
  /** With inMemory: a dump of a migrated database PGlite starts from (see openDatabase). */
  pgliteImage?: Blob;
  /**
   * Where the JSON log lines go (stdout by default, readable with LOG_FORMAT=pretty); false:
   * nothing is logged (tests).
   */
  logger?: false | DestinationStream;
}

/** Builds the whole server (API under /api plus the web app), not yet listening. */
export function createApp(config: AppConfig, opts: AppOptions = {}): Promise<NestExpressApplication> {
  return buildApp(AppModule.forRoot(config, opts), config, opts);
}

/**
 * Creates the Nest app from a root module (AppModule, or in tests a module around it) and
 * gives it the server's one HTTP pipeline.
 */
export async function buildApp(
  root: DynamicModule,
  config: AppConfig,
  opts: AppOptions = {},
): Promise<NestExpressApplication> {
  const logger = await createRootLogger(config, opts.logger);
  const app = await NestFactory.create<NestExpressApplication>(root, {
    // jsonBody() below replaces Nest's parsers: one explicit size limit, errors as JSON.
    bodyParser: false,
    logger: new AppLogger(logger),
    // A failure while starting (database unreachable, bad migration) is thrown to the caller.
    abortOnError: false,
  });
  configureApp(app, config, logger);
  if (config.redisUrl) {
    // required only with Redis (its client takes about 0.25 s to load, for nothing without it)
    type RedisModule = typeof import('./realtime/redis-io.adapter');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { RedisIoAdapter } = require('./realtime/redis-io.adapter') as RedisModule;
    const adapter = new RedisIoAdapter(app, config.redisUrl, config.redisPrefix);
    await adapter.connect();
    app.useWebSocketAdapter(adapter);
  }
  // Idle keep-alive connections stay open longer than a client or proxy keeps them (Node's 5 s
  // default would close one just as a client reuses it: a reset instead of an answer).
  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const errorHeaders = renderHeaders(securityHeaders(config.webRoot));
  server.on('clientError', (err: Error, socket: Duplex) => answerClientError(err, socket, errorHeaders));
  return app;
}

/**
 * A request Node refuses before the app sees it (a URL or headers over 16 KB, a malformed
 * request line) is answered like every other error, as JSON with the security headers
 * (`headers`: what securityHeaders sets on every other answer), instead of a bare status line.
 */
function answerClientError(
  err: Error & { code?: string },
  socket: Duplex,
  headers: readonly [string, string][],
): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const message = status === 431 ? 'The request URL or headers are too large' : 'Malformed HTTP request';
  const body = JSON.stringify({ statusCode: status, error: STATUS_CODES[status], message });
  const extra = headers.map(([name, value]) => `${name}: ${value}\r\n`).join('');
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `${extra}Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * Every request passes, in order: the request id, the request log, the security headers, compression, the built web app (pages and
 * kit files), the JSON body parser, answers kept private (private-answers.ts), then the API routes under /api. Every parameter typed with
 * a createZodDto class is validated; every error is answered by the one exception filter.
 */
function configureApp(app: NestExpressApplication, config: AppConfig, logger: Pino): void {
  app.setGlobalPrefix('api');
  app.disable('x-powered-by');
  if (config.trustProxy !== undefined) app.set('trust proxy', config.trustProxy);
  app.use(requestId);
  app.use(httpLogger(logger));
  app.use(securityHeaders(config.webRoot));
  app.use(compression());
  mountWeb(app.getHttpAdapter().getInstance(), config.webRoot);
  // A log entry is small: its routes read less (a body parsed here is not read again below).
  app.use('/api/practiceLog', jsonBody(PRACTICE_LOG_LIMITS.bodyLimit));
  app.use(jsonBody());
  app.use('/api', privateAnswers);
  app.useGlobalPipes(new ZodValidationPipe());
  app.useGlobalFilters(new HttpExceptionFilter());
}

export const log = new Logger('HandyQ');
