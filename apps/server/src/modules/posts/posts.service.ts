import { setImmediate } from 'node:timers/promises';
import {
  changeMessages,
  type Deleted,
  errorMessages,
  NotificationAction,
  POST_LIMITS,
  type Post,
  type PostBody,
  type PostRender,
  PostStatus,
  type PostUpdateBody,
  type PostVersion,
  RESERVED_POST_SLUGS,
} from '@portfolio/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { lockFor } from '../../db/locks.js';
import { claimOwnedMedia, OWNED_MEDIA, ownedMedia } from '../../db/owned-media.js';
import { freeSlug, moveSlug, SLUG_HISTORY, slugTakenBy } from '../../db/slug-history.js';
import type { AppDeps, ServiceDeps } from '../../deps.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { newId } from '../../lib/ids.js';
import { markdownFor } from '../../lib/markdown.js';
import { slugOf } from '../../lib/slug.js';
import {
  type ContentChange,
  commitContentChange,
  commitMediaDrop,
  noted,
} from '../content/content-change.js';
import { renderMarkdownDraft } from '../content/markdown-draft.js';
import { imagesOf } from '../media/media.service.js';
import { uploadOwnedImage } from '../media/owned-images.service.js';
import type { UploadRequest } from '../media/upload.js';
import { dropDocument, indexDocument } from '../search/search.service.js';
import { forgetTranslations } from '../translations/forget-translations.service.js';
import { renderPostBody } from './post-body.js';
import { isVisibleRow, toPost, toVersion } from './post-entity.js';
import { checkPostFields, type PostFields } from './post-fields.js';
import { postDocument } from './post-search.js';
import {
  deletePost,
  findPostForUpdate,
  findPostRow,
  findPostVersionRow,
  insertPost,
  insertPostVersion,
  listPostRows,
  listPostVersionRows,
  type PostRow,
  prunePostVersions,
  updatePost,
} from './posts.repository.js';

const SUBJECT = 'post';
const missing = () => notFound(errorMessages.notFound(SUBJECT));
const outdated = (revision: number) =>
  conflict(errorMessages.postRevisionOutdated(revision), { revision });

/** Rows as the owner's posts, their covers' files read in one query. */
async function toPosts(deps: Pick<AppDeps, 'db' | 'config' | 'now'>, rows: PostRow[]) {
  const images = await imagesOf(
    deps,
    rows.flatMap((row) => (row.cover_id ? [row.cover_id] : [])),
  );
  return rows.map((row) => toPost(row, images(row.cover_id), deps.now()));
}

const toOnePost = async (deps: Pick<AppDeps, 'db' | 'config' | 'now'>, row: PostRow) =>
  (await toPosts(deps, [row]))[0] as Post;

/**
 * In a save's transaction: the post's slug. The owner's own if he gave one (refused when another
 * post has or had it); else the one it has, or for a new post the first free slug of its title.
 * A title changed later keeps the slug: drafts save as he types, and a published address stays.
 */
async function choosePostSlug(
  trx: Db,
  deps: Pick<AppDeps, 'engine'>,
  fields: PostFields,
  current: PostRow | undefined,
): Promise<string> {
  await lockFor(trx, deps.engine, 'post-slugs');
  if (fields.slug === '' || fields.slug === current?.slug) {
    return (
      current?.slug ??
      freeSlug(
        trx,
        SLUG_HISTORY.post,
        slugOf(fields.title, SUBJECT),
        undefined,
        RESERVED_POST_SLUGS,
      )
    );
  }
  if (await slugTakenBy(trx, SLUG_HISTORY.post, fields.slug, current?.id)) {
    throw badRequest(errorMessages.invalidRequest, [
      { field: 'slug', message: 'is taken by another post' },
    ]);
  }
  return fields.slug;
}

/**
 * When the post is public, as its status says: a draft has no date; a scheduled post's date is
 * its time; a published one keeps the date it had when readers already see it, else takes the
 * date given or now.
 */
function datesOf(fields: PostFields, current: PostRow | undefined, now: Date) {
  if (fields.status === PostStatus.Draft) return { publish_at: null, published_at: null };
  if (fields.status === PostStatus.Scheduled) {
    return { publish_at: fields.publishAt, published_at: fields.publishAt };
  }
  const kept = current && isVisibleRow(current, now) ? current.published_at : null;
  return { publish_at: null, published_at: fields.publishAt ?? kept ?? now };
}

