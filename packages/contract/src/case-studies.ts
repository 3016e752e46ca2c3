import { Type } from '@sinclair/typebox';
import { PlainText } from './text.js';

/**
 * Case studies: a project's optional long description in Markdown (CommonMark, no raw HTML, http(s)
 * links, images from this site's media only), shown at /projects/<slug>, rendered on the server.
 */

/** The longest case study, in characters. */
export const CASE_STUDY_MAX = 50_000;

/** The longest slug, in characters. */
export const SLUG_MAX = 80;

/** A slug: lower-case ASCII letters and digits in words joined by single dashes ('' in a form: from the title). */
export const SLUG_PATTERN = '^([a-z0-9]+(-[a-z0-9]+)*)?$';
const SLUG = new RegExp(SLUG_PATTERN, 'u');

export const SLUG_MESSAGE = 'must be lower-case letters and digits joined by dashes (my-project-2)';

export function isSlug(value: string): boolean {
  return SLUG.test(value);
}

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

/** The path of a project's case study page. */
export const caseStudyPath = (slug: string) => `/projects/${slug}`;

/** The slug of a case study page's path, if the path is one (any letter case, for the redirect). */
export function caseStudySlugOf(pathname: string): string | undefined {
  const match = /^\/projects\/([^/]+)$/u.exec(pathname);
  return match?.[1];
}
