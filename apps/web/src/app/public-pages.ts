import type { PublicPageData } from '@portfolio/contract';
import type { ComponentType } from 'react';
import { paths } from '../lib/paths';

/** Every page of the public site, by the name of its module in `app/pages/`. */
export type PublicPageKey =
  | 'home'
  | 'about'
  | 'projects'
  | 'certificates'
  | 'resume'
  | 'not-found'
  | 'admin-not-found';

/** A public page: one module in `app/pages/` whose default export renders it from its data. */
export type PublicPage = ComponentType<{ data: PublicPageData }>;
export interface PublicPageModule {
  default: PublicPage;
}

const PAGE_BY_PATH: Record<string, PublicPageKey> = {
  [paths.home]: 'home',
  [paths.about]: 'about',
  [paths.projects]: 'projects',
  [paths.certificates]: 'certificates',
  [paths.resume]: 'resume',
};

/**
 * The public site is a multi-page app: every page is rendered by the server and hydrated in place,
 * and links are plain links. No client router is shipped to visitors.
 */
export function resolvePublicPage(pathname: string): { key: PublicPageKey; status: 200 | 404 } {
  const key = Object.hasOwn(PAGE_BY_PATH, pathname) ? PAGE_BY_PATH[pathname] : undefined;
  if (key) return { key, status: 200 };
  if (pathname.includes('Admin')) return { key: 'admin-not-found', status: 404 };
  return { key: 'not-found', status: 404 };
}

/** Where a page's module is, relative to this folder (the key of `import.meta.glob`). */
export const pageModulePath = (key: PublicPageKey) => `./pages/${key}.tsx`;

/** The same module as Vite's manifest names it, relative to the web app's root. */
export const pageManifestKey = (key: PublicPageKey) => `src/app/pages/${key}.tsx`;
