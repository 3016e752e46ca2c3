import { findPublicPage, TITLE_SUFFIX } from '@portfolio/contract';

/**
 * A page's name in its document title (spec §2): a public page's title from the registry (the
 * brand title at the root path), otherwise the capitalised first path segment.
 */
export function documentName(pathname: string, brandTitle: string): string {
  const page = findPublicPage(pathname);
  if (page) return page.title ?? brandTitle;
  const first = pathname.split('/').find((segment) => segment !== '');
  if (!first) return brandTitle;
  let segment = first;
  try {
    segment = decodeURIComponent(first);
  } catch {
    // keep it as written
  }
  return segment.charAt(0).toUpperCase() + segment.slice(1);
}

/** The document title (spec §2): the page's name followed by ' | Portfolio'. */
export const documentTitle = (pathname: string, brandTitle: string): string =>
  documentName(pathname, brandTitle) + TITLE_SUFFIX;

/** Header and footer are hidden on the admin host at / and on any path containing 'Admin'. */
export function showsPublicChrome(pathname: string, adminHost: boolean): boolean {
  if (pathname.includes('Admin')) return false;
  return !(adminHost && pathname === '/');
}
