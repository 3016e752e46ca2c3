import {
  type AdminPageData,
  type DrawnWords,
  drawnWords,
  drawsInEnglish,
  type ErrorDetail,
  findPublicPage,
  type HomeButtonLinks,
  linksSet,
  matchParamPage,
  type PageContent,
  type PageLanguage,
  type ParamPageKey,
  type PostPagePreviewBody,
  type PublicPageData,
  postPath,
  publicPath,
  type SiteSettings,
  siteTextsOf,
} from '@portfolio/contract';
import type { AppDeps } from '../deps.js';
import { listVisibleCertificates } from '../modules/certificates/certificates.service.js';
import { loadContactPage } from '../modules/contact/contact.service.js';
import { iconsOfProfile } from '../modules/icons/icons.service.js';
import { mathStylesheetUrl } from '../modules/math/math.service.js';
import {
  drawOgImage,
  type OgSource,
  type OgSubject,
  ogImageOf,
} from '../modules/og-image/og-image.service.js';
import {
  type BlogPageQuery,
  findPostPage,
  hasPublishedPosts,
  loadBlogPage,
} from '../modules/posts/blog.service.js';
import { draftPostPage } from '../modules/posts/post-draft-page.service.js';
import { findPreviewPage } from '../modules/posts/post-preview.service.js';
import { readProfile } from '../modules/profile/profile.service.js';
import { readSiteImages } from '../modules/profile/site-images.service.js';
import {
  findCaseStudy,
  listFeaturedProjects,
  loadProjectsPage,
  type ProjectsPageQuery,
} from '../modules/projects/projects.service.js';
import { listVisibleQuotes } from '../modules/quotes/quotes.service.js';
import { listPublicResumes } from '../modules/resume-pdf/resume-pdf.service.js';
import { searchSite } from '../modules/search/search.service.js';
import { readSettings } from '../modules/settings/settings.service.js';
import { readTheme, themeHeadOf } from '../modules/theme/theme.service.js';
import { listVisibleTimeline } from '../modules/timeline/timeline.service.js';
import { translatePageData } from '../modules/translations/translated-pages.service.js';

/** The data of the admin app's shell: the brand title, and where the public site is. */
export async function loadPageData(deps: AppDeps): Promise<AdminPageData> {
  const profile = await readProfile(deps);
  return { brandTitle: profile.brandTitle, publicOrigin: deps.config.publicOrigin };
}

/**
 * Home's call-to-action buttons the owner switched on, where each leads: the resume's PDF (when
 * there is one), the contact page (while the form is on); none on another page.
 */
async function loadHomeButtons(
  deps: AppDeps,
  pathname: string,
  settings: SiteSettings,
): Promise<{ homeButtons?: HomeButtonLinks }> {
  const { resume, contact } = settings.homeButtons;
  if (pathname !== publicPath('home') || !(resume || contact)) return {};
  const [first] = resume ? await listPublicResumes(deps) : [];
  const links: HomeButtonLinks = {
    ...(first ? { resume: first.resume_file } : {}),
    ...(contact && settings.contactEnabled ? { contact: publicPath('contact') } : {}),
  };
  return Object.keys(links).length > 0 ? { homeButtons: links } : {};
}

/**
 * A list loader answers the list (the Projects page's and the blog's, their page and filter, and
 * the search page's results are loaded apart); the contact page's answers undefined when the form
 * is off.
 */
type ContentLoaders = {
  [K in Exclude<PageContent, 'projects' | 'posts' | 'search'>]: (
    deps: AppDeps,
  ) => Promise<PublicPageData[K]>;
};

/**
 * Each list a public page may show (the registry's `content`), as the public sees it through the
 * Content API: the visible items only.
 */
const CONTENT: ContentLoaders = {
  quotes: listVisibleQuotes,
  featuredProjects: listFeaturedProjects,
  certificates: listVisibleCertificates,
  resumes: listPublicResumes,
  contact: loadContactPage,
  timeline: listVisibleTimeline,
};

