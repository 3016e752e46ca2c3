import {
  type ErrorDetail,
  errorMessages,
  isHttpUrl,
  LINK_MESSAGE,
  type PostBody,
  PostStatus,
  RESERVED_POST_SLUGS,
  readingMinutes,
} from '@portfolio/contract';
import type { AppDeps } from '../../deps.js';
import { badRequest } from '../../errors.js';
import { type Markdown, markdownFor } from '../../lib/markdown.js';
import { mediaIdsOfKeys, mediaKeysOf } from '../media/media.service.js';

/** A post's fields as they are stored, once checked. */
export interface PostFields {
  title: string;
  /** '' to make one from the title. */
  slug: string;
  summary: string;
  body: string;
  tags: string[];
  /** The media item of the cover, or null. */
  coverId: string | null;
  canonicalUrl: string;
  syndication: string[];
  status: PostStatus;
  /** Scheduled: when; published: the date the owner gave, if any; else null. */
  publishAt: Date | null;
  readingMinutes: number;
  /** The media items the body and the cover name. */
  mediaIds: string[];
}

/** What is written of a post's images in its answers: one of this site's stored images. */
const NOT_OURS = 'images must be uploaded to this site';

/**
 * The media items behind this site's image URLs, by URL; a problem for each URL that is not one
 * of its stored images.
 */
export async function storedImages(
  deps: Pick<AppDeps, 'db' | 'config'>,
  field: string,
  urls: readonly string[],
  details: ErrorDetail[],
): Promise<Map<string, string>> {
  const { mediaBaseUrl } = deps.config;
  const keys = new Map(urls.map((url) => [url, mediaKeysOf([url], mediaBaseUrl)[0]]));
  const stored = await mediaIdsOfKeys(
    deps.db,
    [...keys.values()].filter((key): key is string => key !== undefined),
  );
  const found = new Map<string, string>();
  for (const [url, key] of keys) {
    const mediaId = key === undefined ? undefined : stored.get(key);
    if (mediaId) found.set(url, mediaId);
    else details.push({ field, message: `${NOT_OURS}: ${url.slice(0, 80)} is not one` });
  }
  return found;
}

/** The date a body gives, checked against its status (its format is the schema's). */
function publishAtOf(body: PostBody, now: Date, details: ErrorDetail[]): Date | null {
  const given = body.publishAt ? new Date(body.publishAt) : null;
  if (body.status === PostStatus.Scheduled && !given) {
    details.push({ field: 'publishAt', message: 'is required to schedule a post' });
  }
  if (body.status === PostStatus.Published && given && given > now) {
    details.push({
      field: 'publishAt',
      message: 'must not be in the future for a published post: schedule it instead',
    });
  }
  return body.status === PostStatus.Draft ? null : given;
}

/**
 * A post's fields as stored (trimmed, tags folded), or a 400 naming each problem beyond the
 * schema's: a blank title, a slug of the blog's own addresses, the Markdown (raw HTML, links that
 * are not http(s), images not stored here), a cover that is not one of this site's images, links
 * that are not http(s), a schedule without its time or a publication in the future.
 */
export async function checkPostFields(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  body: PostBody,
  markdown?: Markdown,
): Promise<PostFields> {
  const rules = markdown ?? (await markdownFor(deps.config));
  const details: ErrorDetail[] = [];
  const title = body.title.trim();
  if (title === '') details.push({ field: 'title', message: 'must not be blank' });
  const slug = body.slug ?? '';
  if (RESERVED_POST_SLUGS.includes(slug)) {
    details.push({ field: 'slug', message: `is one of the blog's own addresses: choose another` });
  }
  const source = body.body ?? '';
  const problems = rules.problems(source);
  for (const message of problems) details.push({ field: 'body', message });
  const images =
    problems.length === 0 ? await storedImages(deps, 'body', rules.images(source), details) : [];
  const cover = body.cover ?? '';
  const covers = cover === '' ? new Map() : await storedImages(deps, 'cover', [cover], details);
  const canonicalUrl = body.canonicalUrl ?? '';
  if (canonicalUrl !== '' && !isHttpUrl(canonicalUrl)) {
    details.push({ field: 'canonicalUrl', message: LINK_MESSAGE });
  }
  const syndication = [...new Set(body.syndication ?? [])];
  syndication.forEach((url, index) => {
    if (!isHttpUrl(url)) details.push({ field: `syndication/${index}`, message: LINK_MESSAGE });
  });
  const publishAt = publishAtOf(body, deps.now(), details);
  if (details.length > 0) throw badRequest(errorMessages.invalidRequest, details);
  const coverId = covers.get(cover) ?? null;
  return {
    title,
    slug,
    summary: (body.summary ?? '').trim(),
    body: source,
    tags: [...new Set(body.tags ?? [])],
    coverId,
    canonicalUrl,
    syndication,
    status: body.status,
    publishAt,
    readingMinutes: readingMinutes(source),
    mediaIds: [...new Set([...images.values(), ...(coverId ? [coverId] : [])])],
  };
}
