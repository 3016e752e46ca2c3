import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  size: number;
}

export interface ObjectInfo {
  key: string;
  size: number;
  lastModified: Date;
}

/**
 * Where media files live: local disk by default, an S3-compatible bucket at scale. Keys are made
 * by the server and checked with assertValidKey; a put is durable when it resolves.
 */
export interface StorageDriver {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | undefined>;
  head(key: string): Promise<{ size: number } | undefined>;
  delete(key: string): Promise<void>;
  list(prefix?: string): AsyncIterable<ObjectInfo>;
}

/** Keys never change content (they carry its hash), so caches may keep them for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const KEY_PATTERN = /^[a-z0-9]+(?:\/[a-z0-9][a-z0-9._-]*)*$/;

class InvalidKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
    this.name = 'InvalidKeyError';
  }
}

/** Keys are lowercase path segments; no empty segment, no `.` or `..`, nothing absolute. */
export function isValidKey(key: string): boolean {
  return (
    key.length <= 300 && KEY_PATTERN.test(key) && !key.split('/').some((s) => s.startsWith('.'))
  );
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new InvalidKeyError(key);
}