/** Where a page with a parameter moved: an old slug's page answers 301 to its current one. */
export interface Moved {
  redirect: string;
}

/**
 * What a page with a parameter is, from the server's side: its data from its parameter (undefined
 * when there is no such page: the 404 page; or where it moved), what its social image shows, and
 * whether it shows math (its Markdown's `hasMath`), from that data.
 */
interface ParamPageLoader {
  load(deps: AppDeps, param: string): Promise<Partial<PublicPageData> | Moved | undefined>;
  ogSubject(data: Partial<PublicPageData>, words: DrawnWords): OgSubject | undefined;
  /** The page's head then links KaTeX's stylesheet (`mathStylesheet`). */
  showsMath(data: Partial<PublicPageData>): boolean;
}

/** Each page with a parameter of the registry (`PARAM_PAGES`): the type requires one each. */
const PARAM_PAGES: { [K in ParamPageKey]: ParamPageLoader } = {
  'case-study': {
    async load(deps, slug) {
      const found = await findCaseStudy(deps, slug);
      return found && 'page' in found ? { caseStudy: found.page } : found;
    },
    ogSubject: ({ caseStudy }, words) =>
      caseStudy && {
        kind: words.caseStudy,
        alt: words.projectAlt,
        title: caseStudy.project.title,
        description: caseStudy.project.description,
        image: caseStudy.project.project_image || undefined,
      },
    showsMath: ({ caseStudy }) => caseStudy?.hasMath === true,
  },
  post: {
    async load(deps, slug) {
      const found = await findPostPage(deps, slug);
      return found && 'page' in found ? { post: found.page } : found;
    },
    ogSubject: ({ post }, words) =>
      post && {
        kind: words.post,
        alt: words.postAlt,
        title: post.post.title,
        description: post.post.summary,
        image: post.post.cover || undefined,
      },
    showsMath: ({ post }) => post?.post.hasMath === true,
  },
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
      if (list === 'posts') return loadBlogPage(deps, filter);
      if (list === 'search') {
        return {
          search: await searchSite(deps, {
            q: filter.query ?? '',
            page: filter.page || 1,
            ...(filter.language ? { language: filter.language } : {}),
          }),
        };
      }
      return { [list]: await CONTENT[list](deps) };
    }),
  );
  return Object.assign({}, ...loaded);
}

/**
 * What a path's page shows beyond the profile, and what its social image shows instead of the
 * owner (only a page with a parameter has a subject): the lists its registry entry names, a page
 * with a parameter's data, or nothing (an unknown path, a parameter of no page: the 404 page).
 */
async function loadPageContent(
  deps: AppDeps,
  pathname: string,
  filter: PageFilter,
): Promise<
  { content: Partial<PublicPageData>; subject?: OgSubject | undefined; math?: boolean } | Moved
> {
  const page = findPublicPage(pathname);
  const match = page ? undefined : matchParamPage(pathname);
  if (!match) return { content: await loadContent(deps, page?.content ?? null, filter) };
  const loader = PARAM_PAGES[match.page.key];
  const content = await loader.load(deps, match.param);
  if (content === undefined) return { content: {} };
  if ('redirect' in content) return content;
  const subject = loader.ogSubject(content, ENGLISH_WORDS);
  return { content, subject, math: loader.showsMath(content) };
}

/** The words of the social images of a site in one language: English's, as before languages. */
const ENGLISH_WORDS = drawnWords('en');

/**
 * What a page's address may ask besides its path: `/projects?tag=x&page=2`, `/blog?tag=x`,
 * `/search?q=x&page=2`; and the page's language when it is not the default (the search's).
 */
export type PageFilter = ProjectsPageQuery & BlogPageQuery & { query?: string; language?: string };

/** A public page's data and the head of the theme it is drawn with, from one read of the theme. */
export interface LoadedPage {
  data: PublicPageData;
  themeHead: string;
}

