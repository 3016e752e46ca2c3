import {
  isHttpUrl,
  LIMITS,
  POST_LIMITS,
  type Post,
  type PostBody,
  type PostPagePreviewBody,
  type PostStatus,
  parseProjectTags,
} from '@portfolio/contract';

/** A post as the editor's fields hold it: texts, the tags and links as typed. */
export interface PostDraft {
  title: string;
  /** '' for the server to make one from the title. */
  slug: string;
  summary: string;
  body: string;
  /** Separated by commas, as the projects' tags are typed. */
  tags: string;
  /** The URL of an uploaded image, or ''. */
  cover: string;
  canonicalUrl: string;
  /** One link a line. */
  syndication: string;
  status: PostStatus;
  /** A scheduled post's time in the owner's time zone (`YYYY-MM-DDTHH:mm`), or ''. */
  publishAt: string;
}

export const EMPTY_DRAFT: PostDraft = {
  title: '',
  slug: '',
  summary: '',
  body: '',
  tags: '',
  cover: '',
  canonicalUrl: '',
  syndication: '',
  status: 'draft',
  publishAt: '',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** A time as a `datetime-local` field holds it, in this browser's time zone. */
function localInputOf(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value, read in this browser's time zone, as the API's time; null if none. */
function isoOfLocalInput(value: string): string | null {
  if (value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The owner's time zone, as the browser names it ('Europe/Berlin'). */
export const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function draftOf(post: Post): PostDraft {
  return {
    title: post.title,
    slug: post.slug,
    summary: post.summary,
    body: post.body,
    tags: post.tags.join(', '),
    cover: post.cover,
    canonicalUrl: post.canonicalUrl,
    syndication: post.syndication.join('\n'),
    status: post.status,
    publishAt: post.status === 'scheduled' ? localInputOf(post.publishAt) : '',
  };
}

/** Whether two drafts say the same. */
export const sameDraft = (a: PostDraft, b: PostDraft) =>
  (Object.keys(a) as (keyof PostDraft)[]).every((key) => a[key] === b[key]);

/**
 * After a save of `sent`: the fields left as they were sent take what the server made of them
 * (the slug it chose), the ones typed since stay as typed.
 */
export function mergeSaved(current: PostDraft, sent: PostDraft, post: Post): PostDraft {
  const stored = draftOf(post);
  const merged = { ...current };
  for (const key of Object.keys(current) as (keyof PostDraft)[]) {
    if (current[key] === sent[key]) Object.assign(merged, { [key]: stored[key] });
  }
  return merged;
}

/** The call's body of a draft, or what the fields say is wrong with it before it is sent. */
export function bodyOf(
  draft: PostDraft,
): { body: PostBody; problems?: undefined } | { problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  const tags = parseProjectTags(draft.tags);
  if (tags.problem) problems.tags = `Tags ${tags.problem}`;
  const publishAt = isoOfLocalInput(draft.publishAt);
  if (draft.status === 'scheduled' && !publishAt) {
    problems.publishAt = 'Choose when it goes public';
  }
  if (Object.keys(problems).length > 0) return { problems };
  return {
    body: {
      title: draft.title.trim(),
      slug: draft.slug.trim(),
      summary: draft.summary,
      body: draft.body,
      tags: tags.tags ?? [],
      cover: draft.cover,
      status: draft.status,
      publishAt: draft.status === 'scheduled' ? publishAt : null,
      canonicalUrl: draft.canonicalUrl.trim(),
      syndication: draft.syndication
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    },
  };
}

/** A link the server takes: an http(s) URL within the links' bound. */
const isLink = (value: string) => value.length <= LIMITS.linkMax && isHttpUrl(value);

/**
 * What the preview draws of a draft, as its page would show it once saved: the fields as they
 * are now, leaving out what a save would refuse before it is sent (tags or links half typed), so
 * the page is drawn while he types; the date readers would see (its schedule, or the date it was
 * published; else now).
 */
export function previewBodyOf(draft: PostDraft, saved: Post | undefined): PostPagePreviewBody {
  const canonicalUrl = draft.canonicalUrl.trim();
  const publishAt =
    draft.status === 'scheduled'
      ? isoOfLocalInput(draft.publishAt)
      : draft.status === 'published'
        ? (saved?.publishedAt ?? null)
        : null;
  return {
    title: draft.title.slice(0, POST_LIMITS.titleMax),
    summary: draft.summary,
    body: draft.body,
    tags: parseProjectTags(draft.tags).tags ?? [],
    cover: draft.cover,
    publishAt,
    canonicalUrl: isLink(canonicalUrl) ? canonicalUrl : '',
    syndication: draft.syndication
      .split('\n')
      .map((line) => line.trim())
      .filter(isLink)
      .slice(0, POST_LIMITS.syndicationMax),
  };
}

/** What the Status column says of a post. */
export const STATUS_NAMES: Record<PostStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

/** A time as the owner reads it, in his time zone: '27 Nov 2026, 15:10'. */
export const formatTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
