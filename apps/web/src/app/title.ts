import { findPublicPage } from '@portfolio/contract';

const SUFFIX = ' | Portfolio';

/**
 * The document title (spec §2): a public page's title from the registry (the brand title at the
 * root path), otherwise the capitalised first path segment, each followed by ' | Portfolio'.
 */
export function documentTitle(pathname: string, brandTitle: string): string {
  const page = findPublicPage(pathname);
  if (page) return titled(page.title ?? brandTitle);
  const first = pathname.split('/').find((segment) => segment !== '');
  if (!first) return brandTitle + SUFFIX;
  let segment = first;
  try {
    segment = decodeURIComponent(first);
  } catch {
    // keep it as written
  }
  return titled(segment.charAt(0).toUpperCase() + segment.slice(1));
}

/** A page's name as the document's title: followed by ' | Portfolio'. */
export const titled = (name: string): string => name + SUFFIX;

/** Header and footer are hidden on the admin host at / and on any path containing 'Admin'. */
export function showsPublicChrome(pathname: string, adminHost: boolean): boolean {
  if (pathname.includes('Admin')) return false;
  return !(adminHost && pathname === '/');
}
