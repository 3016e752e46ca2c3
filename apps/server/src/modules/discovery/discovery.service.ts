import {
  faviconOf,
  type PageContent,
  type Profile,
  type Project,
  PUBLIC_PAGES,
} from '@portfolio/contract';
import type { AppDeps } from '../../deps.js';
import { listVisibleImageEntities } from '../image-entities/image-entity.service.js';
import { readProfile } from '../profile/profile.service.js';
import { readSiteImages } from '../profile/site-images.service.js';
import { listCaseStudyPages } from '../projects/case-studies.service.js';
import { projectKind } from '../projects/project.entity.js';
import { caseStudyForFeed } from '../projects/projects.service.js';
import { type ChangedTable, latestChanges } from './discovery.repository.js';

/** The favicon of a site with no uploaded icon (render/production-web.ts serves it). */
const BUILT_IN_FAVICON = '/favicon.svg';

/** The tables each list of a page comes from: a change in one of them changes the page. */
const TABLES_OF: Record<PageContent, readonly ChangedTable[]> = {
  quotes: ['quotes'],
  featuredProjects: ['projects'],
  projects: ['projects'],
  certificates: ['certificates'],
  resumes: ['resumes'],
  timeline: ['timeline_entries'],
  contact: [],
};

/** Every page shows the profile (header, footer, texts) and the site images (portrait, icon). */
const EVERY_PAGE: readonly ChangedTable[] = ['site_profile', 'site_images'];

const latest = (times: readonly (Date | null)[]): Date | null =>
  times.reduce<Date | null>((max, time) => (time && (!max || time > max) ? time : max), null);

export interface SitemapPage {
  path: string;
  /** When what it shows last changed; null when nothing it shows was ever stored. */
  lastModified: Date | null;
}

/**
 * The pages of the sitemap, each with when it last changed: the registry's pages listed in it
 * (the latest change of the profile, the site images and the lists it shows), then the visible
 * case studies (the latest of the profile, the site images and their project). A deletion leaves
 * no time behind: it does not move a page's date.
 */
export async function listSitemapPages(deps: Pick<AppDeps, 'db'>): Promise<SitemapPage[]> {
  const [changes, caseStudies] = await Promise.all([
    latestChanges(deps.db),
    listCaseStudyPages(deps),
  ]);
  const site = EVERY_PAGE.map((table) => changes[table]);
  const pages = PUBLIC_PAGES.filter((page) => page.inSitemap).map((page) => {
    const lists: readonly PageContent[] =
      page.content === null ? [] : typeof page.content === 'string' ? [page.content] : page.content;
    const tables = lists.flatMap((list) => TABLES_OF[list]);
    return { path: page.path, lastModified: latest([...site, ...tables.map((t) => changes[t])]) };
  });
  return [
    ...pages,
    ...caseStudies.map((page) => ({
      path: page.path,
      lastModified: latest([...site, page.updatedAt]),
    })),
  ];
}

export interface FeedEntry {
  project: Project;
  /** Its case study rendered to safe HTML, when it has one. */
  caseStudyHtml: string | undefined;
}

/** The visible projects, newest first (by when they were added), with their case studies. */
async function listFeedEntries(deps: Pick<AppDeps, 'db' | 'config'>): Promise<FeedEntry[]> {
  const projects = await listVisibleImageEntities(deps, projectKind);
  const newestFirst = [...projects].sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id),
  );
  return Promise.all(
    newestFirst.map(async (project) => {
      const caseStudyHtml = project.hasCaseStudy
        ? await caseStudyForFeed(deps, project.slug)
        : undefined;
      return { project, caseStudyHtml };
    }),
  );
}

export interface Feed {
  profile: Profile;
  /** The site's square icon, absolute: the uploaded one's 180 px PNG, else the built-in SVG. */
  icon: string;
  entries: FeedEntry[];
}

/** What the Atom feed of the projects is made of. */
export async function loadFeed(deps: Pick<AppDeps, 'db' | 'config'>): Promise<Feed> {
  const [profile, siteImages, entries] = await Promise.all([
    readProfile(deps),
    readSiteImages(deps),
    listFeedEntries(deps),
  ]);
  const icon = faviconOf(siteImages.icon, 180)?.url ?? BUILT_IN_FAVICON;
  return { profile, icon: new URL(icon, deps.config.publicOrigin).href, entries };
}
