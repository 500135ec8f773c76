import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Logger } from '@nestjs/common';
import type { S3Config } from '../../config';
import { capped, OBJECT_KEY, type ObjectInfo, type ObjectStore } from './object-store';

/** Parts of a multipart upload: S3's smallest, so one upload holds at most 2 × 5 MB in memory. */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_AT_ONCE = 2;

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …), addressed by path
 * (`<url>/<bucket>/<key>`) unless S3_FORCE_PATH_STYLE is off. A put is a multipart upload
 * streamed part by part, which the bucket shows only once complete; a failed one is aborted.
 */
export class S3ObjectStore implements ObjectStore {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly log = new Logger('ObjectStore');

  constructor(config: S3Config) {
    // The SDK warns once, on its first client, that its releases from 2027 need Node 22: a
    // notice for whoever upgrades Node, not for this server's log. Its own switch turns it off
    // (an operator who sets it otherwise keeps the warning).
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
    this.bucket = config.bucket;
    this.client = new S3Client({
      endpoint: config.url,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    });
  }

  private checked(key: string): string {
    if (!OBJECT_KEY.test(key)) throw new Error(`Not an object key: ${key}`);
    return key;
  }

  async put(key: string, source: Readable, opts: { contentType: string; maxBytes: number }): Promise<number> {
    const body = capped(source, opts.maxBytes);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: this.checked(key), Body: body, ContentType: opts.contentType },
      partSize: PART_BYTES,
      queueSize: PARTS_AT_ONCE,
      // Aborted here rather than by lib-storage, whose failed abort would hide why it failed.
      leavePartsOnError: true,
    });
    try {
      await upload.done();
    } catch (err) {
      body.destroy();
      await this.abort(key, upload);
      throw err;
    }
    return body.bytes();
  }

  /**
   * Drops the parts a failed multipart upload sent (a small object is one PUT: none). Should
   * that fail too, the bucket's rule for unfinished uploads expires them (docs/operations.md:
   * MinIO does by itself after a day, on AWS a lifecycle rule); they never were an object either way.
   */
  private async abort(key: string, upload: Upload): Promise<void> {
    if (!upload.uploadId) return;
    await this.client
      .send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: upload.uploadId }))
      .catch((err: unknown) =>
        this.log.warn(`Could not abort the upload of ${key}: ${(err as Error).message}`),
      );
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable | undefined> {
    try {
      const res = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.checked(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return res.Body as Readable;
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
  }

  async head(key: string): Promise<ObjectInfo | undefined> {
    try {
      const res = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.checked(key) }),
      );
      return { key, size: res.ContentLength ?? 0, lastModified: res.LastModified ?? new Date(0) };
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.checked(key) }));
  }

  async *list(prefix: string): AsyncIterable<ObjectInfo> {
    for await (const page of paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.bucket, Prefix: prefix },
    )) {
      for (const o of page.Contents ?? []) {
        if (o.Key && OBJECT_KEY.test(o.Key))
          yield { key: o.Key, size: o.Size ?? 0, lastModified: o.LastModified ?? new Date(0) };
      }
    }
  }

  async removeStale(): Promise<number> {
    return 0;
  }

  /** Closes the client's sockets (at shutdown). */
  onApplicationShutdown(): void {
    this.client.destroy();
  }
}
