import {
  faviconOf,
  type PageContent,
  type Profile,
  type Project,
  PUBLIC_PAGES,
} from '@portfolio/contract';
import type { AppDeps } from '../../deps.js';
import { listVisibleImageEntities } from '../image-entities/image-entity.service.js';
import { type FeedPost, listFeedPosts, listPostPages } from '../posts/blog.service.js';
import { readProfile } from '../profile/profile.service.js';
import { readSiteImages } from '../profile/site-images.service.js';
import { listCaseStudyPages } from '../projects/case-studies.service.js';
import { projectKind } from '../projects/project.entity.js';
import { caseStudyForFeed } from '../projects/projects.service.js';
import { translateFeedIn, translateProfileIn } from '../translations/translated-pages.service.js';
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
  // The blog's date is its posts' (listSitemapPages): a draft saved changes nothing readers see.
  posts: [],
  // Not in the sitemap: a page of search results.
  search: [],
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
 * (the latest change of the profile, the site images and the lists it shows; the blog while a
 * post is published, at its latest post's change), then the visible case studies and posts (the
 * latest of the profile, the site images and their own). A deletion leaves no time behind: it
 * does not move a page's date.
 */
export async function listSitemapPages(deps: Pick<AppDeps, 'db' | 'now'>): Promise<SitemapPage[]> {
  const [changes, caseStudies, posts] = await Promise.all([
    latestChanges(deps.db),
    listCaseStudyPages(deps),
    listPostPages(deps),
  ]);
  const site = EVERY_PAGE.map((table) => changes[table]);
  const blog = latest(posts.map((post) => post.updatedAt));
  const pages = PUBLIC_PAGES.filter(
    (page) => page.inSitemap && (!('inNav' in page) || page.inNav !== 'withPosts' || blog),
  ).map((page) => {
    const lists: readonly PageContent[] =
      page.content === null ? [] : typeof page.content === 'string' ? [page.content] : page.content;
    const tables = lists.flatMap((list) => TABLES_OF[list]);
    const own = lists.includes('posts') ? [blog] : [];
    return {
      path: page.path,
      lastModified: latest([...site, ...own, ...tables.map((t) => changes[t])]),
    };
  });
  return [
    ...pages,
    ...[...caseStudies, ...posts].map((page) => ({
      path: page.path,
      lastModified: latest([...site, page.updatedAt]),
    })),
  ];
}

export interface FeedEntry {
  project: Project;
  /** When it was published (ISO): its own date when it has one, else when it was added. */
  published: string;
  /** Its case study rendered to safe HTML, when it has one. */
  caseStudyHtml: string | undefined;
}

/**
 * When a project was published: the first instant of its own date ('2024' is 2024-01-01, '2024-05'
 * is 2024-05-01, UTC), else when it was added to the site (an import adds old projects today).
 */
function publishedAt(project: Pick<Project, 'date' | 'createdAt'>): string {
  if (project.date === '') return project.createdAt;
  const [year, month = '01'] = project.date.split('-');
  return new Date(`${year}-${month}-01T00:00:00Z`).toISOString();
}

/** The visible projects, newest first by when they were published, with their case studies. */
async function listFeedEntries(deps: Pick<AppDeps, 'db' | 'config'>): Promise<FeedEntry[]> {
  const projects = await listVisibleImageEntities(deps, projectKind);
  const dated = projects.map((project) => ({ project, published: publishedAt(project) }));
  dated.sort(
    (a, b) =>
      b.published.localeCompare(a.published) ||
      b.project.createdAt.localeCompare(a.project.createdAt) ||
      b.project._id.localeCompare(a.project._id),
  );
  return Promise.all(
    dated.map(async ({ project, published }) => {
      const caseStudyHtml = project.hasCaseStudy
        ? await caseStudyForFeed(deps, project.slug)
        : undefined;
      return { project, published, caseStudyHtml };
    }),
  );
}

/**
 * What every feed names: the owner (his profile in the feed's language, when it is another than
 * the default), and the site's square icon, absolute.
 */
async function feedHead(deps: Pick<AppDeps, 'db' | 'config'>, language: string | undefined) {
  const [profile, siteImages] = await Promise.all([readProfile(deps), readSiteImages(deps)]);
  const icon = faviconOf(siteImages.icon, 180)?.url ?? BUILT_IN_FAVICON;
  return {
    profile: language === undefined ? profile : await translateProfileIn(deps, profile, language),
    icon: new URL(icon, deps.config.publicOrigin).href,
  };
}

export interface PostFeed {
  profile: Profile;
  /** The site's square icon, absolute: the uploaded one's 180 px PNG, else the built-in SVG. */
  icon: string;
  posts: FeedPost[];
}

export interface Feed extends PostFeed {
  entries: FeedEntry[];
}

/**
 * What the site's Atom feed is made of: the projects and the posts; `language`, one of the site's
 * others than the default, for a feed in it.
 */
export async function loadFeed(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  language?: string,
): Promise<Feed> {
  const [head, entries, posts = []] = await Promise.all([
    feedHead(deps, language),
    listFeedEntries(deps),
    listFeedPosts(deps),
  ]);
  if (language === undefined) return { ...head, entries, posts };
  return { ...head, ...(await translateFeedIn(deps, { entries, posts }, language)) };
}

/**
 * What the blog's feed is made of, or one tag's; undefined for a tag no visible post has.
 * `language`, one of the site's others than the default, for a feed in it.
 */
export async function loadPostFeed(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  tag: string | undefined,
  language?: string,
): Promise<PostFeed | undefined> {
  const [head, posts] = await Promise.all([feedHead(deps, language), listFeedPosts(deps, tag)]);
  if (!posts || language === undefined) return posts && { ...head, posts };
  return { ...head, posts: (await translateFeedIn(deps, { entries: [], posts }, language)).posts };
}