/**
 * In a save's transaction: writes the post (a new one, or the next revision of `current`), keeps
 * its old slug for its redirect, keeps this save as a version (the oldest past the limit goes),
 * takes the uploaded images it names, and writes its search document.
 */
async function writePost(
  trx: Db,
  deps: Pick<AppDeps, 'engine' | 'config'>,
  current: PostRow | undefined,
  fields: PostFields,
  now: Date,
): Promise<PostRow> {
  const slug = await choosePostSlug(trx, deps, fields, current);
  const values = {
    slug,
    title: fields.title,
    summary: fields.summary,
    body: fields.body,
    tags: fields.tags.join(','),
    cover_id: fields.coverId,
    status: fields.status,
    ...datesOf(fields, current, now),
    canonical_url: fields.canonicalUrl,
    syndication: JSON.stringify(fields.syndication),
    reading_minutes: fields.readingMinutes,
    updated_at: now,
  };
  const row = current
    ? await updatePost(trx, current.id, current.revision, {
        ...values,
        revision: current.revision + 1,
      })
    : await insertPost(trx, { ...values, id: newId(now.getTime()), revision: 1, created_at: now });
  if (!row) throw outdated((current?.revision ?? 0) + 1);
  if (current && current.slug !== row.slug) {
    await moveSlug(trx, SLUG_HISTORY.post, row.id, current.slug, row.slug, now);
  }
  await insertPostVersion(trx, {
    id: newId(now.getTime()),
    post_id: row.id,
    revision: row.revision,
    title: row.title,
    slug: row.slug,
    summary: row.summary,
    body: row.body,
    tags: row.tags,
    cover_id: row.cover_id,
    canonical_url: row.canonical_url,
    syndication: row.syndication,
    saved_at: now,
  });
  // A new post has its first version only: nothing to prune (an import writes thousands).
  if (current) await prunePostVersions(trx, row.id, POST_LIMITS.versionsKept);
  await claimOwnedMedia(trx, OWNED_MEDIA.post, row.id, fields.mediaIds);
  const { texts, ...document } = postDocument(row, await markdownFor(deps.config));
  // A new post has no texts in other languages yet: no translated documents to write again.
  await indexDocument(trx, deps, current ? { ...document, texts } : document);
  return row;
}

/**
 * Saves a change of a post made from `revision`: refused with 409 and the revision now when the
 * post was saved since (another tab, another device). A change of a draft that stays a draft (an
 * autosave) touches nothing readers see: no notification, every kept page stays. Any other goes
 * through `commitContentChange`, which tells the owner and makes every kept page stale.
 */
async function saveChange(
  deps: ServiceDeps,
  id: string,
  revision: number,
  fields: PostFields,
  message: (row: PostRow) => string,
): Promise<Post> {
  const before = await findPostRow(deps.db, id);
  if (!before) throw missing();
  if (before.revision !== revision) throw outdated(before.revision);
  const change = async (trx: Db, now: Date): Promise<ContentChange<PostRow>> => {
    const current = await findPostForUpdate(trx, deps.engine, id);
    if (!current) throw missing();
    if (current.revision !== revision) throw outdated(current.revision);
    const row = await writePost(trx, deps, current, fields, now);
    return noted(row, NotificationAction.Edit, message(row));
  };
  const quiet = before.status === PostStatus.Draft && fields.status === PostStatus.Draft;
  const row = quiet
    ? (await deps.db.transaction().execute((trx) => change(trx, deps.now()))).result
    : await commitContentChange(deps, change);
  return toOnePost(deps, row);
}

/** Every post, the last changed first: the owner's table. */
export async function listPosts(deps: Pick<AppDeps, 'db' | 'config' | 'now'>): Promise<Post[]> {
  return toPosts(deps, await listPostRows(deps.db));
}

export async function getPost(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  id: string,
): Promise<Post> {
  const row = await findPostRow(deps.db, id);
  if (!row) throw missing();
  return toOnePost(deps, row);
}

/** The owner adds a post: its first revision and first saved version. */
export async function addPost(deps: ServiceDeps, body: PostBody): Promise<Post> {
  const fields = await checkPostFields(deps, body);
  const row = await commitContentChange(deps, async (trx, now) => {
    const created = await writePost(trx, deps, undefined, fields, now);
    return noted(created, NotificationAction.Create, changeMessages.postCreated(created.title));
  });
  return toOnePost(deps, row);
}

