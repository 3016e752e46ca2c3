import {
  type BlogFilter,
  isProjectTag,
  POST_LIMITS,
  POSTS_PER_PAGE,
  type PostPage,
  type PostSummary,
  postPath,
} from '@portfolio/contract';
import type { AppDeps } from '../../deps.js';
import { markdownFor } from '../../lib/markdown.js';
import { couldBeSlug } from '../../lib/slug.js';
import { imagesOf } from '../media/media.service.js';
import { renderPostBody } from './post-body.js';
import { toSummary } from './post-entity.js';
import {
  countVisiblePosts,
  currentPostSlugOf,
  findVisiblePostRow,
  hasVisiblePost,
  listVisiblePostRows,
  neighbourRows,
  nextPublicationRow,
  type PostRow,
  postIdsBySlug,
  visiblePostSlugs,
  visiblePostsWithTag,
  visiblePostTagFields,
} from './posts.repository.js';

type ReadDeps = Pick<AppDeps, 'db' | 'config' | 'now'>;

/** Rows as readers see them in a list, their covers' files read in one query. */
async function toSummaries(deps: ReadDeps, rows: PostRow[]): Promise<PostSummary[]> {
  const images = await imagesOf(
    deps,
    rows.flatMap((row) => (row.cover_id ? [row.cover_id] : [])),
  );
  return rows.map((row) => toSummary(row, images(row.cover_id)));
}

/** The ids of the posts at these slugs, by slug: a post page's neighbours name theirs by slug. */
export const postIdsOfSlugs = (
  deps: Pick<AppDeps, 'db'>,
  slugs: readonly string[],
): Promise<Map<string, string>> => postIdsBySlug(deps.db, slugs);

/** Whether readers see a post now: the navigation's Blog link. */
export const hasPublishedPosts = (deps: Pick<AppDeps, 'db' | 'now'>): Promise<boolean> =>
  hasVisiblePost(deps.db, deps.now());

/**
 * The first time after `after` at which a scheduled post goes public, if any: every kept page
 * and feed must be made again then (public-answers/scheduled-changes.ts).
 */
export const nextPublication = (
  deps: Pick<AppDeps, 'db'>,
  after: Date,
): Promise<Date | undefined> => nextPublicationRow(deps.db, after);

/** Which /blog page an address asks for: a tag or none, and a page (1 when none). */
export interface BlogPageQuery {
  tag?: string | undefined;
  page?: number | undefined;
}

/**
 * One page of /blog and its filter bar: every tag of the visible posts (A to Z); with a tag, only
 * the posts that have it; the newest first, the page's window of them read as such. A tag none
 * has, or a page past the last, leaves the list empty (the page answers 404 then).
 */
export async function loadBlogPage(
  deps: ReadDeps,
  { tag, page = 1 }: BlogPageQuery,
): Promise<{ posts: PostSummary[]; blogFilter: BlogFilter }> {
  const now = deps.now();
  const known = tag === undefined || isProjectTag(tag);
  const [fields, total] = await Promise.all([
    visiblePostTagFields(deps.db, now),
    known ? countVisiblePosts(deps.db, now, tag) : 0,
  ]);
  const tags = [...new Set(fields.flatMap((field) => field.split(',')))].sort();
  const pageCount = Math.max(1, Math.ceil(total / POSTS_PER_PAGE));
  const rows =
    page >= 1 && page <= pageCount && total > 0
      ? await listVisiblePostRows(deps.db, now, tag, {
          limit: POSTS_PER_PAGE,
          offset: (page - 1) * POSTS_PER_PAGE,
        })
      : [];
  return {
    posts: await toSummaries(deps, rows),
    blogFilter: { tags, ...(tag === undefined ? {} : { tag }), page, pageCount, total },
  };
}

/**
 * Up to three visible posts that share the post's tags, the most shared first, then the newest:
 * the newest few of each of its tags are read, not every post.
 */
