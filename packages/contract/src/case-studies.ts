// Case study limits, slugs and paths. No schema library here: the public pages import these (the
// JavaScript budget of `/`); the form fields' schemas are in project-fields.ts.

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

/** The path of a project's case study page (`caseStudyPath(':slug')`: its entry in PARAM_PAGES). */
export const caseStudyPath = <Slug extends string>(slug: Slug) => `/projects/${slug}` as const;
