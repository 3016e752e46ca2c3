import type { PublicPageData } from '@portfolio/contract';
import type { AppDeps } from '../deps.js';
import { loadPublicPage } from '../render/page-data.js';

/** The data the server renders a public page at this path with (a registered path never moves). */
export async function publicPageData(deps: AppDeps, pathname: string): Promise<PublicPageData> {
  const page = await loadPublicPage(deps, pathname);
  if ('redirect' in page) throw new Error(`${pathname} moved to ${page.redirect}`);
  return page.data;
}
