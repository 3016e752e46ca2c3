import fsp from 'node:fs/promises';
import { NotificationAction } from '@portfolio/contract';
import type { FastifyBaseLogger } from 'fastify';
import { type BackupStore, backupName, openBackupStore } from '../../backup/backup-store.js';
import type { ServiceDeps } from '../../deps.js';
import { backgroundJob } from '../../lib/background-job.js';
import { notifyError } from '../notifications/notifications.service.js';
import { recordBackup, recordBackupFailure, takeBackupLease } from './backups.repository.js';

/** How long one backup may hold the lease: far longer than a site's copy takes, lapsing if it died. */
const LEASE_MS = 6 * 3_600_000;
/** How often each instance asks whether a backup is due. */
const TICK_MS = 60_000;
/** A failed backup is tried again this long after, or at the schedule's interval if shorter. */
const RETRY_MS = 3_600_000;

/** The step a scheduled backup failed at: the owner is told of each kind once until one works. */
type FailureKind = 'write' | 'store' | 'verify' | 'prune';

const FAILURE_TEXTS: Record<FailureKind, string> = {
  write: 'could not copy the site',
  store: 'could not store the archive',
  verify: 'the archive read back was not whole, and was removed',
  prune: 'could not remove the backups past BACKUP_KEEP',
};

class BackupFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    override readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

/** Runs `step`; a failure in it is of `kind`. */
const step = <T>(kind: FailureKind, run: () => Promise<T>): Promise<T> =>
  run().catch((err: unknown) => {
    throw err instanceof BackupFailure ? err : new BackupFailure(kind, err);
  });

interface BackupRun {
  /** Not due, or another instance holds the lease: this one did nothing. */
  readonly skipped: boolean;
  /** Where the backup went. */
  readonly location?: string;
  readonly bytes?: number;
  /** The older backups removed. */
  readonly removed?: string[];
  readonly failed?: FailureKind;
}

export interface BackupSchedule {
  /** Writes a backup when one is due and no other instance is writing one. */
  runDue(): Promise<BackupRun>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * Backups on a schedule, in the server itself (decision 030): every instance asks each minute
 * whether one is due; the one that takes the lease row writes it (one conditional statement, as
 * the forges' refresh does), reads it back as a restore would, keeps the newest BACKUP_KEEP and
 * records it for the Dashboard. A failure tells the owner once per kind until a backup works.
 */
export function createBackupSchedule(
  deps: ServiceDeps,
  log: FastifyBaseLogger,
  {
    openStore = () => openBackupStore(deps.config),
    tickMs = TICK_MS,
  }: {
    /** Where backups go (tests wrap it to make it fail). */
    openStore?: () => Promise<BackupStore>;
    /** How often this instance asks whether a backup is due. */
    tickMs?: number;
  } = {},
): BackupSchedule {
  const { intervalMs, keep } = deps.config.backups;
  let store: Promise<BackupStore> | undefined;

  async function backUp(now: Date, interval: number): Promise<BackupRun> {
    // Loaded by the first backup, not by the start (decision 029): tar and the archive code.
    const [{ writeBackup }, { verifyBackup }] = await Promise.all([
      import('../../backup/write-backup.js'),
      import('../../backup/verify-backup.js'),
    ]);
    const to = await step('store', () => {
      store ??= openStore().catch((err: unknown) => {
        store = undefined;
        throw err;
      });
      return store;
    });
    const name = backupName(now);
    const source = {
      db: deps.db,
      engine: deps.engine,
      storage: deps.storage,
      storageDriver: deps.config.storage.driver,
    };
    const bytes = await step('store', () =>
      to.save(name, async (file) => {
        await step('write', () => writeBackup(source, file, now));
        return (await fsp.stat(file)).size;
      }),
    );
    await step('verify', async () => {
      try {
        await to.readBack(name, async (file) => {
          const manifest = await verifyBackup(file);
          if (manifest.createdAt !== now.toISOString()) {
            throw new Error(`${name} holds the backup of ${manifest.createdAt}`);
          }
        });
      } catch (err) {
        await to.remove(name).catch(() => undefined);
        throw err;
      }
    });
    const location = to.locationOf(name);
    await recordBackup(deps.db, { at: now, bytes, location }, new Date(now.getTime() + interval));
    const older = (await step('prune', () => to.list())).filter((n) => n !== name);
    const removed = older.slice(0, Math.max(0, older.length - (keep - 1)));
    for (const old of removed) await step('prune', () => to.remove(old));
    log.info(
      { location, bytes, removed: removed.length },
      'backups: a scheduled backup was written',
    );
    return { skipped: false, location, bytes, removed };
  }

  async function failed(failure: BackupFailure, now: Date, interval: number): Promise<BackupRun> {
    log.error({ err: failure.cause, kind: failure.kind }, 'backups: the scheduled backup failed');
    // A prune fails after the backup was recorded: the next one stays on its time.
    const dueAt =
      failure.kind === 'prune' ? undefined : new Date(now.getTime() + Math.min(RETRY_MS, interval));
    const isNew = await recordBackupFailure(deps.db, failure.kind, now, dueAt);
    if (isNew) {
      const message = `Scheduled backup failed: ${FAILURE_TEXTS[failure.kind]} (${failure.message.slice(0, 300)})`;
      await notifyError(deps.db, NotificationAction.Create, message, now);
    }
    return { skipped: false, failed: failure.kind };
  }

  async function run(): Promise<BackupRun> {
    if (intervalMs === undefined) return { skipped: true };
    const now = deps.now();
    if (!(await takeBackupLease(deps.db, now, new Date(now.getTime() + LEASE_MS)))) {
      return { skipped: true };
    }
    try {
      return await backUp(now, intervalMs);
    } catch (err) {
      if (!(err instanceof BackupFailure)) throw err;
      return failed(err, now, intervalMs);
    }
  }

  const loop = backgroundJob(run, {
    delayMs: tickMs,
    onError: (err) => log.error({ err }, 'backups: the schedule failed'),
  });

  return {
    runDue: loop.run,
    start: () => {
      if (intervalMs !== undefined) loop.start();
    },
    stop: loop.stop,
  };
}
