import fs from 'node:fs';

/**
 * Modes of what the server writes under DATA_DIR (the database, password hashes included, and the
 * media): its own user alone may read them. Given to every mkdir and open, so the process's umask
 * can only take from them, never add.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * The permission bits of a folder when other accounts have any (group or others), else
 * undefined (none, or no such folder: a file there is the start's error to report).
 */
export function openToOthers(dir: string): number | undefined {
  const stat = fs.statSync(dir, { throwIfNoEntry: false });
  return stat?.isDirectory() && (stat.mode & 0o077) !== 0 ? stat.mode & 0o777 : undefined;
}
