import type { PageData, PUBLIC_PAGES, PublicPageData } from '@portfolio/contract';
import type { AppDeps } from '../deps.js';
import { certificateKind } from '../modules/certificates/certificate.entity.js';
import { listImageEntities } from '../modules/image-entities/image-entity.list.js';
import { getProfile } from '../modules/profile/profile.repository.js';
import { projectKind } from '../modules/projects/project.entity.js';
import { toQuote } from '../modules/quotes/quote.mapping.js';
import { listQuotes } from '../modules/quotes/quotes.repository.js';
import { toResumes } from '../modules/resume/resume.mapping.js';
import { listResumes } from '../modules/resume/resume.repository.js';

/** The data every page carries. */
export async function loadPageData(deps: AppDeps): Promise<PageData> {
  const profile = await getProfile(deps.db);
  return { brandTitle: profile.brandTitle };
}

type PublicPath = (typeof PUBLIC_PAGES)[number]['path'];
type PageContent = Omit<PublicPageData, keyof PageData | 'profile'>;

/** What each public page shows beyond the profile, as the public sees it through the Content API. */
const CONTENT: Record<PublicPath, (deps: AppDeps) => Promise<PageContent>> = {
  '/': async () => ({}),
  '/about': async ({ db }) => ({ quotes: (await listQuotes(db, false)).map(toQuote) }),
  '/projects': async ({ db, config }) => ({
    projects: await listImageEntities(db, config.mediaBaseUrl, projectKind, false),
  }),
  '/certificates': async ({ db, config }) => ({
    certificates: await listImageEntities(db, config.mediaBaseUrl, certificateKind, false),
  }),
  '/resume': async ({ db, config }) => ({
    resumes: await toResumes(db, config.mediaBaseUrl, await listResumes(db)),
  }),
};

const isPublicPath = (pathname: string): pathname is PublicPath => Object.hasOwn(CONTENT, pathname);

/**
 * The data of a public page: the profile, and the visible content of that page only (an unknown
 * path gets the profile alone, for its header and footer).
 */
export async function loadPublicPageData(deps: AppDeps, pathname: string): Promise<PublicPageData> {
  const [profile, content] = await Promise.all([
    getProfile(deps.db),
    isPublicPath(pathname) ? CONTENT[pathname](deps) : {},
  ]);
  return { brandTitle: profile.brandTitle, profile, ...content };
}
