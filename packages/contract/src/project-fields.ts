import { Type } from '@sinclair/typebox';
import { CASE_STUDY_MAX, SLUG_MAX, SLUG_PATTERN } from './case-studies.js';
import { IMAGE_FOCUS_PATTERN } from './image-focus.js';
import { LIMITS } from './owner-constants.js';
import { PROJECT_DATE_PATTERN } from './project-dates.js';
import {
  PROJECT_TAG_PATTERN,
  PROJECT_TAGS_FIELD_MAX,
  PROJECT_TAGS_FIELD_PATTERN,
  PROJECT_TAGS_MAX,
} from './project-tags.js';
import { PlainText } from './text.js';
import { OPTIONAL_LINK_PATTERN } from './timeline-rules.js';

// The optional fields of the project form, added since the spec. Their rules and helpers live in
// schema-free files (project-dates, project-tags, case-studies), which the public pages import
// without TypeBox (the JavaScript budget of `/`).

/** The form field of a project's date: optional, so clients that never send it keep the date. */
export const ProjectDateField = Type.Optional(
  Type.String({
    maxLength: 7,
    pattern: PROJECT_DATE_PATTERN,
    description:
      "A year ('2024') or a year and month ('2024-05'); '' clears it; left out, it stays",
  }),
);

/** The form field of a project's tags: optional, so clients that never send it keep the tags. */
export const ProjectTagsField = Type.Optional(
  Type.String({
    maxLength: PROJECT_TAGS_FIELD_MAX,
    pattern: PROJECT_TAGS_FIELD_PATTERN,
    description: `Up to ${PROJECT_TAGS_MAX} tags separated by commas ('rust, web'); each ${PROJECT_TAG_PATTERN} once lowered, repeats folded; '' clears them; left out, they stay`,
  }),
);

/** The project form's case study: optional, so clients that never send it keep the stored one. */
export const CaseStudyField = Type.Optional(
  PlainText({
    maxLength: CASE_STUDY_MAX,
    description:
      "The project's case study in Markdown (CommonMark, no raw HTML, http(s) links, images uploaded to this site); '' removes it; left out, it stays",
  }),
);

/** The project form's slug: optional; left out or '', it follows the title. */
export const SlugField = Type.Optional(
  Type.String({
    maxLength: SLUG_MAX,
    pattern: SLUG_PATTERN,
    description:
      "Where the case study is (/projects/<slug>); left out or '', made from the title. A slug another project has is refused",
  }),
);

/** The longest text of a project's link ('Code', 'Live demo', 'Paper'). */
export const LINK_LABEL_MAX = 40;

/** The text of one of a project's links: optional, so clients that never send it keep it. */
export const LinkLabelField = Type.Optional(
  PlainText({
    maxLength: LINK_LABEL_MAX,
    description: "The link's text ('Code', 'Live', 'Paper'); '' for the spec's; left out, it stays",
  }),
);

/**
 * A link that may be empty: a project's website (a library or a command-line tool has none), a
 * certificate's credential. Optional: left out on an add it is none, on an edit it stays.
 */
export const OptionalLinkField = Type.Optional(
  Type.String({
    maxLength: LIMITS.linkMax,
    pattern: OPTIONAL_LINK_PATTERN,
    description: "An absolute http(s) URL, or '' for none; left out, it stays (none on an add)",
  }),
);

/** The point of an image that a cropping card keeps in view: optional, left out it stays. */
export const ImageFocusField = Type.Optional(
  Type.String({
    maxLength: 7,
    pattern: IMAGE_FOCUS_PATTERN,
    description:
      "Percents across then down ('30 70') of the point a card's crop keeps in view; '' for the centre; left out, it stays",
  }),
);
