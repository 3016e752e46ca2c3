import { type Static, Type } from '@sinclair/typebox';
import { ContactPageData } from './contact.js';
import { Certificate, Project, Quote, Resume } from './content.js';
import { DocumentHeading } from './document-heading.js';
import { BlogFilter, PostPage, PostSummary } from './posts.js';
import { IconMap, Profile } from './profile.js';
import { ProjectScreenshot } from './project-screenshots.js';
import { SearchAnswer } from './search.js';
import { SiteImages } from './site-images.js';
import { SITE_TEXT_KEYS, type SiteTexts } from './site-texts.js';
import { TimelineEntry } from './timeline.js';

/** What the server embeds in every page it serves, so the client does not fetch it again. */
export const PageData = Type.Object({
  brandTitle: Type.String(),
});
export type PageData = Static<typeof PageData>;

/** What the admin app's shell carries besides: where the public site is ('View site'). */
export const AdminPageData = Type.Composite([
  PageData,
  Type.Object({
    publicOrigin: Type.String({ description: 'The public site, e.g. https://example.com' }),
  }),
]);
export type AdminPageData = Static<typeof AdminPageData>;

/** What a case study page shows: its project and the case study rendered to safe HTML. */
export const CaseStudyPage = Type.Object({
  project: Project,
  html: Type.String({ description: 'The case study rendered on the server: safe HTML' }),
  headings: Type.Array(DocumentHeading, { description: 'Its h2–h4, for a table of contents' }),
  hasMath: Type.Boolean({ description: "It shows math: the page links KaTeX's stylesheet" }),
  screenshots: Type.Optional(
    Type.Array(ProjectScreenshot, {
      description: "The project's screenshots, in the owner's order",
    }),
  ),
});
export type CaseStudyPage = Static<typeof CaseStudyPage>;

/** Every fixed text of the public pages as they show it: the owner's words, else the spec's. */
export const SiteTextsSchema = Type.Unsafe<SiteTexts>(
  Type.Object(Object.fromEntries(SITE_TEXT_KEYS.map((key) => [key, Type.String()]))),
);

/** Home's call-to-action buttons the owner switched on, each where it leads (absent: not shown). */
export const HomeButtonLinks = Type.Object({
  resume: Type.Optional(Type.String({ description: "'Download résumé': the PDF's URL" })),
  contact: Type.Optional(Type.String({ description: "'Contact': the contact page's path" })),
});
export type HomeButtonLinks = Static<typeof HomeButtonLinks>;

/** A page's social image (Open Graph, X's large card): a 1200×630 PNG the server draws. */
export const OgImage = Type.Object({
  url: Type.String({ description: 'Absolute; changes whenever what the image shows changes' }),
  width: Type.Integer(),
  height: Type.Integer(),
  alt: Type.String(),
});
export type OgImage = Static<typeof OgImage>;

/**
 * A page's language on a site of several (or of one other than English): what `<html lang dir>`,
 * the hreflang links and the header's switch are drawn from.
 */
export const PageLanguage = Type.Object({
  language: Type.String({ description: "The page's language (BCP 47)" }),
  path: Type.String({ description: "The page's path in the default language (no prefix)" }),
  dir: Type.Union([Type.Literal('ltr'), Type.Literal('rtl')]),
  defaultLanguage: Type.String({
    description: "The site's default: its pages at the spec's paths",
  }),
  languages: Type.Array(
    Type.Object({
      tag: Type.String(),
      name: Type.String({ description: 'Its name in itself: português' }),
    }),
    { description: "The site's languages, the default first" },
  ),
  suggested: Type.Optional(
    Type.String({
      description: "Another language the visitor's browser asks for first: the header offers it",
    }),
  ),
});
export type PageLanguage = Static<typeof PageLanguage>;

/**
 * What a public page carries besides: the profile (header, footer and the pages' texts) and the
 * visible content its own page shows, and nothing else (a project is only in the Projects page).
 */
