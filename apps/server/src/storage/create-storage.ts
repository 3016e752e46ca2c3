import type { Config } from '../config.js';
import { LocalStorage } from './local-storage.js';
import type { StorageDriver } from './storage.js';

/**
 * The configured storage driver: local disk under DATA_DIR/media, or an S3-compatible bucket. The
 * S3 SDK loads only when it is configured: a site on local disk never pays for it.
 */
export async function createStorage(config: Pick<Config, 'storage'>): Promise<StorageDriver> {
  if (config.storage.driver === 'local') return new LocalStorage(config.storage.dir);
  const { S3Storage } = await import('./s3-storage.js');
  return S3Storage.open(config.storage);
}
