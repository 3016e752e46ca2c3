import { ADMIN_ROOT_PATH, PUBLIC_PAGES, publicPath } from '@portfolio/contract';
import { ADMIN_SCREENS, type AdminScreenKey, adminScreenPath } from './admin-screens';

/** The path of every admin screen by its key (`paths.admin.projects` is /Admin/project). */
const adminPaths = Object.fromEntries(
  ADMIN_SCREENS.map((screen) => [screen.key, adminScreenPath(screen)]),
) as Record<AdminScreenKey, string>;

/**
 * Every route of the web app (spec §2), in one place; the public pages come from their registry,
 * the admin screens from theirs (`ADMIN_SCREENS`).
 */
export const paths = {
  home: publicPath('home'),
  contact: publicPath('contact'),
  admin: { root: ADMIN_ROOT_PATH, ...adminPaths },
} as const;

/** The public pages of the navigation, in order (the spec's five: the contact page is not one). */
export const publicNav = PUBLIC_PAGES.filter((page) => !('inNav' in page && page.inNav === false));
