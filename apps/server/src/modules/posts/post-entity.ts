import {
  type ImageVariant,
  type Post,
  PostStatus,
  type PostSummary,
  type PostVersion,
} from '@portfolio/contract';
import type { PostRow, PostVersionRow } from './posts.repository.js';

type Image = { url: string; variants: ImageVariant[] };

const tagsOf = (field: string) => (field ? field.split(',') : []);
const linksOf = (field: string): string[] => JSON.parse(field) as string[];

/** Whether readers see the post at `now`: not a draft, and its date come. */
export const isVisibleRow = (row: PostRow, now: Date) =>
  row.status !== PostStatus.Draft && row.published_at !== null && row.published_at <= now;

/**
 * A row as the owner's post. A scheduled post whose time has come is said to be published: it
 * is, and it stays so until he changes it.
 */
export function toPost(row: PostRow, cover: Image, now: Date): Post {
  const visible = isVisibleRow(row, now);
  const due = row.status === PostStatus.Scheduled && visible;
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    body: row.body,
    tags: tagsOf(row.tags),
    cover: cover.url,
    coverVariants: cover.variants,
    status: due ? PostStatus.Published : (row.status as PostStatus),
    publishAt: due ? null : (row.publish_at?.toISOString() ?? null),
    publishedAt: row.published_at?.toISOString() ?? null,
    visible,
    canonicalUrl: row.canonical_url,
    syndication: linksOf(row.syndication),
    revision: row.revision,
    readingMinutes: row.reading_minutes,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** A visible post's row as readers see it in a list. */
export function toSummary(row: PostRow, cover: Image): PostSummary {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    tags: tagsOf(row.tags),
    cover: cover.url,
    coverVariants: cover.variants,
    publishedAt: (row.published_at ?? row.updated_at).toISOString(),
    updatedAt: row.updated_at.toISOString(),
    readingMinutes: row.reading_minutes,
  };
}

export function toVersion(row: PostVersionRow, cover: Image): PostVersion {
  return {
    _id: row.id,
    revision: row.revision,
    title: row.title,
    slug: row.slug,
    summary: row.summary,
    body: row.body,
    tags: tagsOf(row.tags),
    cover: cover.url,
    canonicalUrl: row.canonical_url,
    syndication: linksOf(row.syndication),
    savedAt: row.saved_at.toISOString(),
  };
}
