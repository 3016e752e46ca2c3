import {
  findPublicPage,
  type PageContent,
  type PageData,
  type PublicPageData,
} from '@portfolio/contract';
import type { AppDeps } from '../deps.js';
import { certificateKind } from '../modules/certificates/certificate.entity.js';
import { isContactOn, loadContactPage } from '../modules/contact/contact.service.js';
import { listVisibleImageEntities } from '../modules/image-entities/image-entity.service.js';
import { readProfile } from '../modules/profile/profile.service.js';
import { readSiteImages } from '../modules/profile/site-images.service.js';
import { projectKind } from '../modules/projects/project.entity.js';
import { listFeaturedProjects } from '../modules/projects/projects.service.js';
import { listVisibleQuotes } from '../modules/quotes/quotes.service.js';
import { listResumes } from '../modules/resume/resume.service.js';
import { listVisibleTimeline } from '../modules/timeline/timeline.service.js';

/** The data every page carries. */
export async function loadPageData(deps: AppDeps): Promise<PageData> {
  const profile = await readProfile(deps);
  return { brandTitle: profile.brandTitle };
}

/** A list loader answers the list; the contact page's answers undefined when the form is off. */
type ContentLoaders = {
  [K in PageContent]: (deps: AppDeps) => Promise<PublicPageData[K]>;
};

/**
 * Each list a public page may show (the registry's `content`), as the public sees it through the
 * Content API: the visible items only.
 */
const CONTENT: ContentLoaders = {
  quotes: listVisibleQuotes,
  featuredProjects: listFeaturedProjects,
  projects: (deps) => listVisibleImageEntities(deps, projectKind),
  certificates: (deps) => listVisibleImageEntities(deps, certificateKind),
  resumes: listResumes,
  contact: loadContactPage,
  timeline: listVisibleTimeline,
};

async function loadContent(
  deps: AppDeps,
  content: PageContent | readonly PageContent[] | null,
): Promise<Partial<PublicPageData>> {
  const lists = content === null ? [] : typeof content === 'string' ? [content] : content;
  const loaded = await Promise.all(
    lists.map(async (list) => [list, await CONTENT[list](deps)] as const),
  );
  return Object.fromEntries(loaded);
}

/**
 * The data of a public page: the profile, the portrait and site icon, and the content its registry entry names (an unknown
 * path gets the profile alone, for its header and footer).
 */
export async function loadPublicPageData(deps: AppDeps, pathname: string): Promise<PublicPageData> {
  const [profile, siteImages, content, contactEnabled] = await Promise.all([
    readProfile(deps),
    readSiteImages(deps),
    loadContent(deps, findPublicPage(pathname)?.content ?? null),
    isContactOn(deps),
  ]);
  return { brandTitle: profile.brandTitle, profile, siteImages, ...content, contactEnabled };
}
