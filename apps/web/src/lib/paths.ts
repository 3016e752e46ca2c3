import { PUBLIC_PAGES, publicPath } from '@portfolio/contract';

/**
 * The routes of the public site (spec §2), from the public page registry; the admin's are
 * `adminPaths` (lib/admin-screens.ts), kept apart so that no public page carries them.
 */
export const paths = {
  home: publicPath('home'),
  contact: publicPath('contact'),
} as const;

/**
 * The public pages of the navigation, in order: the spec's five (the contact page is not one),
 * then the blog while a post is published.
 */
export function publicNav(withPosts: boolean) {
  return PUBLIC_PAGES.filter(
    (page) => !('inNav' in page) || (page.inNav === 'withPosts' && withPosts),
  );
}