/**
 * A public page, registered at its path or with a parameter: the profile, the portrait and site
 * icon, the icons the profile names, its social image, the fixed texts in the owner's words, the
 * footer's switches, Home's buttons, and its content (an unknown path gets the profile alone, for
 * its header and footer); the Projects page with its tag filter and page; KaTeX's stylesheet when
 * it shows math; with the stored theme's head; in its language, on a site of several (in
 * another than the default, the owner's texts in that language where he wrote them:
 * `translatePageData`). Or where a page with a parameter moved.
 */
export async function loadPublicPage(
  deps: AppDeps,
  pathname: string,
  filter: PageFilter = {},
  pageLanguage?: PageLanguage,
): Promise<LoadedPage | Moved> {
  const other =
    pageLanguage && pageLanguage.language !== pageLanguage.defaultLanguage
      ? pageLanguage.language
      : undefined;
  const [page, site] = await Promise.all([
    loadPageContent(deps, pathname, other ? { ...filter, language: other } : filter),
    readSiteData(deps),
  ]);
  if ('redirect' in page) return page;
  const loaded = await withSiteData(deps, pathname, page, site);
  if (!pageLanguage) return loaded;
  const { language, defaultLanguage } = pageLanguage;
  // The default language's page keeps the data and social image it had (drawn at /og/…), the
  // image in its language's words when it is not drawn in English's.
  if (language === defaultLanguage) {
    const ogImage = drawsInEnglish(language)
      ? loaded.data.ogImage
      : ogImageOf(
          deps.config,
          pathname,
          ogSourceOf(pathname, loaded.data, drawnWords(language)),
          site.theme,
          pageLanguage,
        );
    return { ...loaded, data: { ...loaded.data, ...(ogImage ? { ogImage } : {}), pageLanguage } };
  }
  const data = {
    ...(await translatePageData(deps, loaded.data, language)),
    ...(await resumesIn(deps, loaded.data, language)),
  };
  const ogImage = ogImageOf(
    deps.config,
    pathname,
    ogSourceOf(pathname, data, drawnWords(language)),
    site.theme,
    pageLanguage,
  );
  return { ...loaded, data: { ...data, ...(ogImage ? { ogImage } : {}), pageLanguage } };
}

/**
 * The résumé a page in another language than the default offers, on the Resume page and Home's
 * button: the generated one in its language (/pt/resume.pdf); the uploaded one as it is.
 */
async function resumesIn(
  deps: AppDeps,
  data: PublicPageData,
  language: string,
): Promise<Partial<PublicPageData>> {
  const { resumes, homeButtons } = data;
  if (!resumes && !homeButtons?.resume) return {};
  const inLanguage = await listPublicResumes(deps, language);
  const [first] = inLanguage;
  return {
    ...(resumes ? { resumes: inLanguage } : {}),
    ...(homeButtons?.resume && first
      ? { homeButtons: { ...homeButtons, resume: first.resume_file } }
      : {}),
  };
}

/** What a page's social image shows, from the page's data (in its language: its words). */
function ogSourceOf(pathname: string, data: PublicPageData, words: DrawnWords): OgSource {
  const match = matchParamPage(pathname);
  const subject = match ? PARAM_PAGES[match.page.key].ogSubject(data, words) : undefined;
  return { profile: data.profile, portrait: data.siteImages?.portrait, subject };
}

/**
 * A draft's private preview, `/blog/preview/<token>`: the post's page as it is saved, drawn at its
 * own path with the site's header and footer; undefined for a token that is none (expired, not
 * signed here, of a deleted post).
 */
export async function loadPreviewPage(
  deps: AppDeps,
  token: string,
): Promise<(LoadedPage & { pathname: string }) | undefined> {
  const [post, site] = await Promise.all([findPreviewPage(deps, token), readSiteData(deps)]);
  if (!post) return undefined;
  const pathname = postPath(post.post.slug);
  const page = { content: { post }, math: post.post.hasMath };
  return { pathname, ...(await withSiteData(deps, pathname, page, site)) };
}

/**
 * The post editor's preview: a post's page drawn from fields not saved, at the path its title
 * would give, with the site's header and footer in the stored theme; with what a save would refuse.
 */
