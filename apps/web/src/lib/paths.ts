import { ADMIN_ROOT_PATH, PUBLIC_PAGES, publicPath } from '@portfolio/contract';

/** Every route of the web app (spec §2), in one place; the public pages come from their registry. */
export const paths = {
  home: publicPath('home'),
  contact: publicPath('contact'),
  admin: {
    root: ADMIN_ROOT_PATH,
    projects: '/Admin/project',
    certificates: '/Admin/certificate',
    resume: '/Admin/resume',
    quotes: '/Admin/quote',
    notifications: '/Admin/notification',
    theme: '/Admin/manage-theme',
    profile: '/Admin/profile',
    account: '/Admin/account',
    experience: '/Admin/manage-experience',
  },
} as const;

/** The public pages of the navigation, in order (the spec's five: the contact page is not one). */
export const publicNav = PUBLIC_PAGES.filter((page) => !('inNav' in page && page.inNav === false));
