import {
  type IdsResult,
  NOTIFICATIONS_PAGE_MAX,
  type Notification,
  NotificationAction,
  NotificationStatus,
  type NotificationsQuery,
} from '@portfolio/contract';
import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { badRequest } from '../../errors.js';
import {
  deleteNotifications,
  existingIds,
  findCursor,
  findNotifications,
  insertNotification,
  insertNotificationOnce,
  markRead,
  type NewNotification,
  pruneNotifications,
  upsertNotification,
} from './notifications.repository.js';

/** Notifications are kept for 180 days, and the newest 1,000 whatever their age. */
const KEEP_DAYS = 180;

/** Writes a notification, then forgets those past what is kept. */
async function notify(db: Db, notification: NewNotification, now: Date): Promise<void> {
  await insertNotification(db, notification, now);
  await pruneNotifications(
    db,
    NOTIFICATIONS_PAGE_MAX,
    new Date(now.getTime() - KEEP_DAYS * 24 * 3600_000),
  );
}

/**
 * Tells the owner that a change succeeded. Pass the transaction of the change: the notification
 * commits with it, or not at all.
 */
export async function notifySuccess(
  db: Db,
  action: NotificationAction,
  message: string,
  now: Date,
): Promise<void> {
  await notify(db, { action, status: NotificationStatus.Success, message }, now);
}

/** Tells the owner of a visitor's message, with the address to answer it at. */
export async function notifyVisitorMessage(
  db: Db,
  message: string,
  replyTo: string,
  now: Date,
): Promise<void> {
  await notify(
    db,
    { action: NotificationAction.Message, status: NotificationStatus.Success, message, replyTo },
    now,
  );
}

/** Tells the owner that something failed (a change, a login) and why. */
export async function notifyError(
  db: Db,
  action: NotificationAction,
  message: string,
  now: Date,
): Promise<void> {
  await notify(db, { action, status: NotificationStatus.Error, message }, now);
}

/** What failed, as an error notification. */
const failure = (action: NotificationAction, message: string): NewNotification => ({
  action,
  status: NotificationStatus.Error,
  message,
});

/**
 * Tells the owner that something failed, in the one notification under `id`: a report of the same
 * thing again replaces its message and makes it new and unread (a count that goes on, say).
 */
export async function notifyErrorUnder(
  db: Db,
  id: string,
  action: NotificationAction,
  message: string,
  now: Date,
): Promise<void> {
  await upsertNotification(db, id, failure(action, message), now);
}

/**
 * Tells the owner that something failed, once: under an `id` derived from what is reported, a
 * report of the same thing again (by another instance, or after a restart) writes nothing.
 */
export async function notifyErrorOnce(
  db: Db,
  id: string,
  action: NotificationAction,
  message: string,
  now: Date,
): Promise<void> {
  await insertNotificationOnce(db, id, failure(action, message), now);
}

/**
 * Newest first: without paging the newest 1,000 (all of them for older clients, up to what is
 * kept); with it, `limit` of those older than `before`. An unknown `before` is a 400.
 */
export async function listNotifications(
  deps: Pick<AppDeps, 'db'>,
  { limit = NOTIFICATIONS_PAGE_MAX, before }: NotificationsQuery = {},
): Promise<Notification[]> {
  const after = before === undefined ? undefined : await findCursor(deps.db, before);
  if (before !== undefined && !after) {
    throw badRequest('No notification has this id', [
      { field: 'before', message: 'is not the id of a notification' },
    ]);
  }
  return findNotifications(deps.db, limit, after);
}

/** The distinct ids, or a 400 naming each one that no notification has. Nothing is changed. */
async function knownIds(db: Db, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  const found = await existingIds(db, unique);
  const unknown = ids.flatMap((id, index) =>
    found.has(id) ? [] : [{ field: `ids/${index}`, message: `no notification has the id ${id}` }],
  );
  if (unknown.length > 0) throw badRequest('Some ids match no notification', unknown);
  return unique;
}

/** Changes the notifications of `ids` in one transaction, all or none once every id is known. */
function changeKnown(
  deps: Pick<AppDeps, 'db'>,
  ids: readonly string[],
  change: (trx: Db, known: string[]) => Promise<number>,
): Promise<IdsResult> {
  return deps.db.transaction().execute(async (trx) => {
    const known = await knownIds(trx, ids);
    return { ids: known, count: await change(trx, known) };
  });
}

/** Marks notifications read, all or none; answers how many were unread until now. */
export function markNotificationsRead(
  deps: Pick<AppDeps, 'db'>,
  ids: readonly string[],
): Promise<IdsResult> {
  return changeKnown(deps, ids, markRead);
}

/** Deletes notifications, all or none. */
export function removeNotifications(
  deps: Pick<AppDeps, 'db'>,
  ids: readonly string[],
): Promise<IdsResult> {
  return changeKnown(deps, ids, deleteNotifications);
}
