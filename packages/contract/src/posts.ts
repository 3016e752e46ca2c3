import { type Static, Type } from '@sinclair/typebox';
import { SLUG_MAX, SLUG_PATTERN } from './case-studies.js';
import { ImageVariant } from './content.js';
import { DocumentHeading } from './document-heading.js';
import { ErrorDetail } from './errors.js';
import { Id } from './ids.js';
import { LINK_PATTERN } from './links.js';
import { MarkdownRender } from './markdown-render.js';
import { LIMITS } from './owner-constants.js';
import { POST_LIMITS, PostStatus } from './post-rules.js';
import { PROJECT_TAG_PATTERN, PROJECT_TAGS_MAX } from './project-tags.js';
import { PlainText } from './text.js';
import { OPTIONAL_LINK_PATTERN } from './timeline-rules.js';

const Timestamp = Type.String({ format: 'date-time' });

const Status = Type.Union([
  Type.Literal(PostStatus.Draft),
  Type.Literal(PostStatus.Scheduled),
  Type.Literal(PostStatus.Published),
]);

const Tags = Type.Array(Type.String(), {
  description: 'Lower case, at most 8, in the order the owner gave them (the tags of projects too)',
});

/** What a reader sees of a post in a list: /blog, related posts, the feeds. */
export const PostSummary = Type.Object({
  _id: Id,
  slug: Type.String({ description: 'Where it is: /blog/<slug>' }),
  title: Type.String(),
  summary: Type.String(),
  tags: Tags,
  cover: Type.String({ description: "URL of the cover at its default width, or ''" }),
  coverVariants: Type.Array(ImageVariant, { description: 'Every stored width of the cover' }),
  publishedAt: Type.String({ format: 'date-time', description: 'The date readers see' }),
  updatedAt: Timestamp,
  readingMinutes: Type.Integer({ minimum: 1 }),
});
export type PostSummary = Static<typeof PostSummary>;

/** A post as the owner edits it. */
export const Post = Type.Object({
  _id: Id,
  slug: Type.String({ description: 'Where it is: /blog/<slug>' }),
  title: Type.String(),
  summary: Type.String(),
  body: Type.String({ description: 'Markdown, as the owner wrote it' }),
  tags: Tags,
  cover: Type.String({ description: "URL of the cover at its default width, or ''" }),
  coverVariants: Type.Array(ImageVariant),
  status: Status,
  publishAt: Type.Union([Timestamp, Type.Null()], {
    description: 'When a scheduled post goes public; null unless scheduled',
  }),
  publishedAt: Type.Union([Timestamp, Type.Null()], {
    description:
      'The date readers see: when it was published, or when it will be (scheduled); null for a draft',
  }),
  visible: Type.Boolean({ description: 'Readers see it now (published, or scheduled and due)' }),
  canonicalUrl: Type.String({ description: "Where it was first published, or ''" }),
  syndication: Type.Array(Type.String(), { description: 'Where else it is published' }),
  revision: Type.Integer({
    minimum: 1,
    description: 'Counts its saves: an update names the revision it was made from',
  }),
  readingMinutes: Type.Integer({ minimum: 1 }),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Post = Static<typeof Post>;

const Link = Type.String({
  minLength: 1,
  maxLength: LIMITS.linkMax,
  pattern: LINK_PATTERN,
  description: 'An absolute http(s) URL',
});

const postFields = {
  title: PlainText({ minLength: 1, maxLength: POST_LIMITS.titleMax }),
  slug: Type.Optional(
    Type.String({
      maxLength: SLUG_MAX,
      pattern: SLUG_PATTERN,
      default: '',
      description:
        "Lower-case letters and digits joined by dashes; '' (or left out): made from the title",
    }),
  ),
  summary: Type.Optional(PlainText({ maxLength: POST_LIMITS.summaryMax, default: '' })),
  body: Type.Optional(
    PlainText({
      maxLength: POST_LIMITS.bodyMax,
      default: '',
      description:
        'CommonMark: no raw HTML, http(s) links, images only from this site; refused with 400 naming each problem',
    }),
  ),
  tags: Type.Optional(
    Type.Array(Type.String({ pattern: PROJECT_TAG_PATTERN }), {
      maxItems: PROJECT_TAGS_MAX,
      default: [],
      description: 'Lower case: a-z, 0-9 and + # . -, at most 30 characters each',
    }),
  ),
  cover: Type.Optional(
    Type.String({
      maxLength: LIMITS.linkMax,
      pattern: OPTIONAL_LINK_PATTERN,
      default: '',
      description: "The URL of an image uploaded to this site (POST /api/posts/image), or ''",
    }),
  ),
  status: Status,
  publishAt: Type.Optional(
    Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      default: null,
      description:
        'Scheduled: when it goes public (required). Published: the date readers see, not in the future (left out: now, or the date it had). Draft: ignored',
    }),
  ),
  canonicalUrl: Type.Optional(
    Type.String({
      maxLength: LIMITS.linkMax,
      pattern: OPTIONAL_LINK_PATTERN,
      default: '',
      description: "Where it was first published (its pages' canonical address), or ''",
    }),
  ),
  syndication: Type.Optional(
    Type.Array(Link, {
      maxItems: POST_LIMITS.syndicationMax,
      default: [],
      description: 'Where else it is published (u-syndication)',
    }),
  ),
};

