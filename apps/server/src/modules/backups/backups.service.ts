import type { BackupStatus } from '@portfolio/contract';
import type { ServiceDeps } from '../../deps.js';
import { findBackupState } from './backups.repository.js';

/** The schedule's settings and its last backup, for the Dashboard. */
export async function backupStatus(
  deps: Pick<ServiceDeps, 'db' | 'config'>,
): Promise<BackupStatus> {
  const { last, failedAt } = await findBackupState(deps.db);
  return {
    scheduled: deps.config.backups.intervalMs !== undefined,
    keep: deps.config.backups.keep,
    last: last ? { at: last.at.toISOString(), bytes: last.bytes, location: last.location } : null,
    failedAt: failedAt?.toISOString() ?? null,
  };
}
