// A post's rules, paths and what a reader sees of its dates. No schema library here: the public
// pages import these (the JavaScript budget of `/`); the call bodies' schemas are in posts.ts.
import { BLOG_PATH } from './blog-paths.js';
import { PROJECT_PAGE_QUERY, projectsPagePath } from './project-pages.js';

/** The Atom feed of the posts, and of the posts with one tag. */
export const BLOG_FEED_PATH = '/blog/feed.xml';
export const blogTagFeedPath = (tag: string) => `/blog/tags/${encodeURIComponent(tag)}/feed.xml`;
/** The route of the tag feeds, as the server registers it. */
export const BLOG_TAG_FEED_ROUTE = '/blog/tags/:tag/feed.xml';

/** A draft's private preview: `/blog/preview/<signed token>`, never indexed, never kept. */
export const POST_PREVIEW_PREFIX = '/blog/preview/';
export const postPreviewPath = (token: string) => `${POST_PREVIEW_PREFIX}${token}`;
/** The route of the previews, as the server registers it. */
export const POST_PREVIEW_ROUTE = `${POST_PREVIEW_PREFIX}:token`;

/**
 * Slugs a post may not take: the blog's own addresses under /blog (its feeds, tag feeds and
 * previews), and the page query's name.
 */
export const RESERVED_POST_SLUGS: readonly string[] = [
  'feed',
  'preview',
  'tags',
  PROJECT_PAGE_QUERY,
];

/** Posts on one page of /blog. */
export const POSTS_PER_PAGE = 10;

export const POST_LIMITS = {
  titleMax: 200,
  summaryMax: 500,
  /** The longest body, in characters: a long article with its code, well under the JSON limit. */
  bodyMax: 100_000,
  syndicationMax: 10,
  /** Saved versions kept of each post: the oldest goes when one more is saved. */
  versionsKept: 20,
  /** The longest a preview link lives, in hours, and how long when none is asked. */
  previewHoursMax: 24 * 30,
  previewHoursDefault: 24 * 7,
  /** Related posts shown under a post. */
  related: 3,
  /** Entries of a feed of posts. */
  feedEntries: 20,
} as const;

/** What the owner sets a post to: a draft, scheduled at a time, or published. */
export const PostStatus = {
  Draft: 'draft',
  Scheduled: 'scheduled',
  Published: 'published',
} as const;
export type PostStatus = (typeof PostStatus)[keyof typeof PostStatus];

/** Words a reader reads in a minute, for a post's reading time. */
export const WORDS_PER_MINUTE = 230;

/** Minutes a text takes to read: its words (runs of letters or digits), at least one minute. */
export function readingMinutes(text: string): number {
  const words = text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** One page of /blog, filtered by a tag or not: `/blog?tag=rust&page=2`. */
export const blogPagePath = (tag: string | undefined, page: number) =>
  projectsPagePath(BLOG_PATH, tag, page);

/** The title of the site's feed: 'Ada: projects', and posts once one is published. */
export const siteFeedTitle = (brandTitle: string, withPosts: boolean) =>
  `${brandTitle}: ${withPosts ? 'projects and posts' : 'projects'}`;

/** The title of the blog's feed, or of one tag's. */
export const postsFeedTitle = (brandTitle: string, tag?: string) =>
  tag === undefined ? `${brandTitle}: posts` : `${brandTitle}: posts tagged ${tag}`;
