import path from 'node:path';
import { z } from 'zod';
import { PRACTICE_LOG_LIMITS } from '@handyq/domain';

const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86_400 } as const;

/** The environment the server reads, and the typed config it becomes. */
const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url().optional(),
    /**
     * A Redis server (redis://host:6379): socket.io rooms then span every API instance, so a
     * notice made on one reaches a socket held by another. Unset: one instance delivers alone.
     */
    REDIS_URL: z.url().optional(),
    /** The name of this deployment's channels in Redis (deployments sharing one Redis differ). */
    REDIS_PREFIX: z
      .string()
      .regex(/^[\w.-]{1,64}$/, 'REDIS_PREFIX must be 1–64 letters, digits, _ . -')
      .default('handyq'),
    /** Where shell/ and the kits' dist folders are; the repo root by default. */
    WEB_ROOT: z.string().min(1).optional(),
    NODE_ENV: z.string().optional(),
    /** Signs the login tokens; unset, a random one is kept in DATA_DIR/jwt-secret. */
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    /** The origin links in mails point to; http://localhost:PORT by default. */
    PUBLIC_URL: z.url().optional(),
    /** An SMTP server (smtp://user:pass@host:587); unset, mails go to DATA_DIR/outbox. */
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().min(3).default('HandyQ <no-reply@handyq.local>'),
    /** The first admin, made at boot if missing. */
    ADMIN_EMAIL: z.email().default('admin@handyq.local'),
    ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').max(200).optional(),
    /**
     * How long a login token lasts: seconds, or a number with s, m, h or d ('12h', '7d'); at
     * most 30 days. A logout, a password change or deleting the account ends it sooner.
     */
    TOKEN_TTL: z
      .string()
      .regex(/^\d+[smhd]?$/, "TOKEN_TTL must be seconds or a number with s, m, h or d, like '7d'")
      .transform((v) => {
        const unit = v.at(-1) as string;
        return unit in UNIT_SECONDS ? Number(v.slice(0, -1)) * UNIT_SECONDS[unit as 's'] : Number(v);
      })
      .pipe(
        z
          .number()
          .int()
          .min(60, 'TOKEN_TTL must be at least a minute')
          .max(30 * 86_400, 'TOKEN_TTL must be at most 30 days'),
      )
      .default(7 * 86_400),
    /** Failed logins per email per 15 minutes. */
    LOGIN_FAIL_LIMIT: z.coerce.number().int().min(1).default(10),
    /**
     * Failed logins per IP address per 15 minutes, for any email: high, so a school or gym
     * behind one address is never locked out, yet a flood from one address is cut off.
     */
    LOGIN_IP_FAIL_LIMIT: z.coerce.number().int().min(1).default(300),
    /** Comments per user per hour. */
    COMMENT_LIMIT: z.coerce.number().int().min(1).default(30),
    /** New library items per user per hour. */
    ITEM_CREATE_LIMIT: z.coerce.number().int().min(1).default(60),
    /** Image and video uploads per user per hour. */
    UPLOAD_LIMIT: z.coerce.number().int().min(1).default(60),
    /** New practice-log entries per user in 24 hours (a retry of one already stored is free). */
    PRACTICE_LOG_DAILY_LIMIT: z.coerce.number().int().min(1).default(PRACTICE_LOG_LIMITS.dailyEntriesDefault),
    /** Edits and deletes of practice-log entries per user per hour. */
    PRACTICE_LOG_CHANGE_LIMIT: z.coerce
      .number()
      .int()
      .min(1)
      .default(PRACTICE_LOG_LIMITS.hourlyChangesDefault),
    /** Practice-log stats worked out anew per user per hour (an answer kept is free). */
    PRACTICE_LOG_STATS_LIMIT: z.coerce.number().int().min(1).default(PRACTICE_LOG_LIMITS.hourlyStatsDefault),
    /** Reset-link requests per email per hour. */
    FORGOT_PASSWORD_LIMIT: z.coerce.number().int().min(1).default(5),
    /**
     * Reset-link requests per IP address per hour, for any email: one address cannot try
     * thousands of emails (an IPv6 /64 counts as one address).
     */
    FORGOT_PASSWORD_IP_LIMIT: z.coerce.number().int().min(1).default(20),
    /**
     * Express's `trust proxy`: how many proxies (a number) or which addresses (e.g.
     * 'loopback, 10.0.0.0/8') to trust for X-Forwarded-For, so limits per IP see the caller.
     */
    TRUST_PROXY: z.string().min(1).optional(),
    /**
     * Live sockets one user may hold open on one API instance (tabs and devices); one more is
     * refused at its handshake.
     */
    SOCKETS_PER_USER: z.coerce.number().int().min(1).default(20),
    /**
     * Live sockets one address (an IPv6 /64) may hold open on one API instance: high, for a gym
     * or school behind one address.
     */
    SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).default(500),
    /** Signups per IP address per hour. */
    SIGNUP_LIMIT: z.coerce.number().int().min(1).default(100),
    /**
     * The largest image file POST /api/upload/image accepts, in bytes. Each upload is held in
     * memory while it is re-encoded, so this also bounds what one request can cost.
     */
    UPLOAD_IMAGE_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(50 * 1024 * 1024)
      .default(5 * 1024 * 1024),
    /**
     * The largest video file POST /api/upload/video accepts, in bytes. Videos are streamed to
     * DATA_DIR/videos as they arrive (never held in memory), so this bounds the disk one upload
     * may take.
     */
    UPLOAD_VIDEO_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(2 * 1024 * 1024 * 1024)
      .default(100 * 1024 * 1024),
    /** The bytes of images and videos one user may keep (1 GiB by default). */
    UPLOAD_QUOTA_BYTES: z.coerce
      .number()
      .int()
      .min(1024 * 1024)
      .default(1024 ** 3),
    /**
     * Uploads nothing uses (no item, no profile) are deleted once this many minutes old, so a
     * file uploaded but not saved yet survives the sweep (every 10 minutes and at start).
     */
    UPLOAD_ORPHAN_GRACE_MINUTES: z.coerce.number().int().min(0).default(60),
    /**
     * An S3-compatible object store (https://s3.eu-west-1.amazonaws.com, http://minio:9000,
     * https://<account>.r2.cloudflarestorage.com): uploads (images and videos) are kept in its
     * bucket S3_BUCKET, so every API instance on any host serves every upload. Unset: videos
     * in DATA_DIR/videos, images in the database.
     */
    S3_URL: z.url({ protocol: /^https?$/, error: 'S3_URL must be an http(s) URL' }).optional(),
    S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'S3_BUCKET must be a bucket name: 3–63 lowercase letters, digits, . -',
      )
      .optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** The region requests are signed for (MinIO and R2 take any; R2 documents 'auto'). */
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]{1,32}$/, 'S3_REGION must be a region name like us-east-1')
      .default('us-east-1'),
    /**
     * Path-style addressing (`<url>/<bucket>/<key>`), what self-hosted servers (MinIO) need and
     * AWS and R2 accept; 'false' for virtual-hosted style (`<bucket>.<host>/<key>`).
     */
    S3_FORCE_PATH_STYLE: z.stringbool().default(true),
    /**
     * On (the default), every plan gets everything: the Basic limits are not enforced.
     * 'false', '0', 'off' (or 'no', 'disabled') turn it off; any other word is refused.
     */
    TRIAL_MODE: z.stringbool().default(true),
    /** The lowest level logged: fatal, error, warn, info (the default), debug, trace or silent. */
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * 'json' (the default): one JSON object a line, for a log collector. 'pretty': readable lines
     * for a terminal (`npm run dev`; needs the dev dependency pino-pretty).
     */
    LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
    /**
     * On SIGTERM, how long requests in flight may take to finish before they are cut (ms); the
     * process then exits 0 either way.
     */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  })
  .superRefine((e, ctx) => {
    const s3 = {
      S3_URL: e.S3_URL,
      S3_BUCKET: e.S3_BUCKET,
      S3_ACCESS_KEY_ID: e.S3_ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: e.S3_SECRET_ACCESS_KEY,
    };
    const missing = Object.keys(s3).filter((k) => s3[k as keyof typeof s3] === undefined);
    if (missing.length && missing.length < Object.keys(s3).length) {
      for (const name of missing) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `${name} is required with the other S3_ settings (S3_URL, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together; none of them keeps uploads on this host)`,
        });
      }
    }
    if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'JWT_SECRET is required when NODE_ENV=production',
      });
    }
  })
  .transform((e) => ({
    port: e.PORT,
    /** PGlite keeps its database in `dataDir/pg`. */
    dataDir: path.resolve(e.DATA_DIR),
    /** A PostgreSQL server; unset, the embedded PGlite is used. */
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    webRoot: path.resolve(e.WEB_ROOT ?? path.join(__dirname, '..', '..')),
    /** Unset: made once and kept in `dataDir/jwt-secret` (see auth/jwt-secret.ts). */
    jwtSecret: e.JWT_SECRET,
    /** How long a login token lasts, in seconds. */
    tokenTtlSeconds: e.TOKEN_TTL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    trustProxy:
      e.TRUST_PROXY === undefined
        ? undefined
        : /^\d+$/.test(e.TRUST_PROXY)
          ? Number(e.TRUST_PROXY)
          : e.TRUST_PROXY,
    rateLimits: {
      loginFailsPer15Min: e.LOGIN_FAIL_LIMIT,
      loginIpFailsPer15Min: e.LOGIN_IP_FAIL_LIMIT,
      commentsPerHour: e.COMMENT_LIMIT,
      itemsCreatedPerHour: e.ITEM_CREATE_LIMIT,
      uploadsPerHour: e.UPLOAD_LIMIT,
      practiceLogEntriesPerDay: e.PRACTICE_LOG_DAILY_LIMIT,
      practiceLogChangesPerHour: e.PRACTICE_LOG_CHANGE_LIMIT,
      practiceLogStatsPerHour: e.PRACTICE_LOG_STATS_LIMIT,
      forgotPasswordPerHour: e.FORGOT_PASSWORD_LIMIT,
      forgotPasswordIpPerHour: e.FORGOT_PASSWORD_IP_LIMIT,
      signupsPerHour: e.SIGNUP_LIMIT,
    },
    /** Live sockets held at once on one instance (realtime/socket-limits.ts). */
    sockets: { perUser: e.SOCKETS_PER_USER, perAddress: e.SOCKETS_PER_ADDRESS },
    uploadImageMaxBytes: e.UPLOAD_IMAGE_MAX_BYTES,
    /** Uploaded videos are kept in `dataDir/videos` or the bucket (upload/video-store.ts). */
    uploadVideoMaxBytes: e.UPLOAD_VIDEO_MAX_BYTES,
    uploadQuotaBytes: e.UPLOAD_QUOTA_BYTES,
    uploadOrphanGraceMs: e.UPLOAD_ORPHAN_GRACE_MINUTES * 60_000,
    /** Where uploads are kept: this bucket, or (undefined) DATA_DIR/videos and the database. */
    s3:
      e.S3_URL && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            url: e.S3_URL,
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            region: e.S3_REGION,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : undefined,
    /** Off: a Basic user is held to PLAN_LIMITS.basic (plans/plan-limits.service.ts). */
    trialMode: e.TRIAL_MODE,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
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

export type S3Config = NonNullable<AppConfig['s3']>;