async function relatedRows(deps: ReadDeps, row: PostRow): Promise<PostRow[]> {
  const tags = row.tags ? row.tags.split(',') : [];
  const candidates = await Promise.all(
    tags.map((tag) =>
      visiblePostsWithTag(deps.db, deps.now(), tag, row.id, POST_LIMITS.related * 3),
    ),
  );
  const byId = new Map(candidates.flat().map((candidate) => [candidate.id, candidate]));
  const shared = (candidate: PostRow) =>
    candidate.tags.split(',').filter((tag) => tags.includes(tag)).length;
  return [...byId.values()]
    .sort(
      (a, b) =>
        shared(b) - shared(a) ||
        Number(b.published_at) - Number(a.published_at) ||
        b.id.localeCompare(a.id),
    )
    .slice(0, POST_LIMITS.related);
}

/** A post's page from its row: its body rendered, its neighbours and related posts. */
export async function postPageOf(deps: ReadDeps, row: PostRow): Promise<PostPage> {
  const [summaries, neighbours, related, markdown] = await Promise.all([
    toSummaries(deps, [row]),
    neighbourRows(deps.db, row, deps.now()),
    relatedRows(deps, row),
    markdownFor(deps.config),
  ]);
  const link = (other: PostRow | undefined) =>
    other ? { slug: other.slug, title: other.title } : undefined;
  const previous = link(neighbours.previous);
  const next = link(neighbours.next);
  return {
    post: {
      ...(summaries[0] as PostSummary),
      ...renderPostBody(markdown, row.body),
      canonicalUrl: row.canonical_url,
      syndication: JSON.parse(row.syndication) as string[],
    },
    ...(previous ? { previous } : {}),
    ...(next ? { next } : {}),
    related: await toSummaries(deps, related),
  };
}

/** What a post page's path answers: its page, a redirect to the current path, or neither. */
export type PostLookup = { page: PostPage } | { redirect: string } | undefined;

/**
 * The post at a slug as readers see it; an old slug of a visible post redirects to its page. A
 * slug that cannot be one is no post, and the database is not asked.
 */
export async function findPostPage(deps: ReadDeps, slug: string): Promise<PostLookup> {
  if (!couldBeSlug(slug)) return undefined;
  const row = await findVisiblePostRow(deps.db, slug, deps.now());
  if (row) return { page: await postPageOf(deps, row) };
  const current = await currentPostSlugOf(deps.db, slug, deps.now());
  return current ? { redirect: postPath(current) } : undefined;
}

/**
 * The post pages readers see, the newest first, and when each last changed for them: its last
 * save, or its publication when that came later (a scheduled post): for the sitemap.
 */
export async function listPostPages(
  deps: Pick<AppDeps, 'db' | 'now'>,
): Promise<{ path: string; updatedAt: Date }[]> {
  const rows = await visiblePostSlugs(deps.db, deps.now());
  return rows.map((row) => ({
    path: postPath(row.slug),
    updatedAt:
      row.published_at && row.published_at > row.updated_at ? row.published_at : row.updated_at,
  }));
}

/** A post of a feed: what a list shows, and its body rendered. */
export interface FeedPost {
  post: PostSummary;
  html: string;
}

/**
 * The newest visible posts, with a tag or all of them, with their bodies: a feed's entries.
 * Undefined for a tag no visible post has (its feed is a 404).
 */
export async function listFeedPosts(deps: ReadDeps, tag?: string): Promise<FeedPost[] | undefined> {
  if (tag !== undefined && !isProjectTag(tag)) return undefined;
  const rows = await listVisiblePostRows(deps.db, deps.now(), tag, {
    limit: POST_LIMITS.feedEntries,
    offset: 0,
  });
  if (tag !== undefined && rows.length === 0) return undefined;
  const [summaries, markdown] = await Promise.all([
    toSummaries(deps, rows),
    markdownFor(deps.config),
  ]);
  return summaries.map((post, index) => ({
    post,
    html: markdown.renderForFeed(rows[index]?.body ?? ''),
  }));
}
