import {
  type Notification,
  NotificationAction,
  type NotificationStatus,
} from '@portfolio/contract';
import type { Db } from '../../db/database.js';
import type { NotificationsTable } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';

export interface NewNotification {
  message: string;
  action: NotificationAction;
  status: NotificationStatus;
  /** A visitor's message: the address to answer it at. */
  replyTo?: string;
}

const MESSAGE_MAX = 500;
/** A visitor's message is kept whole: its name and address, and up to 5,000 characters. */
const VISITOR_MESSAGE_MAX = 6_000;

function toNotification(row: NotificationsTable): Notification {
  return {
    _id: row.id,
    notification_msg: row.message,
    action: row.action as NotificationAction,
    notification_date: row.created_at.toISOString(),
    status: row.status as NotificationStatus,
    isReaded: row.is_read,
    ...(row.reply_to === null ? {} : { replyTo: row.reply_to }),
  };
}

/** The row of a new, unread notification. */
const newRow = (id: string, notification: NewNotification, now: Date) => ({
  id,
  message: notification.message.slice(
    0,
    notification.action === NotificationAction.Message ? VISITOR_MESSAGE_MAX : MESSAGE_MAX,
  ),
  action: notification.action,
  status: notification.status,
  is_read: false,
  created_at: now,
  reply_to: notification.replyTo ?? null,
});

/** Writes a notification for the owner; pass the transaction of the change it reports. */
export async function insertNotification(
  db: Db,
  notification: NewNotification,
  now: Date,
): Promise<void> {
  await db
    .insertInto('notifications')
    .values(newRow(newId(now.getTime()), notification, now))
    .execute();
}

/**
 * Writes a notification under an id the caller derives from what it reports, unless a row with
 * that id exists: instances that report the same event at once, or again after a restart, write
 * it once.
 */
export async function insertNotificationOnce(
  db: Db,
  id: string,
  notification: NewNotification,
  now: Date,
): Promise<void> {
  await db
    .insertInto('notifications')
    .values(newRow(id, notification, now))
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

/**
 * Writes a notification under an id the caller derives from what it reports; if that row exists,
 * it takes the new message and time and is unread again. Instances that report the same thing at
 * once update one row.
 */
export async function upsertNotification(
  db: Db,
  id: string,
  notification: NewNotification,
  now: Date,
): Promise<void> {
  const row = newRow(id, notification, now);
  await db
    .insertInto('notifications')
    .values(row)
    .onConflict((conflict) =>
      conflict
        .column('id')
        .doUpdateSet({ message: row.message, is_read: false, created_at: row.created_at }),
    )
    .execute();
}

/** Where a page of the list starts: after the notification of this time and id. */
export interface NotificationCursor {
  created_at: Date;
  id: string;
}

/** At most `limit`, newest first; with `after`, only those listed after it. */
export async function findNotifications(
  db: Db,
  limit: number,
  after?: NotificationCursor,
): Promise<Notification[]> {
  let query = db.selectFrom('notifications').selectAll();
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '<', after.created_at),
        eb.and([eb('created_at', '=', after.created_at), eb('id', '<', after.id)]),
      ]),
    );
  }
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toNotification);
}

export async function findCursor(db: Db, id: string): Promise<NotificationCursor | undefined> {
  return db
    .selectFrom('notifications')
    .select(['created_at', 'id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Deletes the notifications older than `before` that are not among the newest `keep`. */
export async function pruneNotifications(db: Db, keep: number, before: Date): Promise<void> {
  await db
    .deleteFrom('notifications')
    .where('created_at', '<', before)
    .where('id', 'not in', (eb) =>
      eb
        .selectFrom('notifications')
        .select('id')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(keep),
    )
    .execute();
}

export async function existingIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  const rows = await db.selectFrom('notifications').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

/** Marks notifications read; answers how many were unread until now. */
export async function markRead(db: Db, ids: readonly string[]): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ is_read: true })
    .where('id', 'in', ids)
    .where('is_read', '=', false)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function deleteNotifications(db: Db, ids: readonly string[]): Promise<number> {
  const result = await db.deleteFrom('notifications').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}