/** The body of adding a post. */
export const PostBody = Type.Object(postFields, { additionalProperties: false });
export type PostBody = Static<typeof PostBody>;

const ExpectedRevision = Type.Integer({
  minimum: 1,
  description:
    'The revision the change was made from: another one answers 409 with the revision now, and nothing is stored',
});

/** The body of replacing a post whole (autosave too), from the revision it was loaded at. */
export const PostUpdateBody = Type.Object(
  { ...postFields, revision: ExpectedRevision },
  { additionalProperties: false },
);
export type PostUpdateBody = Static<typeof PostUpdateBody>;

/** The body of restoring a saved version: it is saved again as the post's next revision. */
export const PostRestoreBody = Type.Object(
  { versionId: Id, revision: ExpectedRevision },
  { additionalProperties: false },
);
export type PostRestoreBody = Static<typeof PostRestoreBody>;

/** A saved version of a post: what it said, not its status or schedule. */
export const PostVersion = Type.Object({
  _id: Id,
  revision: Type.Integer({ minimum: 1 }),
  title: Type.String(),
  slug: Type.String(),
  summary: Type.String(),
  body: Type.String(),
  tags: Tags,
  cover: Type.String(),
  canonicalUrl: Type.String(),
  syndication: Type.Array(Type.String()),
  savedAt: Timestamp,
});
export type PostVersion = Static<typeof PostVersion>;

/** The body of asking for a preview link. */
export const PostPreviewBody = Type.Object(
  {
    hours: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: POST_LIMITS.previewHoursMax,
        default: POST_LIMITS.previewHoursDefault,
        description: 'How long the link works',
      }),
    ),
  },
  { additionalProperties: false },
);
export type PostPreviewBody = Static<typeof PostPreviewBody>;

/** A private preview link: anyone with it sees the post as it is saved, until it expires. */
export const PostPreviewLink = Type.Object({
  url: Type.String({ description: 'Absolute; signed; never indexed' }),
  expiresAt: Timestamp,
});
export type PostPreviewLink = Static<typeof PostPreviewLink>;

/** The body of drawing a post's Markdown as readers would get it, without saving it. */
export const PostRenderBody = Type.Object(
  { body: PlainText({ maxLength: POST_LIMITS.bodyMax }) },
  { additionalProperties: false },
);
export type PostRenderBody = Static<typeof PostRenderBody>;

/** A post's Markdown drawn by the server's renderer: the editor's preview. */
export const PostRender = MarkdownRender;
export type PostRender = MarkdownRender;

/**
 * The body of drawing a post's whole page as readers would get it, from the editor's fields,
 * without saving it: the bounds of a save, a blank title allowed (a new post's first words).
 */
export const PostPagePreviewBody = Type.Object(
  {
    title: PlainText({ maxLength: POST_LIMITS.titleMax }),
    summary: postFields.summary,
    body: PlainText({ maxLength: POST_LIMITS.bodyMax }),
    tags: postFields.tags,
    cover: postFields.cover,
    publishAt: Type.Optional(
      Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
        default: null,
        description: "The date readers would see (a saved post's, or its schedule); null: now",
      }),
    ),
    canonicalUrl: postFields.canonicalUrl,
    syndication: postFields.syndication,
  },
  { additionalProperties: false },
);
export type PostPagePreviewBody = Static<typeof PostPagePreviewBody>;

/** A post's page drawn by the server from the editor's fields: the editor's preview. */
export const PostPagePreview = Type.Object({
  html: Type.String({
    description:
      "The post's public page, in the site's theme, as a whole document without any script: for a sandboxed frame",
  }),
  problems: Type.Array(ErrorDetail, {
    description: 'What a save would refuse in it (raw HTML, links, images from elsewhere)',
  }),
});
export type PostPagePreview = Static<typeof PostPagePreview>;

/** A post next to another: previous and next. */
const PostLink = Type.Object({ slug: Type.String(), title: Type.String() });

/** What a post's page shows. */
export const PostPage = Type.Object({
  post: Type.Composite([
    PostSummary,
    Type.Object({
      html: Type.String({ description: 'The body rendered on the server: safe HTML' }),
      headings: Type.Array(DocumentHeading, { description: 'Its h2–h4, for a table of contents' }),
      hasMath: Type.Boolean({ description: "It shows math: the page links KaTeX's stylesheet" }),
      canonicalUrl: Type.String({ description: "Where it was first published, or ''" }),
      syndication: Type.Array(Type.String()),
    }),
  ]),
  previous: Type.Optional(PostLink),
  next: Type.Optional(PostLink),
  related: Type.Array(PostSummary, { description: 'Up to three posts sharing its tags' }),
  preview: Type.Optional(
    Type.Literal(true, { description: 'A private preview of a post readers do not see: noindex' }),
  ),
});
export type PostPage = Static<typeof PostPage>;

/** /blog: its tag filter and its pages. */
export const BlogFilter = Type.Object({
  tags: Type.Array(Type.String(), { description: 'Every tag of a visible post, A to Z' }),
  tag: Type.Optional(Type.String({ description: 'The tag the page is filtered by' })),
  page: Type.Integer({ minimum: 0, description: 'The page shown, from 1' }),
  pageCount: Type.Integer({ minimum: 1 }),
  total: Type.Integer({ minimum: 0, description: 'How many posts the list holds, on all pages' }),
});
export type BlogFilter = Static<typeof BlogFilter>;
