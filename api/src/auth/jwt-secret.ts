import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config';

export const JWT_SECRET = Symbol('JWT_SECRET');

/**
 * JWT_SECRET when set; otherwise a random secret made on first start and kept in
 * `DATA_DIR/jwt-secret` (mode 600), so tokens survive a restart with no configuration.
 * (loadConfig refuses NODE_ENV=production without JWT_SECRET.)
 */
export function resolveJwtSecret(config: Pick<AppConfig, 'jwtSecret' | 'dataDir'>): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'jwt-secret');
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable secret; delete it to make a new one`);
  return secret;
}
