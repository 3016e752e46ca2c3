import { apiPaths, type BackupStatus } from '@portfolio/contract';
import { useEffect, useState } from 'react';
import { api, reportError } from '../../lib/api';

const UNITS = ['bytes', 'kB', 'MB', 'GB', 'TB'];

/** A size as people read it: 1.2 MB. */
function formatSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${UNITS[unit]}`;
}

/** A time the same for every reader of the Dashboard: 2026-11-27 18:10 UTC. */
const formatTime = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

function describe(status: BackupStatus): string {
  const last = status.last
    ? `Last backup: ${formatTime(status.last.at)}, ${formatSize(status.last.bytes)}, at ${status.last.location}`
    : 'Last backup: none yet';
  const failed = status.failedAt
    ? ` The scheduled backup failed at ${formatTime(status.failedAt)}: see the notifications.`
    : '';
  const schedule = status.scheduled
    ? ''
    : ' No backup is scheduled: set BACKUP_SCHEDULE, or run npm run backup.';
  return `${last}.${failed}${schedule}`;
}

/** The Dashboard's line about backups: when the last was written, its size, and where it is. */
export function LastBackup() {
  const [line, setLine] = useState<string | undefined>();

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    api<BackupStatus>(apiPaths.backups, { auth: true, signal }).then(
      (status) => setLine(describe(status)),
      (err: unknown) => {
        if (!signal.aborted) setLine(reportError(err, 'The last backup could not be loaded'));
      },
    );
    return () => controller.abort();
  }, []);

  if (!line) return null;
  return (
    <section aria-labelledby="last-backup">
      <h2 id="last-backup">Backups</h2>
      <p>{line}</p>
    </section>
  );
}
