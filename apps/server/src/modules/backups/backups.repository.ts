import type { Db } from '../../db/database.js';

const NAME = 'backups';

/** The last backup written and checked, as the Dashboard shows it. */
export interface LastBackup {
  readonly at: Date;
  readonly bytes: number;
  readonly location: string;
}

/**
 * Takes the next scheduled backup for this instance until `until`, in one conditional statement:
 * answers false when it is not due yet or another instance holds it. A lease a stopped instance
 * left lapses at its time. The first call on a site makes the row, due at once.
 */
export async function takeBackupLease(db: Db, now: Date, until: Date): Promise<boolean> {
  await db
    .insertInto('backup_schedule')
    .values({ name: NAME, held_until: new Date(0), due_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const result = await db
    .updateTable('backup_schedule')
    .set({ held_until: until })
    .where('name', '=', NAME)
    .where('held_until', '<=', now)
    .where('due_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records a backup written and checked, frees the lease and sets the next one's time. */
export async function recordBackup(db: Db, last: LastBackup, dueAt: Date): Promise<void> {
  await db
    .updateTable('backup_schedule')
    .set({
      held_until: new Date(0),
      due_at: dueAt,
      last_at: last.at,
      last_bytes: last.bytes,
      last_location: last.location,
      failed_at: null,
      failures_told: '',
    })
    .where('name', '=', NAME)
    .execute();
}

/**
 * Records a failure; answers whether its kind is new since the last backup that worked (the owner
 * is told of each kind once). With `dueAt`, frees the lease and sets the next try's time. Only the
 * instance that holds the lease or just wrote a backup calls it: the read and the write do not race.
 */
export async function recordBackupFailure(
  db: Db,
  kind: string,
  at: Date,
  dueAt?: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('backup_schedule')
    .select('failures_told')
    .where('name', '=', NAME)
    .executeTakeFirst();
  const told = (row?.failures_told ?? '').split(' ').filter(Boolean);
  const isNew = !told.includes(kind);
  await db
    .updateTable('backup_schedule')
    .set({
      ...(dueAt ? { held_until: new Date(0), due_at: dueAt } : {}),
      failed_at: at,
      failures_told: (isNew ? [...told, kind] : told).join(' '),
    })
    .where('name', '=', NAME)
    .execute();
  return isNew;
}

/** The last backup written and checked, and the time of a failure since. */
export async function findBackupState(
  db: Db,
): Promise<{ last: LastBackup | undefined; failedAt: Date | undefined }> {
  const row = await db
    .selectFrom('backup_schedule')
    .select(['last_at', 'last_bytes', 'last_location', 'failed_at'])
    .where('name', '=', NAME)
    .executeTakeFirst();
  const last =
    row?.last_at && row.last_location !== null
      ? { at: row.last_at, bytes: Number(row.last_bytes), location: row.last_location }
      : undefined;
  return { last, failedAt: row?.failed_at ?? undefined };
}
