import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config.js';

/** A scheduled backup's name: its time, so names sort as the backups were made. */
const NAME_PATTERN = /^portfolio-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.tar\.gz$/;

export const backupName = (at: Date) =>
  `portfolio-backup-${at.toISOString().replace(/[:.]/g, '-')}.tar.gz`;

/**
 * Where scheduled backups go: a folder on the local disk, or the media's S3 bucket. Only names
 * the schedule makes are listed and removed: other files there are left alone.
 */
export interface BackupStore {
  /** Where the backup `name` is, for people: a path, or s3://bucket/key. */
  locationOf(name: string): string;
  /** Has `write` make the archive at a local path, then stores it under `name`. */
  save<T>(name: string, write: (file: string) => Promise<T>): Promise<T>;
  /** Has `read` read the stored backup `name` from a local path. */
  readBack<T>(name: string, read: (file: string) => Promise<T>): Promise<T>;
  /** The scheduled backups there, oldest first. */
  list(): Promise<string[]>;
  remove(name: string): Promise<void>;
}

/** Backups in a folder (DATA_DIR/backups), readable by the server's user alone. */
function localStore(dir: string): BackupStore {
  const fileOf = (name: string) => path.join(dir, name);
  return {
    locationOf: fileOf,
    async save(name, write) {
      await fsp.mkdir(dir, { recursive: true, mode: 0o700 });
      return write(fileOf(name));
    },
    readBack: (name, read) => read(fileOf(name)),
    async list() {
      const names = await fsp.readdir(dir).catch(() => []);
      return names.filter((name) => NAME_PATTERN.test(name)).sort();
    },
    remove: (name) => fsp.rm(fileOf(name), { force: true }),
  };
}

/** A local scratch folder for `task`, removed after. */
async function inScratch<T>(task: (dir: string) => Promise<T>): Promise<T> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'portfolio-scheduled-backup-'));
  try {
    return await task(dir);
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

/**
 * Backups in the media's bucket under `backups/`, streamed both ways. Their keys hold capitals, so
 * they are never media keys: the media route does not serve them and the orphan sweep leaves them.
 */
async function s3Store(config: Extract<Config['storage'], { driver: 's3' }>): Promise<BackupStore> {
  const sdk = await import('@aws-sdk/client-s3');
  const { S3Storage } = await import('../storage/s3-storage.js');
  const { client, bucket } = await S3Storage.open(config);
  const keyOf = (name: string) => `backups/${name}`;
  return {
    locationOf: (name) => `s3://${bucket}/${keyOf(name)}`,
    save: (name, write) =>
      inScratch(async (dir) => {
        const file = path.join(dir, name);
        const result = await write(file);
        const { size } = await fsp.stat(file);
        await client.send(
          new sdk.PutObjectCommand({
            Bucket: bucket,
            Key: keyOf(name),
            Body: fs.createReadStream(file),
            ContentLength: size,
            ContentType: 'application/gzip',
          }),
        );
        return result;
      }),
    readBack: (name, read) =>
      inScratch(async (dir) => {
        const file = path.join(dir, name);
        const object = await client.send(
          new sdk.GetObjectCommand({ Bucket: bucket, Key: keyOf(name) }),
        );
        await pipeline(object.Body as Readable, fs.createWriteStream(file, { mode: 0o600 }));
        return read(file);
      }),
    async list() {
      const names: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket: bucket,
            Prefix: keyOf('portfolio-backup-'),
            ContinuationToken: token,
          }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(keyOf('').length) ?? '';
          if (NAME_PATTERN.test(name)) names.push(name);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return names.sort();
    },
    async remove(name) {
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
    },
  };
}

/** The configured place: the media's bucket when media are on S3, else DATA_DIR/backups. */
export function openBackupStore(config: Pick<Config, 'storage' | 'dataDir'>): Promise<BackupStore> {
  if (config.storage.driver === 's3') return s3Store(config.storage);
  return Promise.resolve(localStore(path.join(config.dataDir, 'backups')));
}
