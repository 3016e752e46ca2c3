import type { NotificationAction } from '@portfolio/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { ServiceDeps } from '../../deps.js';
import { commitMediaChange, type NewMedia } from '../media/media-change.js';
import { notifySuccess } from '../notifications/notifications.service.js';

/** What a change of public content did, as its step in the transaction says. */
export interface ContentChange<T> {
  /** What the use case answers. */
  result: T;
  /** The owner's notification of the change: it commits with the change, or not at all. */
  notification: { action: NotificationAction; message: string };
}

/** A change's step answers `result`, the owner notified of it with `action` and `message`. */
export const noted = <T>(
  result: T,
  action: NotificationAction,
  message: string,
): ContentChange<T> => ({ result, notification: { action, message } });

/** What a change that brings or drops media did. */
export interface MediaContentChange<T> extends ContentChange<T> {
  /** Media items the change no longer uses: their rows go in the transaction, their files after. */
  dropped: string[];
}

/** The media a change brings (its files already stored: one, several or none) and the log of its request. */
export interface ChangedMedia {
  added: NewMedia | readonly NewMedia[] | undefined;
  log: FastifyBaseLogger;
}

type ContentChangeDeps = Pick<ServiceDeps, 'db' | 'storage' | 'now' | 'contentVersion'>;

/**
 * The one way public content changes: one transaction holds the change (its media rows too, when
 * it brings or drops media: `commitMediaChange`) and the owner's notification of it; after the
 * commit the content version is bumped, so every kept public answer is stale before the use case
 * answers. `change` gets the transaction and the time of the change.
 */
export async function commitContentChange<T>(
  deps: ContentChangeDeps,
  change: (trx: Db, now: Date) => Promise<ContentChange<T>>,
): Promise<T>;
export async function commitContentChange<T>(
  deps: ContentChangeDeps,
  change: (trx: Db, now: Date) => Promise<MediaContentChange<T>>,
  media: ChangedMedia,
): Promise<T>;
export async function commitContentChange<T>(
  deps: ContentChangeDeps,
  change: (trx: Db, now: Date) => Promise<ContentChange<T> & { dropped?: string[] }>,
  media?: ChangedMedia,
): Promise<T> {
  const step = async (trx: Db) => {
    const now = deps.now();
    const { result, notification, dropped = [] } = await change(trx, now);
    await notifySuccess(trx, notification.action, notification.message, now);
    return { result, dropped };
  };
  const result = media
    ? await commitMediaChange(deps, media.log, media.added, step)
    : (await deps.db.transaction().execute(step)).result;
  await deps.contentVersion.bump();
  return result;
}

/**
 * A change that drops media and brings none (a delete): the dropped media's rows go in its
 * transaction, their files after the commit.
 */
export async function commitMediaDrop<T>(
  deps: ContentChangeDeps,
  log: FastifyBaseLogger,
  change: (trx: Db, now: Date) => Promise<MediaContentChange<T>>,
): Promise<T> {
  return commitContentChange(deps, change, { added: undefined, log });
}
