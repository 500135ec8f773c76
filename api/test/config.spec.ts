import path from 'node:path';
import { loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('defaults to port 3000 and PGlite under ./data', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.databaseUrl).toBeUndefined();
  });

  it('reads PORT and DATABASE_URL', () => {
    const c = loadConfig({ PORT: '4100', DATABASE_URL: 'postgres://u@127.0.0.1:5432/db' });
    expect(c.port).toBe(4100);
    expect(c.databaseUrl).toBe('postgres://u@127.0.0.1:5432/db');
  });

  it('reads WEB_ROOT, resolved to an absolute path', () => {
    expect(loadConfig({ WEB_ROOT: 'srv/web' }).webRoot).toBe(path.resolve('srv/web'));
  });

  it('has only the settings the server uses, whatever else the environment holds', () => {
    const c = loadConfig({ REDIS_URL: 'not a url', HOME: '/root' });
    expect(Object.keys(c).sort()).toEqual(['dataDir', 'databaseUrl', 'port', 'webRoot']);
  });

  it('refuses a bad value with a message naming it', () => {
    expect(() => loadConfig({ PORT: 'lots' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });
});
