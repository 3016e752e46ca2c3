import { type Static, Type } from '@sinclair/typebox';

/** The scheduled backups, as the Dashboard shows them (Admin only). */
export const BackupStatus = Type.Object({
  /** BACKUP_SCHEDULE is set: the server writes backups itself. */
  scheduled: Type.Boolean(),
  /** BACKUP_KEEP: how many scheduled backups are kept, the newest. */
  keep: Type.Integer({ minimum: 1 }),
  /** The newest backup written and read back whole; null before the first. */
  last: Type.Union([
    Type.Object({
      at: Type.String({ format: 'date-time' }),
      bytes: Type.Integer({ minimum: 0 }),
      /** A path on the server, or s3://bucket/key. */
      location: Type.String(),
    }),
    Type.Null(),
  ]),
  /** When a scheduled backup last failed, if one failed since the last that worked. */
  failedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type BackupStatus = Static<typeof BackupStatus>;
