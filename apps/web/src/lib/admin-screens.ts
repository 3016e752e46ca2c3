import { ADMIN_ROOT_PATH, type SearchKind } from '@portfolio/contract';

/**
 * The admin's screens (spec §2), in the order of its navigation: each one's key, its path under
 * /Admin ('' for the Dashboard, at /Admin itself) and its label in the navigation. The routes
 * (app/AdminApp.tsx), the navigation (features/admin/AdminLayout.tsx) and `adminPaths` derive
 * from it: adding a screen is one entry here, and its component in AdminApp's `SCREENS`, which
 * the type requires.
 */
export const ADMIN_SCREENS = [
  { key: 'dashboard', segment: '', label: 'Dashboard' },
  { key: 'projects', segment: 'project', label: 'Projects' },
  { key: 'certificates', segment: 'certificate', label: 'Certificate' },
  { key: 'resume', segment: 'resume', label: 'Resume' },
  { key: 'quotes', segment: 'quote', label: 'Quotes' },
  { key: 'notifications', segment: 'notification', label: 'Notification' },
  { key: 'theme', segment: 'manage-theme', label: 'Theme' },
  { key: 'profile', segment: 'profile', label: 'Profile' },
  { key: 'account', segment: 'account', label: 'Account' },
  { key: 'experience', segment: 'manage-experience', label: 'Experience' },
  { key: 'generatedResume', segment: 'resume-pdf', label: 'Résumé PDF' },
  { key: 'blog', segment: 'blog', label: 'Blog' },
  { key: 'translations', segment: 'translations', label: 'Translations' },
] as const;

export type AdminScreen = (typeof ADMIN_SCREENS)[number];
export type AdminScreenKey = AdminScreen['key'];

/** Where a screen is: /Admin for the Dashboard, /Admin/<segment> for the others. */
export const adminScreenPath = (screen: AdminScreen): string =>
  screen.segment === '' ? ADMIN_ROOT_PATH : `${ADMIN_ROOT_PATH}/${screen.segment}`;

/** The path of every admin screen by its key (`adminPaths.projects` is /Admin/project), and the root. */
export const adminPaths = {
  root: ADMIN_ROOT_PATH,
  ...(Object.fromEntries(
    ADMIN_SCREENS.map((screen) => [screen.key, adminScreenPath(screen)]),
  ) as Record<AdminScreenKey, string>),
};

/** The editor of a post, a page of its own under the Blog screen: `new` for a post not saved yet. */
export const postEditorPath = (id: string): string => `${adminPaths.blog}/${id}`;
/** The editor's route under /Admin. */
export const POST_EDITOR_ROUTE = 'blog/:id';

/** The screen where the owner edits each kind of thing the search finds, posts apart. */
const SEARCH_KIND_SCREENS: Record<Exclude<SearchKind, 'post'>, AdminScreenKey> = {
  project: 'projects',
  certificate: 'certificates',
  timeline: 'experience',
  skill: 'profile',
};

/** Where the header's search leads for what it found: a post's editor, or the kind's screen. */
export const searchResultPath = ({ kind, id }: { kind: SearchKind; id: string }): string =>
  kind === 'post' ? postEditorPath(id) : adminPaths[SEARCH_KIND_SCREENS[kind]];
