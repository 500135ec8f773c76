import type { AddressInfo } from 'node:net';
import { createApp, log } from './app';
import { loadConfig } from './config';
import { shutDownOnSignals } from './shutdown';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  await app.listen(config.port);
  shutDownOnSignals(app, config.shutdownGraceMs);
  // The port it listens on: PORT=0 takes any free one (the tests' API processes do).
  const { port } = app.getHttpServer().address() as AddressInfo;
  const where = config.databaseUrl ? 'PostgreSQL server' : `PGlite in ${config.dataDir}`;
  log.log(`HandyQ is up on http://localhost:${port} (database: ${where})`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
