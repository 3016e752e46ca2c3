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
import { projectKind } from '../modules/projects/project.entity.js';
import { listFeaturedProjects } from '../modules/projects/projects.service.js';
import { listVisibleQuotes } from '../modules/quotes/quotes.service.js';
import { listResumes } from '../modules/resume/resume.service.js';

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
};

async function loadContent(deps: AppDeps, content: PageContent | null) {
  return content ? { [content]: await CONTENT[content](deps) } : {};
}

/**
 * The data of a public page: the profile, and the content its registry entry names (an unknown
 * path gets the profile alone, for its header and footer).
 */
export async function loadPublicPageData(deps: AppDeps, pathname: string): Promise<PublicPageData> {
  const [profile, content, contactEnabled] = await Promise.all([
    readProfile(deps),
    loadContent(deps, findPublicPage(pathname)?.content ?? null),
    isContactOn(deps),
  ]);
  return { brandTitle: profile.brandTitle, profile, ...content, contactEnabled };
}