export async function loadDraftPostPage(
  deps: AppDeps,
  draft: PostPagePreviewBody,
): Promise<LoadedPage & { pathname: string; problems: ErrorDetail[] }> {
  const [{ page: post, problems }, site] = await Promise.all([
    draftPostPage(deps, draft),
    readSiteData(deps),
  ]);
  const pathname = postPath(post.post.slug);
  const page = { content: { post }, math: post.post.hasMath };
  return { pathname, problems, ...(await withSiteData(deps, pathname, page, site)) };
}

/**
 * What every page carries: the profile (its links without a network's bare home page: a new
 * site's placeholders lead to no one), the portrait and site icon, the icons the profile names,
 * the site's settings (the contact page in the footer, the owner's words, the music panel),
 * whether the navigation links to the blog, and the stored theme with its head.
 */
async function readSiteData(deps: AppDeps) {
  const [stored, siteImages, settings, blogEnabled, theme] = await Promise.all([
    readProfile(deps),
    readSiteImages(deps),
    readSettings(deps),
    hasPublishedPosts(deps),
    readTheme(deps),
  ]);
  const profile = { ...stored, links: linksSet(stored.links) };
  const [icons, themeHead] = await Promise.all([iconsOfProfile(profile), themeHeadOf(theme)]);
  return { profile, siteImages, settings, blogEnabled, theme, icons, themeHead };
}

/** A page's content with what every page carries, Home's buttons, and its social image. */
async function withSiteData(
  deps: AppDeps,
  pathname: string,
  page: { content: Partial<PublicPageData>; subject?: OgSubject | undefined; math?: boolean },
  site: Awaited<ReturnType<typeof readSiteData>>,
): Promise<LoadedPage> {
  const { profile, siteImages, settings, blogEnabled, theme, icons, themeHead } = site;
  const [homeButtons, mathStylesheet] = await Promise.all([
    loadHomeButtons(deps, pathname, settings),
    page.math ? mathStylesheetUrl() : undefined,
  ]);
  const source = { profile, portrait: siteImages.portrait, subject: page.subject };
  const ogImage = ogImageOf(deps.config, pathname, source, theme);
  const data = {
    brandTitle: profile.brandTitle,
    profile,
    siteImages,
    icons,
    ...page.content,
    contactEnabled: settings.contactEnabled,
    blogEnabled,
    texts: siteTextsOf(settings.texts),
    musicPanel: settings.musicPanel,
    ...homeButtons,
    ...(mathStylesheet ? { mathStylesheet } : {}),
    ...(ogImage ? { ogImage } : {}),
  };
  return { data, themeHead };
}

/**
 * Draws the social image of a public page as it is now, from what its head names (its subject, on
 * a page with a parameter), or undefined when the path has no page (an old slug too: it moved).
 * In another language than the default, from the page's data in that language (the page's own
 * load: its translated texts), once per content version.
 */
export async function drawPageImage(
  deps: AppDeps,
  pagePath: string,
  pageLanguage?: PageLanguage,
): Promise<Buffer | undefined> {
  if (pageLanguage) {
    const [page, theme] = await Promise.all([
      loadPublicPage(deps, pagePath, {}, pageLanguage),
      readTheme(deps),
    ]);
    if ('redirect' in page) return undefined;
    const source = ogSourceOf(pagePath, page.data, drawnWords(pageLanguage.language));
    return drawOgImage(deps, pagePath, source, theme, pageLanguage);
  }
  const match = matchParamPage(pagePath);
  const [profile, siteImages, theme, content] = await Promise.all([
    readProfile(deps),
    readSiteImages(deps),
    readTheme(deps),
    match && PARAM_PAGES[match.page.key].load(deps, match.param),
  ]);
  const subject =
    match && content && !('redirect' in content)
      ? PARAM_PAGES[match.page.key].ogSubject(content, ENGLISH_WORDS)
      : undefined;
  if (match && !subject) return undefined;
  return drawOgImage(deps, pagePath, { profile, portrait: siteImages.portrait, subject }, theme);
}
