import path from 'node:path';
import { z } from 'zod';

/** The environment the server reads, and the typed config it becomes. */
const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url().optional(),
    /** Where shell/ and the kits' dist folders are; the repo root by default. */
    WEB_ROOT: z.string().min(1).optional(),
  })
  .transform((e) => ({
    port: e.PORT,
    /** PGlite keeps its database in `dataDir/pg`. */
    dataDir: path.resolve(e.DATA_DIR),
    /** A PostgreSQL server; unset, the embedded PGlite is used. */
    databaseUrl: e.DATABASE_URL,
    webRoot: path.resolve(e.WEB_ROOT ?? path.join(__dirname, '..', '..')),
  }));

export type AppConfig = z.infer<typeof envSchema>;

/** Reads and checks the environment once; a bad value stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

export const CONFIG = Symbol('CONFIG');
