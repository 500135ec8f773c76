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

  it('reads REDIS_URL and REDIS_PREFIX, and names a bad one', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({}).redisPrefix).toBe('handyq');
    const c = loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: 'staging' });
    expect([c.redisUrl, c.redisPrefix]).toEqual(['redis://127.0.0.1:6379', 'staging']);
    expect(() => loadConfig({ REDIS_URL: 'not a url' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ REDIS_PREFIX: 'a b' })).toThrow(/REDIS_PREFIX must be/);
  });

  it('reads WEB_ROOT, resolved to an absolute path', () => {
    expect(loadConfig({ WEB_ROOT: 'srv/web' }).webRoot).toBe(path.resolve('srv/web'));
  });

  it('has only the settings the server uses, whatever else the environment holds', () => {
    const c = loadConfig({ UNKNOWN_SETTING: 'not a url', HOME: '/root' });
    expect(Object.keys(c).sort()).toEqual([
      'adminEmail',
      'adminPassword',
      'dataDir',
      'databaseUrl',
      'jwtSecret',
      'logFormat',
      'logLevel',
      'mailFrom',
      'port',
      'publicUrl',
      'rateLimits',
      'redisPrefix',
      'redisUrl',
      's3',
      'shutdownGraceMs',
      'smtpUrl',
      'sockets',
      'tokenTtlSeconds',
      'trialMode',
      'trustProxy',
      'uploadImageMaxBytes',
      'uploadOrphanGraceMs',
      'uploadQuotaBytes',
      'uploadVideoMaxBytes',
      'webRoot',
    ]);
  });

  it('reads LOG_LEVEL, LOG_FORMAT and SHUTDOWN_GRACE_MS, and names a bad one', () => {
    const d = loadConfig({});
    expect([d.logLevel, d.logFormat, d.shutdownGraceMs]).toEqual(['info', 'json', 10_000]);
    const c = loadConfig({ LOG_LEVEL: 'warn', LOG_FORMAT: 'pretty', SHUTDOWN_GRACE_MS: '2500' });
    expect([c.logLevel, c.logFormat, c.shutdownGraceMs]).toEqual(['warn', 'pretty', 2500]);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
    expect(() => loadConfig({ SHUTDOWN_GRACE_MS: '-1' })).toThrow(/SHUTDOWN_GRACE_MS/);
  });

  it('reads the live socket limits, 20 per user and 500 per address by default', () => {
    expect(loadConfig({}).sockets).toEqual({ perUser: 20, perAddress: 500 });
    expect(loadConfig({ SOCKETS_PER_USER: '3', SOCKETS_PER_ADDRESS: '40' }).sockets).toEqual({
      perUser: 3,
      perAddress: 40,
    });
    expect(() => loadConfig({ SOCKETS_PER_USER: '0' })).toThrow(/SOCKETS_PER_USER/);
  });

  it('refuses NODE_ENV=production without JWT_SECRET, and a short JWT_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /JWT_SECRET: JWT_SECRET is required when NODE_ENV=production/,
    );
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(loadConfig({}).jwtSecret).toBeUndefined();
  });

  it('derives the public origin of mailed links from PORT unless PUBLIC_URL is set', () => {
    expect(loadConfig({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
    expect(loadConfig({ PUBLIC_URL: 'https://handyq.app/' }).publicUrl).toBe('https://handyq.app');
  });

  it('limits by default, each limit a setting that cannot be turned off', () => {
    expect(loadConfig({}).rateLimits).toEqual({
      loginFailsPer15Min: 10,
      loginIpFailsPer15Min: 300,
      forgotPasswordPerHour: 5,
      forgotPasswordIpPerHour: 20,
      signupsPerHour: 100,
      commentsPerHour: 30,
      itemsCreatedPerHour: 60,
      uploadsPerHour: 60,
      practiceLogEntriesPerDay: 200,
      practiceLogChangesPerHour: 600,
      practiceLogStatsPerHour: 600,
    });
    const c = loadConfig({
      LOGIN_FAIL_LIMIT: '20',
      LOGIN_IP_FAIL_LIMIT: '1000',
      FORGOT_PASSWORD_LIMIT: '3',
      FORGOT_PASSWORD_IP_LIMIT: '50',
      SIGNUP_LIMIT: '1000',
      COMMENT_LIMIT: '5',
      ITEM_CREATE_LIMIT: '6',
      UPLOAD_LIMIT: '7',
      PRACTICE_LOG_DAILY_LIMIT: '9',
      PRACTICE_LOG_CHANGE_LIMIT: '10',
      PRACTICE_LOG_STATS_LIMIT: '11',
    });
    expect(c.rateLimits).toEqual({
      loginFailsPer15Min: 20,
      loginIpFailsPer15Min: 1000,
      forgotPasswordPerHour: 3,
      forgotPasswordIpPerHour: 50,
      signupsPerHour: 1000,
      commentsPerHour: 5,
      itemsCreatedPerHour: 6,
      uploadsPerHour: 7,
      practiceLogEntriesPerDay: 9,
      practiceLogChangesPerHour: 10,
      practiceLogStatsPerHour: 11,
    });
    expect(() => loadConfig({ LOGIN_FAIL_LIMIT: '0' })).toThrow(/LOGIN_FAIL_LIMIT/);
    expect(() => loadConfig({ COMMENT_LIMIT: '0' })).toThrow(/COMMENT_LIMIT/);
    expect(() => loadConfig({ ITEM_CREATE_LIMIT: '0' })).toThrow(/ITEM_CREATE_LIMIT/);
    expect(() => loadConfig({ SIGNUP_LIMIT: 'off' })).toThrow(/SIGNUP_LIMIT/);
    expect(() => loadConfig({ FORGOT_PASSWORD_IP_LIMIT: '0' })).toThrow(/FORGOT_PASSWORD_IP_LIMIT/);
    expect(() => loadConfig({ PRACTICE_LOG_DAILY_LIMIT: '0' })).toThrow(/PRACTICE_LOG_DAILY_LIMIT/);
    expect(() => loadConfig({ PRACTICE_LOG_CHANGE_LIMIT: '0' })).toThrow(/PRACTICE_LOG_CHANGE_LIMIT/);
    expect(() => loadConfig({ PRACTICE_LOG_STATS_LIMIT: '0' })).toThrow(/PRACTICE_LOG_STATS_LIMIT/);
  });

  it('reads TRUST_PROXY as a hop count or a list of addresses', () => {
    expect(loadConfig({}).trustProxy).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
  });

  it('reads the first admin and the mail settings', () => {
    const c = loadConfig({
      ADMIN_EMAIL: 'Boss@X.io',
      ADMIN_PASSWORD: 'long-enough',
      SMTP_URL: 'smtp://h:25',
    });
    expect(c).toMatchObject({
      adminEmail: 'boss@x.io',
      adminPassword: 'long-enough',
      smtpUrl: 'smtp://h:25',
    });
    expect(loadConfig({}).adminEmail).toBe('admin@handyq.local');
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'nope' })).toThrow(/ADMIN_EMAIL/);
  });

  it('caps image uploads at 5 MB unless UPLOAD_IMAGE_MAX_BYTES says otherwise', () => {
    expect(loadConfig({}).uploadImageMaxBytes).toBe(5 * 1024 * 1024);
    expect(loadConfig({ UPLOAD_IMAGE_MAX_BYTES: '262144' }).uploadImageMaxBytes).toBe(262144);
    expect(() => loadConfig({ UPLOAD_IMAGE_MAX_BYTES: '5MB' })).toThrow(/UPLOAD_IMAGE_MAX_BYTES/);
    expect(() => loadConfig({ UPLOAD_IMAGE_MAX_BYTES: '0' })).toThrow(/UPLOAD_IMAGE_MAX_BYTES/);
  });

  it('keeps uploads on this host unless all of S3_URL, S3_BUCKET and its keys are set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    const s3 = {
      S3_URL: 'http://minio:9000',
      S3_BUCKET: 'handyq-uploads',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(s3).s3).toEqual({
      url: 'http://minio:9000',
      bucket: 'handyq-uploads',
      accessKeyId: 'key-id',
      secretAccessKey: 'secret',
      region: 'us-east-1',
      forcePathStyle: true,
    });
    expect(loadConfig({ ...s3, S3_REGION: 'auto', S3_FORCE_PATH_STYLE: 'false' }).s3).toMatchObject({
      region: 'auto',
      forcePathStyle: false,
    });
    // All or none: one missing is named, and so is each of the others when only one is set.
    expect(() => loadConfig({ ...s3, S3_BUCKET: '' })).toThrow(
      /S3_BUCKET: S3_BUCKET is required with the other S3_ settings/,
    );
    let message = '';
    try {
      loadConfig({ S3_URL: 'http://minio:9000' });
    } catch (err) {
      message = (err as Error).message;
    }
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
      expect(message).toContain(`${name}: ${name} is required`);
    expect(message).not.toContain('S3_URL:');
    for (const [name, bad] of [
      ['S3_URL', 'minio:9000'],
      ['S3_URL', 'ftp://minio'],
      ['S3_BUCKET', 'No_Capitals'],
      ['S3_BUCKET', 'ab'],
      ['S3_REGION', 'us east'],
      ['S3_FORCE_PATH_STYLE', 'maybe'],
    ]) {
      expect(() => loadConfig({ ...s3, [name!]: bad })).toThrow(new RegExp(`${name}:`));
    }
  });

  it('runs in trial mode unless TRIAL_MODE turns it off', () => {
    expect(loadConfig({}).trialMode).toBe(true);
    for (const off of ['false', '0', 'off', 'OFF', 'no'])
      expect(loadConfig({ TRIAL_MODE: off }).trialMode).toBe(false);
    for (const on of ['true', '1', 'on']) expect(loadConfig({ TRIAL_MODE: on }).trialMode).toBe(true);
    expect(() => loadConfig({ TRIAL_MODE: 'maybe' })).toThrow(/TRIAL_MODE/);
  });

  it('refuses a bad value with a message naming it', () => {
    expect(() => loadConfig({ PORT: 'lots' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });
});
