import type { Server } from 'node:http';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { HealthService } from './health/health.service';
import { RealtimeGateway } from './realtime/realtime.gateway';

const log = new Logger('Shutdown');

/**
 * On SIGTERM or SIGINT, shuts the server down gracefully (see shutDown) and exits 0; a second
 * signal meanwhile is ignored (the grace limit still holds). Exits 1 if the shutdown itself fails.
 */
export function shutDownOnSignals(app: NestExpressApplication, graceMs: number): void {
  let started = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (started) return;
    started = true;
    shutDown(app, graceMs, signal).then(
      () => process.exit(0),
      (err: unknown) => {
        log.error(`Shutdown failed: ${err instanceof Error ? err.message : String(err)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

/**
 * In order: readiness answers 'shutting down'; the server stops accepting connections; every
 * answer from now on says `Connection: close`; each socket gets the reconnect hint and is
 * closed; requests in flight finish, or are cut after `graceMs`; then the app closes (database,
 * Redis). Resolves when all of it is done.
 */
export async function shutDown(app: NestExpressApplication, graceMs: number, signal: string): Promise<void> {
  const started = Date.now();
  app.get(HealthService).startShutdown();
  const server = app.getHttpServer() as Server;
  log.log(`${signal}: shutting down; requests in flight have ${graceMs} ms to finish`);

  const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
  // A request that still arrives on an open keep-alive connection is served, then the
  // connection ends.
  server.prependListener('request', (_req, res) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  });
  // A connection whose answer is out goes at once, instead of idling until its keep-alive ends.
  const closeIdle = setInterval(() => server.closeIdleConnections(), 50);
  const sockets = app.get(RealtimeGateway).sendAway();
  log.log(`Told ${sockets} socket(s) to reconnect elsewhere`);

  let cut = false;
  let timer: NodeJS.Timeout | undefined;
  // Past the limit every connection is cut; a connection the server no longer tracks (an
  // upgraded websocket that never answers its close) is left to app.close() a second later.
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      cut = true;
      log.warn(`Requests still running after ${graceMs} ms: cut`);
      server.closeAllConnections();
      timer = setTimeout(resolve, 1000);
    }, graceMs);
  });
  try {
    await Promise.race([stopped, limit]);
  } finally {
    clearTimeout(timer);
    clearInterval(closeIdle);
  }
  if (!cut) log.log(`Every request in flight finished (${Date.now() - started} ms)`);
  await app.close();
  log.log(`Shut down in ${Date.now() - started} ms`);
}
