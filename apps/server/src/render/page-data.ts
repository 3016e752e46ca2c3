import {
  caseStudyPath,
  findPublicPage,
  type PageContent,
  type PageData,
  type PublicPageData,
  type SiteTheme,
} from '@portfolio/contract';
import type { AppDeps } from '../deps.js';
import { certificateKind } from '../modules/certificates/certificate.entity.js';
import { isContactOn, loadContactPage } from '../modules/contact/contact.service.js';
import { iconsOfProfile } from '../modules/icons/icons.service.js';
import { listVisibleImageEntities } from '../modules/image-entities/image-entity.service.js';
import { ogImageOf } from '../modules/og-image/og-image.service.js';
import { readProfile } from '../modules/profile/profile.service.js';
import { readSiteImages } from '../modules/profile/site-images.service.js';
import {
  findCaseStudy,
  listFeaturedProjects,
  loadProjectsPage,
  type ProjectsPageQuery,
} from '../modules/projects/projects.service.js';
import { listVisibleQuotes } from '../modules/quotes/quotes.service.js';
import { listResumes } from '../modules/resume/resume.service.js';
import { readTheme } from '../modules/theme/theme.service.js';
import { listVisibleTimeline } from '../modules/timeline/timeline.service.js';

/** The data every page carries. */
export async function loadPageData(deps: AppDeps): Promise<PageData> {
  const profile = await readProfile(deps);
  return { brandTitle: profile.brandTitle };
}

/**
 * A list loader answers the list (the Projects page's, its page and filter); the contact page's
 * answers undefined when the form is off.
 */
type ContentLoaders = {
  [K in Exclude<PageContent, 'projects'>]: (deps: AppDeps) => Promise<PublicPageData[K]>;
};

/**
 * Each list a public page may show (the registry's `content`), as the public sees it through the
 * Content API: the visible items only.
 */
const CONTENT: ContentLoaders = {
  quotes: listVisibleQuotes,
  featuredProjects: listFeaturedProjects,
  certificates: (deps) => listVisibleImageEntities(deps, certificateKind),
  resumes: listResumes,
  contact: loadContactPage,
  timeline: listVisibleTimeline,
};

async function loadContent(
  deps: AppDeps,
  content: PageContent | readonly PageContent[] | null,
  filter: PageFilter,
): Promise<Partial<PublicPageData>> {
  const lists = content === null ? [] : typeof content === 'string' ? [content] : content;
  const loaded = await Promise.all(
    lists.map(async (list): Promise<Partial<PublicPageData>> => {
      if (list === 'projects') return loadProjectsPage(deps, filter);
      return { [list]: await CONTENT[list](deps) };
    }),
  );
  return Object.assign({}, ...loaded);
}

/** What a public page's address may ask besides its path: `/projects?tag=x&page=2`. */
export type PageFilter = ProjectsPageQuery;

/**
 * The data of a public page: the profile, the portrait and site icon, the icons the profile names,
 * its social image, and the content its registry entry names (an unknown path gets the profile
 * alone, for its header and footer); the Projects page with its tag filter and page.
 */
export async function loadPublicPageData(
  deps: AppDeps,
  pathname: string,
  filter: PageFilter = {},
): Promise<PublicPageData> {
  return (await loadPageWithTheme(deps, pathname, filter)).data;
}

/** A public page's data and the stored theme its social image was drawn with, read together. */
async function loadPageWithTheme(
  deps: AppDeps,
  pathname: string,
  filter: PageFilter = {},
): Promise<{ data: PublicPageData; theme: SiteTheme }> {
  const [profile, siteImages, content, contactEnabled, theme] = await Promise.all([
    readProfile(deps),
    readSiteImages(deps),
    loadContent(deps, findPublicPage(pathname)?.content ?? null, filter),
    isContactOn(deps),
    readTheme(deps),
  ]);
  const icons = await iconsOfProfile(profile);
  const ogImage = ogImageOf(
    deps.config,
    pathname,
    { profile, portrait: siteImages.portrait },
    theme,
  );
  const data = {
    brandTitle: profile.brandTitle,
    profile,
    siteImages,
    icons,
    ...content,
    contactEnabled,
    ...(ogImage ? { ogImage } : {}),
  };
  return { data, theme };
}

/**
 * The data of a case study's page: the profile and the case study, when a visible project has one
 * at this slug (else the profile alone, for the 404 page); or where an old slug moved.
 */
export async function loadCaseStudyPageData(
  deps: AppDeps,
  slug: string,
): Promise<{ data: PublicPageData } | { redirect: string }> {
  // No registry entry has a case study's path: its data is what every page carries.
  const [{ data, theme }, found] = await Promise.all([
    loadPageWithTheme(deps, caseStudyPath(slug)),
    findCaseStudy(deps, slug),
  ]);
  if (found && 'redirect' in found) return found;
  if (!found) return { data };
  const source = {
    profile: data.profile,
    portrait: data.siteImages?.portrait,
    project: found.page.project,
  };
  const ogImage = ogImageOf(deps.config, caseStudyPath(slug), source, theme);
  return { data: { ...data, caseStudy: found.page, ...(ogImage ? { ogImage } : {}) } };
}
