import {
  findPublicPage,
  type PageContent,
  type PageData,
  type PublicPageData,
} from '@portfolio/contract';
import type { AppDeps } from '../deps.js';
import { certificateKind } from '../modules/certificates/certificate.entity.js';
import { listVisibleImageEntities } from '../modules/image-entities/image-entity.service.js';
import { readProfile } from '../modules/profile/profile.service.js';
import { projectKind } from '../modules/projects/project.entity.js';
import { findCaseStudy, listFeaturedProjects } from '../modules/projects/projects.service.js';
import { listVisibleQuotes } from '../modules/quotes/quotes.service.js';
import { listResumes } from '../modules/resume/resume.service.js';

/** The data every page carries. */
export async function loadPageData(deps: AppDeps): Promise<PageData> {
  const profile = await readProfile(deps);
  return { brandTitle: profile.brandTitle };
}

type ContentLoaders = {
  [K in PageContent]: (deps: AppDeps) => Promise<NonNullable<PublicPageData[K]>>;
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
};

async function loadContent(deps: AppDeps, content: PageContent | null) {
  return content ? { [content]: await CONTENT[content](deps) } : {};
}

/**
 * The data of a public page: the profile, and the content its registry entry names (an unknown
 * path gets the profile alone, for its header and footer).
 */
export async function loadPublicPageData(deps: AppDeps, pathname: string): Promise<PublicPageData> {
  const [profile, content] = await Promise.all([
    readProfile(deps),
    loadContent(deps, findPublicPage(pathname)?.content ?? null),
  ]);
  return { brandTitle: profile.brandTitle, profile, ...content };
}

/**
 * The data of a case study's page: the profile and the case study, when a visible project has one
 * at this slug (else the profile alone, for the 404 page); or where an old slug moved.
 */
export async function loadCaseStudyPageData(
  deps: AppDeps,
  slug: string,
): Promise<{ data: PublicPageData } | { redirect: string }> {
  const [profile, found] = await Promise.all([readProfile(deps), findCaseStudy(deps, slug)]);
  if (found && 'redirect' in found) return found;
  const data = { brandTitle: profile.brandTitle, profile };
  return { data: found ? { ...data, caseStudy: found.page } : data };
}
