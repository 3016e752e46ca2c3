import { PostStatus } from '@portfolio/contract';
import {
  type ExpressionBuilder,
  type Insertable,
  type Selectable,
  type SelectQueryBuilder,
  sql,
  type Updateable,
} from 'kysely';
import type { Db, Engine } from '../../db/database.js';
import { countOf, inWindow, type RowWindow } from '../../db/list-window.js';
import { forUpdate } from '../../db/locks.js';
import type { Database, PostsTable, PostVersionsTable } from '../../db/schema.js';

export type PostRow = Selectable<PostsTable>;
export type PostVersionRow = Selectable<PostVersionsTable>;

/**
 * What a visible post is, the one place it is said: not a draft, and its date come (a scheduled
 * post's date is its publish_at). `.where(isVisiblePost(now))`.
 */
const isVisiblePost = (now: Date) => (eb: ExpressionBuilder<Database, 'posts'>) =>
  eb.and([eb('posts.status', '<>', PostStatus.Draft), eb('posts.published_at', '<=', now)]);

/**
 * The posts readers see; with a tag, only those that have it. Tags are joined by commas and hold
 * no `%` or `_` (PROJECT_TAG_PATTERN), so `like` matches one whole tag.
 */
const visiblePosts = (db: Db, now: Date, tag?: string) =>
  db
    .selectFrom('posts')
    .where(isVisiblePost(now))
    .$if(tag !== undefined, (query) =>
      query.where(sql<string>`',' || tags || ','`, 'like', `%,${tag},%`),
    );

/** Every post, the last changed first (the owner's table). */
export const listPostRows = (db: Db): Promise<PostRow[]> =>
  db.selectFrom('posts').selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc').execute();

/** The ids of the posts at these slugs, by slug (a post page's neighbours name theirs by slug). */
export async function postIdsBySlug(
  db: Db,
  slugs: readonly string[],
): Promise<Map<string, string>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .selectFrom('posts')
    .select(['id', 'slug'])
    .where('slug', 'in', [...slugs])
    .execute();
  return new Map(rows.map((row) => [row.slug, row.id]));
}

export const findPostRow = (db: Db, id: string): Promise<PostRow | undefined> =>
  db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst();

/** The post, locked until the transaction ends: a save waits for another save of it. */
export const findPostForUpdate = (trx: Db, engine: Engine, id: string) =>
  trx
    .selectFrom('posts')
    .selectAll()
    .where('id', '=', id)
    .$call(forUpdate(engine))
    .executeTakeFirst();

export const insertPost = (trx: Db, row: Insertable<PostsTable>): Promise<PostRow> =>
  trx.insertInto('posts').values(row).returningAll().executeTakeFirstOrThrow();

/** Writes a save made from `revision`: none when the post is at another one now. */
export const updatePost = (
  trx: Db,
  id: string,
  revision: number,
  changes: Updateable<Omit<PostsTable, 'id' | 'created_at'>>,
): Promise<PostRow | undefined> =>
  trx
    .updateTable('posts')
    .set(changes)
    .where('id', '=', id)
    .where('revision', '=', revision)
    .returningAll()
    .executeTakeFirst();

export const deletePost = (trx: Db, id: string): Promise<PostRow | undefined> =>
  trx.deleteFrom('posts').where('id', '=', id).returningAll().executeTakeFirst();

/** The current slug of the visible post that had this one before, if any. */
export async function currentPostSlugOf(
  db: Db,
  oldSlug: string,
  now: Date,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('post_slug_history')
    .innerJoin('posts', 'posts.id', 'post_slug_history.post_id')
    .select('posts.slug')
    .where('post_slug_history.slug', '=', oldSlug)
    .where(isVisiblePost(now))
    .executeTakeFirst();
  return row?.slug;
}

/** Keeps a saved version of a post. */
export async function insertPostVersion(
  trx: Db,
  row: Insertable<PostVersionsTable>,
): Promise<void> {
  await trx.insertInto('post_versions').values(row).execute();
}

/** Drops a post's versions past its `keep` latest. */
export async function prunePostVersions(trx: Db, postId: string, keep: number): Promise<void> {
  const kept = await trx
    .selectFrom('post_versions')
    .select('revision')
    .where('post_id', '=', postId)
    .orderBy('revision', 'desc')
    .limit(1)
    .offset(keep - 1)
    .executeTakeFirst();
  if (!kept) return;
  await trx
    .deleteFrom('post_versions')
    .where('post_id', '=', postId)
    .where('revision', '<', kept.revision)
    .execute();
}

/** A post's saved versions, the latest first. */
export const listPostVersionRows = (db: Db, postId: string): Promise<PostVersionRow[]> =>
  db
    .selectFrom('post_versions')
    .selectAll()
    .where('post_id', '=', postId)
    .orderBy('revision', 'desc')
    .execute();

