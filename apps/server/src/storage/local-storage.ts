import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../lib/private-files.js';
import {
  assertValidKey,
  type ObjectInfo,
  type StorageDriver,
  type StoredObject,
} from './storage.js';

const TEMP_PREFIX = '.tmp-';

async function fsyncDirectory(dir: string): Promise<void> {
  const handle = await fsp.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Opens a new file in `dir`, making the folder first. A delete may remove the folder between the
 * two once it is empty: the folder is then made again.
 */
async function createIn(dir: string, file: string): Promise<fsp.FileHandle> {
  for (let attempt = 1; ; attempt += 1) {
    await fsp.mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
    try {
      return await fsp.open(file, 'wx', PRIVATE_FILE_MODE);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT' || attempt === 3) throw err;
    }
  }
}

/**
 * Files under a folder (DATA_DIR/media). A put writes a temporary file next to the target, syncs it,
 * renames it into place and syncs the folder, so an acknowledged file survives a crash and a
 * half-written one is never seen under its key.
 */
export class LocalStorage implements StorageDriver {
  /**
   * One process owns a local folder, so temporary files found at start are from a crash. The
   * folder is the server's alone, also when an older version made it readable by everyone.
   */
  constructor(readonly root: string) {
    fs.mkdirSync(root, { recursive: true, mode: PRIVATE_DIR_MODE });
    fs.chmodSync(root, PRIVATE_DIR_MODE);
    for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && entry.name.startsWith(TEMP_PREFIX)) {
        fs.rmSync(path.join(entry.parentPath, entry.name), { force: true });
      }
    }
  }

  #path(key: string): string {
    assertValidKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Buffer, _contentType: string): Promise<void> {
    const target = this.#path(key);
    const dir = path.dirname(target);
    const temp = path.join(dir, `${TEMP_PREFIX}${randomBytes(8).toString('hex')}`);
    try {
      const handle = await createIn(dir, temp);
      try {
        await handle.writeFile(body);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fsp.rename(temp, target);
      await fsyncDirectory(dir);
    } catch (err) {
      await fsp.rm(temp, { force: true });
      await this.#removeEmptyFolders(dir).catch(() => undefined);
      throw err;
    }
  }

  async get(key: string): Promise<StoredObject | undefined> {
    const file = this.#path(key);
    try {
      const handle = await fsp.open(file, 'r');
      const { size } = await handle.stat();
      return { body: handle.createReadStream(), size };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
  }

  async head(key: string): Promise<{ size: number } | undefined> {
    const stat = await fsp.stat(this.#path(key)).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return undefined;
      throw err;
    });
    return stat?.isFile() ? { size: stat.size } : undefined;
  }

  /** Removes the file, then its folders as they become empty. */
  async delete(key: string): Promise<void> {
    const file = this.#path(key);
    await fsp.rm(file, { force: true });
    await this.#removeEmptyFolders(path.dirname(file));
  }

  /** Removes `from` and each folder above it while they are empty, never the root itself. */
  async #removeEmptyFolders(from: string): Promise<void> {
    const root = path.resolve(this.root);
    for (let dir = path.resolve(from); dir.startsWith(root + path.sep); dir = path.dirname(dir)) {
      try {
        await fsp.rmdir(dir);
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'ENOTEMPTY' || code === 'EEXIST') return;
        // ENOENT: a delete running beside this one removed it first.
        if (code !== 'ENOENT') throw err;
      }
    }
  }

  async *list(prefix = ''): AsyncIterable<ObjectInfo> {
    const walk = async function* (dir: string, keyPrefix: string): AsyncIterable<ObjectInfo> {
      const entries = await fsp.readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        const full = path.join(dir, entry.name);
        const key = keyPrefix ? `${keyPrefix}/${entry.name}` : entry.name;
        if (entry.isDirectory()) {
          yield* walk(full, key);
        } else if (entry.isFile() && !entry.name.startsWith(TEMP_PREFIX)) {
          const stat = await fsp.stat(full);
          yield { key, size: stat.size, lastModified: stat.mtime };
        }
      }
    };
    for await (const object of walk(this.root, '')) {
      if (object.key.startsWith(prefix)) yield object;
    }
  }
}
