import { SLUG_MAX } from '@portfolio/contract';

/**
 * The slug of a title: lower-case ASCII, diacritics folded (é → e), every other run of characters
 * a dash, at most SLUG_MAX characters; 'project' when nothing is left (a title in another script).
 */
export function slugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
  return slug || 'project';
}

/** The n-th candidate for a slug whose plain form is taken: base-2, base-3, ... within SLUG_MAX. */
export function numberedSlug(base: string, n: number): string {
  if (n < 2) return base;
  const suffix = `-${n}`;
  return base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '') + suffix;
}