export const PublicPageData = Type.Composite([
  PageData,
  Type.Object({
    profile: Profile,
    texts: SiteTextsSchema,
    musicPanel: Type.Boolean({ description: 'The footer shows the now-playing panel' }),
    homeButtons: Type.Optional(HomeButtonLinks),
    /** Every page: the portrait (Home and About show it) and the site icon (the head's links). */
    siteImages: Type.Optional(SiteImages),
    icons: Type.Unsafe<IconMap>({
      ...IconMap,
      description:
        'The icons the profile names (skills, tools, links), drawn by the server: the web app ' +
        'carries no icon set',
    }),
    featuredProjects: Type.Optional(
      Type.Array(Project, { description: '/: the featured projects, at most 3' }),
    ),
    projects: Type.Optional(
      Type.Array(Project, {
        description:
          '/projects: the active ones on the page shown; /projects?tag=x: the active ones with that tag',
      }),
    ),
    projectFilter: Type.Optional(
      Type.Object(
        {
          tags: Type.Array(Type.String(), {
            description: 'Every tag of an active project, A to Z: the filter bar',
          }),
          tag: Type.Optional(Type.String({ description: 'The tag the page is filtered by' })),
          page: Type.Integer({ minimum: 0, description: 'The page shown, from 1' }),
          pageCount: Type.Integer({ minimum: 1, description: 'How many pages the list takes' }),
          total: Type.Integer({
            minimum: 0,
            description: 'How many projects the list holds, on all its pages',
          }),
        },
        { description: '/projects: its tag filter and its pages' },
      ),
    ),
    certificates: Type.Optional(
      Type.Array(Certificate, { description: '/certificates: the active ones' }),
    ),
    quotes: Type.Optional(Type.Array(Quote, { description: '/about: the active quote' })),
    resumes: Type.Optional(Type.Array(Resume, { description: '/resume: the one there is' })),
    timeline: Type.Optional(
      Type.Array(TimelineEntry, {
        description: "/about: the visible timeline, in the owner's order",
      }),
    ),
    caseStudy: Type.Optional(CaseStudyPage),
    posts: Type.Optional(
      Type.Array(PostSummary, {
        description:
          '/blog: the visible posts on the page shown, newest first (with a tag: those with it)',
      }),
    ),
    blogFilter: Type.Optional(
      Type.Unsafe<BlogFilter>({
        ...BlogFilter,
        description: '/blog: its tag filter and its pages',
      }),
    ),
    post: Type.Optional(PostPage),
    search: Type.Optional(
      Type.Unsafe<SearchAnswer>({
        ...SearchAnswer,
        description: "/search: the query's page of results (an empty query: none, the form alone)",
      }),
    ),
    blogEnabled: Type.Optional(
      Type.Boolean({ description: 'A post is published: the navigation links to the blog' }),
    ),
    contact: Type.Optional(ContactPageData),
    contactEnabled: Type.Optional(
      Type.Boolean({ description: 'The contact form is on: the footer links to it' }),
    ),
    mathStylesheet: Type.Optional(
      Type.String({
        description:
          "KaTeX's stylesheet (this site's address), on a page whose Markdown shows math: its head links it",
      }),
    ),
    ogImage: Type.Optional(
      Type.Unsafe<OgImage>({ ...OgImage, description: "The page's social image (og:image)" }),
    ),
    pageLanguage: Type.Optional(
      Type.Unsafe<PageLanguage>({
        ...PageLanguage,
        description: 'Absent on a site in English alone: every page as the spec has it',
      }),
    ),
  }),
]);
export type PublicPageData = Static<typeof PublicPageData>;

/** A public page rendered by the web app's server entry. */
export interface RenderedPage {
  status: number;
  /** Tags for <head>: the title, the meta tags, the canonical link. */
  head: string;
  /** The app's markup, for the #root element. */
  html: string;
  /** The data the page embeds for hydration (without what its markup carries already). */
  data: PublicPageData;
  /**
   * The page's own client module, as Vite's manifest names it (e.g. `src/app/pages/home.tsx`): the
   * server preloads its chunk and links its styles, so the page needs no other code to hydrate.
   */
  pageModule: string;
  /**
   * A page with a language (a site of several): the modules of its language parts and catalogue,
   * as the manifest names them, preloaded like the page's.
   */
  languageModules?: string[] | undefined;
}

/**
 * The web app's server entry: renders a public page for a path with its data. `origin` is the
 * public site's origin, for the canonical and OpenGraph URLs.
 */
export type RenderPage = (pathname: string, data: PublicPageData, origin: string) => RenderedPage;

/**
 * A Projects page that does not exist: filtered by a tag no visible project has (a 404 that shows
 * the empty filter), or a page past the list's last.
 */
export function isMissingProjectsPage(data: PublicPageData): boolean {
  const filter = data.projectFilter;
  if (!filter) return false;
  const unknownTag = filter.tag !== undefined && !filter.tags.includes(filter.tag);
  return unknownTag || filter.page < 1 || filter.page > filter.pageCount;
}

/**
 * A /blog page that does not exist: the blog while no post is published, a tag no visible post
 * has, or a page past the last.
 */
export function isMissingBlogPage(data: PublicPageData): boolean {
  const filter = data.blogFilter;
  if (!filter) return false;
  const unknownTag = filter.tag !== undefined && !filter.tags.includes(filter.tag);
  return filter.total === 0 || unknownTag || filter.page < 1 || filter.page > filter.pageCount;
}
