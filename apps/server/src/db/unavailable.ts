import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../config.js';
import { StartupError } from '../lib/startup-error.js';

/** `err` and its causes, outermost first: a failed migration wraps the connection's error. */
function causes(err: unknown): { code?: unknown; message?: unknown }[] {
  const chain: { code?: unknown; message?: unknown }[] = [];
  let current = err;
  while (current && typeof current === 'object' && chain.length < 10) {
    chain.push(current as { code?: unknown });
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/** Where DATABASE_URL points, without its password. */
function postgresTarget(url: string): { where: string; user: string; database: string } {
  const parsed = new URL(url);
  const host = parsed.hostname || 'localhost';
  return {
    where: `${host}:${parsed.port || '5432'}`,
    user: decodeURIComponent(parsed.username) || os.userInfo().username,
    database: decodeURIComponent(parsed.pathname.slice(1)) || decodeURIComponent(parsed.username),
  };
}

/** PostgreSQL's SQLSTATE and the network's error codes, as a sentence that names DATABASE_URL. */
function explainPostgres(code: string, url: string): string | undefined {
  const { where, user, database } = postgresTarget(url);
  switch (code) {
    case 'ECONNREFUSED':
      return `Cannot reach PostgreSQL at ${where} (connection refused): check the host and port of DATABASE_URL, and that PostgreSQL is running there.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `Cannot reach PostgreSQL at ${where} (no such host name): check the host of DATABASE_URL.`;
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `Cannot reach PostgreSQL at ${where} (no answer): check the host and port of DATABASE_URL, and the firewall between.`;
    case '3D000':
      return `PostgreSQL at ${where} has no database "${database}": create it (createdb ${database}) or check the database name at the end of DATABASE_URL.`;
    case '28P01':
    case '28000':
      return `PostgreSQL at ${where} refused the user "${user}" (authentication failed): check the user name and password in DATABASE_URL; write @ : / ? # % in them as %40 %3A %2F %3F %23 %25.`;
    default:
      return undefined;
  }
}

/** The folder the SQLite file is in, and the setting that chose it. */
function sqliteSetting(config: Pick<Config, 'database' | 'dataDir'>, file: string): string {
  return path.dirname(file) === config.dataDir
    ? `DATA_DIR (${config.dataDir})`
    : `DATABASE_URL (sqlite:${file})`;
}

/** The file system's error codes, as a sentence that names DATA_DIR (or a sqlite: DATABASE_URL). */
function explainSqlite(
  code: string,
  config: Pick<Config, 'database' | 'dataDir'>,
  file: string,
): string | undefined {
  const setting = sqliteSetting(config, file);
  const account = os.userInfo().username;
  const notAFolder = [...parents(path.dirname(file))].find((dir) => isFile(dir));
  if (code === 'EEXIST' || code === 'ENOTDIR' || notAFolder) {
    return `Cannot open the SQLite database ${file}: ${notAFolder ?? path.dirname(file)} is a file, not a folder. Check ${setting}.`;
  }
  switch (code) {
    case 'EACCES':
    case 'EPERM':
    case 'SQLITE_CANTOPEN':
    case 'SQLITE_READONLY':
    case 'SQLITE_READONLY_DIRECTORY':
      return `Cannot open the SQLite database ${file} (permission denied): check ${setting} is a folder the account "${account}" can write (chown ${account} ${path.dirname(file)}).`;
    case 'EROFS':
      return `Cannot open the SQLite database ${file} (read-only file system): point ${setting} at a writable disk.`;
    case 'ENOSPC':
    case 'SQLITE_FULL':
      return `Cannot write the SQLite database ${file} (the disk is full): free space or point ${setting} at another disk.`;
    default:
      return undefined;
  }
}

function* parents(dir: string): Generator<string> {
  let current = dir;
  while (path.dirname(current) !== current) {
    yield current;
    current = path.dirname(current);
  }
}

const isFile = (target: string) =>
  fs.statSync(target, { throwIfNoEntry: false })?.isFile() === true;

/**
 * A failure to open, reach or migrate the configured database, as a StartupError that
 * says why and what to check; undefined for any other failure (a bug, kept with its stack).
 */
export function explainDatabaseFailure(
  err: unknown,
  config: Pick<Config, 'database' | 'dataDir'>,
): StartupError | undefined {
  for (const { code } of causes(err)) {
    if (typeof code !== 'string') continue;
    const message =
      config.database.engine === 'postgres'
        ? explainPostgres(code, config.database.url)
        : explainSqlite(code, config, config.database.file);
    if (message) return new StartupError(message, { cause: err });
  }
  return undefined;
}
