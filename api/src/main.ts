import { createApp, log } from './app';
import { loadConfig } from './config';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  await app.listen(config.port);
  const where = config.databaseUrl ? 'PostgreSQL server' : `PGlite in ${config.dataDir}`;
  log.log(`HandyQ is up on http://localhost:${config.port} (database: ${where})`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
