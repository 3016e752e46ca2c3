import { SLUG_MAX } from '@portfolio/contract';

/**
 * The slug of a title: lower-case ASCII, diacritics folded (é → e), every other run of characters
 * a dash, at most SLUG_MAX characters; `fallback` when nothing is left (a title in another script).
 */
export function slugOf(title: string, fallback = 'project'): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
  return slug || fallback;
}

/** The n-th candidate for a slug whose plain form is taken: base-2, base-3, ... within SLUG_MAX. */
export function numberedSlug(base: string, n: number): string {
  if (n < 2) return base;
  const suffix = `-${n}`;
  return base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '') + suffix;
}

/**
 * The characters of every slug the site has stored: lower-case ASCII letters, digits and dashes,
 * at most SLUG_MAX. Looser than `isSlug`, since the first migration could end a long numbered
 * slug in two dashes ('...-word--2'), and those pages still answer.
 */
const STORED_SLUG = new RegExp(`^[a-z0-9-]{1,${SLUG_MAX}}$`);

/**
 * Whether a slug from a path could name a case study. Anything else (a NUL, another script, a
 * capital) is no page: it is answered without asking the database, where a NUL in a PostgreSQL
 * query parameter is an error, not a miss.
 */
export function couldBeSlug(value: string): boolean {
  return STORED_SLUG.test(value);
}
