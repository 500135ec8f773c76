import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { DB_TARGETS, type DbTarget } from './databases';

/** Where an API under test keeps its uploads: DATA_DIR (the default) or an S3 bucket. */
export interface StorageTarget {
  name: 'disk' | 's3';
  /** Starts what the store needs; the environment that points the API at it. */
  start(dataDir: string): Promise<RunningStorage>;
}

export interface RunningStorage {
  env: Record<string, string>;
  /**
   * Every file the store holds under a key prefix (`videos/`), temporary ones included (a
   * disk's `.part` files, a bucket's unfinished multipart uploads), by name under the prefix:
   * what a refused upload must leave unchanged.
   */
  files(prefix: string): string[];
  /** How many HTTP requests the bucket's server has answered so far (a bucket only). */
  requests?(): number;
  stop(): Promise<void>;
}

/** The files under `dir`, relative to it, sorted (none when it is missing). */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

const disk: StorageTarget = {
  name: 'disk',
  start: async (dataDir) => ({
    env: {},
    files: (prefix) => filesUnder(path.join(dataDir, prefix)),
    stop: async () => {},
  }),
};

const BUCKET = 'handyq-test';
/** s3rver's fixed credentials. */
const S3RVER_KEY = 'S3RVER';

/**
 * A real S3-protocol server in this process: s3rver (npm, MIT) on a free port of 127.0.0.1,
 * its objects in a fresh temporary folder, the bucket made at start.
 */
const s3: StorageTarget = {
  name: 's3',
  async start() {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'handyq-s3rver-'));
    const server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const { port } = (await server.run()) as { port: number };
    const bucketDir = path.join(directory, BUCKET);
    const httpServer = (server as unknown as { httpServer: import('node:http').Server }).httpServer;
    let requests = 0;
    httpServer.on('request', () => (requests += 1));
    return {
      env: {
        S3_URL: `http://127.0.0.1:${port}`,
        S3_BUCKET: BUCKET,
        S3_ACCESS_KEY_ID: S3RVER_KEY,
        S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      },
      files: (prefix) => [
        // An object is `<key>._S3rver_object` beside its `._S3rver_metadata.json`.
        ...filesUnder(path.join(bucketDir, prefix))
          .filter((f) => f.endsWith('._S3rver_object'))
          .map((f) => f.replace(/\._S3rver_object$/, '')),
        // Parts of multipart uploads not completed (nor aborted).
        ...filesUnder(path.join(bucketDir, '._S3rver_uploads')).map((f) => `unfinished upload: ${f}`),
      ],
      requests: () => requests,
      async stop() {
        const closing = server.close();
        httpServer.closeAllConnections();
        await closing;
        fs.rmSync(directory, { recursive: true, force: true });
      },
    };
  },
};

export const STORAGE_TARGETS = { disk, s3 };

/** A database and an object store an upload test runs on. */
export interface UploadTarget {
  name: string;
  db: DbTarget;
  storage: StorageTarget;
}

/**
 * What the upload specs run on: each database path (PGlite, and the PostgreSQL server when
 * DATABASE_URL is set) and each store, without the full product. Uploads touch the database
 * (quota, image rows) and the store through separate code, so disk × PGlite and
 * S3 × PostgreSQL cover every path of both at the cost of two runs, as before; without a
 * server, PGlite runs on both stores.
 */
export const UPLOAD_TARGETS: UploadTarget[] = (() => {
  const [pglite, postgres] = DB_TARGETS;
  const on = (db: DbTarget, storage: StorageTarget) => ({
    name: `${db.name} + ${storage.name}`,
    db,
    storage,
  });
  return postgres ? [on(pglite!, disk), on(postgres, s3)] : [on(pglite!, disk), on(pglite!, s3)];
})();
