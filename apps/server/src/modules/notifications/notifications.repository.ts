import type { Notification, NotificationAction, NotificationStatus } from '@portfolio/contract';
import type { Db } from '../../db/database.js';
import type { NotificationsTable } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';

export interface NewNotification {
  message: string;
  action: NotificationAction;
  status: NotificationStatus;
}

const MESSAGE_MAX = 500;

export function toNotification(row: NotificationsTable): Notification {
  return {
    _id: row.id,
    notification_msg: row.message,
    action: row.action as NotificationAction,
    notification_date: row.created_at.toISOString(),
    status: row.status as NotificationStatus,
    isReaded: row.is_read,
  };
}

/** The row of a new, unread notification. */
const newRow = (id: string, notification: NewNotification, now: Date) => ({
  id,
  message: notification.message.slice(0, MESSAGE_MAX),
  action: notification.action,
  status: notification.status,
  is_read: false,
  created_at: now,
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

/** Newest first. */
export async function listNotifications(db: Db): Promise<Notification[]> {
  const rows = await db
    .selectFrom('notifications')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toNotification);
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
