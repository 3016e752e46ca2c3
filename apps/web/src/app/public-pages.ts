import {
  findPublicPage,
  matchParamPage,
  type ParamPageKey,
  type PublicPageData,
  type PublicPageKey,
} from '@portfolio/contract';
import type { ComponentType } from 'react';

/**
 * Every page the public site renders, by the name of its module in `app/pages/`: the registered
 * pages (packages/contract public-pages.ts), at a fixed path or with a parameter, and the two 404
 * pages.
 */
export type PageModuleKey = PublicPageKey | ParamPageKey | 'not-found' | 'admin-not-found';

/** A public page: one module in `app/pages/` whose default export renders it from its data. */
export type PublicPage = ComponentType<{ data: PublicPageData }>;
export interface PublicPageModule {
  default: PublicPage;
}

/**
 * The public site is a multi-page app: every page is rendered by the server and hydrated in place,
 * and links are plain links. No client router is shipped to visitors. A page with a parameter,
 * /projects/<slug>, is one when its data carries what its entry names (the server found it). With
 * the page's data, the contact page is a 404 while the owner has the form off.
 */
export function resolvePublicPage(
  pathname: string,
  data?: Partial<PublicPageData>,
): { key: PageModuleKey; status: 200 | 404 } {
  const page = findPublicPage(pathname);
  // The contact page without its form's data: the owner turned the form off.
  const off = page?.key === 'contact' && data !== undefined && data.contact === undefined;
  if (page && !off) return { key: page.key, status: 200 };
  const match = page ? undefined : matchParamPage(pathname);
  if (match && data?.[match.page.content] !== undefined)
    return { key: match.page.key, status: 200 };
  if (pathname.includes('Admin')) return { key: 'admin-not-found', status: 404 };
  return { key: 'not-found', status: 404 };
}

/** Where a page's module is, relative to this folder (the key of `import.meta.glob`). */
export const pageModulePath = (key: PageModuleKey) => `./pages/${key}.tsx`;

/** The same module as Vite's manifest names it, relative to the web app's root. */
export const pageManifestKey = (key: PageModuleKey) => `src/app/pages/${key}.tsx`;
