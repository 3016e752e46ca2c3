import { type Static, Type } from '@sinclair/typebox';
import { ProjectRepository } from './forges.js';
import { Id } from './ids.js';
import { LINK_PATTERN } from './links.js';
import { LIMITS, NotificationAction, NotificationStatus } from './owner-constants.js';
import {
  CaseStudyField,
  ImageFocusField,
  LinkLabelField,
  OptionalLinkField,
  ProjectDateField,
  ProjectTagsField,
  SlugField,
} from './project-fields.js';
import { PlainText } from './text.js';

const Timestamp = Type.String({ format: 'date-time' });

/** One stored width of an image, for srcset. */
export const ImageVariant = Type.Object({
  url: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
});
export type ImageVariant = Static<typeof ImageVariant>;

const Text = (maxLength: number, description?: string) =>
  PlainText({ minLength: 1, maxLength, ...(description ? { description } : {}) });
const Link = Type.String({
  minLength: 1,
  maxLength: LIMITS.linkMax,
  pattern: LINK_PATTERN,
  description: 'An absolute http(s) URL',
});

/** What an image entity answers of the point its cards keep in view. */
const ImageFocus = Type.String({
  description: "Percents across then down ('30 70') a card's crop keeps in view; '' for the centre",
});

export const Project = Type.Object({
  _id: Id,
  title: Type.String(),
  description: Type.String(),
  website_link: Type.String({ description: "'' when it has none: no link is shown" }),
  project_link: Type.String(),
  project_link_label: Type.String({
    description: "The project link's text; '' for the spec's 'Project Link'",
  }),
  website_link_label: Type.String({
    description: "The website link's text; '' for the spec's 'WebSite Link'",
  }),
  image_focus: ImageFocus,
  project_image: Type.String({
    description:
      "URL of the image at its default width; '' while it has none (imported: the owner's list only)",
  }),
  project_image_variants: Type.Array(ImageVariant, { description: 'Every stored width' }),
  isActive: Type.Boolean(),
  featured: Type.Boolean({ description: 'Listed first, and shown on Home' }),
  date: Type.String({ description: "A year ('2024'), a year and month ('2024-05'), or ''" }),
  tags: Type.Array(Type.String(), {
    description: 'Lower case, at most 8, in the order the owner gave them',
  }),
  slug: Type.String({ description: 'Where its case study is: /projects/<slug>' }),
  hasCaseStudy: Type.Boolean({ description: 'It has a case study, shown at /projects/<slug>' }),
  caseStudy: Type.Optional(
    Type.String({ description: "The case study's Markdown: in the owner's answers only" }),
  ),
  repository: Type.Optional(ProjectRepository),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Project = Static<typeof Project>;

/** The text fields of the project form (multipart, with the image as `projectImage`). */
export const ProjectFields = Type.Object({
  title: Text(LIMITS.titleMax),
  description: Text(LIMITS.descriptionMax),
  website_link: OptionalLinkField,
  project_link: Link,
  project_link_label: LinkLabelField,
  website_link_label: LinkLabelField,
  image_focus: ImageFocusField,
  date: ProjectDateField,
  tags: ProjectTagsField,
  case_study: CaseStudyField,
  slug: SlugField,
});
export type ProjectFields = Static<typeof ProjectFields>;

/** An image uploaded for a case study: put `![alt](url)` in the Markdown. */
export const CaseStudyImage = Type.Object({
  url: Type.String({ description: 'URL of the image at its default width, for the Markdown' }),
  variants: Type.Array(ImageVariant, { description: 'Every stored width' }),
});
export type CaseStudyImage = Static<typeof CaseStudyImage>;

export const Certificate = Type.Object({
  _id: Id,
  title: Type.String(),
  issued_by: Type.String(),
  certificate_image: Type.String({ description: 'URL of the image at its default width' }),
  certificate_image_variants: Type.Array(ImageVariant),
  image_focus: ImageFocus,
  isActive: Type.Boolean(),
  date: Type.String({ description: "When it was issued: '2024', '2024-05', or ''" }),
  credential_link: Type.String({
    description: "The issuer's page that verifies it ('Verify'), or ''",
  }),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Certificate = Static<typeof Certificate>;

/** The text fields of the certificate form (multipart, with the image as `certificateImage`). */
export const CertificateFields = Type.Object({
  title: Text(LIMITS.titleMax),
  issued_by: Text(LIMITS.issuerMax),
  date: ProjectDateField,
  credential_link: OptionalLinkField,
  image_focus: ImageFocusField,
});
export type CertificateFields = Static<typeof CertificateFields>;

export const Resume = Type.Object({
  _id: Id,
  resume_file: Type.String({ description: 'URL of the PDF' }),
  pageCount: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
    description: 'How many pages the PDF has; null for one uploaded before they were counted',
  }),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Resume = Static<typeof Resume>;

export const Quote = Type.Object({
  _id: Id,
  quote: Type.String(),
  author: Type.Optional(
    Type.String({
      description: "Who said it, shown instead of the owner's name; absent: the owner",
    }),
  ),
  isActive: Type.Boolean(),
  posted_On: Timestamp,
});
export type Quote = Static<typeof Quote>;

/** The server trims the quote before it checks it: the limits count the text without surrounding spaces. */
export const QuoteBody = Type.Object(
  {
    quote: PlainText({
      minLength: LIMITS.quoteMin,
      maxLength: LIMITS.quoteMax,
      description: 'Trimmed first: the length limits do not count surrounding spaces',
    }),
    author: Type.Optional(
      PlainText({
        maxLength: LIMITS.quoteAuthorMax,
        description: "Who said it (trimmed first); absent or empty: the owner's words",
      }),
    ),
  },
  { additionalProperties: false },
);
export type QuoteBody = Static<typeof QuoteBody>;

const literals = <T extends Record<string, string>>(values: T) =>
  Type.Union(Object.values(values).map((value) => Type.Literal(value)));

export const Notification = Type.Object({
  _id: Id,
  notification_msg: Type.String(),
  action: literals(NotificationAction),
  notification_date: Timestamp,
  status: literals(NotificationStatus),
  isReaded: Type.Boolean(),
  replyTo: Type.Optional(
    Type.String({
      description: "A visitor's message: the address to answer it at (a mailto link)",
    }),
  ),
});
export type Notification = Static<typeof Notification>;

export const IdsBody = Type.Object(
  { ids: Type.Array(Id, { minItems: 1, maxItems: LIMITS.idsMax }) },
  { additionalProperties: false },
);
export type IdsBody = Static<typeof IdsBody>;

/** The owner's order of projects or certificates: every id of the kind, hidden ones too, first to last. */
export const EntityOrder = Type.Object(
  { ids: Type.Array(Id, { maxItems: 10_000, uniqueItems: true }) },
  { additionalProperties: false },
);
export type EntityOrder = Static<typeof EntityOrder>;

export const Deleted = Type.Object({ _id: Id, deleted: Type.Literal(true) });
export type Deleted = Static<typeof Deleted>;

export const IdsResult = Type.Object({
  ids: Type.Array(Id),
  count: Type.Integer({ description: 'How many were changed now (the rest were already so)' }),
});
export type IdsResult = Static<typeof IdsResult>;
