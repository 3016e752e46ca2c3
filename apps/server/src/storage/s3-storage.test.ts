import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createTestBucket, type TestBucket } from '../test/s3-bucket.js';
import { startS3Server, type TestS3Server } from '../test/s3-server.js';
import { expectPutHeadGet, ROUND_TRIP_KEY } from '../test/storage.js';
import { createStorage } from './create-storage.js';
import { S3Storage } from './s3-storage.js';

let server: TestS3Server;
let bucket: TestBucket;
let storage: S3Storage;
beforeAll(async () => {
  server = await startS3Server();
});
afterAll(() => server.close());
beforeEach(async () => {
  bucket = await createTestBucket(server.endpoint);
  const created = await createStorage({ storage: s3Config() });
  if (!(created instanceof S3Storage))
    throw new Error('STORAGE_DRIVER=s3 did not make an S3Storage');
  storage = created;
});
afterEach(() => bucket.drop());

function s3Config() {
  const { storage: config } = loadConfig(bucket.env);
  if (config.driver !== 's3') throw new Error('STORAGE_DRIVER=s3 was not read');
  return config;
}

async function keys(prefix?: string): Promise<string[]> {
  const listed: string[] = [];
  for await (const item of storage.list(prefix)) listed.push(item.key);
  return listed;
}

describe('S3Storage', () => {
  it('puts, heads, gets, lists and deletes', async () => {
    const before = Date.now() - 60_000;
    await expectPutHeadGet(storage);
    const listed = [];
    for await (const item of storage.list()) listed.push(item);
    expect(listed.map((item) => [item.key, item.size])).toEqual([[ROUND_TRIP_KEY, 10]]);
    expect(listed[0]?.lastModified.getTime()).toBeGreaterThan(before);
    await storage.delete(ROUND_TRIP_KEY);
    expect(await storage.head(ROUND_TRIP_KEY)).toBeUndefined();
    expect(await storage.get(ROUND_TRIP_KEY)).toBeUndefined();
    expect(await keys()).toEqual([]);
  });

  it('stores the content type and an immutable Cache-Control, for a CDN or public bucket', async () => {
    await storage.put('documents/a/1.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    const res = await fetch(`${server.endpoint}/${storage.bucket}/documents/a/1.pdf`);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('deletes a missing key without complaint', async () => {
    await expect(storage.delete('images/none/1.webp')).resolves.toBeUndefined();
  });

  it('lists by prefix, across pages', async () => {
    const names = Array.from({ length: 7 }, (_, i) => `images/p/${i}.webp`);
    await Promise.all(names.map((key) => storage.put(key, Buffer.from('x'), 'image/webp')));
    await storage.put('documents/d/1.pdf', Buffer.from('%PDF'), 'application/pdf');
    const paged = await S3Storage.open(s3Config(), 3);
    const listed: string[] = [];
    for await (const item of paged.list('images/')) listed.push(item.key);
    expect(listed).toEqual(names);
    expect(await keys('documents/')).toEqual(['documents/d/1.pdf']);
    expect(await keys()).toHaveLength(8);
  });

  it.each(['../escape.webp', 'images/../x.webp', 'Images/x.webp', 'images/.hidden', ''])(
    'refuses the key %j',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(
        'Invalid storage key',
      );
      await expect(storage.get(key)).rejects.toThrow('Invalid storage key');
      expect(await keys()).toEqual([]);
    },
  );
});
