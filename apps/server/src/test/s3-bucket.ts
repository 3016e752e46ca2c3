import { randomBytes } from 'node:crypto';
import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { S3_TEST_CREDENTIALS } from './s3-server.js';

export interface TestBucket {
  /** The variables that point the server at this bucket. */
  readonly env: Record<string, string>;
  /** Removes every object and the bucket. */
  drop(): Promise<void>;
}

/** A new, empty bucket with a unique name on the loopback S3 server. */
export async function createTestBucket(endpoint: string): Promise<TestBucket> {
  const bucket = `portfolio-test-${randomBytes(6).toString('hex')}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: S3_TEST_CREDENTIALS,
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async drop() {
      for (;;) {
        const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
        if (!listed.Contents?.length) break;
        for (const object of listed.Contents) {
          await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: object.Key }));
        }
      }
      await client.send(new DeleteBucketCommand({ Bucket: bucket }));
      client.destroy();
    },
  };
}
