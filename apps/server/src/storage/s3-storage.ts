import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config.js';
import {
  assertValidKey,
  IMMUTABLE_CACHE_CONTROL,
  type ObjectInfo,
  type StorageDriver,
  type StoredObject,
} from './storage.js';

type S3Config = Extract<StorageConfig, { driver: 's3' }>;
type Sdk = typeof import('@aws-sdk/client-s3');

/** A missing key: GetObject says NoSuchKey, HeadObject (no body) only answers 404. */
function isNotFound(err: unknown): boolean {
  const error = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata?.httpStatusCode === 404
  );
}

/**
 * Media in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2, ...), shared by every instance. Objects
 * carry their content type and an immutable Cache-Control, so a CDN or public bucket can serve them
 * directly (MEDIA_PUBLIC_URL). A put is durable when S3 acknowledges it.
 */
export class S3Storage implements StorageDriver {
  private constructor(
    private readonly sdk: Sdk,
    readonly client: S3Client,
    readonly bucket: string,
    private readonly listPageSize: number,
  ) {}

  /**
   * Loads the SDK (only S3 sites pay for it) and makes a client for the configured bucket.
   * `listPageSize`: keys per list request (S3's maximum, 1000, unless a test wants many pages).
   */
  static async open(config: S3Config, listPageSize = 1000): Promise<S3Storage> {
    const sdk = await import('@aws-sdk/client-s3');
    const client = new sdk.S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      // A copy: the SDK writes to the object it is given, and the config is frozen.
      credentials: config.credentials && { ...config.credentials },
      // Checksums only where S3 requires them: many S3-compatible services refuse the newer
      // default checksum headers. Integrity in transit comes from TLS and Content-Length.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    return new S3Storage(sdk, client, config.bucket, listPageSize);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentLength: body.length,
        ContentType: contentType,
        CacheControl: IMMUTABLE_CACHE_CONTROL,
      }),
    );
  }

  async get(key: string): Promise<StoredObject | undefined> {
    assertValidKey(key);
    try {
      const object = await this.client.send(
        new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      if (!object.Body) return undefined;
      return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (err) {
      if (isNotFound(err)) return undefined;
      throw err;
    }
  }

  async head(key: string): Promise<{ size: number } | undefined> {
    assertValidKey(key);
    try {
      const object = await this.client.send(
        new this.sdk.HeadObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      return { size: object.ContentLength ?? 0 };
    } catch (err) {
      if (isNotFound(err)) return undefined;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *list(prefix = ''): AsyncIterable<ObjectInfo> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new this.sdk.ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix || undefined,
          ContinuationToken: token,
          MaxKeys: this.listPageSize,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key === undefined) continue;
        yield {
          key: object.Key,
          size: object.Size ?? 0,
          lastModified: object.LastModified ?? new Date(0),
        };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}