/**
 * Posts added at once (an import), in one transaction: all of them or none, with one
 * notification.
 */
export async function addPosts(
  deps: ServiceDeps,
  list: readonly PostFields[],
  message: string,
): Promise<Post[]> {
  const rows = await commitContentChange(deps, async (trx, now) => {
    const created: PostRow[] = [];
    for (const fields of list) {
      created.push(await writePost(trx, deps, undefined, fields, now));
      // Kept pages are answered between two posts of an import, not after the thousandth.
      await setImmediate();
    }
    return { result: created, notification: { action: NotificationAction.Create, message } };
  });
  return toPosts(deps, rows);
}

/**
 * The editor's preview: a body's Markdown drawn by the renderer readers get it from, with what a
 * save would refuse in it. Nothing is stored.
 */
export async function renderPostDraft(
  deps: Pick<AppDeps, 'config'>,
  source: string,
): Promise<PostRender> {
  return renderMarkdownDraft(deps, 'body', source, renderPostBody);
}

/** The owner saves a post whole (his autosave too), from the revision he loaded. */
export async function editPost(deps: ServiceDeps, id: string, body: PostUpdateBody): Promise<Post> {
  const { revision, ...rest } = body;
  const fields = await checkPostFields(deps, rest);
  return saveChange(deps, id, revision, fields, (row) => changeMessages.postEdited(row.title));
}

/** A post's saved versions, the latest first (at most POST_LIMITS.versionsKept). */
export async function listPostVersions(
  deps: Pick<AppDeps, 'db' | 'config'>,
  id: string,
): Promise<PostVersion[]> {
  if (!(await findPostRow(deps.db, id))) throw missing();
  const rows = await listPostVersionRows(deps.db, id);
  const images = await imagesOf(
    deps,
    rows.flatMap((row) => (row.cover_id ? [row.cover_id] : [])),
  );
  return rows.map((row) => toVersion(row, images(row.cover_id)));
}

/**
 * The owner restores a saved version, from the revision he loaded: what it said is saved again as
 * the post's next revision (checked as any save is), its status and schedule as they are.
 */
export async function restorePostVersion(
  deps: ServiceDeps,
  id: string,
  body: { versionId: string; revision: number },
): Promise<Post> {
  const [post, version] = await Promise.all([
    findPostRow(deps.db, id),
    findPostVersionRow(deps.db, id, body.versionId),
  ]);
  if (!post) throw missing();
  if (!version) throw notFound(errorMessages.notFound('version of this post'));
  const images = await imagesOf(deps, version.cover_id ? [version.cover_id] : []);
  const fields = await checkPostFields(deps, {
    title: version.title,
    slug: version.slug,
    summary: version.summary,
    body: version.body,
    tags: version.tags ? version.tags.split(',') : [],
    cover: images(version.cover_id).url,
    canonicalUrl: version.canonical_url,
    syndication: JSON.parse(version.syndication) as string[],
    status: toPost(post, { url: '', variants: [] }, deps.now()).status,
    publishAt:
      post.status === PostStatus.Scheduled ? (post.publish_at?.toISOString() ?? null) : null,
  });
  return saveChange(deps, id, body.revision, fields, (row) =>
    changeMessages.postRestored(row.title, version.revision),
  );
}

/** The owner deletes a post: its versions, old slugs, images and search document go with it. */
export async function removePost(
  deps: ServiceDeps,
  id: string,
  log: FastifyBaseLogger,
): Promise<Deleted> {
  return commitMediaDrop(deps, log, async (trx) => {
    const images = await ownedMedia(trx, OWNED_MEDIA.post, id);
    const row = await deletePost(trx, id);
    if (!row) throw missing();
    await dropDocument(trx, deps, 'post', row.id);
    await forgetTranslations(trx, 'post', row.id);
    return {
      result: { _id: row.id, deleted: true as const },
      notification: {
        action: NotificationAction.Delete,
        message: changeMessages.postDeleted(row.title),
      },
      dropped: images,
    };
  });
}

/**
 * The owner uploads an image for a post (its cover, or one its body shows): checked and
 * re-encoded like every image, kept once a saved post names it (or removed after a day).
 */
export const uploadPostImage = (deps: ServiceDeps, upload: UploadRequest, field: string) =>
  uploadOwnedImage(deps, OWNED_MEDIA.post, upload, field);
