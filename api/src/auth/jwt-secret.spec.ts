import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveJwtSecret } from './jwt-secret';

describe(resolveJwtSecret.name, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'handyq-secret-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('uses JWT_SECRET when set, writing nothing', () => {
    const secret = 's'.repeat(40);
    expect(resolveJwtSecret({ jwtSecret: secret, dataDir })).toBe(secret);
    expect(fs.existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
  });

  it('otherwise makes one random secret in DATA_DIR/jwt-secret and keeps it across restarts', () => {
    const first = resolveJwtSecret({ jwtSecret: undefined, dataDir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(resolveJwtSecret({ jwtSecret: undefined, dataDir })).toBe(first);
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'handyq-secret-'));
    try {
      expect(resolveJwtSecret({ jwtSecret: undefined, dataDir: elsewhere })).not.toBe(first);
    } finally {
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});