export const findPostVersionRow = (
  db: Db,
  postId: string,
  versionId: string,
): Promise<PostVersionRow | undefined> =>
  db
    .selectFrom('post_versions')
    .selectAll()
    .where('post_id', '=', postId)
    .where('id', '=', versionId)
    .executeTakeFirst();

/** Readers' order: the newest first. */
const newestFirst = <Query extends SelectQueryBuilder<Database, 'posts', object>>(
  query: Query,
): Query => query.orderBy('published_at', 'desc').orderBy('id', 'desc') as Query;

/** A window of the posts readers see, with a tag or all of them, the newest first. */
export const listVisiblePostRows = (
  db: Db,
  now: Date,
  tag: string | undefined,
  window: RowWindow,
): Promise<PostRow[]> =>
  visiblePosts(db, now, tag).selectAll().$call(newestFirst).$call(inWindow(window)).execute();

/** How many posts readers see, with a tag or all of them. */
export const countVisiblePosts = (db: Db, now: Date, tag: string | undefined): Promise<number> =>
  countOf(visiblePosts(db, now, tag));

/** Whether readers see any post: the navigation's Blog link, the blog's page. */
export async function hasVisiblePost(db: Db, now: Date): Promise<boolean> {
  return (await visiblePosts(db, now).select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** Each different tags field of the posts readers see ('rust,web'), none empty. */
export async function visiblePostTagFields(db: Db, now: Date): Promise<string[]> {
  const rows = await visiblePosts(db, now)
    .select('tags')
    .distinct()
    .where('tags', '<>', '')
    .execute();
  return rows.map((row) => row.tags);
}

/** The visible post at this slug. */
export const findVisiblePostRow = (db: Db, slug: string, now: Date): Promise<PostRow | undefined> =>
  visiblePosts(db, now).selectAll().where('slug', '=', slug).executeTakeFirst();

/** The visible posts just older and just newer than this one: its previous and next. */
export async function neighbourRows(
  db: Db,
  row: PostRow,
  now: Date,
): Promise<{ previous?: PostRow | undefined; next?: PostRow | undefined }> {
  const at = row.published_at ?? now;
  const [previous, next] = await Promise.all([
    visiblePosts(db, now)
      .selectAll()
      .where((eb) =>
        eb.or([
          eb('published_at', '<', at),
          eb.and([eb('published_at', '=', at), eb('id', '<', row.id)]),
        ]),
      )
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    visiblePosts(db, now)
      .selectAll()
      .where((eb) =>
        eb.or([
          eb('published_at', '>', at),
          eb.and([eb('published_at', '=', at), eb('id', '>', row.id)]),
        ]),
      )
      .orderBy('published_at')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { previous, next };
}

/** The newest visible posts with this tag, besides one. */
export const visiblePostsWithTag = (
  db: Db,
  now: Date,
  tag: string,
  exceptId: string,
  limit: number,
): Promise<PostRow[]> =>
  visiblePosts(db, now, tag)
    .selectAll()
    .where('id', '<>', exceptId)
    .$call(newestFirst)
    .limit(limit)
    .execute();

/** The slugs of the visible posts and when each changed, the newest first: for the sitemap. */
export const visiblePostSlugs = (
  db: Db,
  now: Date,
): Promise<{ slug: string; updated_at: Date; published_at: Date | null }[]> =>
  visiblePosts(db, now).select(['slug', 'updated_at', 'published_at']).$call(newestFirst).execute();

/**
 * The first time after `after` at which a scheduled post goes public, if any: when every kept
 * answer must be made again.
 */
export async function nextPublicationRow(db: Db, after: Date): Promise<Date | undefined> {
  const row = await db
    .selectFrom('posts')
    .select('published_at')
    .where('status', '=', PostStatus.Scheduled)
    .where('published_at', '>', after)
    .orderBy('published_at')
    .limit(1)
    .executeTakeFirst();
  return row?.published_at ?? undefined;
}

/** The secret of a purpose, if one was made. */
export async function findSigningSecret(db: Db, purpose: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('signing_keys')
    .select('secret')
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  return row?.secret;
}

/** The secret of a purpose, made on first use; every instance reads the same one. */
export async function signingSecret(
  db: Db,
  purpose: string,
  fresh: string,
  now: Date,
): Promise<string> {
  await db
    .insertInto('signing_keys')
    .values({ purpose, secret: fresh, created_at: now })
    .onConflict((conflict) => conflict.column('purpose').doNothing())
    .execute();
  const row = await db
    .selectFrom('signing_keys')
    .select('secret')
    .where('purpose', '=', purpose)
    .executeTakeFirstOrThrow();
  return row.secret;
}
